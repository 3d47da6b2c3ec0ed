// Typed calls of the ad-stats plugin (001 §7 "Ad daily stats", "Ad-event stats"), built from the
// shared endpoints (../endpoints.ts).
import { call } from '../../../core/web/http';
import { endpoints } from '../endpoints';

/** Query values without the empty ones (an empty list is no filter). */
const clean = <Q extends Record<string, string>>(q: Q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '')) as Partial<Q>;

export const adStatsApi = {
  daily: (code: string, q: { start: string; end: string; version: string; platform: string; country: string }) =>
    call(endpoints.daily, { params: { code }, query: clean(q) }).then((r) => r.data),
  dailyOptions: (code: string, q: { start: string; end: string }) => call(endpoints.dailyOptions, { params: { code }, query: clean(q) }),
  /** The platform's trackers and, with plugin adjust-apps, its Adjust app. */
  trackers: (code: string, platform: string) => call(endpoints.trackers, { params: { code }, query: { platform } }),
  countries: (code: string, platform: string) =>
    call(endpoints.countries, { params: { code }, query: { platform } }).then((r) => r.countries),
  adEventStats: (
    code: string,
    q: { platform: string; start: string; end: string; trackerToken: string; country: string; network: string },
  ) => call(endpoints.adEventStats, { params: { code }, query: { ...clean(q), platform: q.platform } }).then((r) => r.data),
};
