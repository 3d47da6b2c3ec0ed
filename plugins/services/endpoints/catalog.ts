// The catalog part's typed endpoints (000 §7 Servers; 001 §7 Admin services): servers, services,
// their API tokens and liveness checks, and their API error logs.
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import { apiLogReportSchema, apiLogsQuerySchema, serverBodySchema, serviceBodySchema } from '../schemas/catalog';
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
  reportApiLogs: endpoint({
    method: 'POST',
    path: API_LOG_REPORT_PATH,
    body: apiLogReportSchema,
    response: typeOf<{ message: string; accepted: number }>(),
  }),
};
