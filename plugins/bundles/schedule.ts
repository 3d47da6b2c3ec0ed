// When a bundle is on: Normal bundles from start to end, Loop bundles from start (to an optional
// end) repeating every `loopIntervalDays` days, on the days whose switch is 1. Days are calendar
// days in America/Los_Angeles (000 §9), so the console's calendar, the pre-upload checks and the
// game-client API all agree. Shared by the web and the server.
export const BUNDLE_TIMEZONE = 'America/Los_Angeles';
export const BUNDLE_TYPE = { normal: 1, loop: 2 } as const;
export const MAX_INTERVAL_DAYS = 366;

export interface Schedule {
  type: number;
  start: number;
  end: number | null;
  switchList: number[];
  loopIntervalDays: number;
}

// Intl only (no date library): the web manifest imports this through shared.ts.
const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUNDLE_TIMEZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Los Angeles wall clock at a unix time. */
function wallClock(seconds: number) {
  const p = Object.fromEntries(wallFormat.formatToParts(new Date(seconds * 1000)).map((x) => [x.type, Number(x.value)]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour % 24, minute: p.minute, second: p.second };
}

/** Seconds Los Angeles is ahead of UTC at a unix time (negative: -28800 in winter). */
function offsetAt(seconds: number): number {
  const w = wallClock(seconds);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000 - seconds;
}

/** The Los Angeles calendar day of a unix time, as a day number (days since 1970-01-01). */
export function laDay(seconds: number): number {
  const w = wallClock(seconds);
  return Date.UTC(w.year, w.month - 1, w.day) / 86_400_000;
}

/** A day number as 'YYYY-MM-DD'. */
export const dayToDate = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
/** 'YYYY-MM-DD' as a day number. */
export const dateToDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Unix seconds of a Los Angeles date's first second (or, with `endOfDay`, its last). */
export function laDateToUnix(date: string, endOfDay = false): number {
  // The next day's midnight, not start + 24 h: a day across a clock change has 23 or 25 hours.
  const local = (dateToDay(date) + (endOfDay ? 1 : 0)) * 86_400;
  // The offset at a guess, then at the answer (it may differ on a clock-change day).
  const midnight = local - offsetAt(local - offsetAt(local));
  return endOfDay ? midnight - 1 : midnight;
}

/** Unix seconds as a Los Angeles 'YYYY-MM-DD'. */
export const unixToLaDate = (seconds: number) => dayToDate(laDay(seconds));

const pad = (n: number) => String(n).padStart(2, '0');
/** Unix seconds as a Los Angeles 'YYYY-MM-DD HH:mm:ss'. */
export function formatLa(seconds: number): string {
  const w = wallClock(seconds);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** Is the bundle on during Los Angeles day `day`? */
export function activeOnDay(s: Schedule, day: number): boolean {
  const first = laDay(s.start);
  if (day < first || (s.end !== null && day > laDay(s.end))) return false;
  if (s.type !== BUNDLE_TYPE.loop) return true;
  if (s.loopIntervalDays < 1) return false;
  return s.switchList[(day - first) % s.loopIntervalDays] === 1;
}

/** Is the bundle on at unix time `now` (to the second at its start and end)? */
export function activeAt(s: Schedule, now: number): boolean {
  if (now < s.start || (s.end !== null && now > s.end)) return false;
  return s.type !== BUNDLE_TYPE.loop || activeOnDay(s, laDay(now));
}

/** A new interval keeps the days it had and adds new days switched off. */
export function resizeSwitches(list: number[], days: number): number[] {
  const n = Math.max(0, Math.min(MAX_INTERVAL_DAYS, Math.floor(days) || 0));
  return Array.from({ length: n }, (_, i) => (list[i] === 1 ? 1 : 0));
}

export const toggleSwitch = (list: number[], index: number) => list.map((v, i) => (i === index ? (v === 1 ? 0 : 1) : v));
