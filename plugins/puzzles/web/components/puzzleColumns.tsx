// The puzzles table's columns (002 §3's attributes): the select box, id and state pinned left, the
// project's thumbnail box, the attributes (the less used ones optional, see OPTIONAL_COLUMNS) and
// the row's actions, pinned right.
import { Badge, Image, Text } from '@mantine/core';
import { thumbnailSize } from '../../../../core/shared/thumbnail';
import type { Column } from '../../../../core/web/table/DataTable';
import type { Puzzle, PuzzleFlags, PuzzlesOverrides } from '../../shared';
import { RowActions, type RowHandlers } from './RowActions';
import { HashCell } from './TableParts';

/**
 * Columns off by default, shown through the column chooser (`cols` in the URL, comma-joined): with
 * them all the table was 16 columns and 1,892 px wide at 1280. The row's state (Released) and its
 * actions are never among them, and stay pinned in view.
 */
export const OPTIONAL_COLUMNS = ['isHard', 'duration', 'treasures_quality', 'review_score', 'max_size', 'formType', 'shapes', 'md5'];

interface ColumnsOf {
  code: string;
  formTypes: PuzzlesOverrides['formTypes'];
  selected: number[];
  setSelected: (update: (s: number[]) => number[]) => void;
  flags: PuzzleFlags | undefined;
  may: boolean;
  /** Why a row may not change ('' when it may). */
  locked: (p: Puzzle) => string;
  on: RowHandlers;
}

/** Every column, the optional ones included (the screen filters them by `cols`). */
export function puzzleColumns({ code, formTypes, selected, setSelected, flags, may, locked, on }: ColumnsOf): Column<Puzzle>[] {
  const thumb = thumbnailSize(code);
  return [
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
    {
      key: 'pic',
      header: 'Picture',
      width: thumb.width + 20,
      cell: (p) => (p.pic1 ? <Image src={p.pic1} alt={`Puzzle ${p.id}`} w={thumb.width} h={thumb.height} fit="contain" radius="sm" /> : ''),
    },
    // Long names wrap in their column instead of widening the table.
    {
      key: 'name',
      header: 'Name (en)',
      width: 180,
      cell: (p) => (
        <Text size="sm" style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {p.name.en ?? ''}
        </Text>
      ),
    },
    { key: 'difficulty', header: 'Difficulty', width: 90, value: (p) => p.attr.difficulty ?? '' },
    { key: 'isHard', header: 'Hard', width: 70, value: (p) => (p.attr.isHard ? 'yes' : '') },
    { key: 'duration', header: 'Duration', width: 90, value: (p) => p.attr.duration ?? '' },
    { key: 'quality', header: 'Quality', width: 80, value: (p) => p.attr.quality ?? '' },
    { key: 'treasures_quality', header: 'Treasures quality', width: 140, value: (p) => p.attr.treasures_quality ?? '' },
    { key: 'review_score', header: 'Review score', width: 110, value: (p) => p.attr.review_score ?? '' },
    { key: 'max_size', header: 'Max size', width: 90, value: (p) => p.attr.max_size ?? '' },
    ...(formTypes.length
      ? [
          {
            key: 'formType',
            header: 'Form type',
            width: 110,
            value: (p: Puzzle) => formTypes.find((f) => f.value === p.attr.formType)?.label ?? '',
          },
        ]
      : []),
    { key: 'shapes', header: 'Shapes', width: 80, value: (p) => p.shapes },
    // The hash's start, and a button that copies all of it: a whole hash would widen the table.
    { key: 'md5', header: 'md5', width: 130, cell: (p) => (p.md5 ? <HashCell value={p.md5} label={`Copy md5 of puzzle ${p.id}`} /> : '') },
    { key: 'actions', header: '', cell: (p) => <RowActions p={p} flags={flags} may={may} locked={locked(p)} on={on} /> },
  ];
}
