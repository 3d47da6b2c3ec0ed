// The server clock of a project env (002 §7 "Server timezone per project and env returns a value
// like 'UTC+8'"): the wizard's date pickers are bounded around it and start on it.
import { zoneParts } from '../../../../core/shared/zone';
import type { ServerDate } from '../../endpoints/tasks';

/** 'GMT+08:00' -> 'UTC+8', 'GMT+05:30' -> 'UTC+5:30', 'GMT' -> 'UTC+0'. */
export function offsetLabel(gmt: string): string {
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(gmt);
  if (!m) return 'UTC+0';
  const [, sign, h, min] = m;
  return `UTC${sign}${Number(h)}${min === '00' ? '' : `:${min}`}`;
}

export function serverDate(zone: string, at: Date = new Date()): ServerDate {
  const p = zoneParts(at, zone, 'longOffset');
  return { date: `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:00`, timezone: offsetLabel(p.timeZoneName), zone };
}
