import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { routes as catalogRoutes } from './catalog/routes';
import { schedules as catalogSchedules, jobs as catalogJobs } from './catalog/jobs';
import { seedCatalog } from './catalog/demo';
import { routes as deployRoutes } from './deploys/routes';
import { jobs as deployJobs, schedules as deploySchedules } from './deploys/jobs';
import { seedDeploys } from './deploys/demo';
import { DEPLOY_NOT_RETRIED, JOB_DEPLOY } from './deploys/settings';
import { sweepStaleDeploys } from './deploys/sweep';
import { serviceApiLogs, serviceDeployments, servers, services } from './db';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Services',
  toggleable: false,
  // The operators' read-only right (issue 29 #13).
  rights,
  // The catalog first: its static paths (apiLogs ingest, ...) before the deploys part's `:id/...`.
  routes: [...catalogRoutes, ...deployRoutes],
  jobs: { ...catalogJobs, ...deployJobs },
  schedules: [...catalogSchedules, ...deploySchedules],
  // A deploy job runs its deployment once: a retry would find it closed and do nothing.
  notRetryable: { [JOB_DEPLOY]: DEPLOY_NOT_RETRIED },
  // On restart, deploys the last run left behind are settled now rather than at the next sweep.
  onStart: async ({ db }) => {
    await sweepStaleDeploys(db);
  },
  // Servers and services first, then deployments made for real (on the local runner).
  demo: async (ctx) => {
    await seedCatalog(ctx);
    await seedDeploys(ctx);
  },
  tables: { servers, services, serviceDeployments, serviceApiLogs },
});
