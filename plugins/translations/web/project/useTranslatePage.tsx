// The Translate screen's state: the filters, search, page and the ?create= / ?open= openers in the
// URL (the search box follows it once typing pauses); the page of keys; the selection across pages;
// the key being edited, viewed or renamed and the one open modal; and delete, which needs no modal.
import { useEffect, useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { z } from 'zod';
import { LANGUAGES } from '../../../../core/shared/languages';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, positiveInt, useQueryState } from '../../../../core/web/useQueryState';
import { CONFIRM, DEFAULT_PAGE_SIZE, PAGE_SIZES, TOASTS } from '../../schemas/project';
import type { ProjectKey } from '../../shared';
import { projectApi } from './api';

const tagList = z.string().regex(/^\d{1,9}(,\d{1,9})*$/, 'not a list of tag ids');
const searchText = z.string().max(200, 'too long');
const languageCode = oneOf(LANGUAGES.map((l) => l.code));

export function useTranslatePage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { tags: '', status: 'all', use: 'all', missing: '', q: '', pn: '1', ps: String(DEFAULT_PAGE_SIZE), create: '', open: '' },
    {
      tags: tagList,
      status: oneOf(['all', 'unfinished', 'completed']),
      use: oneOf(['all', 'inUse', 'notInUse']),
      missing: languageCode,
      q: searchText,
      ps: oneOf(PAGE_SIZES),
      pn: positiveInt(),
      create: oneOf(['1']),
      open: positiveInt(2 ** 31 - 1),
    },
  );
  const pn = Number(q.pn) || 1;
  const ps = Number(q.ps) || DEFAULT_PAGE_SIZE;
  const list = useLoad(
    () => projectApi.list(code, { pn, ps, tags: q.tags, status: q.status as 'all', use: q.use as 'all', missing: q.missing, q: q.q }),
    [code, pn, ps, q.tags, q.status, q.use, q.missing, q.q],
  );
  const data = list.data;
  const [search, setSearch] = useState(q.q);
  useEffect(() => setSearch(q.q), [q.q]);
  // The search goes to the URL (and the server) once typing pauses.
  useEffect(() => {
    if (search === q.q || search.length > 200) return;
    const timer = setTimeout(() => setQ({ q: search, pn: '1' }), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address follows the search box once typing pauses, not when the address changes
  }, [search]);

  const [selected, setSelected] = useState<Map<number, ProjectKey>>(new Map());
  const [editing, setEditing] = useState<ProjectKey | null>(null);
  const [viewing, setViewing] = useState<ProjectKey | null>(null);
  const [renaming, setRenaming] = useState<ProjectKey | null>(null);
  const [modal, setModal] = useState<'tags' | 'import' | 'bulk' | 'translate' | 'publish' | null>(null);
  const creating = q.create === '1';

  // ?open=<id> (the palette's "Find translation key") opens that key's edit form.
  useEffect(() => {
    if (!q.open) return;
    let live = true;
    projectApi
      .get(code, Number(q.open))
      .then((r) => live && setEditing(r.key))
      .catch(() => undefined)
      .finally(() => live && setQ({ open: '' }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens the key named in the address once; setQ is new each render
  }, [code, q.open]);

  const reload = () => void list.reload();
  const languages = data?.languages ?? ['en'];
  const tagOptions = useMemo(() => (data?.tags ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.used})` })), [data?.tags]);
  const rows = data?.keys ?? [];
  const pageAllSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (k: ProjectKey, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(k.id, k);
      else next.delete(k.id);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      rows.forEach((r) => (on ? next.set(r.id, r) : next.delete(r.id)));
      return next;
    });

  const remove = async (k: ProjectKey) => {
    if (!(await confirmAction({ title: 'WARNING!', message: CONFIRM.deleteKey, danger: true, details: <Text size="sm">{k.key}</Text> })))
      return;
    await projectApi.remove(code, k.id);
    toast(TOASTS.deleted);
    toggle(k, false);
    if (rows.length === 1 && pn > 1) setQ({ pn: String(pn - 1) });
    else reload();
  };

  return {
    code,
    q,
    setQ,
    pn,
    ps,
    list,
    data,
    search,
    setSearch,
    selected,
    setSelected,
    editing,
    setEditing,
    viewing,
    setViewing,
    renaming,
    setRenaming,
    modal,
    setModal,
    creating,
    reload,
    languages,
    tagOptions,
    rows,
    pageAllSelected,
    toggle,
    togglePage,
    remove,
  };
}

/** What the screen's parts read of its state. */
export type TranslatePageState = ReturnType<typeof useTranslatePage>;
