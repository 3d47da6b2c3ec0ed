// A puzzle row's actions (002 §2): attributes and data (always open; read-only when the row is
// locked), translations (projects that need them), sort, unlock (released puzzles, projects that
// allow it) and delete. `locked` is why the row may not change ('' when it may).
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconBraces, IconEdit, IconLanguage, IconLockOpen, IconSortAscendingNumbers, IconTrash } from '@tabler/icons-react';
import type { Puzzle, PuzzleFlags } from '../../shared';

/** The modals a row opens, each for its puzzle. */
export type RowDialog = { kind: 'attr' | 'data' | 'trans' | 'sort'; puzzle: Puzzle };

export interface RowHandlers {
  open: (dialog: RowDialog) => void;
  unlock: (p: Puzzle) => Promise<void>;
  remove: (p: Puzzle) => Promise<void>;
}

interface Props {
  p: Puzzle;
  flags: PuzzleFlags | undefined;
  may: boolean;
  locked: string;
  on: RowHandlers;
}

export function RowActions({ p, flags, may, locked, on }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={locked || 'Attributes'}>
        <ActionIcon variant="subtle" aria-label={`Attributes of puzzle ${p.id}`} onClick={() => on.open({ kind: 'attr', puzzle: p })}>
          <IconEdit size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={flags?.editData ? locked || 'Data' : 'Data (read only)'}>
        <ActionIcon variant="subtle" aria-label={`Data of puzzle ${p.id}`} onClick={() => on.open({ kind: 'data', puzzle: p })}>
          <IconBraces size={16} />
        </ActionIcon>
      </Tooltip>
      {flags?.translationNeed && (
        <ActionIcon
          variant="subtle"
          aria-label={`Translations of puzzle ${p.id}`}
          disabled={!!locked}
          onClick={() => on.open({ kind: 'trans', puzzle: p })}
        >
          <IconLanguage size={16} />
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        aria-label={`Sort of puzzle ${p.id}`}
        disabled={!!locked}
        onClick={() => on.open({ kind: 'sort', puzzle: p })}
      >
        <IconSortAscendingNumbers size={16} />
      </ActionIcon>
      {p.isReleased && flags?.unlock && (
        <ActionIcon variant="subtle" aria-label={`Unlock puzzle ${p.id}`} disabled={!may} onClick={() => void on.unlock(p)}>
          <IconLockOpen size={16} />
        </ActionIcon>
      )}
      <ActionIcon variant="subtle" color="red" aria-label={`Delete puzzle ${p.id}`} disabled={!!locked} onClick={() => void on.remove(p)}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
