// A message starts at a wall-clock time in its own timezone; the server keeps unix seconds.
// The date picker works in the browser's zone, so only its wall-clock fields are carried over.
import { wallMs, wallToUtc } from '../../../core/shared/zone';
import { formatTime } from '../../../core/web/time';

/**
 * The picker's wall clock, read in `tz`, as unix seconds (core's zone rules: a time a
 * spring-forward skips moves on by the gap, one a fall-back repeats is the first).
 */
export function wallClockToUnix(date: Date, tz: string): number {
  const wall = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds());
  return Math.floor(wallToUtc(wall, tz).getTime() / 1000);
}

/** Unix seconds as the wall clock of `tz`, in a Date the picker shows as that wall clock. */
export function unixToWallClock(seconds: number, tz: string): Date {
  const w = new Date(wallMs(seconds * 1000, tz));
  return new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds());
}

/** A start time on the message's own clock, in the console's one format with that zone's name. */
export const formatInZone = (seconds: number, tz: string): string => formatTime(seconds * 1000, { zone: tz });

/** Every IANA zone the browser knows, the default first. */
export function timezones(first: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [first, ...all.filter((z) => z !== first), ...(all.includes('UTC') ? [] : ['UTC'])];
}
