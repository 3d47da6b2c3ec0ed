// Schedules: one row per declared schedule holds its next run. A worker claims due rows in a
// transaction (FOR UPDATE SKIP LOCKED), moves them on and enqueues the run with the idempotency
// key `schedule:<fire time>`, so a schedule fires once across every process.
import { CronExpressionParser } from 'cron-parser';
import { and, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { jobSchedules } from '../db/schema';
import { createJobQueue } from './queue';
import type { JobSchedule } from './types';

export const scheduleKey = (s: JobSchedule): string => (s.cron ? `${s.kind}@cron:${s.cron}` : `${s.kind}@every:${s.every}`);

/** The schedule's first run after `after` (missed runs are skipped, not made up). */
export function nextRun(s: JobSchedule, after: Date): Date {
  if (s.cron) return CronExpressionParser.parse(s.cron, { currentDate: after, tz: 'UTC' }).next().toDate();
  const step = s.every! * 60_000;
  return new Date((Math.floor(after.getTime() / step) + 1) * step);
}

/** Refuses a schedule that names neither or both, a bad interval or a bad cron expression. */
export function checkSchedule(s: JobSchedule): void {
  if ((s.every === undefined) === (s.cron === undefined)) throw new Error(`Schedule of ${s.kind}: give either every (minutes) or cron`);
  if (s.every !== undefined && !(Number.isInteger(s.every) && s.every >= 1))
    throw new Error(`Schedule of ${s.kind}: every is whole minutes, at least 1`);
  if (s.cron !== undefined) CronExpressionParser.parse(s.cron, { tz: 'UTC' });
}

/** Adds the rows of declared schedules (kept when they exist) and drops stale ones of our kinds. */
export async function syncSchedules(db: Db, declared: readonly JobSchedule[], kinds: readonly string[]): Promise<void> {
  const now = new Date();
  for (const s of declared) {
    await db
      .insert(jobSchedules)
      .values({ key: scheduleKey(s), kind: s.kind, payload: s.payload ?? {}, nextRunAt: nextRun(s, now) })
      .onConflictDoNothing();
  }
  if (kinds.length) {
    const keys = declared.map(scheduleKey);
    await db
      .delete(jobSchedules)
      .where(
        keys.length
          ? and(inArray(jobSchedules.kind, [...kinds]), notInArray(jobSchedules.key, keys))
          : inArray(jobSchedules.kind, [...kinds]),
      );
  }
}

/** Enqueues the due runs of `declared`; answers how many jobs it added. */
export async function fireDueSchedules(db: Db, declared: readonly JobSchedule[]): Promise<number> {
  if (!declared.length) return 0;
  const byKey = new Map(declared.map((s) => [scheduleKey(s), s]));
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const due = await tx
      .select()
      .from(jobSchedules)
      .where(and(inArray(jobSchedules.key, [...byKey.keys()]), lte(jobSchedules.nextRunAt, sql`now()`)))
      .for('update', { skipLocked: true });
    let added = 0;
    for (const row of due) {
      const s = byKey.get(row.key)!;
      const now = new Date();
      const after = row.nextRunAt > now ? row.nextRunAt : now;
      await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextRun(s, after), lastRunAt: row.nextRunAt })
        .where(eq(jobSchedules.key, row.key));
      const { created } = await createJobQueue(tx).enqueue(s.kind, s.payload ?? {}, {
        idempotencyKey: `schedule:${row.nextRunAt.toISOString()}`,
      });
      if (created) added++;
    }
    return added;
  });
}
