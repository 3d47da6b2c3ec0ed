// The push task list's state: the URL's env, platform, pages, filters and panel (remembered per
// project for the session, restored when the address names none of them), the page of tasks and
// each env's availability, the selection and focus-on-selected, the wizard and the other modals,
// and the actions that need no modal of their own (shutdown, batch shutdown, view in a new tab).
import { useEffect, useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { useSearch } from 'wouter';
import { rule } from '../../../../core/shared/access';
import type { Env } from '../../../../core/shared/constants';
import { fillPath } from '../../../../core/shared/plugin';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import { LIST_MESSAGES } from '../../schemas/list';
import { paths, type PushTaskRow, type TaskPlatform, type TaskStatus } from '../../shared';
import { availability, listApi } from './api';
import { LIST_CHECKS, LIST_DEFAULTS, remember, remembered, urlNamesNone } from './listState';

export type Wizard = { mode: 'create' | 'edit' | 'copy'; taskId?: number } | null;
export type PushListState = ReturnType<typeof usePushList>;

export function usePushList() {
  const { code } = useRouteParams<{ code: string }>();
  const search = useSearch();
  const [q, setQ] = useQueryState(LIST_DEFAULTS, LIST_CHECKS);
  const env: Env = q.env === 'prod' ? 'prod' : 'sandbox';
  const platform = Number(q.platform) as TaskPlatform;
  const pn = Number(q.pn);
  const ps = Number(q.ps);

  // The session's memory: restored when the address names none of it, kept on every change.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (urlNamesNone(search)) {
      const saved = remembered(code);
      if (saved) setQ(saved);
    }
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restores the remembered filters once per project, not on every address change
  }, [code]);
  useEffect(() => {
    if (restored) remember(code, q);
  }, [restored, code, q]);

  const filters = useMemo(
    () => ({
      status: q.status === '' ? undefined : (Number(q.status) as TaskStatus),
      isCycle: q.isCycle === '' ? undefined : Number(q.isCycle),
      keyword: q.keyword || undefined,
      startDate: q.start || undefined,
      endDate: q.end || undefined,
    }),
    [q.status, q.isCycle, q.keyword, q.start, q.end],
  );
  const [version, setVersion] = useState(0);
  const list = useLoad(
    () => (restored ? listApi.search(code, env, platform, pn, ps, filters) : Promise.resolve({ tasks: [], total: 0 })),
    [restored, code, env, platform, pn, ps, filters, version],
  );
  const avail = useLoad(() => Promise.all([availability(code, 'sandbox'), availability(code, 'prod')]), [code]);
  const available = avail.data?.[env === 'prod' ? 1 : 0] ?? { 1: true, 2: true };
  const envAvailable = (e: 0 | 1) => !avail.data || avail.data[e][1] || avail.data[e][2];
  const reload = () => setVersion((v) => v + 1);

  const mayProd = useCan()(rule.ownerOrAdmin, code);
  const locked = env === 'prod' && !mayProd;

  const [selected, setSelected] = useState<Map<number, PushTaskRow>>(new Map());
  const [focus, setFocus] = useState(false);
  useEffect(() => {
    setSelected(new Map());
    setFocus(false);
  }, [env, platform]);
  const toggle = (t: PushTaskRow, on: boolean) =>
    setSelected((m) => {
      const n = new Map(m);
      if (on) n.set(t.id, t);
      else n.delete(t.id);
      return n;
    });

  const [wizard, setWizard] = useState<Wizard>(null);
  const [modal, setModal] = useState<'test' | 'upload' | 'export' | 'chart' | null>(null);
  const [keyword, setKeyword] = useState(q.keyword);
  useEffect(() => setKeyword(q.keyword), [q.keyword]);

  useEffect(() => {
    if (q.create !== '1') return;
    if (!locked) setWizard({ mode: 'create' });
    setQ({ create: '' });
  }, [q.create, locked, setQ]);

  const shutdown = async (t: PushTaskRow) => {
    if (!(await confirmAction({ message: LIST_MESSAGES.shutdownConfirm, danger: true, details: <Text size="sm">{t.name}</Text> }))) return;
    const r = await listApi.shutdown(code, env, t.id);
    toast(r.message);
    toggle(t, false);
    reload();
  };
  const batchShutdown = async () => {
    const rows = [...selected.values()];
    if (
      !(await confirmAction({
        message: LIST_MESSAGES.shutdownConfirm,
        danger: true,
        details: <Text size="sm">{rows.map((r) => r.name).join(', ')}</Text>,
      }))
    )
      return;
    const r = await listApi.batchShutdown(
      code,
      env,
      rows.map((x) => x.id),
    );
    toast(r.message);
    setSelected(new Map());
    setFocus(false);
    reload();
  };
  const view = (t: PushTaskRow) =>
    window.open(fillPath(paths.detail, { code, env, platform: t.platform, taskId: t.id }), '_blank', 'noopener');

  return {
    code,
    q,
    setQ,
    env,
    platform,
    pn,
    ps,
    list,
    version,
    reload,
    available,
    envAvailable,
    locked,
    selected,
    toggle,
    focus,
    setFocus,
    wizard,
    setWizard,
    modal,
    setModal,
    keyword,
    setKeyword,
    shutdown,
    batchShutdown,
    view,
  };
}
