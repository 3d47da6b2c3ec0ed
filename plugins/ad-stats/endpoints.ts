// The ad stats API as typed endpoints (core/shared/endpoint.ts): the server's routes and the web's
// calls are built from these, with the query schemas of schemas.ts. Not in shared.ts: that file
// stays zod-free for the web manifest (the first screen's budget).
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { adEventQuery, dailyOptionsQuery, dailyQuery, platformQuery } from './schemas';
import { api, type AdDailyOptions, type AdDailyRow, type AdEventRow, type Country, type TrackersAnswer } from './shared';

export const endpoints = {
  daily: endpoint({ method: 'GET', path: api.daily, query: dailyQuery, response: typeOf<{ data: AdDailyRow[] }>() }),
  dailyOptions: endpoint({ method: 'GET', path: api.dailyOptions, query: dailyOptionsQuery, response: typeOf<AdDailyOptions>() }),
  trackers: endpoint({ method: 'GET', path: api.trackers, query: platformQuery, response: typeOf<TrackersAnswer>() }),
  countries: endpoint({ method: 'GET', path: api.countries, query: platformQuery, response: typeOf<{ countries: Country[] }>() }),
  adEventStats: endpoint({ method: 'GET', path: api.adEventStats, query: adEventQuery, response: typeOf<{ data: AdEventRow[] }>() }),
};
