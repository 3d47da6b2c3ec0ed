// The stats screens' own filters on top of the analytics kit's query state
// (core/web/analytics/queryState.ts, re-exported here): the input index and which levels count.
import { parseIndex, type Parsed, type QueryItem } from '../../../core/web/analytics/condition';

export {
  baseDefaults,
  baseItems,
  fileName,
  lastDays,
  PLATFORMS,
  queryBody,
  splitList,
  type BaseState,
  type QueryFilter,
} from '../../../core/web/analytics/queryState';

/** The prop naming the catalog (event) a level belongs to; main-game levels have none. */
export const CATALOG_KEY = 'props.catalog';

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
  if (!catalog || catalog.value === null || catalog.value === '' || (Array.isArray(catalog.value) && !catalog.value.length))
    return ALL_LEVELS_SCOPE;
  const values = (Array.isArray(catalog.value) ? catalog.value : [catalog.value]).map((v) =>
    typeof v === 'object' && v !== null ? null : String(v),
  );
  if (values.some((v) => v === null)) return fallback;
  const events = values.filter(Boolean);
  if (!events.length) return MAIN_GAME_SCOPE;
  const named = events.join(', ');
  return values.includes('')
    ? `Main game levels and the live event ${named}`
    : `Live-event (catalog) levels of ${named} only; main game levels are excluded`;
}
