// A process's job worker: claims due jobs of the kinds its plugins handle (FOR UPDATE SKIP
// LOCKED, so processes never take the same one), runs them under a lease the run renews, writes
// the outcome only while it still holds the claim, retries failures with backoff, and fires due
// schedules. `start()` runs it in the background; tests drive it with `runOnce()`.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, eq, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { JOB_KIND_PATTERN } from '../../shared/jobs';
import type { ServerConfig } from '../config';
import type { Db } from '../db/connect';
import { jobs } from '../db/schema';
import { describeError } from '../errors';
import type { ServerPlugin } from '../plugin';
import type { CoreServices } from '../services';
import type { JobRow } from './queue';
import { checkSchedule, fireDueSchedules, syncSchedules } from './schedules';
import { DEFAULT_JOB_SETTINGS, JobFailed, type JobHandler, type JobSchedule, type JobSettings } from './types';

/** Why a run's signal aborted. */
export type AbortReason = 'cancelled' | 'lost' | 'stopping';
export class JobAborted extends Error {
  constructor(readonly reason: AbortReason) {
    super(
      reason === 'cancelled'
        ? 'The job was cancelled'
        : reason === 'lost'
          ? 'The job was taken by another worker'
          : 'The server is stopping',
    );
    this.name = 'AbortError';
  }
}

export interface JobWorker {
  readonly id: string;
  /** Kinds this worker runs. */
  readonly kinds: readonly string[];
  start(): Promise<void>;
  /** Stops claiming, aborts running handlers and hands their jobs back to the queue. */
  stop(): Promise<void>;
  /** One pass, for tests: due schedules, then claims and runs jobs until none is due; answers how many ran. */
  runOnce(): Promise<number>;
  /** Fires due schedules once; answers how many jobs it enqueued. */
  fireSchedules(): Promise<number>;
  /** Claims one due job (or takes back one whose lease ended) without running it. */
  claim(): Promise<JobRow | null>;
  /** Runs a claimed job to its end. */
  run(row: JobRow, controller?: AbortController): Promise<void>;
}

const MAX_BACKOFF_MS = 3_600_000;
const PROGRESS_EVERY_MS = 250;
const ERROR_MAX = 2_000;
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, ERROR_MAX) || 'Failed';
const ms = (n: number) => sql`now() + ${Math.round(n)} * interval '1 millisecond'`;

/** Every plugin's handlers by kind; a kind outside its plugin's namespace is refused at start. */
export function collectJobs(plugins: readonly ServerPlugin[]): { handlers: Map<string, JobHandler>; schedules: JobSchedule[] } {
  const handlers = new Map<string, JobHandler>();
  const schedules: JobSchedule[] = [];
  for (const p of plugins) {
    for (const [kind, handler] of Object.entries(p.jobs ?? {})) {
      if (!kind.startsWith(`${p.id}.`) || !JOB_KIND_PATTERN.test(kind))
        throw new Error(`Job kind ${kind} of plugin ${p.id} must be ${p.id}.<name>`);
      if (handlers.has(kind)) throw new Error(`Job kind declared twice: ${kind}`);
      handlers.set(kind, handler);
    }
    for (const s of p.schedules ?? []) {
      if (!p.jobs?.[s.kind]) throw new Error(`Schedule of plugin ${p.id} names ${s.kind}, which it does not handle`);
      checkSchedule(s);
      schedules.push(s);
    }
  }
  return { handlers, schedules };
}

export function createJobWorker(opts: {
  db: Db;
  config: ServerConfig;
  plugins: readonly ServerPlugin[];
  services: CoreServices;
  settings?: Partial<JobSettings>;
}): JobWorker {
  const { db, config, services } = opts;
  const settings: JobSettings = { ...DEFAULT_JOB_SETTINGS, ...config.jobs, ...opts.settings };
  const { handlers, schedules } = collectJobs(opts.plugins);
  const kinds = [...handlers.keys()];
  const id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let synced = false;
  let loop: Promise<void> | null = null;
  let stopping = false;
  // A finished run wakes the loop to claim the next job at once; a wake while the loop is busy
  // is kept, so the next wait is skipped instead of lost.
  let woken = false;
  let endWait: () => void = () => {};
  const wake = () => {
    woken = true;
    endWait();
  };
  let schedulesCheckedAt = 0;

  const sync = async () => {
    if (synced) return;
    await syncSchedules(db, schedules, kinds);
    synced = true;
  };

  /** Fails for good the running jobs whose lease ended on their last attempt (their worker died). */
  const reapExpired = () =>
    db
      .update(jobs)
      .set({
        state: 'failed',
        error: 'The worker running it stopped on its last attempt',
        lockedUntil: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(inArray(jobs.kind, kinds), eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`), gte(jobs.attempts, jobs.maxAttempts)),
      );

  const claim = async (): Promise<JobRow | null> => {
    if (!kinds.length) return null;
    const candidate = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`), lt(jobs.attempts, jobs.maxAttempts)),
          ),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: id,
        lockedUntil: ms(settings.leaseMs),
        updatedAt: sql`now()`,
      })
      .where(eq(jobs.id, sql`(${candidate})`))
      .returning();
    return row ?? null;
  };

  const run = async (row: JobRow, controller = new AbortController()): Promise<void> => {
    const handler = handlers.get(row.kind);
    // Every write of this run holds only while the claim is still ours: a cancel, or another
    // worker's re-claim after our lease ended, makes them change nothing.
    const mine = and(eq(jobs.id, row.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, id), eq(jobs.attempts, row.attempts));
    const abort = (reason: AbortReason) => {
      if (!controller.signal.aborted) controller.abort(new JobAborted(reason));
    };
    const held = async (set: PgUpdateSetSource<typeof jobs>) => {
      const r = await db
        .update(jobs)
        .set({ ...set, updatedAt: sql`now()` })
        .where(mine)
        .returning({ state: jobs.state });
      if (!r.length) {
        const [now] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, row.id));
        abort(now?.state === 'cancelled' ? 'cancelled' : 'lost');
      }
      return r.length > 0;
    };
    // Progress is written at most every PROGRESS_EVERY_MS (a handler may report per item); what
    // was held back goes with the next lease renewal or the outcome.
    let progressAt = 0;
    let pending: PgUpdateSetSource<typeof jobs> = {};
    const takePending = () => {
      const p = pending;
      pending = {};
      return p;
    };
    const renew = setInterval(
      () => {
        held({ ...takePending(), lockedUntil: ms(settings.leaseMs) }).catch((e) =>
          console.error(`jobs: renewing the lease of job ${row.id} failed: ${describeError(e)}`),
        );
      },
      Math.max(50, Math.floor(settings.leaseMs / 3)),
    );
    try {
      if (!handler) throw new Error(`No handler for ${row.kind}`);
      const result = await handler({
        job: { id: row.id, kind: row.kind },
        payload: row.payload,
        project: row.projectCode,
        attempt: row.attempts,
        signal: controller.signal,
        progress: async (done, total = null, message = '') => {
          controller.signal.throwIfAborted();
          pending = {
            progressDone: Math.max(0, Math.floor(done)),
            progressTotal: total === null ? null : Math.max(0, Math.floor(total)),
            progressMessage: message.slice(0, 500),
          };
          const last = total !== null && done >= total;
          if (!last && Date.now() - progressAt < PROGRESS_EVERY_MS) return;
          progressAt = Date.now();
          await held(takePending());
        },
        db,
        config,
        services,
      });
      clearInterval(renew);
      // Finished after all (a stop does not undo work done): recorded. Cancelled or lost: not ours to record.
      const reason = controller.signal.aborted ? (controller.signal.reason as JobAborted).reason : null;
      if (!reason || reason === 'stopping')
        await held({ ...takePending(), state: 'succeeded', result: result ?? null, lockedUntil: null, finishedAt: sql`now()` });
    } catch (e) {
      clearInterval(renew);
      const reason = controller.signal.aborted ? (controller.signal.reason as JobAborted).reason : null;
      if (reason === 'stopping') {
        // Handed back untouched: the stop was ours, not the job's fault.
        await db
          .update(jobs)
          .set({
            state: 'queued',
            attempts: sql`${jobs.attempts} - 1`,
            lockedBy: null,
            lockedUntil: null,
            runAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(mine);
      } else if (!reason && e instanceof JobFailed) {
        // Failed for good by the handler's word: no retry, its result kept.
        await held({
          ...takePending(),
          state: 'failed',
          error: errorText(e),
          result: e.result ?? null,
          lockedUntil: null,
          finishedAt: sql`now()`,
        });
      } else if (!reason) {
        const last = row.attempts >= row.maxAttempts;
        const backoff = Math.min(MAX_BACKOFF_MS, settings.retryBaseMs * 2 ** (row.attempts - 1));
        await held(
          last
            ? { state: 'failed', error: errorText(e), lockedUntil: null, finishedAt: sql`now()` }
            : { state: 'queued', error: errorText(e), lockedBy: null, lockedUntil: null, runAt: ms(backoff) },
        );
      }
    } finally {
      clearInterval(renew);
    }
  };

  const launch = (row: JobRow) => {
    const controller = new AbortController();
    const done = run(row, controller)
      .catch((e) => console.error(`jobs: job ${row.id} (${row.kind}) could not be recorded: ${describeError(e)}`))
      .finally(() => {
        running.delete(row.id);
        wake();
      });
    running.set(row.id, { controller, done });
    return done;
  };

  /** Aborts this process's runs that were cancelled (or taken over) meanwhile: a cancel stops a run within a poll interval. */
  const abortCancelled = async () => {
    if (!running.size) return;
    const gone = await db
      .select({ id: jobs.id, state: jobs.state })
      .from(jobs)
      .where(and(inArray(jobs.id, [...running.keys()]), or(ne(jobs.state, 'running'), ne(jobs.lockedBy, id))));
    for (const g of gone) {
      const r = running.get(g.id);
      if (r && !r.controller.signal.aborted && g.state !== 'succeeded' && g.state !== 'failed')
        r.controller.abort(new JobAborted(g.state === 'cancelled' ? 'cancelled' : 'lost'));
    }
  };

  const pass = async (): Promise<void> => {
    woken = false;
    // Schedules and dead runs at most once a poll interval, however often finished runs wake the loop.
    if (Date.now() - schedulesCheckedAt >= settings.pollMs) {
      schedulesCheckedAt = Date.now();
      await fireDueSchedules(db, schedules);
      if (kinds.length) await reapExpired();
      await abortCancelled();
    }
    if (!kinds.length) return;
    while (!stopping && running.size < settings.concurrency) {
      const row = await claim();
      if (!row) break;
      void launch(row);
    }
  };

  return {
    id,
    kinds,
    async start() {
      if (loop || (!kinds.length && !schedules.length)) return;
      await sync();
      loop = (async () => {
        while (!stopping) {
          try {
            await pass();
          } catch (e) {
            console.error(`jobs: worker pass failed: ${describeError(e)}`);
          }
          if (woken) continue;
          await new Promise<void>((resolve) => {
            const t = setTimeout(resolve, settings.pollMs);
            endWait = () => {
              clearTimeout(t);
              resolve();
            };
          });
          endWait = () => {};
        }
      })();
    },
    async stop() {
      stopping = true;
      wake();
      await loop;
      for (const r of running.values()) r.controller.abort(new JobAborted('stopping'));
      // A handler that ignores its signal is left behind: its lease ends and another process takes it.
      await Promise.race([
        Promise.all([...running.values()].map((r) => r.done)),
        new Promise((r) => setTimeout(r, settings.leaseMs).unref()),
      ]);
    },
    async runOnce() {
      await sync();
      await fireDueSchedules(db, schedules);
      if (!kinds.length) return 0;
      await reapExpired();
      let ran = 0;
      for (;;) {
        const row = await claim();
        if (!row) return ran;
        await run(row);
        ran++;
      }
    },
    fireSchedules: async () => {
      await sync();
      return fireDueSchedules(db, schedules);
    },
    claim,
    run,
  };
}
