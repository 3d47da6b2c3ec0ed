// The delivery part's job handlers and schedule: the scheduler's pass every minute and the send
// job per due sub-task.
import type { Db } from '../../../../core/server/db/connect';
import type { JobContext, JobHandler, JobSchedule } from '../../../../core/server/plugin';
import type { Env } from '../../../../core/shared/constants';
import type { TaskPlatform } from '../../shared';
import { resolveTransport } from '../transports/resolve';
import { SCHEDULE_KIND, schedulePass } from './scheduler';
import { SEND_KIND, sendSubTask } from './send';

export const jobs: Record<string, JobHandler> = {
  [SCHEDULE_KIND]: ({ db, services }: JobContext) => schedulePass(db, services),
  [SEND_KIND]: async ({ db, services, signal, progress, payload }: JobContext<{ subTaskId?: unknown }>) => {
    const id = Number(payload?.subTaskId);
    if (!Number.isSafeInteger(id) || id < 1) throw new Error('push.send: payload.subTaskId is not an id');
    const resolve = (tx: Db, project: string, env: Env, platform: TaskPlatform) =>
      resolveTransport(tx, project, env, platform, services.secrets);
    return sendSubTask({ db, warehouse: services.warehouse, resolve, signal, progress }, id);
  },
};

export const schedules: JobSchedule[] = [{ kind: SCHEDULE_KIND, every: 1 }];
