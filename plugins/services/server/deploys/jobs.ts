// The deploys part's jobs: the deploy itself, and the stale-deploy sweep every minute.
import type { JobHandler, JobSchedule } from '../../../../core/server/plugin';
import { runDeploy } from './deployJob';
import { JOB_DEPLOY, JOB_SWEEP } from './settings';
import { sweepStaleDeploys } from './sweep';

export const jobs: Record<string, JobHandler> = {
  [JOB_DEPLOY]: (ctx) => runDeploy(ctx),
  [JOB_SWEEP]: ({ db }) => sweepStaleDeploys(db),
};
export const schedules: JobSchedule[] = [{ kind: JOB_SWEEP, every: 1 }];
