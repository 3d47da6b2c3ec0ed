// The v1 form's picker over the latest release's puzzles: one option per puzzle, the search (id,
// level, name, "boss") starting at the cell's level, and a group filled with the default puzzles.
import { describe, expect, it } from 'vitest';
import type { ReleaseLevel } from '../../../endpoints/v1';
import { fillWithDefaults, puzzleOptions, searchOptions } from './releaseOptions';

const L = (level: number, puzzleId: number, name: string, boss = false): ReleaseLevel => ({ level, puzzleId, name, folderId: 1, boss });
const levels = [
  L(1, 501, 'Red barn'),
  L(2, 502, 'Blue lake', true),
  L(3, 503, 'Green hill'),
  L(4, 501, 'Red barn'),
  L(5, 640, 'Old mill', true),
];

describe('release options', () => {
  it('lists each puzzle once, at its first level', () => {
    expect(puzzleOptions(levels).map((o) => [o.level, o.puzzleId])).toEqual([
      [1, 501],
      [2, 502],
      [3, 503],
      [5, 640],
    ]);
  });

  it('starts at the cell level and keeps ids, levels, names and boss levels that match, up to the limit', () => {
    const opts = puzzleOptions(levels);
    expect(searchOptions(opts, '', 3, 10).map((o) => o.puzzleId)).toEqual([503, 640, 501, 502]);
    expect(searchOptions(opts, '', 3, 2).map((o) => o.puzzleId)).toEqual([503, 640]);
    expect(searchOptions(opts, '50', 1, 10).map((o) => o.puzzleId)).toEqual([501, 502, 503]);
    expect(searchOptions(opts, '5', 1, 10).map((o) => o.puzzleId)).toEqual([501, 502, 503, 640]);
    expect(searchOptions(opts, 'LAKE', 1, 10).map((o) => o.puzzleId)).toEqual([502]);
    expect(searchOptions(opts, 'boss', 1, 10).map((o) => o.puzzleId)).toEqual([502, 640]);
    expect(searchOptions(opts, 'nothing', 1, 10)).toEqual([]);
  });

  it("fills a group's levels with the defaults and keeps the levels the release does not reach", () => {
    const g = {
      tag: 'B',
      weight: 50,
      data: [
        { level: 4, puzzleId: '' as number | string },
        { level: 5, puzzleId: 9 },
        { level: 6, puzzleId: 7 },
      ],
    };
    expect(fillWithDefaults(g, levels).data).toEqual([
      { level: 4, puzzleId: 501 },
      { level: 5, puzzleId: 640 },
      { level: 6, puzzleId: 7 },
    ]);
  });
});
