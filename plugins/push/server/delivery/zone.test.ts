// Unit: occurrences (local time kept across DST), the random share, quiet hours. The zone math
// itself is core's (core/shared/zone.test.ts).
import { describe, expect, it } from 'vitest';
import { inRandomShare, randomBucket } from './audience';
import { fires, MAX_OCCURRENCES, occurrences, PASSED_GRACE_MS } from './plan';
import { inQuietHours } from '../../../../core/shared/zone';

describe('occurrences', () => {
  it('is the start alone for a one-off, else every isCycle days up to the end, capped', () => {
    expect(occurrences({ isCycle: 0, startAt: '2026-06-01 10:00:00', endAt: '' })).toEqual(['2026-06-01 10:00:00']);
    expect(occurrences({ isCycle: 7, startAt: '2026-06-01 10:00:00', endAt: '2026-06-22 10:00:00' })).toEqual([
      '2026-06-01 10:00:00',
      '2026-06-08 10:00:00',
      '2026-06-15 10:00:00',
      '2026-06-22 10:00:00',
    ]);
    expect(occurrences({ isCycle: 1, startAt: '2026-06-01 10:00:00', endAt: '2026-06-03 09:59:00' })).toHaveLength(2);
    expect(occurrences({ isCycle: 1, startAt: '2026-01-01 10:00:00', endAt: '2029-01-01 10:00:00' })).toHaveLength(MAX_OCCURRENCES);
  });
  it('keeps the local time across a DST change (a daily task over the spring-forward)', () => {
    const rule = { isCycle: 1, startAt: '2026-03-07 09:00:00', endAt: '2026-03-09 09:00:00', countryScope: [], timezone: '' };
    const f = fires(['America/New_York'], rule, Date.UTC(2026, 0, 1));
    expect(f.map((x) => x.fireAt.toISOString())).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
  });
  it('flags passed fire times, and skips those older than the grace', () => {
    const rule = { isCycle: 0, startAt: '2026-06-01 10:00:00', endAt: '', countryScope: [], timezone: '' };
    const now = Date.UTC(2026, 5, 1, 10, 30);
    const [utc, tokyo, ny] = fires(['UTC', 'Asia/Tokyo', 'America/New_York'], rule, now);
    expect(utc).toMatchObject({ passed: true, skipped: false });
    expect(tokyo).toMatchObject({ passed: true, skipped: true });
    expect(ny).toMatchObject({ passed: false, skipped: false });
    expect(PASSED_GRACE_MS).toBe(3_600_000);
  });
});

describe('the random share', () => {
  it('is deterministic per (task, device) and close to the percent', () => {
    expect(randomBucket(7, 12345)).toBe(randomBucket(7, 12345));
    const inShare = Array.from({ length: 20_000 }, (_, i) => inRandomShare(42, i + 1, 30)).filter(Boolean).length;
    expect(inShare / 20_000).toBeGreaterThan(0.28);
    expect(inShare / 20_000).toBeLessThan(0.32);
    // Another task picks another share.
    const a = Array.from({ length: 1000 }, (_, i) => inRandomShare(1, i, 50));
    const b = Array.from({ length: 1000 }, (_, i) => inRandomShare(2, i, 50));
    expect(a.filter((x, i) => x !== b[i]).length).toBeGreaterThan(300);
    expect(inRandomShare(1, 1, null)).toBe(true);
    expect(Array.from({ length: 500 }, (_, i) => inRandomShare(3, i, 100)).every(Boolean)).toBe(true);
  });
});

describe('quiet hours', () => {
  it('covers [start, end), wrapping midnight', () => {
    const q = { start: '22:00', end: '07:00' };
    expect(['22:00', '23:59', '00:00', '06:59'].map((t) => inQuietHours(t, q))).toEqual([true, true, true, true]);
    expect(['07:00', '12:00', '21:59'].map((t) => inQuietHours(t, q))).toEqual([false, false, false]);
    expect(inQuietHours('13:00', { start: '12:00', end: '14:00' })).toBe(true);
    expect(inQuietHours('13:00', null)).toBe(false);
  });
});
