// For the API tests of routes that start a job (core/server/jobs/fileJobs.ts): run the queued jobs
// with a worker (as the other job tests drive theirs, no waiting), then read what they made.
//   importAndRun: an upload, then its import job, answered as the tests read it: the job's result
//     on success; a refused file as { status 400, message: the job's error, issues: every problem }.
//   exportFile: a request that starts an export, then the job, then GET /v1/jobs/:id/file.
import { createJobWorker } from '../../core/server/jobs/worker';
import type { Client, TestApp } from './harness';

export async function runJobs(t: TestApp) {
  const worker = createJobWorker({ db: t.db, config: t.config, plugins: t.plugins, services: t.services, settings: { pollMs: 10 } });
  for (let i = 0; i < 20; i++) if (!(await worker.runOnce())) break;
  await worker.stop?.();
}

export async function importAndRun(t: TestApp, client: Client, path: string, fields: Parameters<Client['upload']>[1]) {
  const r = await client.upload(path, fields);
  if (r.status !== 200) return { ...r, job: null };
  if (typeof r.body.jobId !== 'number') throw new Error(`No job: ${JSON.stringify(r.body)}`);
  await runJobs(t);
  const job = (await client.get(`/v1/jobs/${r.body.jobId}`)).body.job;
  if (job.state === 'succeeded') return { status: 200, body: job.result, job };
  const problems: string[] = job.result?.problems ?? [];
  return { status: 400, body: { message: job.error as string, issues: problems.map((message) => ({ path: 'excel', message })) }, job };
}

/** The file an export job made, as the browser downloads it; throws when the start or the job failed. */
export async function exportFile(
  t: TestApp,
  client: Client,
  path: string,
  method: 'GET' | 'POST' = 'GET',
  body?: unknown,
): Promise<Response & { jobId: number }> {
  const r = await client.request(method, path, method === 'GET' ? undefined : (body ?? {}));
  if (r.status !== 200 || typeof r.body?.jobId !== 'number')
    throw new Error(`The export did not start: ${r.status} ${JSON.stringify(r.body)}`);
  await runJobs(t);
  const job = (await client.get(`/v1/jobs/${r.body.jobId}`)).body.job;
  if (job.state !== 'succeeded') throw new Error(`The export job ${job.state}: ${job.error}`);
  const file = await t.app.fetch(new Request(`http://console.test/v1/jobs/${r.body.jobId}/file`, { headers: { cookie: client.cookie } }));
  return Object.assign(file, { jobId: r.body.jobId as number });
}
