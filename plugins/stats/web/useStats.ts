// Loading for the stats screens: the metrics query (re-run when its body changes), the project
// config, the catalog of metrics, and the distinct values of a dimension (pickers' options).
import { createContext, useContext } from 'react';
import type { MetricsQueryInput, MetricsRow } from '../../../core/shared/metrics';
import { compareVersions } from '../../../core/shared/version';
import { useLoad, type Loaded } from '../../../core/web/useLoad';
import { statsApi } from './api';
import type { QueryItem } from './condition';
import type { QueryScreen } from '../shared';

/** The screen whose right the queries go under (each screen provides its own). */
export const QueryScreenContext = createContext<QueryScreen>('levelStats');

/** Runs the query while `body` is set; the same body is not asked twice in a row. */
export function useStatsQuery(code: string, body: MetricsQueryInput | null): Loaded<MetricsRow[]> {
  const screen = useContext(QueryScreenContext);
  const key = body ? JSON.stringify(body) : '';
  return useLoad(async () => (body ? (await statsApi.query(code, screen, body)).data : []), [code, screen, key]);
}

export function useProjectConfig(code: string): Loaded<Record<string, unknown>> {
  return useLoad(async () => (await statsApi.project(code)).project.config ?? {}, [code]);
}

export function useCatalog(code: string) {
  return useLoad(() => statsApi.catalog(code), [code]);
}

/**
 * The values a dimension takes in the date range (e.g. app versions, prop values), most used
 * first unless `sort` says otherwise; empty values are left out.
 */
export function useDimensionValues(
  code: string,
  dimension: string,
  range: { start: string; end: string },
  opts: { event?: string; query?: QueryItem[]; metric?: string; sort?: (a: string, b: string) => number; enabled?: boolean } = {},
): Loaded<string[]> {
  const screen = useContext(QueryScreenContext);
  const enabled = opts.enabled ?? true;
  const extra = JSON.stringify(opts.query ?? []);
  return useLoad(async () => {
    if (!enabled) return [];
    const query = [...(opts.query ?? []), ...(opts.event ? [{ key: 'event', value: opts.event }] : [])];
    const metric = opts.metric ?? (opts.event ? 'pv' : 'enterPv');
    const { data } = await statsApi.query(code, screen, { filter: { dimension, query, metrics: [metric], orderBy: `${metric} desc` }, start: range.start, end: range.end });
    const values = data.map((r) => r[dimension]).filter((v): v is string | number => v !== null && v !== '').map(String);
    return opts.sort ? values.sort(opts.sort) : values;
  }, [code, screen, dimension, range.start, range.end, opts.event, opts.metric, extra, enabled]);
}

/** Newest version first (1.10.0 before 1.9.0); text that is not a version last. */
export function compareVersionsDesc(a: string, b: string): number {
  const valid = (v: string) => /^\d+(\.\d+)*$/.test(v);
  if (valid(a) !== valid(b)) return valid(a) ? -1 : 1;
  return valid(a) ? compareVersions(b, a) : a.localeCompare(b);
}
