import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID } from '../shared';
import { seedJobs } from './demo';
import { pruneJobs } from './prune';
import { jobRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Jobs',
  toggleable: false,
  routes: jobRoutes,
  jobs: { 'jobs.prune': pruneJobs },
  // Daily at 03:17 UTC, off the hour when other schedules crowd.
  schedules: [{ kind: 'jobs.prune', cron: '17 3 * * *' }],
  demo: seedJobs,
});
