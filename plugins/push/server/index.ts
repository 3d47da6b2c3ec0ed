import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { pushDaily, pushDeliveries, pushDeviceDays, pushDevices, pushOutbox, pushSettings, pushSubTasks, pushTasks } from './db';
import { seedPush } from './demo';
import { jobs, schedules } from './delivery/jobs';
import { routes as deliveryRoutes } from './delivery/routes';
import { routes as listRoutes } from './list/routes';
import { UPLOAD_JOB, uploadTasks } from './list/uploadJob';
import { routes as taskRoutes } from './tasks/routes';
import { seedPushSettings } from './transports/demo';
import { closeTransports } from './transports/resolve';
import { routes as transportRoutes } from './transports/routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Push notifications',
  rights,
  // Task images stored by content hash (tasks/image.ts): uploads may not take their keys.
  ownedFolders: ['push'],
  // The list part first: its static paths (task/search, task/export, task/upload, ...) before the
  // tasks part's `task/:id`.
  routes: [...listRoutes, ...deliveryRoutes, ...transportRoutes, ...taskRoutes],
  onStop: () => closeTransports(),
  // Settings first (prod's cap and quiet hours), then devices and tasks sent for real.
  demo: async (ctx) => {
    await seedPushSettings(ctx.db);
    await seedPush(ctx);
  },
  // The delivery part's jobs, and Upload Tasks (an import job).
  jobs: { ...jobs, [UPLOAD_JOB]: uploadTasks },
  schedules,
  tables: { pushTasks, pushSubTasks, pushDevices, pushDeliveries, pushOutbox, pushDaily, pushDeviceDays, pushSettings },
});
