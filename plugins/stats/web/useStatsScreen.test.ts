// The stats screens' shared URL keys fall back to defaults when bad (issue 9, item 14).
import { describe, expect, it } from 'vitest';
import { parseQueryState } from '../../../core/web/useQueryState';
import { statsQueryChecks } from './useStatsScreen';

describe('stats screens’ URL checks', () => {
  const stats = { start: '2026-03-01', end: '2026-03-07', platform: '', pn: '1', ps: '10', upn: '1', ups: '10' };
  it('checks platform and every table’s page and page size', () => {
    const { state, rejected } = parseQueryState(stats, '?platform=9&ps=100000&ups=20&upn=x', statsQueryChecks(stats));
    expect(rejected).toEqual(['platform', 'ps', 'upn']);
    expect(state).toEqual({ ...stats, ups: '20' });
  });
});
