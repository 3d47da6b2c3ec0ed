import { describe, expect, it } from 'vitest';
import { changeSummary, diffEntries } from './diff';

describe('diffEntries', () => {
  it('lists changed, added and removed paths', () => {
    expect(diffEntries({ a: 1, b: { c: 2, d: 3 }, e: [1] }, { a: 1, b: { c: 5 }, e: [1, 2], f: 'x' })).toEqual([
      { path: 'b.c', before: 2, after: 5 },
      { path: 'b.d', before: 3, after: undefined },
      { path: 'e', before: [1], after: [1, 2], added: [2], removed: [] },
      { path: 'f', before: undefined, after: 'x' },
    ]);
  });
  it('handles creations, deletions and scalars', () => {
    expect(diffEntries(null, { a: 1 })).toEqual([{ path: '(value)', before: null, after: { a: 1 } }]);
    expect(diffEntries({ a: 1 }, { a: 1 })).toEqual([]);
    expect(diffEntries(['x'], ['y'])).toEqual([{ path: '(value)', before: ['x'], after: ['y'], added: ['y'], removed: ['x'] }]);
  });
  it('says what a list gained and lost (a user’s rights), and sums an entry up in one line', () => {
    expect(diffEntries({ rights: ['bonus', 'levelStats'] }, { rights: ['levelStats', 'sql'] })).toEqual([
      { path: 'rights', before: ['bonus', 'levelStats'], after: ['levelStats', 'sql'], added: ['sql'], removed: ['bonus'] },
    ]);
    expect(changeSummary({ rights: ['bonus'] }, { rights: ['bonus', 'sql', 'funnel'] })).toBe('rights: +sql +funnel');
    expect(changeSummary({ rights: ['bonus'] }, { rights: [] })).toBe('rights: −bonus');
    expect(changeSummary({ priority: 0, name: 'a' }, { priority: 7, name: 'a' })).toBe('priority: 0 → 7');
    expect(changeSummary({ a: 1, b: 2, c: 3 }, { a: 2, b: 3, c: 4 })).toBe('3 fields: a, b, c');
    expect(changeSummary(null, { a: 1 })).toBe('created');
    expect(changeSummary({ a: 1 }, null)).toBe('deleted');
    expect(changeSummary(null, null)).toBe('');
  });
});
