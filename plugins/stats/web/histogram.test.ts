import { describe, expect, it } from 'vitest';
import { bucketLabel, configPoints, DEFAULT_SPLIT_POINTS, histogramBuckets, parsePoints, valuePosition } from './histogram';

describe('histogram', () => {
  it('reads split points', () => {
    expect(parsePoints('60, 30 120 30')).toEqual({ ok: true, value: [30, 60, 120] });
    expect(parsePoints('')).toEqual({ ok: false, error: 'Split points: at least one number' });
    expect(parsePoints('10, x')).toEqual({ ok: false, error: 'Split points: x is not a number' });
    expect(parsePoints('10, -5')).toEqual({ ok: false, error: 'Split points must be 0 or more, not -5' });
    expect(configPoints({ splitPoints: [20, 10, 20] })).toEqual([10, 20]);
    // Read through the stats config schema: a value it refuses counts as none.
    expect(configPoints({ splitPoints: [20, 10, 'x'] })).toBe(DEFAULT_SPLIT_POINTS);
    expect(configPoints({})).toBe(DEFAULT_SPLIT_POINTS);
  });
  it('labels buckets as the query answers them', () => {
    expect([0, 1, 2].map((i) => bucketLabel(i, [10, 30]))).toEqual(['<10', '10-30', '>=30']);
  });
  it('fills empty buckets and computes shares and running shares', () => {
    const buckets = histogramBuckets(
      [
        { duration: '<10', pv: 2 },
        { duration: '>=30', pv: 6 },
      ],
      [10, 30],
      'pv',
    );
    expect(buckets).toEqual([
      { label: '<10', from: null, to: 10, count: 2, share: 0.25, cumulative: 0.25 },
      { label: '10-30', from: 10, to: 30, count: 0, share: 0, cumulative: 0.25 },
      { label: '>=30', from: 30, to: null, count: 6, share: 0.75, cumulative: 1 },
    ]);
    expect(histogramBuckets([], [10], 'pv').map((b) => b.share)).toEqual([null, null]);
  });
  it('places the median inside its bucket', () => {
    expect(valuePosition(20, [10, 30])).toBe(1);
    expect(valuePosition(10, [10, 30])).toBe(0.5);
    expect(valuePosition(5, [10, 30])).toBe(0);
    expect(valuePosition(99, [10, 30])).toBe(2);
  });
});
