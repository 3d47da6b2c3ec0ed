// GET task/{id}/detail (002 "Push Task Detail"): the task, its per-timezone sub-tasks and the
// country counts summed over them. Every counter comes from the sub-tasks, which the delivery
// part keeps from its ledger (what really happened).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { CountryCounters, PushTaskDetail, SubTask, TaskStatus } from '../../shared';
import { pushDeliveries, pushSubTasks, type pushTasks } from '../db';
import { SKIP_CAP, SKIP_QUIET } from '../delivery/send';
import { taskRow, withRates, zeroCounters, type RawCounters } from '../taskRow';

type Raw = RawCounters;
const zero = zeroCounters;

export async function taskDetail(db: Db, task: typeof pushTasks.$inferSelect): Promise<PushTaskDetail> {
  const subs = await db
    .select()
    .from(pushSubTasks)
    .where(eq(pushSubTasks.taskId, task.id))
    .orderBy(asc(pushSubTasks.fireAt), asc(pushSubTasks.timezone), asc(pushSubTasks.id));
  const total = zero();
  const countries = new Map<string, Raw>();
  const subTasks: SubTask[] = subs.map((s) => {
    for (const k of Object.keys(total) as (keyof Raw)[]) total[k] += s[k];
    for (const [c, [send, success, fail, open]] of Object.entries(s.countryCount ?? {})) {
      const acc = countries.get(c) ?? zero();
      acc.sendCount += send;
      acc.successCount += success;
      acc.failCount += fail;
      acc.openCount += open;
      countries.set(c, acc);
    }
    return {
      id: s.id,
      timezone: s.timezone,
      fireAt: s.fireAt.toISOString(),
      status: s.status as TaskStatus,
      plannedCount: s.plannedCount,
      ...withRates(s),
      countryCount: Object.entries(s.countryCount ?? {}).map(([c, stats]) => ({ c, stats })),
    };
  });
  // Most sends first, then by code: the countries that matter on top.
  const countryList: CountryCounters[] = [...countries]
    .map(([country, c]) => ({ country, ...withRates(c) }))
    .sort((a, b) => b.sendCount - a.sendCount || a.country.localeCompare(b.country));
  // Held back (skipped ledger rows), by why: a task that sent nothing says why.
  const skipped = subs.length
    ? await db
        .select({ error: pushDeliveries.error, n: sql<number>`count(*)::int` })
        .from(pushDeliveries)
        .where(
          and(
            inArray(
              pushDeliveries.subTaskId,
              subs.map((s) => s.id),
            ),
            eq(pushDeliveries.state, 'skipped'),
          ),
        )
        .groupBy(pushDeliveries.error)
    : [];
  const heldBy = (why: string) => Number(skipped.find((r) => r.error === why)?.n ?? 0);
  return {
    // DAU is the list's (warehouse, per day); the detail screen does not show it (002 "Push Task Detail").
    ...taskRow(task, total, null),
    notification: task.notification,
    scheduleRule: task.scheduleRule,
    audienceRule: task.audienceRule,
    extraData: task.extraData,
    subTasks,
    countryList,
    held: { frequencyCap: heldBy(SKIP_CAP), quietHours: heldBy(SKIP_QUIET) },
  };
}
