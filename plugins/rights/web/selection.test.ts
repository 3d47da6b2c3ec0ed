import { describe, expect, it } from 'vitest';
import { groupsCovered, inverse, unionOfGroups } from './selection';

const groups = [
  { name: 'A', right_names: [{ name: 'x' }, { name: 'y' }] },
  { name: 'B', right_names: [{ name: 'y' }, { name: 'z' }, { name: 'gone' }] },
];
const available = ['x', 'y', 'z', 'w'];

describe('rights selection', () => {
  it('sets the rights to the union of the picked groups, in catalogue order, without unknown names', () => {
    expect(unionOfGroups(groups, ['B', 'A'], available)).toEqual(['x', 'y', 'z']);
    expect(unionOfGroups(groups, [], available)).toEqual([]);
  });
  it('inverts the checked rights', () => {
    expect(inverse(['x', 'z'], available)).toEqual(['y', 'w']);
    expect(inverse([], available)).toEqual(available);
  });
  it('finds the groups a set of rights covers', () => {
    expect(groupsCovered(groups, ['x', 'y'])).toEqual(['A']);
    expect(groupsCovered(groups, ['x', 'y', 'z', 'gone'])).toEqual(['A', 'B']);
  });
});
