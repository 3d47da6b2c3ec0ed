// Plugin `jobs`: the admin's Jobs screen over core's background jobs (not in the spec):
// filter by kind, state and project; progress; retry; cancel.
import { z } from 'zod';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { JOB_STATES, type JobView } from '../../core/shared/jobs';
import { pagingFields } from '../../core/shared/zod';

export const PLUGIN_ID = 'jobs';

export const paths = { jobs: '/admin/jobs' } as const;

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** Finished jobs older than this are removed by the daily `jobs.prune`. */
export const KEEP_DAYS = 30;

export const listJobsQuery = z.object({
  kind: z.string().trim().max(128).default(''),
  state: z.union([z.enum(JOB_STATES), z.literal('')], { error: `State is one of ${JOB_STATES.join(', ')}` }).default(''),
  project: z.string().trim().max(64).default(''),
  ...pagingFields(PAGE_SIZES, DEFAULT_PAGE_SIZE),
});

/** A job as admins see it: with its payload (the status endpoint others poll leaves it out). */
export type AdminJobView = JobView & { payload: unknown };

export interface JobListResponse {
  jobs: AdminJobView[];
  total: number;
  /** Every kind that has jobs, for the filter. */
  kinds: string[];
}

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  list: endpoint({ method: 'GET', path: '/v1/admin/jobs', query: listJobsQuery, response: typeOf<JobListResponse>() }),
  retry: endpoint({ method: 'POST', path: '/v1/admin/jobs/:id/retry', response: typeOf<{ message: string; job: AdminJobView }>() }),
  cancel: endpoint({ method: 'POST', path: '/v1/admin/jobs/:id/cancel', response: typeOf<{ message: string; job: AdminJobView }>() }),
};
