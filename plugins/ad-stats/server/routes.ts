// The ad stats API: ad daily stats and its choices (right adDailyStats), and the spec's adjust
// calls for the ad event stats (right adEventStats: 001 §7 "Ad-event stats").
import { rule } from '../../../core/shared/access';
import { coreConfigSchema, readConfigKey } from '../../../core/shared/projectConfig';
import { routeOf } from '../../../core/server/plugin';
import { runMetricsQuery } from '../../../core/server/warehouse/metrics/run';
import { endpoints } from '../endpoints';
import { RIGHTS } from '../shared';
import { adEventStats } from './adEvents';
import { countriesOf, trackersOf } from './attribution';
import { labelTrackers, platformApp } from './trackerApps';
import { adDailyStats } from './daily';

const daily = rule.right(RIGHTS.daily);
const events = rule.right(RIGHTS.events);

/** Newest version first (1.10.0 before 1.9.0). */
function byVersionDesc(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pb[i] ?? 0) - (pa[i] ?? 0);
    if (d && Number.isFinite(d)) return d;
  }
  return b.localeCompare(a);
}

export const adStatsRoutes = [
  routeOf(endpoints.daily, {
    rule: daily,
    summary:
      'Ad daily stats: per day dau, arpDAU and per format (Banner, Interstitial, Rewarded) uv, pv, sum_revenue, pv_per_uv, pv_per_dau, eCPM',
    async handler({ query, project, services }) {
      return { data: await adDailyStats(services.warehouse, project.code, query) };
    },
  }),
  routeOf(endpoints.dailyOptions, {
    rule: daily,
    summary:
      "The ad daily stats query bar's choices: the app versions seen in the range, the project's country list (else the countries seen)",
    async handler({ query, project, services }) {
      const seen = (dimension: string) =>
        runMetricsQuery(services.warehouse, project.code, {
          filter: { dimension, query: [], metrics: ['uv'] },
          start: query.start,
          end: query.end,
        }).then((rows) => rows.map((r) => r[dimension]).filter((v): v is string => typeof v === 'string' && v !== ''));
      const configured = readConfigKey(coreConfigSchema, 'countries', project.config, null);
      const [versions, countries] = await Promise.all([seen('appVersion'), configured ? configured : seen('country')]);
      return { versions: versions.sort(byVersionDesc), countries };
    },
  }),
  routeOf(endpoints.trackers, {
    rule: events,
    summary:
      "The platform's trackers ({name, token}) from the install attribution (props.tracker, props.trackerToken of install events); with plugin adjust-apps each tracker's Adjust app and the platform's",
    async handler({ db, query, project, services }) {
      const trackers = await trackersOf(services.warehouse, project.code, query.platform);
      // Plugin adjust-apps, when enabled, offers the project's Adjust apps (core/server/provides.ts).
      const adjustApps = services.provided('adjust.apps');
      if (!adjustApps) return { trackers };
      const apps = await adjustApps(db, project.code);
      const labelled = await labelTrackers(services.warehouse, project.code, query.platform, trackers, apps);
      // Adjust apps are for Android (1) and iOS (2).
      return query.platform === 1 || query.platform === 2
        ? { trackers: labelled, adjustApp: platformApp(apps, query.platform) }
        : { trackers: labelled };
    },
  }),
  routeOf(endpoints.countries, {
    rule: events,
    summary: "The countries ({code, name}) the platform's users installed in",
    async handler({ query, project, services }) {
      return { countries: await countriesOf(services.warehouse, project.code, query.platform) };
    },
  }),
  routeOf(endpoints.adEventStats, {
    rule: events,
    summary:
      'Ad event stats per day for a platform, optionally for the users of some trackers (trackerToken, or network: tracker names) and countries',
    async handler({ query, project, services }) {
      return { data: await adEventStats(services.warehouse, project.code, query) };
    },
  }),
];
