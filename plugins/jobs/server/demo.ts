// Demo data: a little history for the Jobs screen, in the plugin's own kind: yesterday's prune
// done, an earlier one failed after its three attempts, and one waiting until tomorrow.
import { sql } from 'drizzle-orm';
import { jobs } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';

export async function seedJobs({ db }: DemoContext): Promise<void> {
  const ago = (hours: number) => sql`now() - ${hours} * interval '1 hour'`;
  await db.insert(jobs).values([
    {
      kind: 'jobs.prune',
      state: 'failed',
      attempts: 3,
      maxAttempts: 3,
      error: 'canceling statement due to statement timeout',
      progressDone: 1000,
      progressMessage: '1000 removed',
      createdAt: ago(50),
      updatedAt: ago(49),
      runAt: ago(49),
      finishedAt: ago(49),
    },
    {
      kind: 'jobs.prune',
      state: 'succeeded',
      attempts: 1,
      result: { removed: 0 },
      progressDone: 0,
      progressMessage: '0 removed',
      createdAt: ago(26),
      updatedAt: ago(26),
      runAt: ago(26),
      finishedAt: ago(26),
    },
    { kind: 'jobs.prune', state: 'queued', payload: { keepDays: 60 }, runAt: sql`now() + interval '1 day'` },
  ]);
}
