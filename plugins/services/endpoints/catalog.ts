// The catalog part's typed endpoints (000 §7 Servers; 001 §7 Admin services): servers, services,
// their API tokens and liveness checks, and their API error logs.
import { clientEndpoint, endpoint, typeOf } from '../../../core/shared/endpoint';
import {
  apiLogReportAnswerSchema,
  apiLogReportSchema,
  apiLogsQuerySchema,
  REPORT_MAX_COUNT,
  REPORT_MAX_ENTRIES,
  REPORT_TEXT_MAX,
  serverBodySchema,
  serviceBodySchema,
} from '../schemas/catalog';
import { API, type ApiLogRow, type ServerRow, type ServiceRow } from '../shared';

export interface ServiceListResponse {
  result: ServiceRow[];
  /** The projects a service may belong to (001 §7: the list also supplies project codes). */
  projects: { code: string; nickname: string }[];
}

export interface ApiLogsResponse {
  result: ApiLogRow[];
  total: number;
  /** Over all the service's rows, not the page: rows at or above API_LOG_THRESHOLD, and all errors counted. */
  stats: { atOrAboveThreshold: number; totalErrors: number };
}

export const API_LOG_REPORT_PATH = '/client/v1/services/apiLogs';

export const catalogEndpoints = {
  servers: endpoint({ method: 'GET', path: API.servers, response: typeOf<{ result: ServerRow[] }>() }),
  createServer: endpoint({
    method: 'POST',
    path: API.servers,
    body: serverBodySchema,
    response: typeOf<{ message: string; result: ServerRow }>(),
  }),
  updateServer: endpoint({
    method: 'PUT',
    path: `${API.servers}/:id`,
    body: serverBodySchema,
    response: typeOf<{ message: string; result: ServerRow }>(),
  }),
  services: endpoint({ method: 'GET', path: API.services, response: typeOf<ServiceListResponse>() }),
  createService: endpoint({
    method: 'POST',
    path: API.services,
    body: serviceBodySchema,
    response: typeOf<{ message: string; result: ServiceRow }>(),
  }),
  updateService: endpoint({
    method: 'PUT',
    path: `${API.services}/:id`,
    body: serviceBodySchema,
    response: typeOf<{ message: string; result: ServiceRow }>(),
  }),
  apiToken: endpoint({ method: 'POST', path: `${API.services}/:id/apiToken`, response: typeOf<{ message: string; token: string }>() }),
  probe: endpoint({ method: 'POST', path: `${API.services}/:id/probe`, response: typeOf<{ status: string; statusCheckedAt: string }>() }),
  apiLogs: endpoint({ method: 'GET', path: `${API.services}/:id/apiLogs`, query: apiLogsQuerySchema, response: typeOf<ApiLogsResponse>() }),
  // Issue 29 #13: the project's operators (the `services` right), read-only, scoped by the path's project.
  projectServices: endpoint({ method: 'GET', path: API.projectServices, response: typeOf<{ result: ServiceRow[] }>() }),
  projectApiLogs: endpoint({
    method: 'GET',
    path: `${API.projectServices}/:id/apiLogs`,
    query: apiLogsQuerySchema,
    response: typeOf<ApiLogsResponse>(),
  }),
  /** The services' own call (clientEndpoint: listed in /client/v1/openapi.json). */
  reportApiLogs: clientEndpoint({
    method: 'POST',
    path: API_LOG_REPORT_PATH,
    body: apiLogReportSchema,
    summary: "Report a service's API errors",
    description: `Called by a studio service (a game's backend), not a game: send the service's API token (made in the console's Services) as \`Authorization: Bearer <token>\`; 401 without a valid one, checked before the body. A JSON body: server (the reporting server's name) and entries, 1 to ${REPORT_MAX_ENTRIES} of { api, errCode (a string or a whole number), count (1 to ${REPORT_MAX_COUNT}, default 1) }, texts at most ${REPORT_TEXT_MAX} characters. Counts add up per server, api and errCode (entries repeated in a report are summed). Stored before the answer.`,
    response: apiLogReportAnswerSchema,
    example: {
      params: {},
      body: {
        server: 'jigsaw-eu-1',
        entries: [
          { api: '/v2/login', errCode: 'E_TIMEOUT', count: 3 },
          { api: '/v2/shop/buy', errCode: 500 },
        ],
      },
      response: { message: 'OK', accepted: 2 },
    },
  }),
};
