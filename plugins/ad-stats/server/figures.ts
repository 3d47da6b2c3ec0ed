// Small helpers the ad stats answers share: every day of a range, rounding, ratios, the metrics
// query over the days of a range.
import { runMetricsQuery } from '../../../core/server/warehouse/metrics/run';
import type { Warehouse } from '../../../core/server/warehouse/types';
import type { FilterValue, MetricsRow } from '../../../core/shared/metrics';

/** Every UTC day from start to end, both included. */
export function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`), last = Date.parse(`${end}T00:00:00Z`); t <= last; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  // Rounded to 9 digits first, so a sum that is 0.00005 short of a half does not flip (as run.ts).
  return Math.round(Math.round(x * 1e9) / (1e9 / f)) / f || 0;
};

/** a / b rounded, or null when b is 0. */
export const ratio = (a: number, b: number, digits = 6): number | null => (b ? round(a / b, digits) : null);

export type Filter = { key: string; value: FilterValue };

/** A filter when the list has values (an empty list is no filter). */
export const listFilter = (key: string, values: readonly (string | number)[]): Filter[] =>
  values.length ? [{ key, value: [...values] }] : [];

/** The metrics of each day of the range, by day (missing days: no entry). */
export async function byDay(
  wh: Warehouse,
  code: string,
  range: { start: string; end: string },
  query: Filter[],
  metrics: string[],
): Promise<Map<string, MetricsRow>> {
  const rows = await runMetricsQuery(wh, code, { filter: { dimension: 'day', query, metrics }, start: range.start, end: range.end });
  return new Map(rows.map((r) => [String(r.day), r]));
}

export const num = (row: MetricsRow | undefined, key: string): number => Number(row?.[key] ?? 0) || 0;
