// The daily stats' per-level columns: a level or a range of at most MAX_DAILY_LEVELS levels typed
// as operators count them ("1-10"), turned into the events' numbering (the project's level offset).
import { MAX_DAILY_LEVELS } from '../shared';
import type { Parsed } from '../../../core/web/analytics/condition';

export const DAILY_LEVELS_DEFAULT = '1-10';
export const DAILY_LEVELS_ERROR = `Levels: a level or a range such as 1-10 (at most ${MAX_DAILY_LEVELS} levels)`;

/** `text` as shown ("3", "1-10") -> the events' levels {from, to}. */
export function parseDailyLevels(text: string, offset: number): Parsed<{ from: number; to: number }> {
  const m = /^\s*(\d{1,7})\s*(?:(?:-|\.\.)\s*(\d{1,7}))?\s*$/.exec(text);
  if (!m) return { ok: false, error: DAILY_LEVELS_ERROR };
  const from = Number(m[1]) - offset;
  const to = (m[2] === undefined ? Number(m[1]) : Number(m[2])) - offset;
  if (from < 0 || to < from || to - from >= MAX_DAILY_LEVELS) return { ok: false, error: DAILY_LEVELS_ERROR };
  return { ok: true, value: { from, to } };
}
