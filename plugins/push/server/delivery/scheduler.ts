// The scheduler (a job every minute): adds zones whose devices appeared after planning, enqueues a
// send job per due sub-task (idempotency key per sub-task, so two passes never make two jobs),
// moves sub-task and task to Running, and completes tasks with nothing left to send.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { CoreServices } from '../../../../core/server/services';
import { servicesOn } from '../../../../core/server/services';
import { TASK_STATUS } from '../../shared';
import { pushSubTasks, pushTasks } from '../db';
import { addNewZones } from './plan';
import { completeTask, SEND_KIND } from './send';
import { wallToUtc } from '../../../../core/shared/zone';

export const SCHEDULE_KIND = 'push.schedule';
/** Sub-tasks one pass enqueues at most (the next pass takes the rest). */
const PASS_LIMIT = 500;

/** Enqueues the due sub-tasks' send jobs in `tx` (one task's only, when given). Answers how many. */
export async function dispatchDue(tx: Db, services: CoreServices, opts: { now?: Date; taskId?: number } = {}): Promise<number> {
  const now = opts.now ?? new Date(services.time.now());
  const due = await tx
    .select({ id: pushSubTasks.id, taskId: pushSubTasks.taskId, project: pushTasks.projectCode })
    .from(pushSubTasks)
    .innerJoin(pushTasks, eq(pushTasks.id, pushSubTasks.taskId))
    .where(
      and(
        eq(pushSubTasks.status, TASK_STATUS.ready),
        lte(pushSubTasks.fireAt, now),
        inArray(pushTasks.status, [TASK_STATUS.ready, TASK_STATUS.running]),
        isNull(pushTasks.shutdownAt),
        opts.taskId ? eq(pushTasks.id, opts.taskId) : undefined,
      ),
    )
    .orderBy(asc(pushSubTasks.fireAt), asc(pushSubTasks.id))
    .limit(PASS_LIMIT)
    .for('update', { of: pushSubTasks, skipLocked: true });
  if (!due.length) return 0;
  const jobs = servicesOn(services, tx).jobs;
  for (const s of due) {
    const job = await jobs.enqueue(
      SEND_KIND,
      { subTaskId: s.id },
      { project: s.project, idempotencyKey: `push.send:${s.id}`, maxAttempts: 5 },
    );
    await tx.update(pushSubTasks).set({ status: TASK_STATUS.running, jobId: job.id }).where(eq(pushSubTasks.id, s.id));
  }
  const taskIds = [...new Set(due.map((s) => s.taskId))];
  await tx
    .update(pushTasks)
    .set({ status: TASK_STATUS.running, updatedAt: now })
    .where(and(inArray(pushTasks.id, taskIds), eq(pushTasks.status, TASK_STATUS.ready)));
  return due.length;
}

/** One scheduler pass. */
export async function schedulePass(
  db: Db,
  services: CoreServices,
  now = new Date(services.time.now()),
): Promise<{ added: number; dispatched: number; completed: number }> {
  let added = 0;
  let completed = 0;
  const open = await db
    .select({ id: pushTasks.id, status: pushTasks.status, first: pushTasks.firstFireAt, rule: pushTasks.scheduleRule })
    .from(pushTasks)
    .where(and(inArray(pushTasks.status, [TASK_STATUS.ready, TASK_STATUS.running]), eq(pushTasks.isTest, false)))
    .orderBy(asc(pushTasks.id))
    .limit(2_000);
  for (const t of open) {
    await db.transaction(async (tx) => {
      added += await addNewZones(tx, t.id, now.getTime());
      // A task with nothing planned (no device yet) ends once its last local time has passed in the last zone (UTC-12).
      if (t.first === null) {
        const last = wallToUtc(t.rule.endAt || t.rule.startAt, 'Etc/GMT+12').getTime();
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(pushSubTasks)
          .where(eq(pushSubTasks.taskId, t.id));
        if (Number(n) === 0 && last < now.getTime()) {
          await tx
            .update(pushTasks)
            .set({ status: TASK_STATUS.completed, updatedAt: now })
            .where(and(eq(pushTasks.id, t.id), eq(pushTasks.status, TASK_STATUS.ready)));
          completed++;
        }
      } else if (t.status === TASK_STATUS.running) await completeTask(tx, t.id);
    });
  }
  const dispatched = await db.transaction((tx) => dispatchDue(tx, services, { now }));
  return { added, dispatched, completed };
}
