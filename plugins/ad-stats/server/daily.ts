// Ad daily stats (001 "Ad daily stats", §3 "Ad daily row", §9): per day the DAU, the ad revenue
// per DAU and, per ad format, the users and events of its revenue event, their revenue, events per
// user and per DAU, and the eCPM (revenue per 1000 impressions). One metrics query per figure
// group, in parallel; the DAU counts the users with any event under the same filters.
import type { Warehouse } from '../../../core/server/warehouse/types';
import { AD_FORMATS, type AdDailyRow, type AdFormatFigures } from '../shared';
import { byDay, daysOf, listFilter, num, ratio, round, type Filter } from './figures';

export interface DailyQuery {
  start: string;
  end: string;
  version: string[];
  platform: number | null;
  country: string[];
}

export function dailyFilters(q: DailyQuery): Filter[] {
  return [
    ...listFilter('appVersion', q.version),
    ...(q.platform ? [{ key: 'platform', value: q.platform }] : []),
    ...listFilter('country', q.country),
  ];
}

export async function adDailyStats(wh: Warehouse, code: string, q: DailyQuery): Promise<AdDailyRow[]> {
  const base = dailyFilters(q);
  const [dau, ...formats] = await Promise.all([
    byDay(wh, code, q, base, ['uv']),
    ...AD_FORMATS.map((f) => byDay(wh, code, q, [...base, { key: 'event', value: f.event }], ['uv', 'pv', 'valueSum'])),
  ]);
  return daysOf(q.start, q.end).map((date) => {
    const users = num(dau.get(date), 'uv');
    const row = { date, dau: users } as AdDailyRow;
    let revenue = 0;
    AD_FORMATS.forEach((f, i) => {
      const r = formats[i].get(date);
      const pv = num(r, 'pv');
      const sum = num(r, 'valueSum');
      revenue += sum;
      const figures: AdFormatFigures = {
        uv: num(r, 'uv'),
        pv,
        sum_revenue: round(sum, 6),
        pv_per_uv: ratio(pv, num(r, 'uv'), 4),
        pv_per_dau: ratio(pv, users, 4),
        eCPM: ratio(sum * 1000, pv, 4),
      };
      row[f.name] = figures;
    });
    row.revenue = round(revenue, 6);
    row.arpDAU = ratio(revenue, users, 6);
    return row;
  });
}
