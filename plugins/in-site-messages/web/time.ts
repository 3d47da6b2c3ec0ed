// A message starts at a wall-clock time in its own timezone; the server keeps unix seconds.
// The date picker works in the browser's zone, so only its wall-clock fields are carried over.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatTime } from '../../../core/web/time';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL = 'YYYY-MM-DD HH:mm:ss';

/** The picker's wall clock, read in `tz`, as unix seconds. */
export function wallClockToUnix(date: Date, tz: string): number {
  return dayjs.tz(dayjs(date).format(WALL), WALL, tz).unix();
}

/** Unix seconds as the wall clock of `tz`, in a Date the picker shows as that wall clock. */
export function unixToWallClock(seconds: number, tz: string): Date {
  return dayjs(dayjs.unix(seconds).tz(tz).format(WALL), WALL).toDate();
}

/** A start time on the message's own clock, in the console's one format with that zone's name. */
export const formatInZone = (seconds: number, tz: string): string => formatTime(seconds * 1000, { zone: tz });

/** Every IANA zone the browser knows, the default first. */
export function timezones(first: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [first, ...all.filter((z) => z !== first), ...(all.includes('UTC') ? [] : ['UTC'])];
}
