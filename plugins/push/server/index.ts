import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { pushDaily, pushDeliveries, pushDeviceDays, pushDevices, pushOutbox, pushSettings, pushSubTasks, pushTasks } from './db';
import { routes as deliveryRoutes } from './delivery/routes';
import { seedList } from './list/demo';
import { routes as listRoutes } from './list/routes';
import { routes as taskRoutes } from './tasks/routes';
import { seedPushSettings } from './transports/demo';
import { bindTransportSecrets, closeTransports } from './transports/resolve';
import { routes as transportRoutes } from './transports/routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Push notifications',
  rights,
  // The list part first: its static paths (task/search, task/export, task/upload, ...) before the
  // tasks part's `task/:id`.
  routes: [...listRoutes, ...deliveryRoutes, ...transportRoutes, ...taskRoutes],
  // The transport resolver decrypts credentials with this process's secrets.
  onStart: ({ services }) => bindTransportSecrets(services.secrets),
  onStop: () => closeTransports(),
  demo: async (ctx) => {
    await seedPushSettings(ctx.db);
    await seedList(ctx);
  },
  tables: { pushTasks, pushSubTasks, pushDevices, pushDeliveries, pushOutbox, pushDaily, pushDeviceDays, pushSettings },
});
