// The users-and-engagement API (userStats.ts): each call under its screen's right, its body checked
// by userStatsSchema.ts (a 400 naming the field, never a 500), the figures from userFigures.ts.
import { rule } from '../../../core/shared/access';
import { route } from '../../../core/server/plugin';
import { RIGHTS } from '../shared';
import { configValues, STATS_CONFIG_FIELDS } from '../statsConfig';
import { userStatsApi } from '../userStats';
import { dailyStatsSchema, dateRangeSchema, platformRangeSchema, tokenSchema } from '../userStatsSchema';
import { UserFigures } from './userFigures';

const totalsRoute = (path: string, right: string, who: string) =>
  route({
    method: 'POST',
    path,
    rule: rule.right(right),
    summary: `${who}: all-time users and accounts up to each day, in all and per platform: {start, end} -> {result: [{date, users, accounts, androidUsers, ...}]}`,
    body: dateRangeSchema,
    async handler({ body, project, services }) {
      return { result: await new UserFigures(services.warehouse, project.code).totals(body) };
    },
  });

export const userRoutes = [
  route({
    method: 'POST',
    path: userStatsApi.dailyActiveUser,
    rule: rule.right(RIGHTS.dailyActiveUser),
    summary: 'Daily active users (any event): {start, end, platform?} -> {result: [{date, count}]}',
    body: platformRangeSchema,
    async handler({ body, project, services }) {
      return { result: await new UserFigures(services.warehouse, project.code).dau(body) };
    },
  }),
  route({
    method: 'POST',
    path: userStatsApi.dailyNewUser,
    rule: rule.right(RIGHTS.dailyNewUser),
    summary: 'Daily new users (installs) per country of the stats config: {start, end, platform?} -> {result: [{date, total, countryStats: [{country, installed}]}]}',
    body: platformRangeSchema,
    async handler({ body, project, services }) {
      const countries = configValues(project.config, STATS_CONFIG_FIELDS[0]);
      return { result: await new UserFigures(services.warehouse, project.code).dailyNewUsers(body, countries) };
    },
  }),
  totalsRoute(userStatsApi.dailyNewUserTotals, RIGHTS.dailyNewUser, 'Daily new user: Total User and Total Account'),
  totalsRoute(userStatsApi.totalUserAndAccount, RIGHTS.totalUserAndAccount, 'Total users and accounts'),
  route({
    method: 'POST',
    path: userStatsApi.dailyNewAccount,
    rule: rule.right(RIGHTS.dailyNewAccount),
    summary: 'Daily new accounts (account_link users) per extType: {start, end, platform?} -> {result: [{date, extType, count}]}',
    body: platformRangeSchema,
    async handler({ body, project, services }) {
      return { result: await new UserFigures(services.warehouse, project.code).newAccounts(body) };
    },
  }),
  route({
    method: 'POST',
    path: userStatsApi.dailyStats,
    rule: rule.right(RIGHTS.dailyStats),
    summary: 'Daily stats: installs, DAU, finish ratio and per-level finish rates: {start, end, platform?, country?, appVersion?, levels: {from, to}} -> {result}',
    body: dailyStatsSchema,
    async handler({ body, project, services }) {
      return { result: await new UserFigures(services.warehouse, project.code).daily(body) };
    },
  }),
  route({
    method: 'POST',
    path: userStatsApi.dailyUserToken,
    rule: rule.right(RIGHTS.dailyUserToken),
    summary: 'Daily user token: installs and push tokens per day with the rate: {start, end, platform, country?} -> {result: [{date, installed, tokenRetrieved, rate}], day7, day30}',
    body: tokenSchema,
    async handler({ body, project, services }) {
      return new UserFigures(services.warehouse, project.code).tokens(body);
    },
  }),
];
