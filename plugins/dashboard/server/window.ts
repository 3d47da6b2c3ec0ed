// The dashboard's fixed window and the change figures (002 §9): 10 days ago to yesterday; the
// day-over-day change against the value before the latest, the week-over-week change against the
// 8th-last value. Pure, so the arithmetic is tested without a warehouse.
import { WEEK_BACK, WINDOW_DAYS, type Figure } from '../shared';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The window's days (UTC, as the warehouse counts them), oldest first, on the day of `now`. */
export function windowDays(now = Date.now()): string[] {
  const today = Math.floor(now / DAY) * DAY;
  return Array.from({ length: WINDOW_DAYS }, (_, i) => iso(today - (WINDOW_DAYS - i) * DAY));
}

/** The change from `from` to `to` in percent, 2 decimals; null when `from` is 0 or either is missing. */
export function change(to: number | null | undefined, from: number | null | undefined): number | null {
  if (to === null || to === undefined || from === null || from === undefined || from === 0) return null;
  return Math.round(((to - from) / Math.abs(from)) * 10_000) / 100;
}

export function figure(values: (number | null)[]): Figure {
  const n = values.length;
  const latest = n ? values[n - 1] : null;
  return { values, latest, dod: change(latest, values[n - 2]), wow: n >= WEEK_BACK ? change(latest, values[n - WEEK_BACK]) : null };
}
