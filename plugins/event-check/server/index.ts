import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { catalogJobs } from './catalogJobs';
import { catalogRoutes } from './catalogRoutes';
import { checkRoute } from './checkRoute';
import { clientLogFiles, eventTypes } from './db';
import { seedEventCheck } from './demo';
import { logRoutes } from './logRoutes';
import { logUploadRoute } from './logUploadRoute';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Event check',
  rights,
  routes: [...catalogRoutes, checkRoute, ...logRoutes, logUploadRoute],
  tables: { eventTypes, clientLogFiles },
  jobs: catalogJobs,
  demo: seedEventCheck,
});
