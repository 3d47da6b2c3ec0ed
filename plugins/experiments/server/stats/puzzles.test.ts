import { describe, expect, it } from 'vitest';
import { puzzlesByLevel } from './puzzles';

describe('puzzlesByLevel', () => {
  const v2 = (joinRule: { lv: [number, number] } | null, lv: [number, number]) =>
    puzzlesByLevel(
      { kind: 2, joinRule, filter: { clientVersion: ['', ''], lv } },
      { tag: 'B', weight: 50, total: 2, data: { levels: [901, 902] } },
    );
  it('v1: the scope data; v2: the puzzle ids from the join rule’s first level, else the filter’s, else level 1', () => {
    expect([
      ...puzzlesByLevel({ kind: 1, joinRule: null, filter: {} }, { tag: 'A', weight: 50, data: [{ level: 5, puzzleId: 50 }] }),
    ]).toEqual([[5, 50]]);
    expect([...v2({ lv: [7, 9] }, [3, 20])]).toEqual([
      [7, 901],
      [8, 902],
    ]);
    expect([...v2({ lv: [0, 0] }, [3, 20])]).toEqual([
      [3, 901],
      [4, 902],
    ]);
    expect([...v2(null, [0, 0])]).toEqual([
      [1, 901],
      [2, 902],
    ]);
  });
});
