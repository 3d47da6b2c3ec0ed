import { describe, expect, it } from 'vitest';
import type { Activity } from '../shared';
import { candidates, groupMembers, membersFor } from './grayForm';

describe('gray members', () => {
  it('splits evenly on every pick and keeps typed tags', () => {
    const one = membersFor([5], []);
    expect(one).toEqual([{ id: 5, tag: 'A', weight: 100 }]);
    const three = membersFor([5, 6, 7], [{ id: 5, tag: 'control', weight: 100 }]);
    expect(three).toEqual([
      { id: 5, tag: 'control', weight: 33 },
      { id: 6, tag: 'A', weight: 33 },
      { id: 7, tag: 'B', weight: 34 },
    ]);
    expect(membersFor([6, 7], three)).toEqual([
      { id: 6, tag: 'A', weight: 50 },
      { id: 7, tag: 'B', weight: 50 },
    ]);
  });

  it('offers sandbox activities without a gray tag, plus the group’s own', () => {
    const list = [
      { id: 1, env: 'sandbox', grayRelease: null },
      { id: 2, env: 'sandbox', grayRelease: { name: 'g', tag: 'A', weight: 60 } },
      { id: 3, env: 'sandbox', grayRelease: { name: 'h', tag: 'A', weight: 100 } },
      { id: 4, env: 'prod', grayRelease: null },
    ] as unknown as Activity[];
    expect(candidates(list).map((a) => a.id)).toEqual([1]);
    expect(candidates(list, 'g').map((a) => a.id)).toEqual([1, 2]);
    expect(groupMembers(list, 'g')).toEqual([{ id: 2, tag: 'A', weight: 60 }]);
  });
});
