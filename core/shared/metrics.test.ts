// The metrics query refuses what cannot mean anything, in words (issue 9).
import { describe, expect, it } from 'vitest';
import { metricsQuerySchema } from './metrics';

const query = (value: unknown) => ({
  filter: { metrics: ['enterUv'], query: [{ key: 'level', value }] },
  start: '2026-01-01',
  end: '2026-01-07',
});

describe('metricsQuerySchema ranges', () => {
  it('refuses a reversed range with what is wrong', () => {
    const r = metricsQuerySchema.safeParse(query({ min: 5, max: 1 }));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['filter.query.0.value', 'The start level must not be greater than the end level'],
    ]);
  });
  it('takes a range in order, an open end, and a one-level range', () => {
    for (const value of [
      { min: 1, max: 5 },
      { min: 5, max: null },
      { min: 3, max: 3 },
    ])
      expect(metricsQuerySchema.safeParse(query(value)).success).toBe(true);
  });
});
