// Users and engagement (001, 002): the API paths and answer shapes of the screens whose figures are
// composed from several metrics queries on the server (plugins/stats/server/userFigures.ts), and the
// spec's constants. Zod-free (the manifest may import it); the bodies' schemas are in userStatsSchema.ts.
import { ACCOUNT_TYPES } from '../../core/shared/events';

export { ACCOUNT_TYPES };
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** POST with {start, end, ...} (userStatsSchema.ts) -> the answer below; each under its screen's right. */
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
