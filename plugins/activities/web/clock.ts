// Activity times live on the game's clock, America/Los_Angeles (001 §9): the header's live
// clock, the table and the pickers all read and write LA wall-clock time.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { CLIENT_TIMEZONE } from '../../../core/shared/constants';
import { DEFAULT_WINDOW_DAYS, TIME_FORMAT } from '../shared';

dayjs.extend(utc);
dayjs.extend(timezone);

export const LA = CLIENT_TIMEZONE;
const HOUR = 60 * 60 * 1000;

/** An instant as LA wall-clock text, e.g. 2030-01-01 10:00:00. */
export const formatLa = (at: string | Date | number, format = 'YYYY-MM-DD HH:mm:ss') => dayjs(at).tz(LA).format(format);

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

/** The spec's display format of a window's ends. */
export const formatWindowEnd = (at: Date) => formatLa(at, TIME_FORMAT);
