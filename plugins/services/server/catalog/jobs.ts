// The catalog part's jobs: the liveness probe pass, every minute (job kind services.probe).
import type { JobHandler, JobSchedule } from '../../../../core/server/plugin';
import { probeAll } from './probe';

export const PROBE_JOB = 'services.probe';

export const jobs: Record<string, JobHandler> = {
  [PROBE_JOB]: ({ db, signal }) => probeAll(db, signal),
};
export const schedules: JobSchedule[] = [{ kind: PROBE_JOB, every: 1 }];
