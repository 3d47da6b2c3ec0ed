// Gray draws: the same user always gets the same tag, and tags come in proportion to the weights.
import { describe, expect, it } from 'vitest';
import { evenWeights } from '../shared';
import { pickTag } from './gray';

describe('pickTag', () => {
  const members = [
    { tag: 'B', weight: 30 },
    { tag: 'A', weight: 70 },
  ];

  it('is deterministic per group and user, whatever the member order', () => {
    for (const user of ['u1', 'u2', '42', 'user-x']) {
      expect(pickTag('g', user, members)).toBe(pickTag('g', user, [...members].reverse()));
    }
  });

  it('splits users in proportion to the weights', () => {
    const counts: Record<string, number> = { A: 0, B: 0 };
    for (let i = 0; i < 20000; i++) counts[pickTag('spring', `user${i}`, members)!]++;
    expect(counts.A / 20000).toBeGreaterThan(0.68);
    expect(counts.A / 20000).toBeLessThan(0.72);
  });

  it('draws independently per group, and never a tag of weight 0', () => {
    const same = Array.from(
      { length: 400 },
      (_, i) =>
        pickTag('one', `u${i}`, [
          { tag: 'A', weight: 50 },
          { tag: 'B', weight: 50 },
        ]) ===
        pickTag('two', `u${i}`, [
          { tag: 'A', weight: 50 },
          { tag: 'B', weight: 50 },
        ]),
    );
    expect(same.filter(Boolean).length).toBeGreaterThan(150);
    expect(same.filter(Boolean).length).toBeLessThan(250);
    for (let i = 0; i < 200; i++)
      expect(
        pickTag('g', `u${i}`, [
          { tag: 'A', weight: 0 },
          { tag: 'B', weight: 100 },
        ]),
      ).toBe('B');
    expect(pickTag('g', 'u', [{ tag: 'A', weight: 0 }])).toBeNull();
  });
});

describe('evenWeights', () => {
  it('rounds evenly and gives the last the remainder', () => {
    expect(evenWeights(1)).toEqual([100]);
    expect(evenWeights(2)).toEqual([50, 50]);
    expect(evenWeights(3)).toEqual([33, 33, 34]);
    expect(evenWeights(6)).toEqual([17, 17, 17, 17, 17, 15]);
    expect(evenWeights(7)).toEqual([14, 14, 14, 14, 14, 14, 16]);
    expect(evenWeights(0)).toEqual([]);
  });
});
