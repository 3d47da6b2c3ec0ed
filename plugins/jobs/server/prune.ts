// `jobs.prune`: removes finished jobs older than KEEP_DAYS, a batch at a time, daily.
import { and, inArray, lt, sql } from 'drizzle-orm';
import { jobs } from '../../../core/server/db/schema';
import type { JobHandler } from '../../../core/server/plugin';
import { KEEP_DAYS } from '../shared';

const BATCH = 1_000;

export const pruneJobs: JobHandler<{ keepDays?: number }> = async ({ db, payload, signal, progress }) => {
  const keepDays = payload.keepDays ?? KEEP_DAYS;
  const old = and(
    inArray(jobs.state, ['succeeded', 'failed', 'cancelled']),
    lt(jobs.finishedAt, sql`now() - ${keepDays} * interval '1 day'`),
  );
  let removed = 0;
  for (;;) {
    signal.throwIfAborted();
    const batch = await db
      .delete(jobs)
      .where(inArray(jobs.id, db.select({ id: jobs.id }).from(jobs).where(old).limit(BATCH)))
      .returning({ id: jobs.id });
    removed += batch.length;
    await progress(removed, null, `${removed} removed`);
    if (batch.length < BATCH) return { removed };
  }
};
