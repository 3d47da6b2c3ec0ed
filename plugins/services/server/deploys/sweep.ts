// The stale-deploy sweep (every minute): a running deployment whose heartbeat is older than the
// timeout is marked aborted (its worker died or lost the database); an init one whose job ended
// without starting it (failed, cancelled) is too.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { jobs } from '../../../../core/server/db/schema';
import { serviceDeployments } from '../db';
import { deploySettings, STALE_MESSAGE } from './settings';

export async function sweepStaleDeploys(db: Db): Promise<{ aborted: number[] }> {
  const cutoff = new Date(Date.now() - deploySettings.staleMs());
  const stale = await db
    .update(serviceDeployments)
    .set({ state: 'aborted', result: { error: STALE_MESSAGE }, updatedAt: sql`now()` })
    .where(and(eq(serviceDeployments.state, 'running'), lt(serviceDeployments.heartbeatAt, cutoff)))
    .returning({ id: serviceDeployments.id });
  const deadJobs = db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.state, ['failed', 'cancelled']));
  const orphans = await db
    .update(serviceDeployments)
    .set({ state: 'aborted', result: { error: 'its job ended before it started' }, updatedAt: sql`now()` })
    .where(and(eq(serviceDeployments.state, 'init'), inArray(serviceDeployments.jobId, deadJobs)))
    .returning({ id: serviceDeployments.id });
  return { aborted: [...stale, ...orphans].map((r) => r.id) };
}
