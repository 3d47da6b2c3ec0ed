// Background jobs as both halves see them: states, one job's view, and the status endpoint any
// screen polls to show a job's progress (core/web/jobs/useJob.ts).
import { endpoint, typeOf } from './endpoint';

export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** States a job no longer leaves by itself (only an admin's retry brings it back). */
export const FINISHED_STATES: readonly JobState[] = ['succeeded', 'failed', 'cancelled'];
export const isFinished = (state: JobState): boolean => FINISHED_STATES.includes(state);

/** Kinds are `<plugin>.<name>`: the plugin's id, a dot, a name. */
export const JOB_KIND_PATTERN = /^[a-z][a-z0-9-]*\.[A-Za-z][A-Za-z0-9_-]*$/;

export interface JobView {
  id: number;
  kind: string;
  project: string | null;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  progress: { done: number; total: number | null; message: string };
  result: unknown;
  error: string | null;
  runAt: string;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export const jobEndpoints = {
  /**
   * One job's status. Admins see every job; a project's job is seen by that project's members
   * (owners or holders of any right there); a console-wide job by the user who enqueued it.
   * Anyone else gets 404, as if the job did not exist.
   */
  status: endpoint({ method: 'GET', path: '/v1/jobs/:id', response: typeOf<{ job: JobView }>() }),
  /**
   * Cancels a queued or running job, by the status route's own rule: whoever may follow a job may
   * stop it (a running handler stops at its next lease renewal). 409 for a finished job.
   */
  cancel: endpoint({ method: 'POST', path: '/v1/jobs/:id/cancel', response: typeOf<{ job: JobView }>() }),
  /**
   * The file a finished export job made (core/server/jobs/fileJobs.ts), for admins and whoever
   * started the job. 409 until it has succeeded.
   */
  file: endpoint({ method: 'GET', path: '/v1/jobs/:id/file', response: typeOf<Blob>() }),
};

/** What a route that starts a job answers. */
export interface JobStarted {
  jobId: number;
}

/** An export job's result: its file in private storage, and the name the browser saves it under. */
export interface FileJobResult {
  file: string;
  name: string;
  size: number;
  count?: number;
}

/** A refused import's result: every problem of the file (the job's error names the first). */
export interface ImportProblems {
  problems: string[];
}
