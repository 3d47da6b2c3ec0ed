// Plugin `stats`, server half: the metrics query and catalog, and the demo events.
import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { configRoutes } from './configRoute';
import { seedEvents } from './demo';
import { statsRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Statistics',
  rights,
  routes: [...statsRoutes, ...configRoutes],
  demo: seedEvents,
});
