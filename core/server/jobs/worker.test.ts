// The job worker against a real database (PGlite, or PostgreSQL with DATABASE_URL): claim,
// retry with backoff, lease expiry, cancel, schedules across two workers, idempotency.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/api/harness';
import { jobs, jobSchedules } from '../db/schema';
import { defineServerPlugin, type JobHandler, type ServerPlugin } from '../plugin';
import { collectJobs, createJobWorker } from './worker';
import { JobFailed, type JobSettings } from './types';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ plugins: [], demo: false });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(jobs);
  await t.db.delete(jobSchedules);
});

const plugin = (handlers: Record<string, JobHandler>, extra: Partial<ServerPlugin> = {}) =>
  defineServerPlugin({ id: 'probe', title: 'Probe', routes: [], jobs: handlers, ...extra });
const worker = (p: ServerPlugin, settings: Partial<JobSettings> = {}) =>
  createJobWorker({
    db: t.db,
    config: t.config,
    plugins: [p],
    services: t.services,
    settings: { leaseMs: 30_000, retryBaseMs: 60_000, ...settings },
  });
const row = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits for a condition (state, not time): polls until it holds or 10 s pass. */
async function until(check: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`still waiting for ${what}`);
}

describe('jobs', () => {
  it('runs a job once and keeps its result and progress', async () => {
    let runs = 0;
    const w = worker(
      plugin({
        'probe.add': async ({ payload, progress, attempt, project }) => {
          runs++;
          await progress(1, 2, 'half way');
          return { sum: payload.a + payload.b, attempt, project };
        },
      }),
    );
    const { id, created } = await t.services.jobs.enqueue('probe.add', { a: 2, b: 3 });
    expect(created).toBe(true);
    expect(await w.runOnce()).toBe(1);
    expect(await w.runOnce()).toBe(0);
    const r = await row(id);
    expect(r.state).toBe('succeeded');
    expect(r.result).toEqual({ sum: 5, attempt: 1, project: null });
    expect([r.progressDone, r.progressTotal, r.progressMessage]).toEqual([1, 2, 'half way']);
    expect(r.finishedAt).not.toBeNull();
    expect(r.lockedUntil).toBeNull();
    expect(runs).toBe(1);
  });

  it('a JobFailed throw fails the job at once, with its message and result, attempts left or not', async () => {
    let runs = 0;
    const w = worker(
      plugin({
        'probe.refused': async () => {
          runs++;
          throw new JobFailed('The provider refused', { state: 'failed', why: 'quota' });
        },
      }),
    );
    const { id } = await t.services.jobs.enqueue('probe.refused', {}, { maxAttempts: 3 });
    await w.runOnce();
    const r = await row(id);
    expect([r.state, r.error, r.result, r.attempts]).toEqual(['failed', 'The provider refused', { state: 'failed', why: 'quota' }, 1]);
    expect(r.finishedAt).not.toBeNull();
    expect(await w.runOnce()).toBe(0);
    expect(runs).toBe(1);
  });

  it('keeps the last progress of a handler that reports per item', async () => {
    const w = worker(
      plugin({
        'probe.items': async ({ progress }) => {
          for (let i = 1; i <= 500; i++) await progress(i, 1000, `item ${i}`);
        },
      }),
    );
    const { id } = await t.services.jobs.enqueue('probe.items', {});
    await w.runOnce();
    const r = await row(id);
    expect([r.state, r.progressDone, r.progressTotal, r.progressMessage]).toEqual(['succeeded', 500, 1000, 'item 500']);
  });

  it('dedupes by idempotency key within a kind', async () => {
    const a = await t.services.jobs.enqueue('probe.one', {}, { idempotencyKey: 'k1' });
    const b = await t.services.jobs.enqueue('probe.one', { other: true }, { idempotencyKey: 'k1' });
    const c = await t.services.jobs.enqueue('probe.two', {}, { idempotencyKey: 'k1' });
    expect(b).toEqual({ id: a.id, created: false });
    expect(c.created).toBe(true);
    expect(c.id).not.toBe(a.id);
    expect((await row(a.id)).payload).toEqual({});
  });

  it('enqueues with the transaction that asked for it, or not at all', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        const { servicesOn } = await import('../services');
        await servicesOn(t.services, tx as never).jobs.enqueue('probe.one', {}, { idempotencyKey: 'rolled-back' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await t.db.select().from(jobs)).toHaveLength(0);
  });

  it('gives two workers different jobs (SKIP LOCKED) and neither takes a leased one', async () => {
    const p = plugin({ 'probe.one': () => null });
    const [w1, w2] = [worker(p), worker(p)];
    await t.services.jobs.enqueue('probe.one', { n: 1 });
    await t.services.jobs.enqueue('probe.one', { n: 2 });
    const [a, b] = await Promise.all([w1.claim(), w2.claim()]);
    expect(a && b).toBeTruthy();
    expect(a!.id).not.toBe(b!.id);
    expect(a!.lockedBy).toBe(w1.id);
    expect(await w1.claim()).toBeNull();
    expect(await w2.claim()).toBeNull();
  });

  it('only claims kinds it handles and never before run-at', async () => {
    const w = worker(plugin({ 'probe.one': () => null }));
    await t.services.jobs.enqueue('probe.other', {});
    await t.services.jobs.enqueue('probe.one', {}, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await w.claim()).toBeNull();
  });

  it('retries a failure with doubling backoff, then fails for good at max attempts', async () => {
    const w = worker(plugin({ 'probe.flaky': ({ attempt }) => Promise.reject(new Error(`boom ${attempt}`)) }), { retryBaseMs: 60_000 });
    const { id } = await t.services.jobs.enqueue('probe.flaky', {}, { maxAttempts: 3 });
    const delay = async () => {
      const [{ s }] = await t.db
        .select({ s: sql<number>`extract(epoch from (${jobs.runAt} - ${jobs.updatedAt}))`.mapWith(Number) })
        .from(jobs)
        .where(eq(jobs.id, id));
      return s;
    };
    expect(await w.runOnce()).toBe(1);
    let r = await row(id);
    expect([r.state, r.attempts, r.error]).toEqual(['queued', 1, 'boom 1']);
    expect(await delay()).toBeCloseTo(60, 0);
    expect(await w.runOnce()).toBe(0); // not due yet
    await t.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await w.runOnce()).toBe(1);
    expect(await delay()).toBeCloseTo(120, 0);
    await t.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await w.runOnce()).toBe(1);
    r = await row(id);
    expect([r.state, r.attempts, r.error]).toEqual(['failed', 3, 'boom 3']);
    expect(r.finishedAt).not.toBeNull();
    // An admin's retry starts over.
    await t.services.jobs.retry(id);
    r = await row(id);
    expect([r.state, r.attempts, r.error]).toEqual(['queued', 0, null]);
    await expect(t.services.jobs.retry(id)).rejects.toMatchObject({ status: 409 });
  });

  it('takes a job again when its worker died (lease ended); the dead one records nothing', async () => {
    const p = plugin({ 'probe.one': ({ attempt }) => ({ by: attempt }) });
    const [dead, alive] = [worker(p), worker(p)];
    const { id } = await t.services.jobs.enqueue('probe.one', {});
    const claimed = await dead.claim();
    expect(claimed!.id).toBe(id);
    expect(await alive.claim()).toBeNull();
    await t.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    const again = await alive.claim();
    expect([again!.id, again!.attempts, again!.lockedBy]).toEqual([id, 2, alive.id]);
    await alive.run(again!);
    // The first worker wakes up and finishes its old run: the claim is no longer its own.
    await dead.run(claimed!);
    const r = await row(id);
    expect([r.state, r.result]).toEqual(['succeeded', { by: 2 }]);
  });

  it('fails a job whose worker died on its last attempt instead of running it again', async () => {
    const w = worker(plugin({ 'probe.one': () => null }));
    const { id } = await t.services.jobs.enqueue('probe.one', {}, { maxAttempts: 1 });
    await w.claim();
    await t.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await w.runOnce()).toBe(0);
    expect((await row(id)).state).toBe('failed');
  });

  it('renews the lease while the handler runs, so nobody else takes it', async () => {
    let release!: () => void;
    const p = plugin({ 'probe.slow': () => new Promise<void>((r) => (release = r)) });
    // The lease is on the database's clock: renewed every third of it while the handler runs.
    const [w1, w2] = [worker(p, { leaseMs: 1_000 }), worker(p, { leaseMs: 1_000 })];
    const { id } = await t.services.jobs.enqueue('probe.slow', {});
    const running = w1.run((await w1.claim())!);
    const first = (await row(id)).lockedUntil!;
    await until(async () => (await row(id)).lockedUntil! > first, 'a renewed lease');
    // Past the first lease on the database's clock (a state waited for, not a fixed pause).
    const pastFirstLease = async () =>
      (
        await t.db
          .select({ past: sql<boolean>`now() > ${first.toISOString()}::timestamptz` })
          .from(jobs)
          .where(eq(jobs.id, id))
      )[0].past;
    await until(pastFirstLease, 'the first lease to end');
    expect(await w2.claim()).toBeNull();
    release();
    await running;
    expect((await row(id)).state).toBe('succeeded');
  });

  it('cancel aborts a running handler and nothing is recorded after it', async () => {
    let aborted = false;
    let started = false;
    const p = plugin({
      'probe.long': ({ signal }) =>
        new Promise((_, reject) => {
          started = true;
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        }),
    });
    const w = worker(p, { leaseMs: 300 });
    const { id } = await t.services.jobs.enqueue('probe.long', {});
    const running = w.run((await w.claim())!);
    await until(() => started, 'the handler to start');
    await t.services.jobs.cancel(id);
    await running;
    expect(aborted).toBe(true);
    const r = await row(id);
    expect([r.state, r.error, r.attempts]).toEqual(['cancelled', null, 1]);
    await expect(t.services.jobs.cancel(id)).rejects.toMatchObject({ status: 409 });
  });

  it('a running worker stops a cancelled run within its poll interval, long before the lease renewal', async () => {
    let aborted = false;
    let started = false;
    const p = plugin({
      'probe.long': ({ signal }) =>
        new Promise((_, reject) => {
          started = true;
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        }),
    });
    const w = worker(p, { leaseMs: 600_000, pollMs: 20 });
    const { id } = await t.services.jobs.enqueue('probe.long', {});
    await w.start();
    try {
      await until(() => started, 'the handler to start');
      await t.services.jobs.cancel(id);
      await until(() => aborted, 'the handler to be aborted');
      expect((await row(id)).state).toBe('cancelled');
    } finally {
      await w.stop();
    }
  });

  it('never runs a job cancelled while queued', async () => {
    let runs = 0;
    const w = worker(plugin({ 'probe.one': () => void runs++ }));
    const { id } = await t.services.jobs.enqueue('probe.one', {});
    await t.services.jobs.cancel(id);
    expect(await w.runOnce()).toBe(0);
    expect(runs).toBe(0);
    expect((await row(id)).state).toBe('cancelled');
  });

  it('hands running jobs back to the queue at a clean stop', async () => {
    const p = plugin({
      'probe.long': ({ signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    });
    const w = worker(p, { pollMs: 20 });
    const { id } = await t.services.jobs.enqueue('probe.long', {});
    await w.start();
    await until(async () => (await row(id)).state === 'running', 'the job to run');
    await w.stop();
    const r = await row(id);
    expect([r.state, r.attempts, r.lockedBy]).toEqual(['queued', 0, null]);
  });

  it('fires a due schedule once across two workers, with the fire time as idempotency key', async () => {
    const p = plugin({ 'probe.tick': () => null }, { schedules: [{ kind: 'probe.tick', every: 5, payload: { from: 'schedule' } }] });
    const [w1, w2] = [worker(p), worker(p)];
    expect(await w1.fireSchedules()).toBe(0); // synced; first run five minutes ahead at most
    await w2.fireSchedules();
    const [s] = await t.db.select().from(jobSchedules);
    expect(s.key).toBe('probe.tick@every:5');
    expect(s.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    const fireAt = new Date(Date.now() - 1000);
    await t.db.update(jobSchedules).set({ nextRunAt: fireAt });
    const fired = await Promise.all([w1.fireSchedules(), w2.fireSchedules(), w1.fireSchedules()]);
    expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
    const queued = await t.db.select().from(jobs);
    expect(queued).toHaveLength(1);
    expect(queued[0].idempotencyKey).toBe(`schedule:${fireAt.toISOString()}`);
    expect(queued[0].payload).toEqual({ from: 'schedule' });
    const [after] = await t.db.select().from(jobSchedules);
    expect(after.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(after.lastRunAt?.toISOString()).toBe(fireAt.toISOString());
    // The same fire time enqueued again (a process with an old row) adds nothing.
    await t.db.update(jobSchedules).set({ nextRunAt: fireAt });
    expect(await w2.fireSchedules()).toBe(0);
  });

  it('refuses kinds outside the plugin namespace and bad schedules', () => {
    expect(() => collectJobs([plugin({ 'other.one': () => null })])).toThrow(/must be probe\.<name>/);
    expect(() => collectJobs([plugin({ 'probe.one': () => null }, { schedules: [{ kind: 'probe.one', cron: 'not a cron' }] })])).toThrow();
    expect(() =>
      collectJobs([plugin({ 'probe.one': () => null }, { schedules: [{ kind: 'probe.one', every: 5, cron: '* * * * *' }] })]),
    ).toThrow(/either/);
    expect(() => collectJobs([plugin({ 'probe.one': () => null }, { schedules: [{ kind: 'probe.two', every: 5 }] })])).toThrow(
      /does not handle/,
    );
    expect(
      collectJobs([plugin({ 'probe.one': () => null }, { schedules: [{ kind: 'probe.one', cron: '*/5 * * * *' }] })]).schedules,
    ).toHaveLength(1);
  });
});
