// Pure data shaping for the Chart (no uPlot, no DOM): rows into series, aligned data, grouped bar
// geometry, category tick steps, y ranges that keep zero, and value formats.

export type ValueFormat = 'number' | 'percent' | 'seconds' | ((v: number) => string);

export type ChartX =
  /** Unix seconds. */
  { kind: 'time'; values: number[] } | { kind: 'category'; labels: string[] };

/** A y-axis: the left one, the second ('right'), or the id of one of the chart's extra axes. */
export type ChartAxisId = 'left' | 'right' | (string & {});

/** A further y-axis (a chart with more measures than two scales can show), named by series' `axis`. */
export interface ChartExtraAxis {
  id: string;
  label?: string;
  format?: ValueFormat;
  /** Default 'right' (outside the second y-axis). */
  side?: 'left' | 'right';
}

export interface ChartSeries {
  label: string;
  values: (number | null | undefined)[];
  /** 'right' puts the series on the second y-axis; an extra axis' id on that axis. */
  axis?: ChartAxisId;
  /** Overrides the chart's mode for this series (bars with a line on the second axis). */
  kind?: 'line' | 'bar';
  /** A CSS colour; by default the series takes the next colour of the palette. */
  color?: string;
  /** Starts switched off (the legend switches it on). */
  hidden?: boolean;
}

/** Mantine's 6th shades, ordered so neighbours contrast; dark mode takes the lighter 4th shades. */
const LIGHT = ['#228be6', '#fa5252', '#40c057', '#fab005', '#7950f2', '#15aabf', '#fd7e14', '#e64980', '#82c91e', '#4c6ef5'];
const DARK = ['#4dabf7', '#ff8787', '#69db7c', '#ffd43b', '#9775fa', '#3bc9db', '#ffa94d', '#f783ac', '#a9e34b', '#748ffc'];

export function seriesColor(index: number, scheme: 'light' | 'dark'): string {
  const list = scheme === 'dark' ? DARK : LIGHT;
  return list[index % list.length];
}

export interface RowSeriesDef<R> {
  label: string;
  /** A field of the row, or a function of it. */
  value: keyof R | ((row: R) => number | null | undefined);
  axis?: ChartAxisId;
  kind?: 'line' | 'bar';
  color?: string;
  hidden?: boolean;
}

function numberOrNull(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Rows (one per category) into category labels and one series per definition. */
export function rowsToCategorySeries<R extends object>(
  rows: readonly R[],
  label: (row: R) => string | number | null | undefined,
  defs: readonly RowSeriesDef<R>[],
): { x: ChartX; series: ChartSeries[] } {
  return {
    x: { kind: 'category', labels: rows.map((r) => String(label(r) ?? '')) },
    series: defs.map((d) => ({
      label: d.label,
      axis: d.axis,
      kind: d.kind,
      color: d.color,
      hidden: d.hidden,
      values: rows.map((r) => numberOrNull(typeof d.value === 'function' ? d.value(r) : (r as Record<PropertyKey, unknown>)[d.value])),
    })),
  };
}

/** uPlot's aligned data: the x values (category indices, or times) then each series. */
export function alignedData(x: ChartX, series: readonly ChartSeries[]): (number | null)[][] {
  const xs = x.kind === 'time' ? [...x.values] : x.labels.map((_, i) => i);
  return [xs, ...series.map((s) => xs.map((_, i) => numberOrNull(s.values[i])))];
}

export function hasData(x: ChartX, series: readonly ChartSeries[]): boolean {
  const n = x.kind === 'time' ? x.values.length : x.labels.length;
  return n > 0 && series.some((s) => s.values.some((v) => numberOrNull(v) !== null));
}

/**
 * Side-by-side bars in each category: bar `index` of `count` starts `offset` from the category's
 * centre and is `width` wide (x units; a category is 1 wide, the group takes `group` of it).
 */
export function barSlot(index: number, count: number, group = 0.8): { offset: number; width: number } {
  const width = group / Math.max(1, count);
  return { offset: -group / 2 + index * width, width };
}

/** Every `step`-th category gets a label so labels stay at least `minGap` pixels apart. */
export function categoryStep(count: number, plotWidth: number, minGap = 48): number {
  if (count <= 0 || plotWidth <= 0) return 1;
  const perLabel = plotWidth / count;
  if (perLabel >= minGap) return 1;
  const raw = Math.ceil(minGap / perLabel);
  // Round up to 1, 2, 5 x 10^k so the labelled categories are easy to read (level 10, 20, 30).
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * pow >= raw) return m * pow;
  return raw;
}

/** The category indices that get a label within [min, max]. */
export function categorySplits(count: number, step: number, min = 0, max = count - 1): number[] {
  const out: number[] = [];
  const from = Math.max(0, Math.ceil(min));
  const first = from % step === 0 ? from : from + (step - (from % step));
  for (let i = first; i <= Math.min(count - 1, Math.floor(max)); i += step) out.push(i);
  return out;
}

/** Ticks at every multiple of `step` within [min, max] (a fixed axis such as 0-100 step 5). */
export function stepSplits(min: number, max: number, step: number): number[] {
  if (!(step > 0) || !Number.isFinite(min) || !Number.isFinite(max)) return [];
  const out: number[] = [];
  // Multiples by index (not by adding steps), trimmed to 12 digits: 0.3, not 0.30000000000000004.
  for (let k = Math.ceil(min / step - 1e-9); k * step <= max + step * 1e-9 && out.length < 1000; k++)
    out.push(Number((k * step).toPrecision(12)));
  return out;
}

/** A y range that includes zero (counts and rates read from zero) with a little headroom. */
export function rangeWithZero(min: number | null, max: number | null): [number, number] {
  const lo = Math.min(0, min ?? 0);
  const hi = Math.max(0, max ?? 0);
  if (lo === hi) return [0, 1];
  const pad = (hi - lo) * 0.05;
  return [lo < 0 ? lo - pad : 0, hi > 0 ? hi + pad : 0];
}

function trimNumber(v: number, digits: number): string {
  return v.toLocaleString('en-US', { maximumFractionDigits: digits });
}

export function formatValue(v: number | null | undefined, format: ValueFormat = 'number'): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  if (typeof format === 'function') return format(v);
  switch (format) {
    case 'percent':
      return `${trimNumber(v * 100, 2)}%`;
    case 'seconds':
      return `${trimNumber(v, 1)} s`;
    default:
      return trimNumber(v, Math.abs(v) >= 100 ? 0 : 2);
  }
}

/** Width in pixels of a y axis for its tick labels (12px text: ',' and '.' narrow, '%' wide) and the ticks. */
export function axisWidth(labels: readonly string[]): number {
  const width = (l: string) => [...l].reduce((w, c) => w + (c === ',' || c === '.' ? 4 : c === '%' ? 11 : 7), 0);
  const longest = labels.reduce((m, l) => Math.max(m, width(l)), 0);
  return Math.max(40, Math.min(120, 20 + longest));
}

/** Every UTC day from start to end (YYYY-MM-DD, both included). */
export function everyDay(start: string, end: string, max = 1000): string[] {
  const out: string[] = [];
  let t = Date.parse(`${start}T00:00:00Z`);
  const last = Date.parse(`${end}T00:00:00Z`);
  while (Number.isFinite(t) && t <= last && out.length < max) {
    out.push(new Date(t).toISOString().slice(0, 10));
    t += 86_400_000;
  }
  return out;
}

/**
 * Rows by day with a row for every day of the range: a missing day gets 0 for the `zero` keys
 * (counts) and nothing for the rest (rates and durations stay gaps).
 */
export function fillDays<R extends Record<string, unknown>>(
  rows: readonly R[],
  range: { start: string; end: string },
  zero: readonly string[],
  dayKey = 'day',
): R[] {
  const byDay = new Map(rows.map((r) => [String(r[dayKey]), r]));
  return everyDay(range.start, range.end).map(
    (day) => byDay.get(day) ?? ({ [dayKey]: day, ...Object.fromEntries(zero.map((k) => [k, 0])) } as unknown as R),
  );
}

/** Unix seconds of a YYYY-MM-DD day (UTC midnight), for a time axis. */
export function daySeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

/** True when every value is a whole number (counts): the axis then ticks whole numbers only. */
export function allWhole(series: readonly ChartSeries[]): boolean {
  return series.every((s) => s.values.every((v) => v === null || v === undefined || Number.isInteger(v)));
}

/** Rows keyed by a whole number (a level) with a row for every number from the first to the last; missing ones get 0 for `zero`. */
export function fillWhole<R extends Record<string, unknown>>(rows: readonly R[], key: string, zero: readonly string[], max = 10_000): R[] {
  const keys = rows.map((r) => Number(r[key])).filter(Number.isInteger);
  if (!keys.length) return [...rows];
  const lo = Math.min(...keys);
  const hi = Math.min(Math.max(...keys), lo + max - 1);
  const byKey = new Map(rows.map((r) => [Number(r[key]), r]));
  const out: R[] = [];
  for (let k = lo; k <= hi; k++) out.push(byKey.get(k) ?? ({ [key]: k, ...Object.fromEntries(zero.map((z) => [z, 0])) } as unknown as R));
  return out;
}
