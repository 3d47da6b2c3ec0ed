// The users-and-engagement API (userStats.ts): each call under its screen's right, its body checked
// by userStatsSchema.ts (a 400 naming the field, never a 500), the figures from userFigures.ts.
import type { z } from 'zod';
import { rule } from '../../../core/shared/access';
import { route, type ProjectRow } from '../../../core/server/plugin';
import { RIGHTS } from '../shared';
import { configValues, STATS_CONFIG_FIELDS } from '../statsConfig';
import { userStatsApi } from '../userStats';
import { dailyStatsSchema, dateRangeSchema, platformRangeSchema, tokenSchema } from '../userStatsSchema';
import { UserFigures } from './userFigures';

/** One POST of figures: its path, right, schema and what it asks the project's UserFigures. */
function figuresRoute<S extends z.ZodType>(path: string, right: string, summary: string, body: S, figures: (f: UserFigures, body: z.output<S>, project: ProjectRow) => Promise<unknown>) {
  return route({
    method: 'POST',
    // A query: it reads only, so it holds no transaction open.
    transaction: false,
    path,
    rule: rule.right(right),
    summary,
    body,
    handler: ({ body: b, project, services }) => figures(new UserFigures(services.warehouse, project.code), b as z.output<S>, project),
  });
}

const result = (p: Promise<unknown>) => p.then((r) => ({ result: r }));
const totals = (who: string) =>
  `${who}: all-time users and accounts up to each day, in all and per platform: {start, end} -> {result: [{date, users, accounts, androidUsers, ...}]}`;

export const userRoutes = [
  figuresRoute(userStatsApi.dailyActiveUser, RIGHTS.dailyActiveUser, 'Daily active users (any event): {start, end, platform?} -> {result: [{date, count}]}', platformRangeSchema, (f, b) =>
    result(f.dau(b)),
  ),
  figuresRoute(
    userStatsApi.dailyNewUser,
    RIGHTS.dailyNewUser,
    'Daily new users (installs) per country of the stats config: {start, end, platform?} -> {result: [{date, total, countryStats: [{country, installed}]}]}',
    platformRangeSchema,
    (f, b, project) => result(f.dailyNewUsers(b, configValues(project.config, STATS_CONFIG_FIELDS[0]))),
  ),
  figuresRoute(userStatsApi.dailyNewUserTotals, RIGHTS.dailyNewUser, totals('Daily new user: Total User and Total Account'), dateRangeSchema, (f, b) => result(f.totals(b))),
  figuresRoute(userStatsApi.totalUserAndAccount, RIGHTS.totalUserAndAccount, totals('Total users and accounts'), dateRangeSchema, (f, b) => result(f.totals(b))),
  figuresRoute(
    userStatsApi.dailyNewAccount,
    RIGHTS.dailyNewAccount,
    'Daily new accounts (account_link users) per extType: {start, end, platform?} -> {result: [{date, extType, count}]}',
    platformRangeSchema,
    (f, b) => result(f.newAccounts(b)),
  ),
  figuresRoute(
    userStatsApi.dailyStats,
    RIGHTS.dailyStats,
    'Daily stats: installs, DAU, finish ratio and per-level finish rates: {start, end, platform?, country?, appVersion?, levels: {from, to}} -> {result}',
    dailyStatsSchema,
    (f, b) => result(f.daily(b)),
  ),
  figuresRoute(
    userStatsApi.dailyUserToken,
    RIGHTS.dailyUserToken,
    'Daily user token: installs and push tokens per day with the rate: {start, end, platform, country?} -> {result: [{date, installed, tokenRetrieved, rate}], day7, day30}',
    tokenSchema,
    (f, b) => f.tokens(b),
  ),
];
