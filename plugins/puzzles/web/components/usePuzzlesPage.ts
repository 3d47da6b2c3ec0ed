// The puzzles screen's state: the folder, its filters, the page, the optional columns, the running
// job and the ?import= / ?create= openers in the URL; the folder picker's list and the page of
// puzzles; the one open modal (useDialog), the selection and the id search; and the actions that
// need no modal of their own (delete, unlock, find by id).
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { fillPath } from '../../../../core/shared/plugin';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import {
  CONFIRM,
  DEFAULT_PAGE_SIZE,
  MESSAGES,
  PAGE_SIZES,
  paths,
  puzzlesOverrides,
  REVIEW_SCORES,
  TOASTS,
  type Puzzle,
  type PuzzleListResponse,
} from '../../shared';
import { puzzlesApi } from '../api';
import { OPTIONAL_COLUMNS } from './puzzleColumns';
import type { RowDialog } from './RowActions';
import { useDialog } from './useDialog';

/** The screen's modals: a row's, or the toolbar's. */
export type PuzzlesDialog = RowDialog | { kind: 'create' | 'sortAll' | 'move' | 'copy' | 'pick' | 'export' | 'import' | 'pack' | 'stats' };

const DEFAULTS = {
  pn: '1',
  ps: String(DEFAULT_PAGE_SIZE),
  released: '',
  review: '',
  difficulty: '',
  hard: '',
  id: '',
  job: '',
  import: '',
  create: '',
  cols: '',
};

export type PuzzlesQuery = typeof DEFAULTS;
export type PuzzlesPageState = ReturnType<typeof usePuzzlesPage>;

export function usePuzzlesPage() {
  const { code, folderId } = useRouteParams<{ code: string; folderId: string }>();
  const [, navigate] = useLocation();
  const [q, setQ] = useQueryState(DEFAULTS, {
    ps: oneOf(PAGE_SIZES),
    released: oneOf(['0', '1']),
    review: oneOf(REVIEW_SCORES),
    hard: oneOf(['0', '1']),
    difficulty: oneOf(['1', '2', '3', '4', '5']),
    import: oneOf(['translation', 'price']),
    create: oneOf(['1']),
    cols: z.string().refine((v) => v.split(',').every((k) => OPTIONAL_COLUMNS.includes(k)), 'not a list of optional columns'),
  });
  const fid = Number(folderId);
  const extraColumns = q.cols ? q.cols.split(',') : [];
  const folders = useLoad(() => puzzlesApi.folders(code), [code]);
  const list = useLoad(
    () =>
      puzzlesApi.list(code, fid, {
        pn: Number(q.pn),
        ps: Number(q.ps),
        released: q.released as '',
        review: q.review as '',
        hard: q.hard as '',
        difficulty: q.difficulty ? Number(q.difficulty) : undefined,
        id: q.id ? Number(q.id) : undefined,
      }),
    [code, fid, q.pn, q.ps, q.released, q.review, q.hard, q.difficulty, q.id],
  );
  // The modal stays mounted while closed (useDialog), so closing it gives focus back to its opener.
  const { dialog, opened, key: dialogKey, open: openDialog, close } = useDialog<PuzzlesDialog>(q.import ? { kind: 'import' } : null);
  const [selected, setSelected] = useState<number[]>([]);
  const [search, setSearch] = useState(q.id);
  const data = list.data as PuzzleListResponse | undefined;
  const may = data?.may.change ?? false;
  const formTypes = puzzlesOverrides(code).formTypes;
  const reload = () => {
    close();
    list.reload();
  };

  // ?create=1 (the palette's "Create a puzzle"): the Create modal once the folder says it may.
  useEffect(() => {
    if (q.create !== '1' || !data) return;
    if (data.flags.create && data.may.change) openDialog({ kind: 'create' });
    else toast(data.flags.create ? (data.may.refusal ?? MESSAGES.createOff) : MESSAGES.createOff);
    setQ({ create: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- acts once per create=1 in the address; openDialog, toast and setQ are new each render
  }, [q.create, data]);

  const remove = async (p: Puzzle) => {
    if (!(await confirmAction({ message: CONFIRM.delete, danger: true }))) return;
    await puzzlesApi.remove(code, fid, p.id);
    toast(TOASTS.deleted);
    // An empty page after deleting steps back one page (002 §8).
    if (data && data.puzzles.length === 1 && Number(q.pn) > 1) setQ({ pn: String(Number(q.pn) - 1) });
    else list.reload();
  };
  const unlock = async (p: Puzzle) => {
    if (!(await confirmAction({ title: CONFIRM.unlockTitle, message: CONFIRM.unlock }))) return;
    const { puzzle } = await puzzlesApi.unlock(code, fid, p.id);
    toast(`${TOASTS.success}: ${puzzle.id}`);
    list.reload();
  };
  const find = async () => {
    if (!search.trim()) return setQ({ id: '', pn: '1' });
    const id = Number(search.trim());
    if (!Number.isInteger(id) || id < 1 || id >= 2 ** 31) return;
    const found = await puzzlesApi.find(code, id);
    const folder = found.folders[0];
    if (folder) navigate(`${fillPath(paths.puzzles, { code, folderId: folder.id })}?id=${id}`);
  };

  const locked = (p: Puzzle) => (p.isReleased ? 'This puzzle is released and locked' : !may ? (data?.may.refusal ?? '') : '');

  // The folder picker's choices, grouped by folder type (the config's types first, in their order).
  const folderOptions = (() => {
    const fs = folders.data?.folders ?? [];
    const types = [...new Set([...(folders.data?.folderTypes ?? []), ...fs.map((f) => f.type)])];
    return types
      .map((t) => ({
        group: t || 'Other',
        items: fs.filter((f) => f.type === t).map((f) => ({ value: String(f.id), label: `${f.id} ${f.name}` })),
      }))
      .filter((g) => g.items.length);
  })();

  return {
    code,
    folderId,
    fid,
    navigate,
    q,
    setQ,
    extraColumns,
    list,
    data,
    may,
    formTypes,
    folderOptions,
    dialog,
    opened,
    dialogKey,
    openDialog,
    close,
    reload,
    selected,
    setSelected,
    search,
    setSearch,
    locked,
    remove,
    unlock,
    find,
  };
}
