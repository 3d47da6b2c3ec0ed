// Plugin `stats`: level statistics and the other event-based screens (000 §2.4-2.5, 001, 002).
// Both halves share the rights, the screen paths and the API shapes; the query itself is
// core's (core/shared/metrics.ts), compiled by the warehouse for DuckDB or ClickHouse.
import type { RightDecl } from '../../core/shared/access';
import type { BuiltinMetric, Dimension } from '../../core/shared/metrics';
import { typeOf } from '../../core/shared/endpoint';
import { routeRef } from '../../core/shared/links';

// Zod-free (the web manifest imports this file into the entry chunk): the schemas and
// BUILTIN_METRICS are imported from core/shared/metrics where needed.
export type { MetricsQuery, MetricsQueryInput, MetricsRow, MetricsResponse, ConfiguredMetric, FilterValue } from '../../core/shared/metrics';

export const PLUGIN_ID = 'stats';

/** Screen paths (web half). */
export const paths = {
  level: '/:code/stats/level',
  histogram: '/:code/stats/histogram',
  levelAchievement: '/:code/stats/levelAchievement',
  levelDiffs: '/:code/stats/levelDiffs',
  activityLevel: '/:code/stats/activityLevel',
  funnel: '/:code/stats/funnel',
  findItemRetention: '/:code/stats/findItemRetention',
  likeDislike: '/:code/stats/likeDislike',
  config: '/:code/stats/config',
  // Users and engagement (001, 002)
  dailyActiveUser: '/:code/stats/dailyActiveUser',
  dailyNewUser: '/:code/stats/dailyNewUser',
  totalUserAndAccount: '/:code/stats/totalUserAndAccount',
  dailyNewAccount: '/:code/stats/dailyNewAccount',
  eventStats: '/:code/stats/event',
  dailyStats: '/:code/stats/daily',
  dimensionStats: '/:code/stats/dimension',
  /** 002: the push task list links here with ?platform= */
  dailyUserToken: '/:code/stats/dailyUserToken',
} as const;

/** The URL state a statistics screen reads from its query string (001, 002). */
interface RangeQuery {
  start: string;
  end: string;
}

/**
 * The screens other plugins may open (core/shared/links.ts): each ref's id is its route's name in
 * web/index.ts; app/links.ts binds other plugins' link needs to these (e.g. the dashboard's cards).
 */
export const routeRefs = {
  dailyActiveUser: routeRef({ plugin: PLUGIN_ID, id: 'dailyActiveUser', path: paths.dailyActiveUser, query: typeOf<RangeQuery & { platform: '1' | '2' }>() }),
  dailyNewUser: routeRef({ plugin: PLUGIN_ID, id: 'dailyNewUser', path: paths.dailyNewUser, query: typeOf<RangeQuery & { platform: '1' | '2' }>() }),
  totalUserAndAccount: routeRef({ plugin: PLUGIN_ID, id: 'totalUserAndAccount', path: paths.totalUserAndAccount, query: typeOf<RangeQuery>() }),
  dailyNewAccount: routeRef({ plugin: PLUGIN_ID, id: 'dailyNewAccount', path: paths.dailyNewAccount, query: typeOf<RangeQuery>() }),
  eventStats: routeRef({ plugin: PLUGIN_ID, id: 'event', path: paths.eventStats, query: typeOf<RangeQuery & { finishEvtName: string }>() }),
  dailyUserToken: routeRef({ plugin: PLUGIN_ID, id: 'dailyUserToken', path: paths.dailyUserToken, query: typeOf<{ platform: '1' | '2' }>() }),
};

export const RIGHTS = {
  levelStats: 'levelStats',
  histogram: 'levelHistogram',
  levelAchievement: 'levelAchievement',
  levelDiffs: 'levelDiffs',
  activityLevel: 'activityLevelStats',
  funnel: 'funnelStats',
  findItemRetention: 'findItemRetention',
  likeDislike: 'likeDislikeStats',
  config: 'statsConfig',
  dailyActiveUser: 'dailyActiveUser',
  dailyNewUser: 'dailyNewUser',
  totalUserAndAccount: 'totalUserAndAccount',
  dailyNewAccount: 'dailyNewAccount',
  eventStats: 'eventStats',
  dailyStats: 'dailyStats',
  dimensionStats: 'dimensionStats',
  dailyUserToken: 'dailyUserToken',
} as const;

export const rights: RightDecl[] = [
  { name: RIGHTS.levelStats, url: paths.level, title: 'Level statistics' },
  { name: RIGHTS.histogram, url: paths.histogram, title: 'Histogram' },
  { name: RIGHTS.levelAchievement, url: paths.levelAchievement, title: 'Level achievement' },
  { name: RIGHTS.levelDiffs, url: paths.levelDiffs, title: 'Level stats diffs' },
  { name: RIGHTS.activityLevel, url: paths.activityLevel, title: 'Activity level stats' },
  { name: RIGHTS.funnel, url: paths.funnel, title: 'Funnel' },
  { name: RIGHTS.findItemRetention, url: paths.findItemRetention, title: 'Find-item retention' },
  { name: RIGHTS.likeDislike, url: paths.likeDislike, title: 'Like/dislike' },
  { name: RIGHTS.config, url: paths.config, title: 'Stats config' },
  { name: RIGHTS.dailyActiveUser, url: paths.dailyActiveUser, title: 'Daily active user' },
  { name: RIGHTS.dailyNewUser, url: paths.dailyNewUser, title: 'Daily new user' },
  { name: RIGHTS.totalUserAndAccount, url: paths.totalUserAndAccount, title: 'Total users and accounts' },
  { name: RIGHTS.dailyNewAccount, url: paths.dailyNewAccount, title: 'Daily new account' },
  { name: RIGHTS.eventStats, url: paths.eventStats, title: 'Event stats' },
  { name: RIGHTS.dailyStats, url: paths.dailyStats, title: 'Daily stats' },
  { name: RIGHTS.dimensionStats, url: paths.dimensionStats, title: 'Dimension stats' },
  { name: RIGHTS.dailyUserToken, url: paths.dailyUserToken, title: 'Daily user token' },
];

/** API paths (under /v1). */
export const api = {
  /** POST {filter, start, end} -> {data}, for holders of levelStats */
  query: '/v1/:code/stats/query',
  /** GET -> the metrics and dimensions a query may name in this project (any member) */
  catalog: '/v1/:code/stats/catalog',
} as const;

/** The screens whose metrics query is guarded by their own right (RIGHTS of the same key). */
export type QueryScreen = Exclude<keyof typeof RIGHTS, 'config'>;

/**
 * The same metrics query, one path per screen right, so a user holding only that screen's right
 * can query: POST /v1/:code/stats/query for level statistics, /v1/:code/stats/<screen>/query else.
 */
export const queryPaths: Record<QueryScreen, string> = {
  levelStats: api.query,
  histogram: '/v1/:code/stats/histogram/query',
  levelAchievement: '/v1/:code/stats/levelAchievement/query',
  levelDiffs: '/v1/:code/stats/levelDiffs/query',
  activityLevel: '/v1/:code/stats/activityLevel/query',
  funnel: '/v1/:code/stats/funnel/query',
  findItemRetention: '/v1/:code/stats/findItemRetention/query',
  likeDislike: '/v1/:code/stats/likeDislike/query',
  dailyActiveUser: '/v1/:code/stats/dailyActiveUser/query',
  dailyNewUser: '/v1/:code/stats/dailyNewUser/query',
  totalUserAndAccount: '/v1/:code/stats/totalUserAndAccount/query',
  dailyNewAccount: '/v1/:code/stats/dailyNewAccount/query',
  eventStats: '/v1/:code/stats/eventStats/query',
  dailyStats: '/v1/:code/stats/daily/query',
  dimensionStats: '/v1/:code/stats/dimensionStats/query',
  dailyUserToken: '/v1/:code/stats/dailyUserToken/query',
};

/** The level-statistics table's metrics (001 §3, 002 §3) in column order. */
export const LEVEL_TABLE_METRICS: BuiltinMetric[] = [
  'enterUv', 'enterPv', 'sectionUv', 'sectionPv', 'halfUv', 'halfPv', 'finishUv', 'finishPv', 'giveUpUv', 'giveUpPv',
  'uvLost', 'enterUvLost', 'finishUvRate', 'finishPvRate', 'enterPerUser', 'duration', 'duration_median', 'durationPv', 'hint', 'lvNum',
];

/** The one project's extra level columns (001 §3), after the standard ones and the configured metrics. */
export const LEVEL_EXTRA_METRICS: BuiltinMetric[] = [
  'folderName', 'name', 'skillLevelName', 'lost', 'dur_per_uv', 'finishRetry', 'finishDuration', 'afterFailUv', 'afterFailPv', 'afterFinishUv', 'afterFinishPv',
];

export interface CatalogResponse {
  metrics: { name: string; title: string; configured: boolean }[];
  dimensions: (Dimension | 'props.<key>')[];
}
