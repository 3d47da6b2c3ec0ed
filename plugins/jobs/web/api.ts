// Typed calls of the jobs plugin.
import { call } from '../../../core/web/http';
import { endpoints } from '../endpoints';

export const jobsApi = {
  list: (query: { kind: string; state: string; project: string; source: string; pn: number; ps: number }) =>
    call(endpoints.list, { query: query as never }),
  retry: (id: number) => call(endpoints.retry, { params: { id: String(id) } }),
  cancel: (id: number) => call(endpoints.cancel, { params: { id: String(id) } }),
};
