import { describe, expect, it } from 'vitest';
import { AssignmentCache } from './assignmentCache';

describe('AssignmentCache', () => {
  it('keeps rows by experiment and user', () => {
    const c = new AssignmentCache(10);
    c.set(1, 'u', { groupTag: 'A', phase: 1 });
    expect(c.get(1, 'u')).toEqual({ groupTag: 'A', phase: 1 });
    expect(c.get(2, 'u')).toBeUndefined();
    expect(c.get(1, 'v')).toBeUndefined();
  });

  it('drops the least recently used row over its bound', () => {
    const c = new AssignmentCache(2);
    c.set(1, 'a', { groupTag: 'A', phase: 1 });
    c.set(1, 'b', { groupTag: 'B', phase: 1 });
    c.get(1, 'a'); // a is now more recent than b
    c.set(1, 'c', { groupTag: 'C', phase: 1 });
    expect(c.size).toBe(2);
    expect(c.get(1, 'b')).toBeUndefined();
    expect(c.get(1, 'a')?.groupTag).toBe('A');
    expect(c.get(1, 'c')?.groupTag).toBe('C');
  });

  it('does not mix ids that would collide as plain text', () => {
    const c = new AssignmentCache(10);
    c.set(1, '2x', { groupTag: 'A', phase: 1 });
    expect(c.get(12, 'x')).toBeUndefined();
  });
});
