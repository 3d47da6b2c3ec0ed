// Filters typed as text: the custom condition of the query bars ("props.folder=F1; level=1..50")
// and the input index (a level, a range or a list). Both become items of the metrics query.
import type { FilterValue } from '../../shared/metrics';

export interface QueryItem {
  key: string;
  value: FilterValue;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Keys whose values are numbers (core/shared/metrics DIMENSIONS). */
const NUMERIC = new Set(['level', 'platform', 'duration', 'value']);
const TEXT = new Set(['puzzleId', 'country', 'appVersion', 'event', 'userId']);
const PROP = /^props\.[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export const CONDITION_HELP =
  'key=value, separated by ; — a value, a list a,b,c or a range 1..50 (keys: level, puzzleId, platform, country, appVersion, event, userId, duration, value, props.<name>)';
export const INDEX_ERROR = 'Level index: a number, a range like 1-50 or a list like 1,5,9';
/** A range such as level=5..1 matches nothing: say so instead of answering "No data". */
export const reversedRange = (key: string) => `The start ${key} must not be greater than the end ${key}`;

function range(key: string, text: string): Parsed<FilterValue> {
  const [a, b] = text.split('..').map((s) => s.trim());
  if ((a && !NUMBER.test(a)) || (b && !NUMBER.test(b)) || (!a && !b))
    return { ok: false, error: `${key}: a range is two numbers like 1..50` };
  if (a && b && Number(a) > Number(b)) return { ok: false, error: reversedRange(key) };
  return { ok: true, value: { min: a ? Number(a) : null, max: b ? Number(b) : null } };
}

function value(key: string, text: string): Parsed<FilterValue> {
  if (text.includes('..')) return range(key, text);
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length) return { ok: false, error: `${key}: no value` };
  if (NUMERIC.has(key)) {
    const bad = parts.find((p) => !NUMBER.test(p));
    if (bad !== undefined) return { ok: false, error: `${key} takes numbers, not ${bad}` };
    const nums = parts.map(Number);
    return { ok: true, value: nums.length === 1 ? nums[0] : nums };
  }
  const texts = key === 'country' ? parts.map((p) => p.toUpperCase()) : parts;
  return { ok: true, value: texts.length === 1 ? texts[0] : texts };
}

/** "props.folder=F1; level=1..50" -> query items; the first mistake is reported in words. */
export function parseCondition(text: string): Parsed<QueryItem[]> {
  const items: QueryItem[] = [];
  for (const raw of text.split(/[;\n]/)) {
    const part = raw.trim();
    if (!part) continue;
    const eq = part.indexOf('=');
    if (eq <= 0) return { ok: false, error: `"${part}": write key=value` };
    const key = part.slice(0, eq).trim();
    if (!NUMERIC.has(key) && !TEXT.has(key) && !PROP.test(key)) return { ok: false, error: `Unknown key: ${key}` };
    const v = value(key, part.slice(eq + 1).trim());
    if (!v.ok) return v;
    items.push({ key, value: v.value });
  }
  return { ok: true, value: items };
}

/** "12" -> 12, "1-50" -> {min: 1, max: 50}, "1,5,9" -> [1, 5, 9], "" -> null (no filter). */
export function parseIndex(text: string): Parsed<FilterValue> {
  const t = text.trim().replace(/\s+/g, '');
  if (!t) return { ok: true, value: null };
  let m = /^(\d+)$/.exec(t);
  if (m) return { ok: true, value: Number(m[1]) };
  m = /^(\d+)?(?:-|\.\.)(\d+)?$/.exec(t);
  if (m && (m[1] || m[2])) {
    const min = m[1] ? Number(m[1]) : null;
    const max = m[2] ? Number(m[2]) : null;
    if (min !== null && max !== null && min > max) return { ok: false, error: `Level index: ${reversedRange('level').replace(/^T/, 't')}` };
    return { ok: true, value: { min, max } };
  }
  if (/^\d+(,\d+)+,?$/.test(t)) return { ok: true, value: t.split(',').filter(Boolean).map(Number) };
  return { ok: false, error: INDEX_ERROR };
}
