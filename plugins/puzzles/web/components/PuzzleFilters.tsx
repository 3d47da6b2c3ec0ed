// Above the puzzles table: the folder picker (grouped by folder type), the puzzle id search, and
// the filters (released, review score, difficulty, hard), each in the URL; a filter goes back to
// the first page.
import { Button, Group, Select, TextInput } from '@mantine/core';
import { fillPath } from '../../../../core/shared/plugin';
import { paths, REVIEW_SCORES } from '../../shared';
import type { PuzzlesPageState } from './usePuzzlesPage';

type Props = Pick<PuzzlesPageState, 'code' | 'folderId' | 'navigate' | 'folderOptions' | 'q' | 'setQ' | 'search' | 'setSearch' | 'find'>;

export function PuzzleFilters({ code, folderId, navigate, folderOptions, q, setQ, search, setSearch, find }: Props) {
  return (
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
  );
}
