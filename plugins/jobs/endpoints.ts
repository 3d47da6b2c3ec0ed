// The jobs API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { listJobsQuery } from './schemas';
import type { AdminJobView, JobListResponse } from './shared';

export const endpoints = {
  list: endpoint({ method: 'GET', path: '/v1/admin/jobs', query: listJobsQuery, response: typeOf<JobListResponse>() }),
  retry: endpoint({ method: 'POST', path: '/v1/admin/jobs/:id/retry', response: typeOf<{ message: string; job: AdminJobView }>() }),
  cancel: endpoint({ method: 'POST', path: '/v1/admin/jobs/:id/cancel', response: typeOf<{ message: string; job: AdminJobView }>() }),
};
