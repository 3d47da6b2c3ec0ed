// The plugins' running side in a server process: their onStart hooks, then the job worker
// (when JOB_WORKER is not 0); at a clean stop the worker first (its runs handed back to the
// queue), then the onStop hooks in reverse order.
import { createJobWorker, type JobWorker } from './jobs/worker';
import type { LifecycleContext } from './plugin';

export interface Running {
  worker: JobWorker | null;
  stop: () => Promise<void>;
}

export async function startPlugins(ctx: LifecycleContext): Promise<Running> {
  // Built before any hook runs, so a bad kind or schedule stops the start early.
  const worker = ctx.config.jobs.worker ? createJobWorker(ctx) : null;
  for (const p of ctx.plugins) await p.onStart?.(ctx);
  await worker?.start();
  return {
    worker,
    stop: async () => {
      await worker?.stop();
      for (const p of [...ctx.plugins].reverse()) {
        try {
          await p.onStop?.(ctx);
        } catch (e) {
          console.error(`plugin ${p.id}: onStop failed: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    },
  };
}
