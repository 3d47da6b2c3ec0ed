import { describe, expect, it } from 'vitest';
import { funnelRows } from './funnel';

describe('funnel', () => {
  const data = [
    { event: 'game_finish', uv: 5, pv: 6, durationAvg: 40 },
    { event: 'game_enter', uv: 10, pv: 20, durationAvg: null },
  ];
  it('keeps the chosen order, fills missing steps and converts against the first and previous step', () => {
    expect(funnelRows(data, ['game_enter', 'game_half', 'game_finish'], 'uv')).toEqual([
      { event: 'game_enter', uv: 10, pv: 20, duration: null, fromFirst: 1, fromPrevious: null },
      { event: 'game_half', uv: 0, pv: 0, duration: null, fromFirst: 0, fromPrevious: 0 },
      { event: 'game_finish', uv: 5, pv: 6, duration: 40, fromFirst: 0.5, fromPrevious: null },
    ]);
  });
  it('converts event counts on the event-count tab', () => {
    expect(funnelRows(data, ['game_enter', 'game_finish'], 'pv').map((r) => r.fromFirst)).toEqual([1, 0.3]);
    expect(funnelRows([], ['game_enter'], 'pv')[0].fromFirst).toBeNull();
  });
});
