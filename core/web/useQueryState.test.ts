// Bad URL state falls back to the screen's defaults (item 14 of issue 9).
import { describe, expect, it } from 'vitest';
import { isoDay, oneOf, parseQueryState } from './useQueryState';

const defaults = { start: '2026-03-01', end: '2026-03-07', month: '2026-03', pn: '1', ps: '10', env: 'sandbox', cond: '' };

describe('parseQueryState', () => {
  it('keeps good values', () => {
    expect(parseQueryState(defaults, '?start=2026-02-28&month=2025-12&pn=3&env=prod&cond=a%3D1')).toEqual({
      state: { ...defaults, start: '2026-02-28', month: '2025-12', pn: '3', env: 'prod', cond: 'a=1' },
      rejected: [],
    });
  });
  it('falls back to the default for a bad date, month, page or env, and names each', () => {
    const { state, rejected } = parseQueryState(defaults, '?start=garbage&end=2026-02-30&month=2026-13&pn=0&env=staging');
    expect(state).toEqual(defaults);
    expect(rejected).toEqual(['start', 'end', 'month', 'pn', 'env']);
  });
  it('takes only the screen’s page sizes when it names them', () => {
    expect(parseQueryState(defaults, '?ps=100000', { ps: oneOf([10, 20, 50]) })).toEqual({ state: defaults, rejected: ['ps'] });
    expect(parseQueryState(defaults, '?ps=20', { ps: oneOf([10, 20, 50]) }).state.ps).toBe('20');
    // Without a named list a page size is still bounded.
    expect(parseQueryState(defaults, '?ps=100000').rejected).toEqual(['ps']);
  });
  it('reads dates strictly', () => {
    for (const bad of ['2026-1-01', '20260101', '2026-02-29', '0000-01-01', ' 2026-01-01'])
      expect(isoDay.safeParse(bad).success).toBe(false);
    expect(isoDay.safeParse('2024-02-29').success).toBe(true);
  });
});
