// The catalog part's jobs (the liveness probe pass): its owner replaces this placeholder.
import type { JobHandler, JobSchedule } from '../../../../core/server/plugin';

export const jobs: Record<string, JobHandler> = {};
export const schedules: JobSchedule[] = [];
