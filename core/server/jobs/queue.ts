// The job queue's writes that are not a worker's: enqueue (inside the caller's transaction, so a
// job commits with the request that asked for it), read, cancel and retry.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { JOB_KIND_PATTERN, type JobState, type JobView } from '../../shared/jobs';
import type { Db } from '../db/connect';
import { jobs } from '../db/schema';
import { conflict, notFound } from '../errors';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  /** The project the job works in; its members may read the job's status. */
  project?: string | null;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Unique per kind: enqueueing the same key again answers the first job and adds none. */
  idempotencyKey?: string;
  /** Runs before the job fails for good (default 3). */
  maxAttempts?: number;
  /** The user who asked for it (a console-wide job's status is theirs to read). */
  createdBy?: number | null;
}

export interface JobQueue {
  /** Adds a job; `created: false` when the idempotency key already named one (that job is answered). */
  enqueue(kind: string, payload?: unknown, opts?: EnqueueOptions): Promise<{ id: number; created: boolean }>;
  get(id: number): Promise<JobRow | null>;
  /** Queued or running → cancelled; a running handler's signal aborts at its next lease renewal. 409 otherwise. */
  cancel(id: number): Promise<JobRow>;
  /** Failed or cancelled → queued again, with a fresh set of attempts. 409 otherwise. */
  retry(id: number): Promise<JobRow>;
}

export const CANCELLABLE: readonly JobState[] = ['queued', 'running'];
export const RETRYABLE: readonly JobState[] = ['failed', 'cancelled'];

export function jobView(r: JobRow): JobView {
  return {
    id: r.id,
    kind: r.kind,
    project: r.projectCode,
    state: r.state,
    attempts: r.attempts,
    maxAttempts: r.maxAttempts,
    progress: { done: r.progressDone, total: r.progressTotal, message: r.progressMessage },
    result: r.result ?? null,
    error: r.error,
    runAt: r.runAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

export function createJobQueue(db: Db): JobQueue {
  const get = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0] ?? null;
  /** Moves a job from one of `from` to its new state, or says why not. */
  const transition = async (id: number, from: readonly JobState[], set: PgUpdateSetSource<typeof jobs>, verb: string) => {
    const [row] = await db
      .update(jobs)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, id), inArray(jobs.state, [...from])))
      .returning();
    if (row) return row;
    const now = await get(id);
    if (!now) throw notFound('No such job');
    throw conflict(`A ${now.state} job cannot be ${verb}`);
  };
  return {
    async enqueue(kind, payload = {}, opts = {}) {
      if (!JOB_KIND_PATTERN.test(kind)) throw new Error(`Job kind must be <plugin>.<name>: ${kind}`);
      const [row] = await db
        .insert(jobs)
        .values({
          kind,
          payload: payload ?? {},
          projectCode: opts.project ?? null,
          runAt: opts.runAt,
          idempotencyKey: opts.idempotencyKey,
          maxAttempts: Math.max(1, opts.maxAttempts ?? 3),
          createdBy: opts.createdBy ?? null,
        })
        .onConflictDoNothing({ target: [jobs.kind, jobs.idempotencyKey] })
        .returning({ id: jobs.id });
      if (row) return { id: row.id, created: true };
      const [first] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), eq(jobs.idempotencyKey, opts.idempotencyKey!)));
      return { id: first.id, created: false };
    },
    get,
    cancel: (id) => transition(id, CANCELLABLE, { state: 'cancelled', lockedUntil: null, finishedAt: sql`now()` }, 'cancelled'),
    retry: (id) =>
      transition(
        id,
        RETRYABLE,
        {
          state: 'queued',
          attempts: 0,
          runAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          error: null,
          result: null,
          progressDone: 0,
          progressTotal: null,
          progressMessage: '',
          finishedAt: null,
        },
        'retried',
      ),
  };
}
