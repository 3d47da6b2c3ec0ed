import { describe, expect, it } from 'vitest';
import { errorsOfStep, evenWeights, fitToScope, groupsForTags, stepOf } from './experimentForm';

describe('v1 experiment form steps', () => {
  it('splits weights evenly, the last group taking the remainder', () => {
    expect(evenWeights(2)).toEqual([50, 50]);
    expect(evenWeights(3)).toEqual([33, 33, 34]);
    expect(evenWeights(0)).toEqual([]);
  });

  it('turns tag text into groups, keeping a tag’s puzzles and weights while the count stays', () => {
    const a = { tag: 'A', weight: 70, data: [{ level: 1, puzzleId: 9 }] };
    const b = { tag: 'B', weight: 30, data: [] };
    expect(groupsForTags([a, b], 'A, B')).toEqual([a, b]);
    expect(groupsForTags([a, b], ' A ,B, C,')).toEqual([
      { ...a, weight: 33 },
      { ...b, weight: 33 },
      { tag: 'C', weight: 34, data: [] },
    ]);
    expect(groupsForTags([a, b], '')).toEqual([]);
  });

  it("fits each group's data to the scope's levels", () => {
    const values = {
      name: 'x',
      filter: { clientVersion: '' },
      scope: { min: 2, max: 4 },
      groups: [
        {
          tag: 'A',
          weight: 100,
          data: [
            { level: 3, puzzleId: 7 },
            { level: 9, puzzleId: 8 },
          ],
        },
      ],
    };
    expect(fitToScope(values)[0].data).toEqual([
      { level: 2, puzzleId: '' },
      { level: 3, puzzleId: 7 },
      { level: 4, puzzleId: '' },
    ]);
    expect(fitToScope({ ...values, scope: { min: 5, max: 1 } })).toBe(values.groups);
  });

  it('puts each error on its step', () => {
    expect([
      stepOf('name'),
      stepOf('filter.clientVersion'),
      stepOf('scope.max'),
      stepOf('weights'),
      stepOf('groups'),
      stepOf('groups.1.weight'),
      stepOf('groups.0.data.3.puzzleId'),
    ]).toEqual([0, 0, 1, 1, 1, 1, 2]);
    expect(errorsOfStep({ name: 'n', 'groups.0.data': 'd', weights: 'w' }, 1)).toEqual({ weights: 'w' });
  });
});
