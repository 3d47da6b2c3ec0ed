// Plugin `ad-stats`: ad daily stats and ad event stats (001 §2, §3, §7, §9). Both halves share the
// rights, the paths and the answers' shapes. Zod-free (the web manifest imports this file into
// the entry chunk): the query schemas are in schemas.ts.
import type { RightDecl } from '../../core/shared/access';
import type { KnownEvent } from '../../core/shared/events';
import type { MetricDecl, MetricFormula } from '../../core/shared/metricDecl';
import { typeOf } from '../../core/shared/endpoint';
import { linkNeed } from '../../core/shared/links';

export const PLUGIN_ID = 'ad-stats';

/** Screen paths (web half). */
export const paths = {
  daily: '/:code/ad-stats/daily',
  events: '/:code/ad-stats/events',
} as const;

/** Other plugins' screens this one opens (core/shared/links.ts), bound in app/links.ts. */
export const linkNeeds = {
  /** An unconfigured platform's Adjust app is set up there (plugin adjust-apps; admins). */
  adjustApps: linkNeed({ plugin: PLUGIN_ID, id: 'adjustApps', params: typeOf<object>() }),
};

export const RIGHTS = {
  daily: 'adDailyStats',
  events: 'adEventStats',
} as const;

export const rights: RightDecl[] = [
  { name: RIGHTS.daily, url: paths.daily, title: 'Ad daily stats' },
  { name: RIGHTS.events, url: paths.events, title: 'Ad event stats' },
];

/** API paths (under /v1); the adjust ones are the spec's (001 §7 "Ad-event stats"). */
export const api = {
  /** GET ?start&end&version&platform&country (comma lists) -> {data: AdDailyRow[]} */
  daily: '/v1/:code/adStats/daily',
  /** GET ?start&end -> {versions, countries}: the query bar's choices */
  dailyOptions: '/v1/:code/adStats/daily/options',
  /** GET ?platform -> {trackers: [{name, token}]} from the installs' attribution */
  trackers: '/v1/:code/adjust/trackers',
  /** GET ?platform -> {countries: [{code, name}]} */
  countries: '/v1/:code/adjust/countries',
  /** GET ?platform&start&end&trackerToken=a,b&country=US,GB&network=n1,n2 -> {data: AdEventRow[]} */
  adEventStats: '/v1/:code/adjust/adEventStats',
} as const;

/** The ad formats of the daily stats and their revenue events (value = revenue in USD). */
export const AD_FORMATS = [
  { name: 'Banner', event: 'Ad_banner_revenue' },
  { name: 'Interstitial', event: 'Ad_interstitial_revenue' },
  { name: 'Rewarded', event: 'Ad_rewarded_revenue' },
] as const satisfies readonly { name: string; event: KnownEvent }[];
export type AdFormat = (typeof AD_FORMATS)[number]['name'];

const REVENUE_EVENTS = AD_FORMATS.map((f) => f.event);
const adRevenue: MetricFormula = { kind: 'sum', events: REVENUE_EVENTS, field: 'value' };
const adImpressions: MetricFormula = { kind: 'pv', events: REVENUE_EVENTS };

/**
 * The ad metrics this plugin adds to core's game metrics (through its manifests): any stats
 * query may ask for them (daily stats, dimension stats), with the figures of the ad daily stats.
 */
export const AD_METRICS: readonly MetricDecl[] = [
  {
    name: 'adRevenue',
    title: 'Ad revenue: the value (USD) of the ad revenue events of every format',
    header: 'Ad Revenue',
    formula: adRevenue,
  },
  {
    name: 'adImpressions',
    title: 'Paid ad impressions: ad revenue events of every format',
    header: 'Ad Impressions',
    formula: adImpressions,
  },
  { name: 'adUsers', title: 'Users with an ad revenue event', header: 'Ad Users', formula: { kind: 'uv', events: REVENUE_EVENTS } },
  {
    name: 'adArpu',
    title: 'Ad revenue per user with any event matching the query (by day: arpDAU)',
    header: 'Ad arpU',
    formula: { kind: 'ratio', num: adRevenue, den: { kind: 'uv', events: null } },
  },
  {
    name: 'adEcpm',
    title: 'Ad revenue per 1000 paid impressions (eCPM)',
    header: 'Ad eCPM',
    formula: { kind: 'ratio', num: adRevenue, den: adImpressions, scale: 1000 },
  },
];

export interface AdFormatFigures {
  /** Users with a revenue event of the format */
  uv: number;
  /** Revenue events (impressions paid) */
  pv: number;
  sum_revenue: number;
  pv_per_uv: number | null;
  pv_per_dau: number | null;
  /** Revenue per 1000 impressions, 4 decimals (001 §9) */
  eCPM: number | null;
}

/** One day of ad daily stats (001 §3 "Ad daily row"). */
export type AdDailyRow = {
  date: string;
  dau: number;
  /** All formats' revenue / dau, 6 decimals (001 §9) */
  arpDAU: number | null;
  /** All formats' revenue */
  revenue: number;
} & Record<AdFormat, AdFormatFigures>;

export interface AdDailyOptions {
  versions: string[];
  countries: string[];
}

/** The ad events of the ad event stats (001 §3 "Ad event stats row"), in column order. */
export const AD_EVENTS = [
  'Ad_rewarded_video_click',
  'Ad_rewarded_video_showing',
  'Ad_rewarded_video_end',
  'Ad_total_interstitial_show',
] as const satisfies readonly KnownEvent[];
export type AdEvent = (typeof AD_EVENTS)[number];
/** The rewarded-video steps after the click, whose rates are taken from the clicks. */
export const FROM_CLICK_EVENTS = ['Ad_rewarded_video_showing', 'Ad_rewarded_video_end'] as const satisfies readonly AdEvent[];
export const CLICK_EVENT: AdEvent = 'Ad_rewarded_video_click';

/**
 * One day of ad event stats. Per ad event E: E_pv, E_uv and the derived E_per_user (pv / uv),
 * E_dau_rate (uv / daus), E_per_dau (pv / daus); for showing and end also E_click_rate
 * (E pv / click pv). Rates are fractions (0.25 = 25 %), 6 decimals; null when the divisor is 0.
 */
export type AdEventRow = { date: string; daus: number } & Record<string, number | string | null>;

export interface Tracker {
  name: string;
  token: string;
  /**
   * The token of the tracker's Adjust app, null when none of the project's apps is its; absent
   * when plugin adjust-apps is not enabled.
   */
  app?: string | null;
}

/** The platform's Adjust app (plugin adjust-apps), or that it has none. */
export type AdjustAppOfPlatform = { configured: true; token: string } | { configured: false };

export interface TrackersAnswer {
  trackers: Tracker[];
  /** Only with a platform, and only when plugin adjust-apps is enabled. */
  adjustApp?: AdjustAppOfPlatform;
}
export interface Country {
  code: string;
  name: string;
}

/** The ad event stats platforms (001 §2: iOS=2, Android=1). */
export const AD_PLATFORMS = [
  { value: '1', label: 'Android' },
  { value: '2', label: 'iOS' },
] as const;
