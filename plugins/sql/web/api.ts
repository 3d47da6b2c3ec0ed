// Typed calls of the SQL page, from its shared endpoints (core's client: a failure shows the error notice).
import { call } from '../../../core/web/http';
import { endpoints } from '../endpoints';

export const sqlApi = {
  fields: (code: string) => call(endpoints.fields, { params: { code } }),
  run: (code: string, query: string) => call(endpoints.run, { params: { code }, body: { query } }),
};
