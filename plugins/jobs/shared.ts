// Plugin `jobs`: the admin's Jobs screen over core's background jobs (not in the spec):
// filter by kind, state and project; progress; retry; cancel.
// Zod-free (the web manifest imports this file into the entry chunk): the list query's schema is
// in schemas.ts, the typed endpoints in endpoints.ts.
import type { JobView } from '../../core/shared/jobs';

export const PLUGIN_ID = 'jobs';

export const paths = { jobs: '/admin/jobs' } as const;

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** Finished jobs older than this are removed by the daily `jobs.prune`. */
export const KEEP_DAYS = 30;

/**
 * A job as admins see it: with its payload (the status endpoint others poll leaves it out), and
 * why Retry is not offered for its kind (null: it may be retried once failed or cancelled).
 */
export type AdminJobView = JobView & { payload: unknown; retryRefused: string | null; scheduled: boolean };

/**
 * Which jobs the list shows: operators' jobs (the default: everything not started by a schedule),
 * only the scheduled housekeeping runs, or all.
 */
export const JOB_SOURCES = ['operators', 'scheduled', 'all'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];
export const JOB_SOURCE_LABELS: Record<JobSource, string> = { operators: "Operators' jobs", scheduled: 'Scheduled runs', all: 'All jobs' };

export interface JobListResponse {
  jobs: AdminJobView[];
  total: number;
  /** Every kind that has jobs, for the filter. */
  kinds: string[];
}
