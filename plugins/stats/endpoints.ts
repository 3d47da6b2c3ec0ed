// The stats API's main endpoints as typed endpoints (core/shared/endpoint.ts): the metrics query
// (one per screen right, queryPaths), the catalog and the stats config change; the server's
// routes and the web's calls are built from these. Not in shared.ts: that file stays zod-free for
// the web manifest. The users-and-engagement calls take their paths from shared.ts (zod-free)
// and their bodies from schemas.ts.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { metricsQuerySchema, type MetricsResponse } from '../../core/shared/metrics';
import type { ProjectDetail } from '../../core/shared/project';
import { configBodySchema, CONFIG_API, dailyStatsSchema, dateRangeSchema, platformRangeSchema, tokenSchema } from './schemas';
import {
  api,
  queryPaths,
  type CatalogResponse,
  type QueryScreen,
  userStatsApi,
  type DailyNewUserRow,
  type DailyStatsRow,
  type DauRow,
  type NewAccountRow,
  type TokenResponse,
  type TotalsRow,
} from './shared';

const queryEndpoint = (screen: QueryScreen) =>
  endpoint({
    method: 'POST',
    path: queryPaths[screen] as `/v1/:code/${string}`,
    body: metricsQuerySchema,
    response: typeOf<MetricsResponse>(),
  });

export const endpoints = {
  query: Object.fromEntries((Object.keys(queryPaths) as QueryScreen[]).map((s) => [s, queryEndpoint(s)])) as Record<
    QueryScreen,
    ReturnType<typeof queryEndpoint>
  >,
  catalog: endpoint({ method: 'GET', path: api.catalog, response: typeOf<CatalogResponse>() }),
  config: endpoint({ method: 'POST', path: CONFIG_API, body: configBodySchema, response: typeOf<{ project: ProjectDetail }>() }),
  users: {
    dailyActiveUser: endpoint({
      method: 'POST',
      path: userStatsApi.dailyActiveUser,
      body: platformRangeSchema,
      response: typeOf<{ result: DauRow[] }>(),
    }),
    dailyNewUser: endpoint({
      method: 'POST',
      path: userStatsApi.dailyNewUser,
      body: platformRangeSchema,
      response: typeOf<{ result: DailyNewUserRow[] }>(),
    }),
    dailyNewUserTotals: endpoint({
      method: 'POST',
      path: userStatsApi.dailyNewUserTotals,
      body: dateRangeSchema,
      response: typeOf<{ result: TotalsRow[] }>(),
    }),
    totalUserAndAccount: endpoint({
      method: 'POST',
      path: userStatsApi.totalUserAndAccount,
      body: dateRangeSchema,
      response: typeOf<{ result: TotalsRow[] }>(),
    }),
    dailyNewAccount: endpoint({
      method: 'POST',
      path: userStatsApi.dailyNewAccount,
      body: platformRangeSchema,
      response: typeOf<{ result: NewAccountRow[] }>(),
    }),
    dailyStats: endpoint({
      method: 'POST',
      path: userStatsApi.dailyStats,
      body: dailyStatsSchema,
      response: typeOf<{ result: DailyStatsRow[] }>(),
    }),
    dailyUserToken: endpoint({ method: 'POST', path: userStatsApi.dailyUserToken, body: tokenSchema, response: typeOf<TokenResponse>() }),
  },
};
