// The jobs half of the plugin contract: what a handler gets, and how a schedule is declared.
import type { ServerConfig } from '../config';
import type { Db } from '../db/connect';
import type { CoreServices } from '../services';

export interface JobContext<P = unknown> {
  job: { id: number; kind: string };
  payload: P;
  /** The job's project code (null: console-wide). */
  project: string | null;
  /** 1 on the first run, 2 on the first retry, ... (a re-claim after a dead worker counts too). */
  attempt: number;
  /**
   * Aborts when the job is cancelled, when another worker took it (this one lost its lease) or
   * when the server stops. Pass it on to fetch, streams and loops; after it, nothing is recorded.
   */
  signal: AbortSignal;
  /** Records progress for the screens (`done` of `total`, and a line of text). */
  progress: (done: number, total?: number | null, message?: string) => Promise<void>;
  /** The records database (not a transaction: open one for work that must commit together). */
  db: Db;
  config: ServerConfig;
  services: CoreServices;
}

/**
 * Runs one job. The value it returns is stored as the job's result; a throw fails this attempt
 * (retried with backoff until max attempts). Handlers may run twice for one job (a worker that
 * died half-way): make them idempotent by a key of the job's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers of every payload type share one registry
export type JobHandler<P = any> = (ctx: JobContext<P>) => unknown | Promise<unknown>;

/**
 * Thrown by a handler whose work failed for good (a retry would fail the same way, or must not
 * repeat what it did): the job ends `failed` at once, with this message as its error and `result`
 * as its result, whatever attempts are left. Any other throw is retried with backoff.
 */
export class JobFailed extends Error {
  constructor(
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'JobFailed';
  }
}

/**
 * Kinds an admin's retry must not queue again, each with the reason the Jobs screen shows instead
 * (a deploy runs once: a new one is started from its own screen). `ServerPlugin.notRetryable`.
 */
export type NotRetryable = Record<string, string>;

/** A repeating job: every N minutes, or on a cron expression (UTC). Fires once across all processes. */
export interface JobSchedule {
  kind: string;
  every?: number;
  cron?: string;
  payload?: unknown;
}

/** Settings of a process's worker (ServerConfig.jobs; JOB_* variables). */
export interface JobSettings {
  /** Claim and run jobs in this process (JOB_WORKER=0 turns it off). */
  worker: boolean;
  /** How long a claim holds without renewal; a running handler renews it every third of it. */
  leaseMs: number;
  /** How often an idle worker looks for work and due schedules. */
  pollMs: number;
  /** Jobs one process runs at once. */
  concurrency: number;
  /** The first retry's delay; each next one doubles (capped at an hour). */
  retryBaseMs: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = { worker: true, leaseMs: 30_000, pollMs: 1_000, concurrency: 2, retryBaseMs: 10_000 };
