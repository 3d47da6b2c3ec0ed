// The puzzles table's toolbar: create (projects that allow it), set all sort, move and copy (the
// selected rows), pick and shuffle, export, import, pack, stats, and the optional columns' chooser.
// What changes the folder is disabled when the viewer may not change it.
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { PuzzleFlags } from '../../shared';
import { ColumnsToggle } from './TableParts';
import type { PuzzlesDialog } from './usePuzzlesPage';

interface Props {
  flags: PuzzleFlags | undefined;
  may: boolean;
  selectedCount: number;
  open: (dialog: PuzzlesDialog) => void;
  /** The optional columns, and the ones shown. */
  optionalColumns: { key: string; header: string }[];
  extraColumns: string[];
  onColumnsChange: (shown: string[]) => void;
}

export function PuzzleToolbar({ flags, may, selectedCount, open, optionalColumns, extraColumns, onColumnsChange }: Props) {
  return (
    <Group gap="xs">
      {flags?.create && may && (
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => open({ kind: 'create' })}>
          Create
        </Button>
      )}
      <Button size="xs" disabled={!may} onClick={() => open({ kind: 'sortAll' })}>
        Set all sort
      </Button>
      <Button size="xs" disabled={!may || !selectedCount} onClick={() => open({ kind: 'move' })}>
        Move
      </Button>
      {flags?.copy && (
        <Button size="xs" disabled={!selectedCount} onClick={() => open({ kind: 'copy' })}>
          Copy
        </Button>
      )}
      <Button size="xs" disabled={!may} onClick={() => open({ kind: 'pick' })}>
        Pick and shuffle
      </Button>
      <Button size="xs" variant="light" onClick={() => open({ kind: 'export' })}>
        Export
      </Button>
      <Button size="xs" variant="light" disabled={!may} onClick={() => open({ kind: 'import' })}>
        Import
      </Button>
      <Button size="xs" variant="light" onClick={() => open({ kind: 'pack' })}>
        Pack
      </Button>
      <Button size="xs" variant="light" onClick={() => open({ kind: 'stats' })}>
        Stats
      </Button>
      <ColumnsToggle options={optionalColumns} shown={extraColumns} onChange={onColumnsChange} />
    </Group>
  );
}
