// The puzzles of one folder (002 §2): folder picker grouped by folder type, puzzle id search,
// filters (in the URL with the page), the table with the attributes of 002 §3, and the toolbar's
// set-all-sort, move, copy, pick-and-shuffle, exports, imports, packs and stats. Row actions:
// attributes, translations, sort, unlock (released puzzles) and delete.
import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Image, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconBraces, IconEdit, IconLanguage, IconLockOpen, IconPlus, IconSortAscendingNumbers, IconTrash } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { fillPath } from '../../../../core/shared/plugin';
import { thumbnailSize } from '../../../../core/shared/thumbnail';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import {
  CONFIRM,
  DEFAULT_PAGE_SIZE,
  EXPORT_KINDS,
  EXPORT_LABELS,
  PACK_TYPES,
  PAGE_SIZES,
  paths,
  puzzlesOverrides,
  REVIEW_SCORES,
  TOASTS,
  type ExportKind,
  type ImportKind,
  type PackType,
  MESSAGES,
  type Puzzle,
  type PuzzleListResponse,
} from '../../shared';
import { puzzlesApi } from '../api';
import { AttrModal } from '../components/AttrModal';
import { ChoiceModal } from '../components/ChoiceModal';
import { CreateModal } from '../components/CreateModal';
import { DataModal } from '../components/DataModal';
import { ImportModal } from '../components/ImportModal';
import { JobFile } from '../components/JobFile';
import { MoveCopyModal } from '../components/MoveCopyModal';
import { NumberModal } from '../components/NumberModal';
import { PickModal } from '../components/PickModal';
import { StatsModal } from '../components/StatsModal';
import { TransModal } from '../components/TransModal';
import { ColumnsToggle, HashCell } from '../components/TableParts';
import { useDialog } from '../components/useDialog';

type Dialog =
  | { kind: 'attr' | 'data' | 'trans' | 'sort'; puzzle: Puzzle }
  | { kind: 'create' | 'sortAll' | 'move' | 'copy' | 'pick' | 'export' | 'import' | 'pack' | 'stats' }
  | null;

/**
 * Columns off by default, shown through the column chooser (`cols` in the URL, comma-joined): with
 * them all the table was 16 columns and 1,892 px wide at 1280. The row's state (Released) and its
 * actions are never among them, and stay pinned in view.
 */
const OPTIONAL_COLUMNS = ['isHard', 'duration', 'treasures_quality', 'review_score', 'max_size', 'formType', 'shapes', 'md5'];

const DEFAULTS = { pn: '1', ps: String(DEFAULT_PAGE_SIZE), released: '', review: '', difficulty: '', hard: '', id: '', job: '', import: '', create: '', cols: '' };

export default function PuzzlesPage() {
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
  const { dialog, opened, key: dialogKey, open: openDialog, close } = useDialog<NonNullable<Dialog>>(q.import ? { kind: 'import' } : null);
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
  const thumb = thumbnailSize(code);
  const columns: Column<Puzzle>[] = [
    {
      key: 'select',
      header: 'Select',
      width: 50,
      pin: 'left',
      cell: (p) => (
        <input
          type="checkbox"
          aria-label={`Select puzzle ${p.id}`}
          checked={selected.includes(p.id)}
          onChange={(e) => setSelected((s) => (e.target.checked ? [...s, p.id] : s.filter((x) => x !== p.id)))}
        />
      ),
    },
    { key: 'id', header: 'Id', value: (p) => p.id, width: 70, pin: 'left' },
    // The row's state stays in view however far the table scrolls (pinned beside the id).
    {
      key: 'released',
      header: 'Released',
      width: 100,
      pin: 'left',
      cell: (p) =>
        p.isReleased ? (
          <Badge color="green" variant="light">
            released
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            draft
          </Badge>
        ),
    },
    { key: 'sort', header: 'Sort', value: (p) => p.sort, width: 70 },
    // The project's thumbnail box (002 §9), the same one the folders table reads (core/shared/thumbnail.ts).
    { key: 'pic', header: 'Picture', width: thumb.width + 20, cell: (p) => (p.pic1 ? <Image src={p.pic1} alt={`Puzzle ${p.id}`} w={thumb.width} h={thumb.height} fit="contain" radius="sm" /> : '') },
    // Long names wrap in their column instead of widening the table.
    { key: 'name', header: 'Name (en)', width: 180, cell: (p) => <Text size="sm" style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{p.name.en ?? ''}</Text> },
    { key: 'difficulty', header: 'Difficulty', width: 90, value: (p) => p.attr.difficulty ?? '' },
    { key: 'isHard', header: 'Hard', width: 70, value: (p) => (p.attr.isHard ? 'yes' : '') },
    { key: 'duration', header: 'Duration', width: 90, value: (p) => p.attr.duration ?? '' },
    { key: 'quality', header: 'Quality', width: 80, value: (p) => p.attr.quality ?? '' },
    { key: 'treasures_quality', header: 'Treasures quality', width: 140, value: (p) => p.attr.treasures_quality ?? '' },
    { key: 'review_score', header: 'Review score', width: 110, value: (p) => p.attr.review_score ?? '' },
    { key: 'max_size', header: 'Max size', width: 90, value: (p) => p.attr.max_size ?? '' },
    ...(formTypes.length
      ? [{ key: 'formType', header: 'Form type', width: 110, value: (p: Puzzle) => formTypes.find((f) => f.value === p.attr.formType)?.label ?? '' }]
      : []),
    { key: 'shapes', header: 'Shapes', width: 80, value: (p) => p.shapes },
    // The hash's start, and a button that copies all of it: a whole hash would widen the table.
    { key: 'md5', header: 'md5', width: 130, cell: (p) => (p.md5 ? <HashCell value={p.md5} label={`Copy md5 of puzzle ${p.id}`} /> : '') },
    {
      key: 'actions',
      header: '',
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={locked(p) || 'Attributes'}>
            <ActionIcon variant="subtle" aria-label={`Attributes of puzzle ${p.id}`} onClick={() => openDialog({ kind: 'attr', puzzle: p })}>
              <IconEdit size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={data?.flags.editData ? locked(p) || 'Data' : 'Data (read only)'}>
            <ActionIcon variant="subtle" aria-label={`Data of puzzle ${p.id}`} onClick={() => openDialog({ kind: 'data', puzzle: p })}>
              <IconBraces size={16} />
            </ActionIcon>
          </Tooltip>
          {data?.flags.translationNeed && (
            <ActionIcon
              variant="subtle"
              aria-label={`Translations of puzzle ${p.id}`}
              disabled={!!locked(p)}
              onClick={() => openDialog({ kind: 'trans', puzzle: p })}
            >
              <IconLanguage size={16} />
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" aria-label={`Sort of puzzle ${p.id}`} disabled={!!locked(p)} onClick={() => openDialog({ kind: 'sort', puzzle: p })}>
            <IconSortAscendingNumbers size={16} />
          </ActionIcon>
          {p.isReleased && data?.flags.unlock && (
            <ActionIcon variant="subtle" aria-label={`Unlock puzzle ${p.id}`} disabled={!may} onClick={() => void unlock(p)}>
              <IconLockOpen size={16} />
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" color="red" aria-label={`Delete puzzle ${p.id}`} disabled={!!locked(p)} onClick={() => void remove(p)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  const shownColumns = columns.filter((c) => !OPTIONAL_COLUMNS.includes(c.key) || extraColumns.includes(c.key));

  const folderOptions = (() => {
    const fs = folders.data?.folders ?? [];
    const types = [...new Set([...(folders.data?.folderTypes ?? []), ...fs.map((f) => f.type)])];
    return types
      .map((t) => ({ group: t || 'Other', items: fs.filter((f) => f.type === t).map((f) => ({ value: String(f.id), label: `${f.id} ${f.name}` })) }))
      .filter((g) => g.items.length);
  })();
  // The id search filters the folder to that puzzle (the server's list takes the id).
  const rows = data?.puzzles ?? [];

  return (
    <Stack>
      <Title order={1}>Puzzles{data ? `: ${data.folder.id} ${data.folder.name}` : ''}</Title>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Folder"
          searchable
          data={folderOptions}
          value={folderId}
          onChange={(v) => v && navigate(fillPath(paths.puzzles, { code, folderId: v }))}
          w={280}
        />
        <TextInput
          label="Puzzle id"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && void find()}
          w={140}
        />
        <Button variant="default" onClick={() => void find()}>
          Search
        </Button>
        <Select
          label="Released"
          clearable
          data={[
            { value: '1', label: 'Released' },
            { value: '0', label: 'Not released' },
          ]}
          value={q.released || null}
          onChange={(v) => setQ({ released: v ?? '', pn: '1' })}
          w={150}
        />
        <Select
          label="Review score"
          clearable
          data={REVIEW_SCORES.map(String)}
          value={q.review || null}
          onChange={(v) => setQ({ review: v ?? '', pn: '1' })}
          w={130}
        />
        <Select
          label="Difficulty"
          clearable
          data={['1', '2', '3', '4', '5']}
          value={q.difficulty || null}
          onChange={(v) => setQ({ difficulty: v ?? '', pn: '1' })}
          w={120}
        />
        <Select
          label="Hard"
          clearable
          data={[
            { value: '1', label: 'Hard' },
            { value: '0', label: 'Not hard' },
          ]}
          value={q.hard || null}
          onChange={(v) => setQ({ hard: v ?? '', pn: '1' })}
          w={120}
        />
      </Group>
      {data?.may.refusal && <Text c="dimmed">{data.may.refusal}</Text>}
      <Group gap="xs">
        {data?.flags.create && may && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => openDialog({ kind: 'create' })}>
            Create
          </Button>
        )}
        <Button size="xs" disabled={!may} onClick={() => openDialog({ kind: 'sortAll' })}>
          Set all sort
        </Button>
        <Button size="xs" disabled={!may || !selected.length} onClick={() => openDialog({ kind: 'move' })}>
          Move
        </Button>
        {data?.flags.copy && (
          <Button size="xs" disabled={!selected.length} onClick={() => openDialog({ kind: 'copy' })}>
            Copy
          </Button>
        )}
        <Button size="xs" disabled={!may} onClick={() => openDialog({ kind: 'pick' })}>
          Pick and shuffle
        </Button>
        <Button size="xs" variant="light" onClick={() => openDialog({ kind: 'export' })}>
          Export
        </Button>
        <Button size="xs" variant="light" disabled={!may} onClick={() => openDialog({ kind: 'import' })}>
          Import
        </Button>
        <Button size="xs" variant="light" onClick={() => openDialog({ kind: 'pack' })}>
          Pack
        </Button>
        <Button size="xs" variant="light" onClick={() => openDialog({ kind: 'stats' })}>
          Stats
        </Button>
        <ColumnsToggle
          options={columns.filter((c) => OPTIONAL_COLUMNS.includes(c.key))}
          shown={extraColumns}
          onChange={(shown) => setQ({ cols: shown.join(',') })}
        />
      </Group>
      {q.job && <JobFile code={code} jobId={Number(q.job)} />}
      <DataTable
        label="Puzzles"
        columns={shownColumns}
        data={rows}
        rowKey={(p) => p.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        server={{ page: Number(q.pn), pageSize: Number(q.ps), total: data?.total ?? 0, onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }) }}
      />
      {dialog && 'puzzle' in dialog && dialog.kind === 'attr' && (
        <AttrModal key={dialogKey} opened={opened}
          code={code}
          folderId={fid}
          puzzle={dialog.puzzle}
          readOnly={!!locked(dialog.puzzle)}
          jsonVisible={!!data?.may.viewAttrJson}
          jsonEditable={!!data?.may.editAttrJson}
          formTypes={formTypes}
          onClose={close}
          onSaved={reload}
        />
      )}
      {dialog && 'puzzle' in dialog && dialog.kind === 'data' && (
        <DataModal
          key={dialogKey}
          opened={opened}
          code={code}
          folderId={fid}
          puzzle={dialog.puzzle}
          refusal={data?.flags.editData ? locked(dialog.puzzle) || null : MESSAGES.dataForbidden}
          onClose={close}
          onSaved={reload}
        />
      )}
      {dialog && 'puzzle' in dialog && dialog.kind === 'trans' && (
        <TransModal key={dialogKey} opened={opened} code={code} folderId={fid} puzzle={dialog.puzzle} onClose={close} onSaved={reload} />
      )}
      {dialog && 'puzzle' in dialog && dialog.kind === 'sort' && (
        <NumberModal key={dialogKey} opened={opened}
          title={`Sort of puzzle ${dialog.puzzle.id}`}
          label="Sort"
          initial={dialog.puzzle.sort}
          onClose={close}
          submit={async (v) => {
            await puzzlesApi.sort(code, fid, dialog.puzzle.id, v);
            toast(TOASTS.sorted);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'sortAll' && (
        <NumberModal key={dialogKey} opened={opened}
          title="Set all sort"
          label="Start sort"
          initial=""
          onClose={close}
          submit={async (v) => {
            await puzzlesApi.sortAll(code, fid, v);
            toast(TOASTS.sorted);
            reload();
          }}
        />
      )}
      {(dialog?.kind === 'move' || dialog?.kind === 'copy') && (
        <MoveCopyModal key={dialogKey} opened={opened}
          kind={dialog.kind}
          folders={folderOptions}
          onClose={close}
          submit={async (toFolderId, startSort, interval) => {
            if (dialog.kind === 'move') await puzzlesApi.move(code, fid, { ids: selected, toFolderId, startSort });
            else await puzzlesApi.copy(code, fid, { ids: selected, toFolderId, startSort, interval });
            toast(dialog.kind === 'copy' ? TOASTS.copied : TOASTS.success);
            setSelected([]);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'pick' && (
        <PickModal key={dialogKey} opened={opened}
          folders={folderOptions}
          currentFolderId={fid}
          onClose={close}
          submit={async (folderIds, count, startSort) => {
            await puzzlesApi.pickShuffle(code, fid, { folderIds, count, startSort });
            toast(TOASTS.success);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'export' && (
        <ChoiceModal key={dialogKey} opened={opened}
          title="Export"
          label="What to export"
          options={EXPORT_KINDS.map((k) => ({ value: k, label: EXPORT_LABELS[k] }))}
          onClose={close}
          submit={async (k) => {
            const { jobId } = await puzzlesApi.exportFolder(code, fid, k as ExportKind);
            close();
            setQ({ job: String(jobId) });
          }}
        />
      )}
      {dialog?.kind === 'pack' && (
        <ChoiceModal key={dialogKey} opened={opened}
          title="Pack"
          label="Pack type"
          options={PACK_TYPES.map((k) => ({ value: k, label: k }))}
          onClose={close}
          submit={async (k) => {
            const { jobId } = await puzzlesApi.pack(code, fid, k as PackType);
            close();
            setQ({ job: String(jobId) });
          }}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportModal key={dialogKey} opened={opened}
          initial={(q.import || 'translation') as ImportKind}
          onClose={() => {
            close();
            setQ({ import: '' });
          }}
          submit={async (kind, file) => {
            const { jobId } = await puzzlesApi.importFile(code, fid, kind, file);
            toast(TOASTS.uploaded);
            close();
            setQ({ job: String(jobId), import: '' });
          }}
        />
      )}
      {dialog?.kind === 'stats' && <StatsModal key={dialogKey} opened={opened} code={code} folderId={fid} onClose={close} />}
      {dialog?.kind === 'create' && (
        <CreateModal key={dialogKey} opened={opened}
          code={code}
          folderId={fid}
          formTypes={formTypes}
          onClose={close}
          onCreated={(p) => {
            // Show the new puzzle (the id search), wherever its sort put it.
            close();
            setSearch(String(p.id));
            setQ({ id: String(p.id), pn: '1' });
          }}
        />
      )}
    </Stack>
  );
}
