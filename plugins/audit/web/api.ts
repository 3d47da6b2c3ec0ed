// Typed calls of the audit log, from its shared endpoint (core/shared/endpoint.ts).
import { call } from '../../../core/web/http';
import { endpoints } from '../endpoints';

export const auditApi = {
  list: (q: { project: string; user: string; area: string; pn: string; ps: string }) => call(endpoints.list, { query: q }),
};
