// A test-only plugin for the jobs fault test: its one kind records each run and then, once per
// key, its result. It is built into the fault test's own server entry (jobsFaultServer.ts), never
// into the production bundle, which has no way to load it.
import { sql } from 'drizzle-orm';
import { defineServerPlugin } from '../../core/server/plugin';

export const FAULT_KIND = 'fault-jobs.record';

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export default defineServerPlugin({
  id: 'fault-jobs',
  title: 'Fault jobs',
  routes: [],
  jobs: {
    [FAULT_KIND]: async ({ job, payload, db, signal, progress }) => {
      const { key, ms } = payload as { key: string; ms: number };
      await db.execute(sql`insert into fault_job_runs (job_id, pid) values (${job.id}, ${process.pid})`);
      await pause(ms, signal);
      // Idempotent by the job's key: a second run of the same job adds nothing.
      await db.execute(
        sql`insert into fault_job_results (key, job_id, pid) values (${key}, ${job.id}, ${process.pid}) on conflict (key) do nothing`,
      );
      await progress(1, 1, 'recorded');
      return { key };
    },
  },
});
