// Typed calls of the ad-stats plugin, relative to /v1 (001 §7 "Ad daily stats", "Ad-event stats").
import { api } from '../../../core/web/http';
import type { AdDailyOptions, AdDailyRow, AdEventRow, Country, Tracker } from '../shared';

const base = (code: string) => `/${encodeURIComponent(code)}`;
/** Query values without the empty ones (an empty list is no filter). */
const clean = (q: Record<string, string>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== ''));

export const adStatsApi = {
  daily: (code: string, q: { start: string; end: string; version: string; platform: string; country: string }) =>
    api<{ data: AdDailyRow[] }>(`${base(code)}/adStats/daily`, { query: clean(q) }).then((r) => r.data),
  dailyOptions: (code: string, q: { start: string; end: string }) => api<AdDailyOptions>(`${base(code)}/adStats/daily/options`, { query: clean(q) }),
  trackers: (code: string, platform: string) => api<{ trackers: Tracker[] }>(`${base(code)}/adjust/trackers`, { query: { platform } }).then((r) => r.trackers),
  countries: (code: string, platform: string) => api<{ countries: Country[] }>(`${base(code)}/adjust/countries`, { query: { platform } }).then((r) => r.countries),
  adEventStats: (code: string, q: { platform: string; start: string; end: string; trackerToken: string; country: string; network: string }) =>
    api<{ data: AdEventRow[] }>(`${base(code)}/adjust/adEventStats`, { query: clean(q) }).then((r) => r.data),
};
