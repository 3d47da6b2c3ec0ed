// Plugin `stats`, server half: the metrics query and catalog, the users-and-engagement figures, the demo
// events and puzzle thumbnails.
import { defineServerPlugin } from '../../../core/server/plugin';
import { statsConfigSchema } from '../schemas';
import { PLUGIN_ID, rights } from '../shared';
import { configRoutes } from './configRoute';
import { seedEvents } from './demo';
import { seedThumbnails } from './demoThumbnails';
import { statsRoutes } from './routes';
import { userRoutes } from './userRoutes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Statistics',
  rights,
  configSchema: statsConfigSchema,
  routes: [...statsRoutes, ...userRoutes, ...configRoutes],
  demo: async (ctx) => {
    await seedEvents(ctx);
    await seedThumbnails(ctx);
  },
});
