// The puzzles of one folder (002 §2): folder picker grouped by folder type, puzzle id search,
// filters (in the URL with the page), the table with the attributes of 002 §3, and the toolbar's
// set-all-sort, move, copy, pick-and-shuffle, exports, imports, packs and stats. Row actions:
// attributes, translations, sort, unlock (released puzzles) and delete.
// The state and the actions without a modal are usePuzzlesPage's; the columns puzzleColumns';
// the modals PuzzleDialogs'.
import { Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../../core/web/table/DataTable';
import { PAGE_SIZES } from '../../shared';
import { JobFile } from '../components/JobFile';
import { OPTIONAL_COLUMNS, puzzleColumns } from '../components/puzzleColumns';
import { PuzzleDialogs } from '../components/PuzzleDialogs';
import { PuzzleFilters } from '../components/PuzzleFilters';
import { PuzzleToolbar } from '../components/PuzzleToolbar';
import { usePuzzlesPage } from '../components/usePuzzlesPage';

export default function PuzzlesPage() {
  const page = usePuzzlesPage();
  const { code, q, setQ, data, may, list, selected, extraColumns } = page;
  const columns = puzzleColumns({
    code,
    formTypes: page.formTypes,
    selected,
    setSelected: page.setSelected,
    flags: data?.flags,
    may,
    locked: page.locked,
    on: { open: page.openDialog, unlock: page.unlock, remove: page.remove },
  });
  const shownColumns = columns.filter((c) => !OPTIONAL_COLUMNS.includes(c.key) || extraColumns.includes(c.key));
  // The id search filters the folder to that puzzle (the server's list takes the id).
  const rows = data?.puzzles ?? [];

  return (
    <Stack>
      <Title order={1}>Puzzles{data ? `: ${data.folder.id} ${data.folder.name}` : ''}</Title>
      <PuzzleFilters {...page} />
      {data?.may.refusal && <Text c="dimmed">{data.may.refusal}</Text>}
      <PuzzleToolbar
        flags={data?.flags}
        may={may}
        selectedCount={selected.length}
        open={page.openDialog}
        optionalColumns={columns.filter((c) => OPTIONAL_COLUMNS.includes(c.key))}
        extraColumns={extraColumns}
        onColumnsChange={(shown) => setQ({ cols: shown.join(',') })}
      />
      {q.job && <JobFile code={code} jobId={Number(q.job)} />}
      <DataTable
        label="Puzzles"
        columns={shownColumns}
        data={rows}
        rowKey={(p) => p.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        server={{
          page: Number(q.pn),
          pageSize: Number(q.ps),
          total: data?.total ?? 0,
          onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }),
        }}
      />
      <PuzzleDialogs page={page} />
    </Stack>
  );
}
