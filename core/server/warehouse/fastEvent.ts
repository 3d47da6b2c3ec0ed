// The ingestion hot path: a hand-written check of the common, valid event. It accepts a subset of
// what eventSchema (core/shared/events.ts) accepts and returns exactly what eventSchema would;
// anything else (numbers as ids, anything doubtful, every invalid event) goes through eventSchema,
// which stays the one source of truth and of the error messages. fastEvent.test.ts holds them
// to the same answers.
import { EVENT_NAME_PATTERN, MAX_CLOCK_SKEW_MS, MAX_PROPS, MIN_EVENT_TS, PROP_KEY_PATTERN } from '../../shared/events';
import type { GameEvent } from '../../shared/eventSchema';

const KEYS = new Set(['event', 'userId', 'ts', 'platform', 'appVersion', 'country', 'level', 'puzzleId', 'duration', 'value', 'props']);
const APP_VERSION = /^[0-9A-Za-z.+_-]*$/;

function plainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The parsed event, or null when eventSchema must decide. */
export function fastEvent(raw: unknown, now: number): GameEvent | null {
  if (!plainObject(raw)) return null;
  for (const k in raw) if (!KEYS.has(k)) return null;
  const { event, userId, ts, platform, appVersion, country, level, puzzleId, duration, value, props } = raw;
  if (typeof event !== 'string' || !EVENT_NAME_PATTERN.test(event)) return null;
  if (typeof userId !== 'string') return null;
  const user = userId.trim();
  if (user.length < 1 || user.length > 128) return null;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts) || ts < MIN_EVENT_TS || ts > now + MAX_CLOCK_SKEW_MS) return null;
  if (platform !== 1 && platform !== 2 && platform !== 3) return null;
  let version = '';
  if (appVersion !== undefined) {
    if (typeof appVersion !== 'string') return null;
    version = appVersion.trim();
    if (version.length > 32 || !APP_VERSION.test(version)) return null;
  }
  let place = '';
  if (country !== undefined) {
    if (typeof country !== 'string') return null;
    place = country.trim();
    if (place.length > 16) return null;
    place = place.toUpperCase();
  }
  const out: GameEvent = { event, userId: user, ts, platform, appVersion: version, country: place };
  if (level !== undefined) {
    if (level !== null && (typeof level !== 'number' || !Number.isSafeInteger(level) || level < 0 || level > 1_000_000)) return null;
    out.level = level;
  }
  if (puzzleId !== undefined) {
    if (typeof puzzleId !== 'string') return null;
    const id = puzzleId.trim();
    if (id.length > 64) return null;
    out.puzzleId = id;
  }
  if (duration !== undefined) {
    if (duration !== null && (!finite(duration) || duration < 0 || duration > 30 * 86400)) return null;
    out.duration = duration;
  }
  if (value !== undefined) {
    if (value !== null && (!finite(value) || value < -1e12 || value > 1e12)) return null;
    out.value = value;
  }
  if (props !== undefined) {
    if (!plainObject(props)) return null;
    let n = 0;
    for (const k in props) {
      n += 1;
      if (!PROP_KEY_PATTERN.test(k)) return null;
      const v = props[k];
      if (typeof v === 'string' ? v.length > 256 : typeof v !== 'boolean' && !finite(v)) return null;
    }
    if (n > MAX_PROPS) return null;
    out.props = { ...(props as Record<string, string | number | boolean>) };
  }
  return out;
}
