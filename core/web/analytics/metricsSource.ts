// Where the analytics kit's components send their metrics queries. Each plugin's screen provides
// its own source (its endpoint, under its own right; e.g. stats' query path per screen), so the
// shared modals and pickers (level trend, dimension values) query through the screen they are on.
import { createContext, useContext } from 'react';
import type { MetricsQueryInput, MetricsRow } from '../../shared/metrics';
import { compareVersions } from '../../shared/version';
import { useLoad, type Loaded } from '../useLoad';
import type { QueryItem } from './condition';

/** Answers a metrics query of project `code`; must be a stable function (module level). */
export type MetricsSource = (code: string, body: MetricsQueryInput) => Promise<MetricsRow[]>;

const noSource: MetricsSource = () => Promise.reject(new Error('No metrics source: wrap the screen in MetricsSourceContext.Provider'));

export const MetricsSourceContext = createContext<MetricsSource>(noSource);

/** Runs the query while `body` is set; the same body is not asked twice in a row. */
export function useMetricsQuery(code: string, body: MetricsQueryInput | null): Loaded<MetricsRow[]> {
  const source = useContext(MetricsSourceContext);
  const key = body ? JSON.stringify(body) : '';
  // The answer is a table's worth of rows: rendered in a transition (useLoad).
  return useLoad(async () => (body ? source(code, body) : []), [code, source, key], { transition: true });
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
  const source = useContext(MetricsSourceContext);
  const enabled = opts.enabled ?? true;
  const extra = JSON.stringify(opts.query ?? []);
  return useLoad(async () => {
    if (!enabled) return [];
    const query = [...(opts.query ?? []), ...(opts.event ? [{ key: 'event', value: opts.event }] : [])];
    const metric = opts.metric ?? (opts.event ? 'pv' : 'enterPv');
    const data = await source(code, {
      filter: { dimension, query, metrics: [metric], orderBy: `${metric} desc` },
      start: range.start,
      end: range.end,
    });
    const values = data
      .map((r) => r[dimension])
      .filter((v): v is string | number => v !== null && v !== '')
      .map(String);
    return opts.sort ? values.sort(opts.sort) : values;
  }, [code, source, dimension, range.start, range.end, opts.event, opts.metric, extra, enabled]);
}

/** Newest version first (1.10.0 before 1.9.0); text that is not a version last. */
export function compareVersionsDesc(a: string, b: string): number {
  const valid = (v: string) => /^\d+(\.\d+)*$/.test(v);
  if (valid(a) !== valid(b)) return valid(a) ? -1 : 1;
  return valid(a) ? compareVersions(b, a) : a.localeCompare(b);
}
