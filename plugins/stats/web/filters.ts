// The query bars' state as it lives in the URL (strings) and what it becomes in the metrics query.
import type { FilterValue, MetricsQueryInput } from '../../../core/shared/metrics';
import { parseCondition, parseIndex, type Parsed, type QueryItem } from './condition';

/** The filters every stats query bar has (date range, app version, platform, country, custom condition). */
export type BaseState = {
  start: string;
  end: string;
  /** App versions, comma-separated. */
  version: string;
  /** '' (all), '1' Android, '2' iOS, '3' Mac. */
  platform: string;
  /** Countries, comma-separated. */
  country: string;
  /** The custom condition text (condition.ts). */
  cond: string;
};

export const PLATFORMS = [
  { value: '1', label: 'Android' },
  { value: '2', label: 'iOS' },
  { value: '3', label: 'Mac' },
];

/** The prop naming the catalog (event) a level belongs to; main-game levels have none. */
export const CATALOG_KEY = 'props.catalog';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` UTC days up to today (the warehouse's days are UTC). */
export function lastDays(days: number, now = Date.now()): { start: string; end: string } {
  return { start: isoDay(now - (days - 1) * DAY), end: isoDay(now) };
}

export function baseDefaults(days = 7, now = Date.now()): BaseState {
  return { ...lastDays(days, now), version: '', platform: '', country: '', cond: '' };
}

export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const many = (list: string[]): FilterValue => (list.length === 1 ? list[0] : list);

/** The base filters as query items; a mistake in the custom condition comes back in words. */
export function baseItems(s: BaseState): Parsed<QueryItem[]> {
  const items: QueryItem[] = [];
  const versions = splitList(s.version);
  if (versions.length) items.push({ key: 'appVersion', value: many(versions) });
  if (s.platform) items.push({ key: 'platform', value: Number(s.platform) });
  const countries = splitList(s.country);
  if (countries.length) items.push({ key: 'country', value: many(countries) });
  const cond = parseCondition(s.cond);
  if (!cond.ok) return { ok: false, error: `Custom condition: ${cond.error}` };
  return { ok: true, value: [...items, ...cond.value] };
}

/** The level filter of an input index ("1-50"), if any. */
export function indexItems(index: string): Parsed<QueryItem[]> {
  const parsed = parseIndex(index);
  if (!parsed.ok) return parsed;
  return { ok: true, value: parsed.value === null ? [] : [{ key: 'level', value: parsed.value }] };
}

/** Joins parsed parts: the first error wins. */
export function allItems(...parts: Parsed<QueryItem[]>[]): Parsed<QueryItem[]> {
  const out: QueryItem[] = [];
  for (const p of parts) {
    if (!p.ok) return p;
    out.push(...p.value);
  }
  return { ok: true, value: out };
}

/**
 * The main game's levels only: live-event levels reuse its level numbers and carry their catalog
 * (props.catalog), so they are left out unless the query names a catalog itself.
 */
export function mainGameOnly(items: Parsed<QueryItem[]>): Parsed<QueryItem[]> {
  if (!items.ok || items.value.some((i) => i.key === CATALOG_KEY)) return items;
  return { ok: true, value: [...items.value, { key: CATALOG_KEY, value: [''] }] };
}

/** The note under a level screen's query bar: main game only (the level screens' default). */
export const MAIN_GAME_SCOPE = 'Main game levels only; live-event (catalog) levels are excluded';
/** The note where a screen counts every event (funnel, event stats, daily and dimension stats). */
export const ALL_LEVELS_SCOPE = 'All levels counted: main game and live-event (catalog) levels alike';

/**
 * Which levels a query counts, in words, read from its own filters (so the note under the query
 * bar cannot disagree with the query): the main game's (props.catalog empty), some live events'
 * catalogs, or all. A query that does not parse counts what `fallback` says.
 */
export function levelScope(items: Parsed<QueryItem[]>, fallback: string): string {
  if (!items.ok) return fallback;
  const catalog = items.value.find((i) => i.key === CATALOG_KEY);
  // An empty value is no filter (core/shared/metrics).
  if (!catalog || catalog.value === null || catalog.value === '' || (Array.isArray(catalog.value) && !catalog.value.length)) return ALL_LEVELS_SCOPE;
  const values = (Array.isArray(catalog.value) ? catalog.value : [catalog.value]).map((v) => (typeof v === 'object' && v !== null ? null : String(v)));
  if (values.some((v) => v === null)) return fallback;
  const events = values.filter(Boolean);
  if (!events.length) return MAIN_GAME_SCOPE;
  const named = events.join(', ');
  return values.includes('') ? `Main game levels and the live event ${named}` : `Live-event (catalog) levels of ${named} only; main game levels are excluded`;
}

export type QueryFilter = Omit<MetricsQueryInput['filter'], 'query'>;

/** The POST /stats/query body for the state's dates and the given items. */
export function queryBody(s: Pick<BaseState, 'start' | 'end'>, items: QueryItem[], filter: QueryFilter): MetricsQueryInput {
  return { filter: { ...filter, query: items }, start: s.start, end: s.end };
}

/** A safe part of a file name: dates and codes keep, anything else becomes _. */
export function fileName(code: string, what: string, s: Pick<BaseState, 'start' | 'end'>): string {
  return `${code}_${what}_${s.start}_${s.end}.csv`.replace(/[^A-Za-z0-9_.-]/g, '_');
}
