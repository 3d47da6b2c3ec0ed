// The browser's half of an export job (core/server/jobs/fileJobs.ts): wait for the job the route
// started, then save its file. The caller's button shows loading meanwhile, as it did when the
// file came in the answer; a failed or cancelled job rejects with the job's error.
import { isFinished, jobEndpoints, type FileJobResult, type JobStarted, type JobView } from '../../shared/jobs';
import { api, call } from '../http';
import { saveBlob } from '../download';
import { showErrorNotice } from '../notify';
import { JOB_POLL_MS } from './useJob';

/** Resolves with the job once it has finished (any way); polls every JOB_POLL_MS. */
export async function finishedJob(jobId: number, signal?: AbortSignal): Promise<JobView> {
  for (;;) {
    const { job } = await call(jobEndpoints.status, { params: { id: String(jobId) }, quiet: true, signal });
    if (isFinished(job.state)) return job;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, JOB_POLL_MS);
      signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
    });
  }
}

/** Waits for an export job and saves its file; resolves with the file's name. */
export async function downloadJobFile(started: JobStarted | Promise<JobStarted>, signal?: AbortSignal): Promise<string> {
  const { jobId } = await started;
  const job = await finishedJob(jobId, signal);
  if (job.state !== 'succeeded') {
    const message = job.error || `The export was ${job.state}`;
    showErrorNotice(message);
    // Shown: callers' catch-alls (isNotifiedError) do not show it twice.
    throw Object.assign(new Error(message), { notified: true });
  }
  const { name } = job.result as FileJobResult;
  const blob = await api<Blob, 'blob'>(`/jobs/${jobId}/file`, { responseType: 'blob', signal });
  saveBlob(blob, name);
  return name;
}
