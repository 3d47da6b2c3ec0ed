// The game's clock, America/Los_Angeles (001 §9): the header's live clock shows it and the window
// pickers pick whole hours on it. Activity times elsewhere are shown as every time in the console
// (core/web/time.ts, UTC with the zone named); the API takes and stores instants.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { CLIENT_TIMEZONE } from '../../../core/shared/constants';
import { formatTime } from '../../../core/web/time';
import { DEFAULT_WINDOW_DAYS } from '../shared';

dayjs.extend(utc);
dayjs.extend(timezone);

export const LA = CLIENT_TIMEZONE;
const HOUR = 60 * 60 * 1000;

/** An instant on the game clock, e.g. 2030-01-01 10:00:00 PST. */
export const formatLa = (at: string | Date | number) => formatTime(at, { zone: LA });

/** The LA UTC offset at that instant, e.g. UTC-07:00 (summer) or UTC-08:00. */
export const laOffset = (at: Date | number = Date.now()) => `UTC${dayjs(at).tz(LA).format('Z')}`;

/** The LA calendar day and hour of an instant. */
export function laParts(at: Date): { day: string; hour: number } {
  const t = dayjs(at).tz(LA);
  return { day: t.format('YYYY-MM-DD'), hour: t.hour() };
}

/** The instant of an LA calendar day at a whole hour. */
export function fromLaParts(day: string, hour: number): Date {
  return dayjs.tz(`${day} ${String(hour).padStart(2, '0')}:00:00`, 'YYYY-MM-DD HH:mm:ss', LA).toDate();
}

/** 001 §9: now (to the hour) until 7 days later. */
export function defaultWindow(now = Date.now()): [Date, Date] {
  const start = Math.floor(now / HOUR) * HOUR;
  return [new Date(start), new Date(start + DEFAULT_WINDOW_DAYS * 24 * HOUR)];
}

/** A window's end as picked, on the game clock. */
export const formatWindowEnd = (at: Date) => formatLa(at);
