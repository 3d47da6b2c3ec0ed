// Links into the stats screens (zod-free: the manifest uses them).

/** The palette's level step: a whole level index. */
export function levelStepError(text: string): string | null {
  return /^\d{1,7}$/.test(text.trim()) ? null : 'Type a level index (a whole number)';
}

/** Level statistics filtered to one level (through the custom condition). */
export function levelLink(code: string, level: string): string {
  return `/${encodeURIComponent(code)}/stats/level?cond=${encodeURIComponent(`level=${Number(level.trim())}`)}`;
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Daily active user over the last `days` UTC days up to today: with start and end it runs on load. */
export function dauLink(code: string, days = 30, now = Date.now()): string {
  return `/${encodeURIComponent(code)}/stats/dailyActiveUser?start=${isoDay(now - (days - 1) * DAY)}&end=${isoDay(now)}`;
}
