// Plugin `stats`: level statistics and the other event-based screens (000 §2.4-2.5, 001, 002).
// Both halves share the rights, the screen paths and the API shapes; the query itself is
// core's (core/shared/metrics.ts), compiled by the warehouse for DuckDB or ClickHouse.
import type { RightDecl } from '../../core/shared/access';
import type { BuiltinMetric, Dimension } from '../../core/shared/metrics';
import { typeOf } from '../../core/shared/endpoint';
import { routeRef } from '../../core/shared/links';
import { overridesFor } from '../../core/shared/overrides';
import { ACCOUNT_TYPES } from '../../core/shared/events';

// Zod-free (the web manifest imports this file into the entry chunk): the schemas and
// BUILTIN_METRICS are imported from core/shared/metrics where needed.
export type {
  MetricsQuery,
  MetricsQueryInput,
  MetricsRow,
  MetricsResponse,
  ConfiguredMetric,
  FilterValue,
} from '../../core/shared/metrics';

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
  dailyActiveUser: routeRef({
    plugin: PLUGIN_ID,
    id: 'dailyActiveUser',
    path: paths.dailyActiveUser,
    query: typeOf<RangeQuery & { platform: '1' | '2' }>(),
  }),
  dailyNewUser: routeRef({
    plugin: PLUGIN_ID,
    id: 'dailyNewUser',
    path: paths.dailyNewUser,
    query: typeOf<RangeQuery & { platform: '1' | '2' }>(),
  }),
  totalUserAndAccount: routeRef({
    plugin: PLUGIN_ID,
    id: 'totalUserAndAccount',
    path: paths.totalUserAndAccount,
    query: typeOf<RangeQuery>(),
  }),
  dailyNewAccount: routeRef({ plugin: PLUGIN_ID, id: 'dailyNewAccount', path: paths.dailyNewAccount, query: typeOf<RangeQuery>() }),
  eventStats: routeRef({ plugin: PLUGIN_ID, id: 'event', path: paths.eventStats, query: typeOf<RangeQuery & { finishEvtName: string }>() }),
  dailyUserToken: routeRef({
    plugin: PLUGIN_ID,
    id: 'dailyUserToken',
    path: paths.dailyUserToken,
    query: typeOf<{ platform: '1' | '2' }>(),
  }),
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
  'enterUv',
  'enterPv',
  'sectionUv',
  'sectionPv',
  'halfUv',
  'halfPv',
  'finishUv',
  'finishPv',
  'giveUpUv',
  'giveUpPv',
  'uvLost',
  'enterUvLost',
  'finishUvRate',
  'finishPvRate',
  'enterPerUser',
  'duration',
  'duration_median',
  'durationPv',
  'hint',
  'lvNum',
];

/** The one project's extra level columns (001 §3), after the standard ones and the configured metrics. */
export const LEVEL_EXTRA_METRICS: BuiltinMetric[] = [
  'folderName',
  'name',
  'skillLevelName',
  'lost',
  'dur_per_uv',
  'finishRetry',
  'finishDuration',
  'afterFailUv',
  'afterFailPv',
  'afterFinishUv',
  'afterFinishPv',
];

export interface CatalogResponse {
  metrics: { name: string; title: string; configured: boolean }[];
  dimensions: (Dimension | 'props.<key>')[];
}

// Per-project overrides of the stats plugin (DESIGN §3). Zod-free: projects/<code>.ts and the
// web screens import it.
/** A level-type filter of the level statistics (001): an event prop and its choices. */
export interface LevelTypeDef {
  /** The event prop the level's type is in, e.g. props.folder. */
  key: string;
  label: string;
  /** Fixed choices; without them the choices are the values seen in the events. */
  values?: string[];
}

/** The puzzle thumbnail box (001 §9: one project 75x133 scale 0.1, otherwise 100x110 scale 1). */
export interface ThumbnailSize {
  width: number;
  height: number;
  /** Box size over the source picture's size (0.1: the art is 750x1330, shown at 75x133). */
  scale: number;
}

export interface StatsOverrides {
  /**
   * The level statistics query bar offers a catalog choice (Level or Event); with Event, an event
   * catalog picker and an input index appear and the query reads the levels of that catalog
   * (001 "Level stats page": one project has it).
   */
  eventCatalog: boolean;
  /**
   * Added to the events' level wherever a stats screen shows a level, and taken off the levels an
   * operator types (000 §9: tile projects offset the level by 1, their clients count from 0).
   */
  levelOffset: number;
  /** The level-type filters while the project config has no `levelTypes`. */
  levelTypes: LevelTypeDef[];
  thumbnail: ThumbnailSize;
  /**
   * The level statistics table adds the one project's extra columns after the standard ones
   * (001 §3: folderName, name, skillLevelName, lost, dur_per_uv, finishRetry, finishDuration,
   * afterFailUv/Pv, afterFinishUv/Pv).
   */
  levelExtraColumns: boolean;
}

export const statsDefaults: StatsOverrides = {
  eventCatalog: false,
  levelOffset: 0,
  levelTypes: [
    { key: 'props.folder', label: 'Folder' },
    { key: 'props.release', label: 'Release' },
  ],
  thumbnail: { width: 100, height: 110, scale: 1 },
  levelExtraColumns: false,
};

declare module '../../core/shared/overrides' {
  interface OverrideContracts {
    stats: StatsOverrides;
  }
}

export function statsOverrides(code: string | null | undefined): StatsOverrides {
  return overridesFor(code, 'stats', statsDefaults);
}

// Users and engagement (001, 002): the API paths and answer shapes of the screens whose figures are
// composed from several metrics queries on the server (plugins/stats/server/userFigures.ts), and the
// spec's constants. Zod-free (the manifest may import it); the bodies' schemas are in schemas.ts.
export { ACCOUNT_TYPES };
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** POST with {start, end, ...} (schemas.ts) -> the answer below; each under its screen's right. */
export const userStatsApi = {
  /** {start, end, platform?} -> {result: DauRow[]} */
  dailyActiveUser: '/v1/:code/stats/dailyActiveUser',
  /** {start, end, platform?} -> {result: DailyNewUserRow[]} */
  dailyNewUser: '/v1/:code/stats/dailyNewUser',
  /** {start, end} -> {result: TotalsRow[]}: the Total User and Total Account tables of daily new user */
  dailyNewUserTotals: '/v1/:code/stats/dailyNewUser/totals',
  /** {start, end} -> {result: TotalsRow[]} */
  totalUserAndAccount: '/v1/:code/stats/totalUserAndAccount',
  /** {start, end, platform?} -> {result: NewAccountRow[]} */
  dailyNewAccount: '/v1/:code/stats/dailyNewAccount',
  /** {start, end, platform?, country?, appVersion?, levels: {from, to}} -> {result: DailyStatsRow[]} */
  dailyStats: '/v1/:code/stats/daily',
  /** {start, end, platform, country?: [..]} -> TokenResponse */
  dailyUserToken: '/v1/:code/stats/dailyUserToken',
} as const;

/** 001 §3 "DAU row: date, count": users with any event that day. */
export interface DauRow {
  date: string;
  count: number;
}

/** 002 §3: installs of the day, in all and per country of the stats country list. */
export interface DailyNewUserRow {
  date: string;
  total: number;
  countryStats: { country: string; installed: number }[];
}

/** All-time users (an install on or before the day) and accounts (an account_link on or before it), in all and per platform. */
export interface TotalsRow {
  date: string;
  users: number;
  accounts: number;
  androidUsers: number;
  androidAccounts: number;
  iosUsers: number;
  iosAccounts: number;
  macUsers: number;
  macAccounts: number;
}

/** 002 §3: users who linked an account of the type that day. */
export interface NewAccountRow {
  date: string;
  extType: AccountType;
  count: number;
}

export interface LevelFinish {
  /** The level as events carry it (the web adds the project's level offset). */
  level: number;
  players: number;
  finishers: number;
  /** finishers / players (a fraction), null without players. */
  finishRate: number | null;
}

/** 001 "Daily stats": installs, DAU, the day's finish ratio and the finish rate of each asked level. */
export interface DailyStatsRow extends Omit<LevelFinish, 'level'> {
  date: string;
  installs: number;
  dau: number;
  levels: LevelFinish[];
}

/** 001 §3 "Daily token row": installs and push tokens of the day; rate = tokenRetrieved / installed (a fraction). */
export interface TokenRow {
  date: string;
  installed: number;
  tokenRetrieved: number;
  rate: number | null;
}

/** 002 §7: the rows, and the last 7 and 30 days up to the end summed. */
export interface TokenResponse {
  result: TokenRow[];
  day7: Omit<TokenRow, 'date'>;
  day30: Omit<TokenRow, 'date'>;
}

/** 002 §9: the default finish event (event stats, the dashboard's link). */
export const DEFAULT_FINISH_EVENT = 'game_finish';
/** 002 §9: the default DAU window, in days. */
export const DAU_DEFAULT_DAYS = 30;
/** Levels of the daily stats' per-level columns: at most this many. */
export const MAX_DAILY_LEVELS = 30;

export { TOKEN_RATE_GREEN, tokenRateColor } from '../../core/shared/tokenRate';
