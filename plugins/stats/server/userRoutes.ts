// The users-and-engagement API (shared.ts, endpoints.ts): each call under its screen's right, its
// body checked by schemas.ts (a 400 naming the field, never a 500), the figures from userFigures.ts.
import type { z } from 'zod';
import { rule } from '../../../core/shared/access';
import type { Endpoint } from '../../../core/shared/endpoint';
import { routeOf, type ProjectRow } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { RIGHTS } from '../shared';
import { configValues, STATS_CONFIG_FIELDS } from '../schemas';
import { UserFigures } from './userFigures';

/** One POST of figures: its endpoint, right, and what it asks the project's UserFigures. */
function figuresRoute<P extends string, B extends z.ZodType, R>(
  ep: Endpoint<'POST', P, B, undefined, R>,
  right: string,
  summary: string,
  figures: (f: UserFigures, body: z.output<B>, project: ProjectRow) => Promise<R>,
) {
  return routeOf(ep, {
    // A query: it reads only, so it holds no transaction open.
    transaction: false,
    rule: rule.right(right),
    summary,
    handler: ({ body, project, services }) => figures(new UserFigures(services.warehouse, project.code), body as z.output<B>, project),
  });
}

const result = <T>(p: Promise<T>) => p.then((r) => ({ result: r }));
const totals = (who: string) =>
  `${who}: all-time users and accounts up to each day, in all and per platform: {start, end} -> {result: [{date, users, accounts, androidUsers, ...}]}`;
const ep = endpoints.users;

export const userRoutes = [
  figuresRoute(
    ep.dailyActiveUser,
    RIGHTS.dailyActiveUser,
    'Daily active users (any event): {start, end, platform?} -> {result: [{date, count}]}',
    (f, b) => result(f.dau(b)),
  ),
  figuresRoute(
    ep.dailyNewUser,
    RIGHTS.dailyNewUser,
    'Daily new users (installs) per country of the stats config: {start, end, platform?} -> {result: [{date, total, countryStats: [{country, installed}]}]}',
    (f, b, project) => result(f.dailyNewUsers(b, configValues(project.config, STATS_CONFIG_FIELDS[0]))),
  ),
  figuresRoute(ep.dailyNewUserTotals, RIGHTS.dailyNewUser, totals('Daily new user: Total User and Total Account'), (f, b) =>
    result(f.totals(b)),
  ),
  figuresRoute(ep.totalUserAndAccount, RIGHTS.totalUserAndAccount, totals('Total users and accounts'), (f, b) => result(f.totals(b))),
  figuresRoute(
    ep.dailyNewAccount,
    RIGHTS.dailyNewAccount,
    'Daily new accounts (account_link users) per extType: {start, end, platform?} -> {result: [{date, extType, count}]}',
    (f, b) => result(f.newAccounts(b)),
  ),
  figuresRoute(
    ep.dailyStats,
    RIGHTS.dailyStats,
    'Daily stats: installs, DAU, finish ratio and per-level finish rates: {start, end, platform?, country?, appVersion?, levels: {from, to}} -> {result}',
    (f, b) => result(f.daily(b)),
  ),
  figuresRoute(
    ep.dailyUserToken,
    RIGHTS.dailyUserToken,
    'Daily user token: installs and push tokens per day with the rate: {start, end, platform, country?} -> {result: [{date, installed, tokenRetrieved, rate}], day7, day30}',
    (f, b) => f.tokens(b),
  ),
];
