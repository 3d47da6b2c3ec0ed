// Level statistics (000 §2.4, 001 "Level stats page"): the URL state and the query it asks.
import { LEVEL_KIND_KEY, LEVEL_KINDS } from '../../../core/shared/levelKind';
import type { MetricsQueryInput } from '../../../core/shared/metrics';
import { LEVEL_EXTRA_METRICS, LEVEL_TABLE_METRICS } from '../shared';
import { parseCondition, type Parsed, type QueryItem } from '../../../core/web/analytics/condition';
import { allItems, baseDefaults, baseItems, CATALOG_KEY, indexItems, mainGameOnly, queryBody, type BaseState } from './filters';

export type LevelStatsState = BaseState & {
  /** Level-type filters (levelTypes.ts). */
  lt: string;
  /** Catalog choice where the project has the event catalog: 'level' or 'event'. */
  cat: string;
  /** The event catalog (props.catalog) when cat is 'event'. */
  ecat: string;
  /** The input index (levels) when cat is 'event'. */
  index: string;
  /** Level kind where the project config has boss levels: '' (all), 'classic' or 'boss'. */
  lk: string;
  pn: string;
  ps: string;
};

export const LEVEL_PAGE_SIZES = [10, 20, 50, 100] as const;

export function levelStatsDefaults(now = Date.now()): LevelStatsState {
  return { ...baseDefaults(7, now), lt: '', cat: 'level', ecat: '', index: '', lk: '', pn: '1', ps: String(LEVEL_PAGE_SIZES[0]) };
}

/**
 * The table's metrics: 001 §3 and 002 §3 (duration is the median here, so one column shows it),
 * the configured ones, then the one project's extra columns where it has them.
 */
export function levelStatsMetrics(configured: readonly string[], extra = false): string[] {
  return [...LEVEL_TABLE_METRICS.filter((m) => m !== 'duration'), ...configured, ...(extra ? LEVEL_EXTRA_METRICS : [])];
}

/**
 * Filters of the level statistics query: the common ones, the level types, the event catalog (or
 * the main game's levels only), and the level kind when the project config has boss levels.
 */
export function levelStatsItems(s: LevelStatsState, eventCatalog: boolean, levelKinds = false): Parsed<QueryItem[]> {
  const types = parseCondition(s.lt);
  const catalog: Parsed<QueryItem[]> =
    eventCatalog && s.cat === 'event'
      ? s.ecat
        ? allItems({ ok: true, value: [{ key: CATALOG_KEY, value: s.ecat }] }, indexItems(s.index))
        : { ok: false, error: 'Choose an event catalog' }
      : { ok: true, value: [] };
  const kind: QueryItem[] = levelKinds && (LEVEL_KINDS as readonly string[]).includes(s.lk) ? [{ key: LEVEL_KIND_KEY, value: s.lk }] : [];
  return mainGameOnly(
    allItems(baseItems(s), types.ok ? types : { ok: false, error: `Level types: ${types.error}` }, catalog, { ok: true, value: kind }),
  );
}

export function levelStatsQuery(s: LevelStatsState, items: QueryItem[], configured: readonly string[], extra = false): MetricsQueryInput {
  return queryBody(s, items, { dimension: 'level', metrics: levelStatsMetrics(configured, extra), orderBy: 'level', fractions: [0.5] });
}
