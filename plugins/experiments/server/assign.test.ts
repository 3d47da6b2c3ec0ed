import { describe, expect, it } from 'vitest';
import type { WizardFilter } from '../../../core/shared/experiments';
import { admitsNewUser, dateInside, hash32, inPercent, levelInside, matchesFilter, pickGroup, place, type ClientFacts } from './assign';

const facts = (over: Partial<ClientFacts> = {}): ClientFacts => ({
  userId: 'u-1',
  platform: 1,
  version: '1.5.0',
  level: 10,
  country: 'US',
  today: '2026-11-27',
  ...over,
});

const filter = (over: Partial<WizardFilter> = {}): WizardFilter => ({
  clientVersion: ['0.0.0', '0.0.0'],
  lv: [0, 0],
  startAt: null,
  endAt: null,
  country: [],
  ...over,
});

const v2 = (over: Record<string, unknown> = {}) => ({
  id: 7,
  kind: 2 as const,
  platform: 'android',
  percent: 100,
  phase: 1,
  filter: filter(),
  joinRule: null,
  groups: [
    { tag: 'A', weight: 50, total: 2, data: { levels: [101, 102] } },
    { tag: 'B', weight: 50, total: 2, data: { levels: [201, 202] } },
  ],
  ...over,
});

const v1 = (over: Record<string, unknown> = {}) => ({
  id: 3,
  kind: 1 as const,
  platform: '',
  percent: 100,
  phase: 1,
  filter: { clientVersion: '1.2.0' },
  joinRule: null,
  groups: [
    { tag: 'a', weight: 30, data: [{ level: 5, puzzleId: 11 }] },
    { tag: 'b', weight: 70, data: [{ level: 5, puzzleId: 12 }] },
  ],
  ...over,
});

const users = (n: number, prefix = 'user-') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('hashing', () => {
  it('is FNV-1a with a murmur finish: fixed values, so every server and every restart agree', () => {
    // Pinned: a change of the function would move every user of every running experiment.
    expect([hash32(''), hash32('a'), hash32('7\u0000u-1')]).toEqual([2872998923, 444641715, 3125966192]);
    expect(hash32('a')).not.toBe(hash32('b'));
  });

  it('spreads sequential user ids evenly over ten buckets', () => {
    const buckets = new Array(10).fill(0);
    for (const u of users(20_000)) buckets[Math.floor((hash32(`1\u0000${u}`) / 2 ** 32) * 10)]++;
    for (const b of buckets) expect(Math.abs(b - 2000)).toBeLessThan(200);
  });
});

describe('pickGroup', () => {
  it('is deterministic and follows the weights', () => {
    const groups = [
      { tag: 'A', weight: 20 },
      { tag: 'B', weight: 30 },
      { tag: 'C', weight: 50 },
    ];
    const counts: Record<string, number> = { A: 0, B: 0, C: 0 };
    for (const u of users(30_000)) {
      const g = pickGroup(9, u, groups)!;
      expect(pickGroup(9, u, groups)!.tag).toBe(g.tag);
      counts[g.tag]++;
    }
    expect(counts.A / 30_000).toBeCloseTo(0.2, 1);
    expect(counts.B / 30_000).toBeCloseTo(0.3, 1);
    expect(counts.C / 30_000).toBeCloseTo(0.5, 1);
  });

  it('never picks a group of weight 0, and gives null when no group has weight', () => {
    const groups = [
      { tag: 'A', weight: 0 },
      { tag: 'B', weight: 100 },
    ];
    for (const u of users(500)) expect(pickGroup(1, u, groups)!.tag).toBe('B');
    expect(pickGroup(1, 'u', [{ tag: 'A', weight: 0 }])).toBeNull();
    expect(pickGroup(1, 'u', [])).toBeNull();
  });

  it('depends on the experiment: two experiments split the same users independently', () => {
    const groups = [
      { tag: 'A', weight: 50 },
      { tag: 'B', weight: 50 },
    ];
    let same = 0;
    for (const u of users(10_000)) if (pickGroup(1, u, groups)!.tag === pickGroup(2, u, groups)!.tag) same++;
    expect(same / 10_000).toBeGreaterThan(0.45);
    expect(same / 10_000).toBeLessThan(0.55);
  });

  it('moves only the users near a boundary when the weights change', () => {
    const before = [
      { tag: 'A', weight: 50 },
      { tag: 'B', weight: 50 },
    ];
    const after = [
      { tag: 'A', weight: 60 },
      { tag: 'B', weight: 40 },
    ];
    let moved = 0;
    for (const u of users(10_000)) {
      const a = pickGroup(4, u, before)!.tag;
      const b = pickGroup(4, u, after)!.tag;
      if (a !== b) {
        moved++;
        expect([a, b]).toEqual(['B', 'A']);
      }
    }
    expect(moved / 10_000).toBeGreaterThan(0.07);
    expect(moved / 10_000).toBeLessThan(0.13);
  });
});

describe('percent exposure', () => {
  it('takes about percent % of the users, independently of their group', () => {
    const us = users(20_000);
    const inside = us.filter((u) => inPercent(5, u, 10));
    expect(inside.length / us.length).toBeGreaterThan(0.09);
    expect(inside.length / us.length).toBeLessThan(0.11);
    const groups = [
      { tag: 'A', weight: 50 },
      { tag: 'B', weight: 50 },
    ];
    const a = inside.filter((u) => pickGroup(5, u, groups)!.tag === 'A').length;
    expect(a / inside.length).toBeGreaterThan(0.45);
    expect(a / inside.length).toBeLessThan(0.55);
  });

  it('0 takes nobody, 100 everybody, and a larger percent keeps the users of a smaller one', () => {
    const us = users(2000);
    expect(us.some((u) => inPercent(5, u, 0))).toBe(false);
    expect(us.every((u) => inPercent(5, u, 100))).toBe(true);
    for (const u of us) if (inPercent(5, u, 20)) expect(inPercent(5, u, 40)).toBe(true);
  });
});

describe('filters', () => {
  it('levels: [0, 0] or 0 is open, a 0 side is open', () => {
    expect(levelInside(null, [0, 0])).toBe(true);
    expect(levelInside(5, 0)).toBe(true);
    expect(levelInside(5, [3, 8])).toBe(true);
    expect(levelInside(9, [3, 8])).toBe(false);
    expect(levelInside(2, [3, 0])).toBe(false);
    expect(levelInside(200, [3, 0])).toBe(true);
    expect(levelInside(null, [3, 8])).toBe(false);
  });

  it('dates include both days; unset sides are open', () => {
    expect(dateInside('2026-11-27', '2026-11-27', '2026-11-27')).toBe(true);
    expect(dateInside('2026-11-26', '2026-11-27', null)).toBe(false);
    expect(dateInside('2026-11-28', null, '2026-11-27')).toBe(false);
    expect(dateInside('2026-11-28', null, null)).toBe(true);
  });

  it('v2: platform (android or ios), versions, levels, dates and countries', () => {
    const e = v2({
      filter: filter({ clientVersion: ['1.2.0', '2.0.0'], lv: [5, 50], startAt: '2026-11-01', endAt: '2026-12-31', country: ['us', 'CA'] }),
    });
    expect(matchesFilter(e, facts())).toBe(true);
    expect(matchesFilter(e, facts({ platform: 2 }))).toBe(false);
    expect(matchesFilter(v2({ platform: 'ios' }), facts({ platform: 2 }))).toBe(true);
    expect(matchesFilter(e, facts({ version: '2.0.1' }))).toBe(false);
    expect(matchesFilter(e, facts({ version: null }))).toBe(false);
    expect(matchesFilter(e, facts({ level: 4 }))).toBe(false);
    expect(matchesFilter(e, facts({ today: '2027-01-01' }))).toBe(false);
    expect(matchesFilter(e, facts({ country: 'CA' }))).toBe(true);
    expect(matchesFilter(e, facts({ country: 'FR' }))).toBe(false);
    expect(matchesFilter(e, facts({ country: '' }))).toBe(false);
  });

  it('v1: every platform; clientVersion is the minimum', () => {
    expect(matchesFilter(v1(), facts({ platform: 2 }))).toBe(true);
    expect(matchesFilter(v1(), facts({ platform: 3, version: '1.2.0' }))).toBe(true);
    expect(matchesFilter(v1(), facts({ version: '1.1.9' }))).toBe(false);
    expect(matchesFilter(v1({ filter: {} }), facts({ version: null }))).toBe(true);
  });
});

describe('place', () => {
  it('a new user joins only inside the join rule, and keeps the stored group outside it', () => {
    const e = v2({ filter: filter({ lv: [1, 100] }), joinRule: { lv: [1, 20] } });
    expect(admitsNewUser(e, facts({ level: 30 }))).toBe(false);
    expect(place(e, facts({ level: 30 }), undefined)).toBeNull();
    const joined = place(e, facts({ level: 10 }), undefined)!;
    expect(joined.fresh).toBe(true);
    const later = place(e, facts({ level: 30 }), { groupTag: joined.group.tag, phase: 1 })!;
    expect(later).toEqual({ group: joined.group, phase: 1, fresh: false });
  });

  it('answers the stored group and phase even when the weights changed since', () => {
    const e = v2({
      phase: 2,
      groups: [
        { tag: 'A', weight: 100, total: 2, data: { levels: [101, 102] } },
        { tag: 'B', weight: 0, total: 2, data: { levels: [201, 202] } },
      ],
    });
    expect(place(e, facts(), { groupTag: 'B', phase: 1 })).toEqual({ group: e.groups[1], phase: 1, fresh: false });
    expect(place(e, facts({ userId: 'new' }), undefined)).toEqual({ group: e.groups[0], phase: 2, fresh: true });
  });

  it('gives nothing outside the filter (stored or not) and for a stored group the experiment lost', () => {
    const e = v2();
    expect(place(e, facts({ platform: 2 }), { groupTag: 'A', phase: 1 })).toBeNull();
    expect(place(e, facts(), { groupTag: 'Z', phase: 1 })).toBeNull();
  });

  it('AA: groups without levels are placed like any other', () => {
    const e = v2({
      groups: [
        { tag: 'A1', weight: 50, total: 0, data: { levels: [] } },
        { tag: 'A2', weight: 50, total: 0, data: { levels: [] } },
      ],
    });
    const tags = new Set(users(200).map((u) => place(e, facts({ userId: u }), undefined)!.group.tag));
    expect(tags).toEqual(new Set(['A1', 'A2']));
  });

  it('percent: a new user outside the percent is not placed', () => {
    const e = v2({ percent: 30 });
    const placed = users(5000).filter((u) => place(e, facts({ userId: u }), undefined)).length;
    expect(placed / 5000).toBeGreaterThan(0.27);
    expect(placed / 5000).toBeLessThan(0.33);
  });
});
