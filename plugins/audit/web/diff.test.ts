import { describe, expect, it } from 'vitest';
import { diffEntries } from './diff';

describe('diffEntries', () => {
  it('lists changed, added and removed paths', () => {
    expect(diffEntries({ a: 1, b: { c: 2, d: 3 }, e: [1] }, { a: 1, b: { c: 5 }, e: [1, 2], f: 'x' })).toEqual([
      { path: 'b.c', before: 2, after: 5 },
      { path: 'b.d', before: 3, after: undefined },
      { path: 'e', before: [1], after: [1, 2] },
      { path: 'f', before: undefined, after: 'x' },
    ]);
  });
  it('handles creations, deletions and scalars', () => {
    expect(diffEntries(null, { a: 1 })).toEqual([{ path: '(value)', before: null, after: { a: 1 } }]);
    expect(diffEntries({ a: 1 }, { a: 1 })).toEqual([]);
    expect(diffEntries(['x'], ['y'])).toEqual([{ path: '(value)', before: ['x'], after: ['y'] }]);
  });
});
