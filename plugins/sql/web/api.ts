// Typed calls of the SQL page, from its shared endpoints (core's client: a failure shows the error notice).
import { call } from '../../../core/web/http';
import { endpoints } from '../endpoints';

export const sqlApi = {
  fields: (code: string) => call(endpoints.fields, { params: { code } }),
  /** Quiet: the page shows a failure itself (and a Stop as no failure). */
  run: (code: string, query: string, runId: string) => call(endpoints.run, { params: { code }, body: { query, runId }, quiet: true }),
  stop: (code: string, runId: string) => call(endpoints.stop, { params: { code }, body: { runId } }),
};
