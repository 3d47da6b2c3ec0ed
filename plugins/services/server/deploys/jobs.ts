// The deploys part's jobs (the deploy over SSH, the stale-deploy sweep): its owner replaces this placeholder.
import type { JobHandler, JobSchedule } from '../../../../core/server/plugin';

export const jobs: Record<string, JobHandler> = {};
export const schedules: JobSchedule[] = [];
