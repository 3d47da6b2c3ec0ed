// The one way the console shows an instant (DESIGN §8 "times are shown in one format with their
// zone"): YYYY-MM-DD HH:mm:ss and the zone, e.g. "2026-11-23 16:10:00 UTC". Screens show UTC (as
// the statistics' days, the server and the audit log do), so times read the same for every
// operator wherever they sit. A time that belongs to another clock by definition (the game clock
// of 001's activity header, an in-site message's own timezone) passes that zone and shows its name.
import { zoneParts } from '../shared/zone';

export const DISPLAY_ZONE = 'UTC';

export interface TimeFormatOptions {
  /** An IANA zone; UTC by default. */
  zone?: string;
  /** Milliseconds too (event logs): 2026-11-23 16:10:00.123 UTC. */
  ms?: boolean;
}

/** What an unknown or unreadable time shows (as the tables' empty cells). */
export const NO_TIME = '–';

/** An instant (ISO text, epoch milliseconds or a Date) as "YYYY-MM-DD HH:mm:ss ZONE". */
export function formatTime(at: string | number | Date | null | undefined, options: TimeFormatOptions = {}): string {
  if (at === null || at === undefined || at === '') return NO_TIME;
  const date = at instanceof Date ? at : new Date(at);
  const ms = date.getTime();
  if (!Number.isFinite(ms)) return NO_TIME;
  const zone = options.zone ?? DISPLAY_ZONE;
  const parts = zoneParts(date, zone, 'short');
  const fraction = options.ms ? `.${String(((ms % 1000) + 1000) % 1000).padStart(3, '0')}` : '';
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}${fraction} ${parts.timeZoneName}`;
}
