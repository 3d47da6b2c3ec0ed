// The folders screen's state: the tag filter, page, size and the ?create= opener in the URL; the
// page of folders and the full list (for Pick puzzles); the open modals, the one row being edited
// inline (its draft) and the actions without a modal of their own (save the draft, the needPub and
// lock switches, copy, delete).
import { useEffect, useState } from 'react';
import { confirmAction } from '../../../../core/web/dialogs';
import { useLink } from '../../../../core/web/links';
import { showErrorNotice, toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, positiveInt, useQueryState } from '../../../../core/web/useQueryState';
import { CONFIRM, DEFAULT_PAGE_SIZE, folderThumb, linkNeeds, MESSAGES, PAGE_SIZES, TOASTS, type Folder } from '../../shared';
import { foldersApi } from '../api';
import { useFolderAccess } from './access';

/** The row being edited inline: its English name, tags and type. */
export interface Draft {
  id: number;
  en: string;
  tags: string[];
  type: string | null;
}

export function useFoldersPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { tags: '', pn: '1', ps: String(DEFAULT_PAGE_SIZE), create: '' },
    { ps: oneOf(PAGE_SIZES), pn: positiveInt() },
  );
  const pn = Number(q.pn) || 1;
  const ps = Number(q.ps) || DEFAULT_PAGE_SIZE;
  const tagsQuery = /^(\d+(,\d+)*)?$/.test(q.tags) ? q.tags : '';
  const list = useLoad(() => foldersApi.list(code, { pn, ps, tags: tagsQuery }), [code, pn, ps, tagsQuery]);
  const all = useLoad(() => foldersApi.all(code), [code]);
  const access = useFolderAccess(code);
  const href = useLink(linkNeeds.puzzles);
  const thumb = folderThumb(code);
  const data = list.data;
  const [creating, setCreating] = useState(q.create === '1');
  // The palette's "Create folder" while the screen is already open sets ?create=1 afresh.
  useEffect(() => {
    if (q.create === '1') setCreating(true);
  }, [q.create]);
  const [tagsOpen, setTagsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [pick, setPick] = useState<{ target: Folder | null } | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [trans, setTrans] = useState<Folder | null>(null);
  const [attr, setAttr] = useState<Folder | null>(null);
  const [sortOf, setSortOf] = useState<Folder | null>(null);
  const [details, setDetails] = useState<Folder | null>(null);

  const reload = () => {
    void list.reload();
    void all.reload();
  };
  const done = (close: () => void) => () => {
    close();
    reload();
  };
  const selectedTags = tagsQuery ? tagsQuery.split(',') : [];
  const tagOptions = (data?.tags ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  const startEdit = (f: Folder) => {
    if (draft && draft.id !== f.id) return showErrorNotice('Save or cancel the row you are editing first', 'Warning');
    setDraft({ id: f.id, en: f.name.en ?? '', tags: f.tags.map((t) => String(t.id)), type: f.type || null });
  };
  const saveEdit = async (f: Folder) => {
    if (!draft) return;
    if (!draft.en.trim()) return showErrorNotice(MESSAGES.nameRequired, 'Warning');
    setSaving(true);
    try {
      await foldersApi.update(code, f.id, {
        name: { ...f.name, en: draft.en.trim() },
        tags: draft.tags.map(Number),
        type: draft.type ?? '',
      });
      toast(TOASTS.updated);
      setDraft(null);
      reload();
    } finally {
      setSaving(false);
    }
  };
  const toggle = async (f: Folder, patch: { needPub?: boolean; locked?: boolean }) => {
    await foldersApi.update(code, f.id, patch);
    toast(TOASTS.updated);
    reload();
  };
  const copy = async (f: Folder) => {
    if (!(await confirmAction({ message: CONFIRM.copy(f.name.en ?? String(f.id)) }))) return;
    await foldersApi.copy(code, f.id);
    toast(TOASTS.copied);
    reload();
  };
  const remove = async (f: Folder) => {
    if (!(await confirmAction({ message: CONFIRM.delete, danger: true }))) return;
    await foldersApi.remove(code, f.id);
    toast(TOASTS.deleted);
    // 002 §8: an empty page after deleting steps back one page.
    if (data && data.folders.length === 1 && pn > 1) setQ({ pn: String(pn - 1) });
    else reload();
  };

  return {
    code,
    q,
    setQ,
    pn,
    ps,
    list,
    all,
    data,
    access,
    href,
    thumb,
    creating,
    setCreating,
    tagsOpen,
    setTagsOpen,
    importOpen,
    setImportOpen,
    pick,
    setPick,
    draft,
    setDraft,
    saving,
    trans,
    setTrans,
    attr,
    setAttr,
    sortOf,
    setSortOf,
    details,
    setDetails,
    reload,
    done,
    selectedTags,
    tagOptions,
    startEdit,
    saveEdit,
    toggle,
    copy,
    remove,
  };
}

/** What the screen's parts read of its state. */
export type FoldersPageState = ReturnType<typeof useFoldersPage>;
