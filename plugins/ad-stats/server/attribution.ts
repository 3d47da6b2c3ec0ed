// The choices of the ad event stats' filters, from the install attribution in the events: the
// trackers (props.trackerToken of install events, named by their props.tracker) and the countries
// the platform's users installed in, over all the project's installs.
import { runMetricsQuery } from '../../../core/server/warehouse/metrics/run';
import type { Warehouse } from '../../../core/server/warehouse/types';
import type { Country, Tracker } from '../shared';
import type { Filter } from './figures';

/** The first day events may carry (core/shared/events MIN_EVENT_TS): "all time". */
export const FIRST_DAY = '2015-01-01';
export const today = () => new Date().toISOString().slice(0, 10);

export const installs = (platform: number | null): Filter[] => [
  { key: 'event', value: 'install' },
  ...(platform ? [{ key: 'platform', value: platform }] : []),
];

/** `more`: filters on the install events beyond the platform (an app token). */
export async function trackersOf(wh: Warehouse, code: string, platform: number | null, more: Filter[] = []): Promise<Tracker[]> {
  const rows = await runMetricsQuery(wh, code, {
    filter: { dimension: 'props.trackerToken', query: [...installs(platform), ...more], metrics: ['trackerName'] },
    start: FIRST_DAY,
    end: today(),
  });
  return rows
    .filter((r) => r['props.trackerToken'])
    .map((r) => ({ token: String(r['props.trackerToken']), name: String(r.trackerName ?? r['props.trackerToken']) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.token.localeCompare(b.token));
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name of an ISO country code; the code itself for others (OTHER, XX). */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code === 'OTHER' ? 'Other' : code;
  try {
    const name = regionNames.of(code);
    return name && name !== 'Unknown Region' ? name : code;
  } catch {
    return code;
  }
}

export async function countriesOf(wh: Warehouse, code: string, platform: number | null): Promise<Country[]> {
  const rows = await runMetricsQuery(wh, code, {
    filter: { dimension: 'country', query: installs(platform), metrics: ['uv'] },
    start: FIRST_DAY,
    end: today(),
  });
  return rows
    .filter((r) => r.country)
    .map((r) => ({ code: String(r.country), name: countryName(String(r.country)) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
