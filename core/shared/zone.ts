// Wall time in an IANA zone <-> UTC, with Intl only (no tz library), for both halves: push's
// delivery planner, bundles' Los Angeles days and in-site messages' start times use this one module
// (issue 31 item 5: the math was written three ways before). Intl, not dayjs' tz plugin: that plugin
// picks an offset by a guess-and-correct that lands differently in a DST gap, and these rules are
// fixed and tested (zone.test.ts).
// DST decisions (push README "Delivery"): a wall time that a spring-forward skips (02:30 on the night
// clocks jump 02:00 -> 03:00) fires at the same distance after the jump (03:30), as the clock
// read before the change would; a wall time that a fall-back repeats (01:30 twice) fires at the
// first of the two.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, zoneName?: 'short' | 'longOffset'): Intl.DateTimeFormat {
  const key = `${zone} ${zoneName ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      ...(zoneName ? { timeZoneName: zoneName } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * The zone's clock at `t` as two-digit text parts (year, month, day, hour, minute, second) and,
 * when asked, the zone's name ('short': "PST") or offset ('longOffset': "GMT+08:00").
 */
export function zoneParts(t: number | Date, zone: string, zoneName?: 'short' | 'longOffset'): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const p of formatter(zone, zoneName).formatToParts(t)) if (p.type !== 'literal') parts[p.type] = p.value;
  return parts;
}

/** The zone's wall clock at `t` (ms) as the ms of the same wall clock read in UTC. */
export function wallMs(t: number, zone: string): number {
  const p = zoneParts(t, zone);
  const hour = Number(p.hour);
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), hour === 24 ? 0 : hour, Number(p.minute), Number(p.second));
}

/** The zone's offset from UTC at `t`, in ms (east positive), whole minutes. */
export function offsetAt(t: number, zone: string): number {
  const floored = Math.floor(t / 60_000) * 60_000;
  return wallMs(floored, zone) - floored;
}

/** 'YYYY-MM-DD HH:mm:00' read as UTC wall ms. */
export function parseWall(wall: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(wall);
  if (!m) throw new Error(`Not a wall time: ${wall}`);
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
}

/** UTC wall ms as 'YYYY-MM-DD HH:mm:00'. */
export function formatWall(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ':00';
}

/** The UTC instant at which `zone`'s clock shows `wall` (gap: shifted forward; overlap: the first). */
export function wallToUtc(wall: string | number, zone: string): Date {
  const w = typeof wall === 'number' ? wall : parseWall(wall);
  const before = offsetAt(w - 86_400_000, zone);
  const after = offsetAt(w + 86_400_000, zone);
  const valid = [before, after].filter((o) => offsetAt(w - o, zone) === o);
  // Overlap: both offsets name a real instant; the larger offset is the earlier one.
  if (valid.length) return new Date(w - Math.max(...valid));
  // Gap: read with the offset before the change, which lands as far past the jump as the wall time was.
  return new Date(w - before);
}

/** `zone`'s wall clock at `t` as 'YYYY-MM-DD HH:mm:00'. */
export function utcToWall(t: Date | number, zone: string): string {
  const ms = typeof t === 'number' ? t : t.getTime();
  return formatWall(wallMs(Math.floor(ms / 60_000) * 60_000, zone));
}

export interface DstTransition {
  /** The first instant of the new offset, ISO UTC. */
  at: string;
  /** Offsets in minutes before and after. */
  fromOffset: number;
  toOffset: number;
}

/** The zone's offset changes in [from, to] (stepped by 6 hours, then to the minute). */
export function dstTransitions(zone: string, from: number, to: number): DstTransition[] {
  const out: DstTransition[] = [];
  const STEP = 6 * 3_600_000;
  let prevT = from;
  let prev = offsetAt(from, zone);
  for (let t = from + STEP; prevT < to; t += STEP) {
    const at = Math.min(t, to);
    const o = offsetAt(at, zone);
    if (o !== prev) {
      let lo = prevT;
      let hi = at;
      while (hi - lo > 60_000) {
        const mid = Math.floor((lo + hi) / 2 / 60_000) * 60_000;
        if (offsetAt(mid, zone) === prev) lo = mid;
        else hi = mid;
      }
      out.push({ at: new Date(hi).toISOString(), fromOffset: prev / 60_000, toOffset: o / 60_000 });
      prev = o;
    }
    prevT = at;
  }
  return out;
}

/** The device's local date and 'HH:mm' now. */
export function localDayAndTime(t: number, zone: string): { day: string; time: string } {
  const wall = utcToWall(t, zone);
  return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** Is local 'HH:mm' inside [start, end)? The window may wrap midnight (22:00..07:00). */
export function inQuietHours(time: string, q: { start: string; end: string } | null): boolean {
  if (!q || !q.start || !q.end || q.start === q.end) return false;
  return q.start < q.end ? time >= q.start && time < q.end : time >= q.start || time < q.end;
}
