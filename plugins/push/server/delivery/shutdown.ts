// What a shutdown stops (the list part's shutdown and batch shutdown call this in their
// transaction, after setting the tasks' status 3): every sub-task not finished goes Shutdown and
// its queued or running send job is cancelled (a running one aborts between batches; what it
// claimed before stays in the ledger and the counters).
import { and, inArray, isNotNull, eq } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { CoreServices } from '../../../../core/server/services';
import { servicesOn } from '../../../../core/server/services';
import { jobs } from '../../../../core/server/db/schema';
import { TASK_STATUS } from '../../shared';
import { pushSubTasks, pushTasks } from '../db';

/** Stops the tasks' sub-tasks that have not finished and cancels their send jobs. */
export async function stopTasks(tx: Db, services: CoreServices, taskIds: number[]): Promise<void> {
  if (!taskIds.length) return;
  const stopped = await tx
    .update(pushSubTasks)
    .set({ status: TASK_STATUS.shutdown })
    .where(and(inArray(pushSubTasks.taskId, taskIds), inArray(pushSubTasks.status, [TASK_STATUS.ready, TASK_STATUS.running])))
    .returning({ jobId: pushSubTasks.jobId });
  await tx
    .update(pushTasks)
    .set({ shutdownAt: new Date() })
    .where(and(inArray(pushTasks.id, taskIds), eq(pushTasks.status, TASK_STATUS.shutdown)));
  const jobIds = stopped.map((s) => s.jobId).filter((id): id is number => id !== null);
  if (!jobIds.length) return;
  const queue = servicesOn(services, tx).jobs;
  const live = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.id, jobIds), inArray(jobs.state, ['queued', 'running']), isNotNull(jobs.id)));
  for (const j of live) await queue.cancel(j.id);
}
