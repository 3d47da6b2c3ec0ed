// The releases screen's state: the page, the type filter, the release panel's type and the ?create= /
// ?upload= openers in the URL; the page of releases; the open modals; and publish, which needs only a
// confirmation.
import { useEffect, useState } from 'react';
import { rule } from '../../../../core/shared/access';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { CONFIRM, PAGE_SIZE, PAGE_SIZES, TOASTS, type Release } from '../../shared';
import { releasesApi } from '../api';

export function useReleasesPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { pn: '1', ps: String(PAGE_SIZE), type: '', create: '', panelType: '', upload: '' },
    { ps: oneOf(PAGE_SIZES.map(String)) },
  );
  const pn = Number(q.pn) || 1;
  const ps = Number(q.ps) || PAGE_SIZE;
  const list = useLoad(() => releasesApi.list(code, { pn, ps, ...(q.type ? { type: q.type } : {}) }), [code, pn, ps, q.type]);
  const canProd = useCan()(rule.ownerOrAdmin, code);
  const [form, setForm] = useState<{ editing: Release | null } | null>(q.create === '1' ? { editing: null } : null);
  const [detail, setDetail] = useState<Release | null>(null);
  const [dataFile, setDataFile] = useState<Release | null>(null);
  const [uploading, setUploading] = useState<Release | null>(null);
  useEffect(() => {
    if (q.create === '1') setForm({ editing: null });
  }, [q.create]);
  // The palette's "Upload a release": open that release's upload (its check first).
  useEffect(() => {
    const id = Number(q.upload);
    if (!id) return;
    let live = true;
    releasesApi
      .get(code, id)
      .then(({ release }) => live && setUploading(release))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code, q.upload]);
  const closeUpload = () => {
    setUploading(null);
    if (q.upload) setQ({ upload: '' });
  };
  const types = list.data?.releaseTypes ?? [];
  const folderNames = list.data?.folderNames ?? {};
  const panelType = q.panelType || types[0] || '';
  const reload = () => void list.reload();
  const closeForm = () => {
    setForm(null);
    setQ({ create: '' });
  };
  const publish = async (r: Release) => {
    if (!(await confirmAction({ title: 'Publish', message: CONFIRM.publish(r.name), confirm: 'Publish', danger: true }))) return;
    await releasesApi.publish(code, r.id);
    toast(TOASTS.published);
    reload();
  };

  return {
    code,
    q,
    setQ,
    pn,
    ps,
    list,
    canProd,
    form,
    setForm,
    detail,
    setDetail,
    dataFile,
    setDataFile,
    uploading,
    setUploading,
    closeUpload,
    types,
    folderNames,
    panelType,
    reload,
    closeForm,
    publish,
  };
}

/** What the screen's parts read of its state. */
export type ReleasesPageState = ReturnType<typeof useReleasesPage>;
