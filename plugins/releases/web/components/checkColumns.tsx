// The upload check's columns: the pick box (projects with per-puzzle selection; new and changed
// puzzles only), puzzle, folder, sort, name, status and the archive diff against what the env serves.
import { Badge, Checkbox } from '@mantine/core';
import type { Column } from '../../../../core/web/table/DataTable';
import type { UploadCheck } from '../../shared';

export type CheckRow = UploadCheck['puzzlesList'][number];
const STATUS_COLORS: Record<CheckRow['status'], string> = { added: 'green', removed: 'red', changed: 'orange', same: 'gray' };

/** A puzzle that may be picked to ship: new or changed. */
export const selectable = (r: CheckRow) => r.status === 'added' || r.status === 'changed';

export function checkColumns(p: {
  puzzleSelection: boolean;
  picked: Set<number>;
  toggle: (id: number, on: boolean) => void;
}): Column<CheckRow>[] {
  const { puzzleSelection, picked, toggle } = p;
  return [
    ...(puzzleSelection
      ? [
          {
            key: 'pick',
            header: 'Upload',
            width: 70,
            cell: (r: CheckRow) =>
              selectable(r) ? (
                <Checkbox
                  aria-label={`Upload puzzle ${r.id}`}
                  checked={picked.has(r.id)}
                  onChange={(e) => toggle(r.id, e.currentTarget.checked)}
                />
              ) : null,
          },
        ]
      : []),
    { key: 'id', header: 'Puzzle', width: 90, cell: (r) => `#${r.id}` },
    { key: 'folderId', header: 'Folder', width: 90, cell: (r) => `#${r.folderId}` },
    { key: 'sort', header: 'Sort', width: 70 },
    { key: 'name', header: 'Name' },
    {
      key: 'status',
      header: 'Status',
      width: 100,
      cell: (r) => (
        <Badge variant="light" size="sm" color={STATUS_COLORS[r.status]}>
          {r.status}
        </Badge>
      ),
    },
    { key: 'changes', header: 'Archive diff', width: 150, cell: (r) => r.changes.join(', ') },
  ];
}
