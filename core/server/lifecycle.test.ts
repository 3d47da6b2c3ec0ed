// The plugins' running side: onStart in order, the worker running jobs, then at stop the
// worker first and onStop in reverse order; JOB_WORKER=0 runs no worker.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/api/harness';
import { jobs } from './db/schema';
import { startPlugins } from './lifecycle';
import { defineServerPlugin } from './plugin';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ plugins: [], demo: false });
});
afterAll(() => t.close());

it('starts hooks and worker, and stops them in reverse', async () => {
  const calls: string[] = [];
  const plugin = (id: string) =>
    defineServerPlugin({
      id,
      title: id,
      routes: [],
      jobs: { [`${id}.work`]: () => void calls.push(`${id}.work`) },
      onStart: () => void calls.push(`${id}.start`),
      onStop: () => void calls.push(`${id}.stop`),
    });
  const plugins = [plugin('first'), plugin('second')];
  const { id } = await t.services.jobs.enqueue('second.work', {});
  const running = await startPlugins({
    db: t.db,
    config: { ...t.config, jobs: { ...t.config.jobs, pollMs: 20 } },
    plugins,
    services: t.services,
  });
  expect(running.worker?.kinds).toEqual(['first.work', 'second.work']);
  for (let i = 0; i < 200 && (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0].state !== 'succeeded'; i++)
    await new Promise((r) => setTimeout(r, 50));
  await running.stop();
  expect(calls).toEqual(['first.start', 'second.start', 'second.work', 'second.stop', 'first.stop']);

  const idle = await startPlugins({
    db: t.db,
    config: { ...t.config, jobs: { ...t.config.jobs, worker: false } },
    plugins,
    services: t.services,
  });
  expect(idle.worker).toBeNull();
  await idle.stop();
});
