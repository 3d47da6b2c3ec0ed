// The Common Translate screen's state: the search, tag and state filters and the page in the URL
// (the search box pushes to it once typing pauses), the ?create= opener, the keys and the tags, the
// selection, the open modals, and the actions without a modal of their own (after a save, ask to
// sync the linked projects; delete; mark completed or unfinished).
import { useEffect, useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { paths } from '../../shared';
import type { CommonKeyRow } from '../../endpoints/common';
import { commonApi } from './api';
import type { SyncTarget } from './SyncModal';

export const PAGE_SIZES = [20, 50, 100] as const;
const STATES = ['all', 'unfinished', 'completed'] as const;
const TAG_LIST = /^(\d{1,9})(,\d{1,9}){0,49}$/;

export function useCommonPage() {
  const [q, setQ] = useQueryState(
    { q: '', tags: '', state: 'all', pn: '1', ps: String(PAGE_SIZES[0]) },
    { ps: oneOf(PAGE_SIZES), state: oneOf(STATES), tags: z.string().regex(TAG_LIST, 'not a list of tag ids') },
  );
  const creatingFromUrl = new URLSearchParams(useSearch()).get('create') === '1';
  const [, navigate] = useLocation();
  // The palette's "Create common key" opens the form by ?create=1; closing it leaves the address clean.
  const leaveCreate = () => creatingFromUrl && navigate(paths.common, { replace: true });
  const [search, setSearch] = useState(q.q);
  const [formOpen, setFormOpen] = useState(creatingFromUrl);
  const [editing, setEditing] = useState<CommonKeyRow | null>(null);
  const [detail, setDetail] = useState<CommonKeyRow | null>(null);
  const [renaming, setRenaming] = useState<CommonKeyRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [tagsOpen, setTagsOpen] = useState(false);
  const [syncTarget, setSyncTarget] = useState<SyncTarget | null>(null);
  const [selected, setSelected] = useState<Map<number, CommonKeyRow>>(new Map());
  useEffect(() => {
    if (creatingFromUrl) {
      setEditing(null);
      setFormOpen(true);
    }
  }, [creatingFromUrl]);

  const tagIds = useMemo(() => (q.tags ? q.tags.split(',').map(Number) : []), [q.tags]);
  const unfinished = q.state === 'unfinished' ? 'true' : q.state === 'completed' ? 'false' : undefined;
  const list = useLoad(
    () => commonApi.list({ q: q.q || undefined, tagIds, unfinished, pn: Number(q.pn), ps: Number(q.ps) }),
    [q.q, q.tags, q.state, q.pn, q.ps],
  );
  const tags = useLoad(() => commonApi.tags(), []);
  const reload = () => void list.reload();
  const pushSearch = useDebouncedCallback((text: string) => setQ({ q: text, pn: '1' }), 300);

  const toggle = (k: CommonKeyRow, on: boolean) =>
    setSelected((m) => {
      const next = new Map(m);
      if (on) next.set(k.id, k);
      else next.delete(k.id);
      return next;
    });

  const afterSave = async (saved: CommonKeyRow, edited: boolean) => {
    setFormOpen(false);
    setEditing(null);
    leaveCreate();
    reload();
    void tags.reload();
    // 000 §4: after a successful edit, ask whether to sync it to all linked projects.
    if (edited && saved.linkedCount > 0) {
      const linked = await commonApi.linked(saved.id);
      setSyncTarget({ mode: 'linked', key: saved, projectCodes: linked.projects.map((p) => p.projectCode) });
    }
  };

  const remove = async (k: CommonKeyRow) => {
    const ok = await confirmAction({
      message: 'Are you sure delete this task?',
      danger: true,
      details: k.linkedCount ? (
        <Text size="sm">
          {k.linkedCount} project(s) keep their copy of {k.key} as their own key.
        </Text>
      ) : undefined,
    });
    if (!ok) return;
    await commonApi.remove(k.id);
    toast('DELETED!');
    toggle(k, false);
    reload();
  };

  const setState = async (k: CommonKeyRow) => {
    await commonApi.update(k.id, { unfinished: !k.unfinished });
    toast('UPDATED!');
    reload();
  };

  const rows = list.data?.list ?? [];
  const picked = [...selected.values()];
  /** Opens the key form on a key, or empty to create one. */
  const openForm = (k: CommonKeyRow | null) => {
    setEditing(k);
    setFormOpen(true);
  };
  return {
    q,
    setQ,
    leaveCreate,
    search,
    setSearch,
    pushSearch,
    formOpen,
    setFormOpen,
    editing,
    setEditing,
    detail,
    setDetail,
    renaming,
    setRenaming,
    importing,
    setImporting,
    tagsOpen,
    setTagsOpen,
    syncTarget,
    setSyncTarget,
    selected,
    setSelected,
    tagIds,
    list,
    tags,
    reload,
    toggle,
    afterSave,
    remove,
    setState,
    rows,
    picked,
    openForm,
  };
}

/** What the screen's parts read of its state. */
export type CommonPageState = ReturnType<typeof useCommonPage>;
