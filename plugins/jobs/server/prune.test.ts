// jobs.prune removes finished jobs older than the days kept, and nothing else.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs } from '../../../core/server/db/schema';
import { createJobWorker } from '../../../core/server/jobs/worker';
import { startTestApp, type TestApp } from '../../../tests/api/harness';
import jobsPlugin from './index';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['jobs'], demo: false });
});
afterAll(() => t.close());

it('removes finished jobs older than 30 days, keeps recent and unfinished ones', async () => {
  const old = sql`now() - interval '31 days'`;
  await t.db.insert(jobs).values([
    { kind: 'probe.a', state: 'succeeded', finishedAt: old },
    { kind: 'probe.a', state: 'failed', finishedAt: old },
    { kind: 'probe.a', state: 'cancelled', finishedAt: old },
    { kind: 'probe.a', state: 'succeeded', finishedAt: sql`now() - interval '29 days'` },
    { kind: 'probe.a', state: 'queued', createdAt: old },
  ]);
  const { id } = await t.services.jobs.enqueue('jobs.prune', {});
  const worker = createJobWorker({ db: t.db, config: t.config, plugins: [jobsPlugin], services: t.services });
  expect(await worker.runOnce()).toBe(1);
  const left = await t.db.select().from(jobs);
  expect(left.map((j) => j.state).sort()).toEqual(['queued', 'succeeded', 'succeeded']);
  expect(left.find((j) => j.id === id)).toMatchObject({ state: 'succeeded', result: { removed: 3 }, progressMessage: '3 removed' });
});
