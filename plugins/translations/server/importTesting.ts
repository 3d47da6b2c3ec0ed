// For the API tests: an Excel upload, then its import job run by a worker (as the other job tests
// drive theirs, no waiting), answered as the tests read it: the job's result on success; a
// refused file as { status 400, message: the job's error, issues: every problem }.
import { createJobWorker } from '../../../core/server/jobs/worker';
import type { Client, TestApp } from '../../../tests/api/harness';

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
