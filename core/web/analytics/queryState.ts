// The query bar's state as it lives in the URL (strings) and what it becomes in the metrics query
// (core/shared/metrics.ts): the filters every analytics screen has, whichever plugin shows it.
import type { FilterValue, MetricsQueryInput } from '../../shared/metrics';
import { parseCondition, type Parsed, type QueryItem } from './condition';

/** The filters every query bar has (date range, app version, platform, country, custom condition). */
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

export type QueryFilter = Omit<MetricsQueryInput['filter'], 'query'>;

/** The metrics query body for the state's dates and the given items. */
export function queryBody(s: Pick<BaseState, 'start' | 'end'>, items: QueryItem[], filter: QueryFilter): MetricsQueryInput {
  return { filter: { ...filter, query: items }, start: s.start, end: s.end };
}

/** A safe part of a file name: dates and codes keep, anything else becomes _. */
export function fileName(code: string, what: string, s: Pick<BaseState, 'start' | 'end'>): string {
  return `${code}_${what}_${s.start}_${s.end}.csv`.replace(/[^A-Za-z0-9_.-]/g, '_');
}
