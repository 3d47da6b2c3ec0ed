// The stale-deploy sweep (every minute, and once at start): a running deployment whose heartbeat
// is older than the timeout is marked aborted (its worker died or lost the database; its script
// was stopped with it: runner.ts guardedCommand), or failed when its script had already completed
// (the probe's answer is what was lost); an init one whose job ended without starting it
// (failed, cancelled) is aborted too.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { jobs } from '../../../../core/server/db/schema';
import { serviceDeployments } from '../db';
import { deploySettings, STALE_AFTER_SCRIPT_MESSAGE, STALE_MESSAGE } from './settings';

export async function sweepStaleDeploys(db: Db): Promise<{ aborted: number[]; failed: number[] }> {
  const cutoff = new Date(Date.now() - deploySettings.staleMs());
  // A script that completed before its worker went is not called aborted: failed, with what is known.
  const afterScript = await db
    .update(serviceDeployments)
    .set({
      state: 'failed',
      result: sql`${serviceDeployments.result} || ${JSON.stringify({ error: STALE_AFTER_SCRIPT_MESSAGE })}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(serviceDeployments.state, 'running'),
        lt(serviceDeployments.heartbeatAt, cutoff),
        sql`(${serviceDeployments.result} ->> 'scriptEnded') = 'true'`,
      ),
    )
    .returning({ id: serviceDeployments.id });
  const stale = await db
    .update(serviceDeployments)
    .set({ state: 'aborted', result: { error: STALE_MESSAGE }, updatedAt: sql`now()` })
    .where(and(eq(serviceDeployments.state, 'running'), lt(serviceDeployments.heartbeatAt, cutoff)))
    .returning({ id: serviceDeployments.id });
  const deadJobs = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(inArray(jobs.state, ['failed', 'cancelled']));
  const orphans = await db
    .update(serviceDeployments)
    .set({ state: 'aborted', result: { error: 'its job ended before it started' }, updatedAt: sql`now()` })
    .where(and(eq(serviceDeployments.state, 'init'), inArray(serviceDeployments.jobId, deadJobs)))
    .returning({ id: serviceDeployments.id });
  return { aborted: [...stale, ...orphans].map((r) => r.id), failed: afterScript.map((r) => r.id) };
}
