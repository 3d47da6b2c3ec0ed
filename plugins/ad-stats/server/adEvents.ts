// Ad event stats (001 "Ad event stats", §3 "Ad event stats row"): per day the DAU and, per ad event,
// its users and events with the rates derived from them, for one platform, optionally only for the
// users who installed through some trackers (install.props.trackerToken / install.props.tracker:
// the install attribution) and for some countries. One metrics query per event, in parallel.
import type { Warehouse } from '../../../core/server/warehouse/types';
import { AD_EVENTS, CLICK_EVENT, FROM_CLICK_EVENTS, type AdEventRow } from '../shared';
import { byDay, daysOf, listFilter, num, ratio, type Filter } from './figures';

export interface AdEventQuery {
  start: string;
  end: string;
  platform: number;
  trackerToken: string[];
  country: string[];
  /** Tracker names (001 §7: network is a comma list of tracker names) */
  network: string[];
}

export function adEventFilters(q: AdEventQuery): Filter[] {
  return [
    { key: 'platform', value: q.platform },
    ...listFilter('country', q.country),
    ...listFilter('install.props.trackerToken', q.trackerToken),
    ...listFilter('install.props.tracker', q.network),
  ];
}

export async function adEventStats(wh: Warehouse, code: string, q: AdEventQuery): Promise<AdEventRow[]> {
  const base = adEventFilters(q);
  const [dau, ...events] = await Promise.all([
    byDay(wh, code, q, base, ['uv']),
    ...AD_EVENTS.map((e) => byDay(wh, code, q, [...base, { key: 'event', value: e }], ['uv', 'pv'])),
  ]);
  return daysOf(q.start, q.end).map((date) => {
    const daus = num(dau.get(date), 'uv');
    const row: AdEventRow = { date, daus };
    AD_EVENTS.forEach((e, i) => {
      const r = events[i].get(date);
      const pv = num(r, 'pv');
      const uv = num(r, 'uv');
      row[`${e}_pv`] = pv;
      row[`${e}_uv`] = uv;
      row[`${e}_per_user`] = ratio(pv, uv);
      row[`${e}_dau_rate`] = ratio(uv, daus);
      row[`${e}_per_dau`] = ratio(pv, daus);
    });
    for (const e of FROM_CLICK_EVENTS) row[`${e}_click_rate`] = ratio(Number(row[`${e}_pv`]), Number(row[`${CLICK_EVENT}_pv`]));
    return row;
  });
}
