// Plugin `stats`, server half: the metrics query and catalog, the demo events and puzzle thumbnails.
import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { configRoutes } from './configRoute';
import { seedEvents } from './demo';
import { seedThumbnails } from './demoThumbnails';
import { statsRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Statistics',
  rights,
  routes: [...statsRoutes, ...configRoutes],
  demo: async (ctx) => {
    await seedEvents(ctx);
    await seedThumbnails(ctx);
  },
});
