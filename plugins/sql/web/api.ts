// Typed calls of the SQL page, relative to /v1 (core's client: a failure shows the error notice).
import { api } from '../../../core/web/http';
import type { SqlFields, SqlResult } from '../shared';

const base = (code: string) => `/${encodeURIComponent(code)}/sql`;

export const sqlApi = {
  fields: (code: string) => api<SqlFields>(`${base(code)}/fields`),
  run: (code: string, query: string) => api<SqlResult>(base(code), { method: 'POST', body: { query } }),
};
