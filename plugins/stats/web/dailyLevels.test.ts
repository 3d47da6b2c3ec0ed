import { describe, expect, it } from 'vitest';
import { DAILY_LEVELS_ERROR, parseDailyLevels } from './dailyLevels';

describe('daily stats levels', () => {
  it('takes a level or a range as shown and gives the events’ levels', () => {
    expect(parseDailyLevels('1-10', 0)).toEqual({ ok: true, value: { from: 1, to: 10 } });
    expect(parseDailyLevels(' 7 ', 0)).toEqual({ ok: true, value: { from: 7, to: 7 } });
    expect(parseDailyLevels('1..30', 0)).toEqual({ ok: true, value: { from: 1, to: 30 } });
    // Tiles show level 1 for the event's level 0.
    expect(parseDailyLevels('1-10', 1)).toEqual({ ok: true, value: { from: 0, to: 9 } });
  });

  it('refuses text, a backwards range, more than 30 levels and levels below the first', () => {
    for (const bad of ['', 'abc', '10-1', '1-31', '1,2', '-5'])
      expect(parseDailyLevels(bad, 0)).toEqual({ ok: false, error: DAILY_LEVELS_ERROR });
    expect(parseDailyLevels('0-5', 1).ok).toBe(false);
  });
});
