// Histogram with median (000 §2.5, §9): finish durations bucketed by split points, the count per
// bucket, its share and the running share, and where the median (fraction 0.5) falls.
import type { MetricsRow } from '../../../core/shared/metrics';
import type { Parsed } from '../../../core/web/analytics/condition';
import { readConfigKey } from '../../../core/shared/projectConfig';
import { statsConfigSchema } from '../schemas';

export const DEFAULT_SPLIT_POINTS = [30, 60, 120, 180, 300, 600];
export const MEDIAN = 0.5;

export interface Bucket {
  label: string;
  from: number | null;
  to: number | null;
  count: number;
  share: number | null;
  cumulative: number | null;
}

/** "30, 60, 120" -> [30, 60, 120] (sorted, each once). */
export function parsePoints(text: string): Parsed<number[]> {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  if (!parts.length) return { ok: false, error: 'Split points: at least one number' };
  const bad = parts.find((p) => !/^\d+(\.\d+)?$/.test(p));
  // A negative number is a number: say what is wrong with it.
  if (bad !== undefined && /^-\d+(\.\d+)?$/.test(bad)) return { ok: false, error: `Split points must be 0 or more, not ${bad}` };
  if (bad !== undefined) return { ok: false, error: `Split points: ${bad} is not a number` };
  if (parts.length > 100) return { ok: false, error: 'Split points: at most 100' };
  return { ok: true, value: [...new Set(parts.map(Number))].sort((a, b) => a - b) };
}

/** The project config's split points (config.splitPoints, through the stats config schema), else the defaults. */
export function configPoints(config: Record<string, unknown> | undefined): number[] {
  const list = readConfigKey(statsConfigSchema, 'splitPoints', config, null);
  return list ? [...new Set(list)].sort((a, b) => a - b) : DEFAULT_SPLIT_POINTS;
}

export function bucketLabel(i: number, points: readonly number[]): string {
  if (i === 0) return `<${points[0]}`;
  if (i === points.length) return `>=${points[i - 1]}`;
  return `${points[i - 1]}-${points[i]}`;
}

/** Every bucket of the split points (the answer leaves out empty ones) with counts and shares. */
export function histogramBuckets(data: readonly MetricsRow[], points: readonly number[], metric: string, dimension = 'duration'): Bucket[] {
  const byLabel = new Map(data.map((r) => [String(r[dimension]), Number(r[metric]) || 0]));
  const counts = Array.from({ length: points.length + 1 }, (_, i) => byLabel.get(bucketLabel(i, points)) ?? 0);
  const total = counts.reduce((a, b) => a + b, 0);
  let running = 0;
  return counts.map((count, i) => {
    running += count;
    return {
      label: bucketLabel(i, points),
      from: i === 0 ? null : points[i - 1],
      to: i === points.length ? null : points[i],
      count,
      share: total ? count / total : null,
      cumulative: total ? running / total : null,
    };
  });
}

/**
 * Where a value sits on the category axis of the buckets: bucket i spans i-0.5 .. i+0.5, placed
 * linearly between its bounds (the open-ended first and last buckets: at their middle).
 */
export function valuePosition(value: number, points: readonly number[]): number {
  if (!points.length) return 0;
  let i = points.findIndex((p) => value < p);
  if (i === -1) i = points.length;
  const from = i === 0 ? null : points[i - 1];
  const to = i === points.length ? null : points[i];
  if (from === null || to === null) return i;
  return i - 0.5 + (value - from) / (to - from);
}
