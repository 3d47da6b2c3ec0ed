// A job's status, polled until it finishes: any screen that starts long work (an export, a
// send, a build) hands the job id here and shows <JobProgress>. GET /v1/jobs/:id answers admins,
// the job's project members and, for a console-wide job, whoever enqueued it.
import { useEffect, useRef, useState } from 'react';
import { FetchError } from 'ofetch';
import { isFinished, jobEndpoints, type JobView } from '../../shared/jobs';
import { call, errorMessage } from '../http';

export const JOB_POLL_MS = 1_000;

export interface JobStatus {
  job: JobView | null;
  /** Why the status could not be read (the job is gone, or not the user's to see). */
  error: string | null;
}

/** Polls job `id` every second until it succeeds, fails or is cancelled; `onFinished` runs once then. */
export function useJob(id: number | null | undefined, onFinished?: (job: JobView) => void): JobStatus {
  const [status, setStatus] = useState<JobStatus>({ job: null, error: null });
  const finished = useRef(onFinished);
  finished.current = onFinished;
  useEffect(() => {
    setStatus({ job: null, error: null });
    if (!id) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { job } = await call(jobEndpoints.status, { params: { id: String(id) }, quiet: true, signal: abort.signal });
        if (abort.signal.aborted) return;
        setStatus({ job, error: null });
        if (isFinished(job.state)) finished.current?.(job);
        else timer = setTimeout(poll, JOB_POLL_MS);
      } catch (e) {
        if (abort.signal.aborted) return;
        setStatus((s) => ({ ...s, error: errorMessage(e) }));
        // Gone or not ours (4xx): stop. The network or the server: try again a little later.
        const status = e instanceof FetchError ? e.statusCode : undefined;
        if (!status || status >= 500) timer = setTimeout(poll, JOB_POLL_MS * 5);
      }
    };
    void poll();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [id]);
  return status;
}
