// Typed calls of the catalog part, over its shared endpoints.
import { call } from '../../../../core/web/http';
import { catalogEndpoints as ep } from '../../endpoints/catalog';
import type { ServerInput, ServiceInput } from '../../schemas/catalog';

const byId = (id: number) => ({ id: String(id) });

export const catalogApi = {
  servers: () => call(ep.servers),
  createServer: (body: ServerInput) => call(ep.createServer, { body }),
  updateServer: (id: number, body: ServerInput) => call(ep.updateServer, { params: byId(id), body }),
  services: () => call(ep.services),
  createService: (body: ServiceInput) => call(ep.createService, { body }),
  updateService: (id: number, body: ServiceInput) => call(ep.updateService, { params: byId(id), body }),
  apiToken: (id: number) => call(ep.apiToken, { params: byId(id) }),
  probe: (id: number) => call(ep.probe, { params: byId(id) }),
  apiLogs: (id: number, q: { pn: number; ps: number }) => call(ep.apiLogs, { params: byId(id), query: q }),
  // A project's operators (issue 29 #13): read-only, scoped by the project in the path.
  projectServices: (code: string) => call(ep.projectServices, { params: { code } }),
  projectApiLogs: (code: string, id: number, q: { pn: number; ps: number }) =>
    call(ep.projectApiLogs, { params: { code, id: String(id) }, query: q }),
};
