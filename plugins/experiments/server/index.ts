import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { routes as clientRoutes } from './client/routes';
import { routes as statsRoutes } from './stats/routes';
import { routes as v1Routes } from './v1/routes';
import { seedV2 } from './v2/demo';
import { routes as v2Routes } from './v2/routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Experiments',
  rights,
  routes: [...v1Routes, ...v2Routes, ...statsRoutes, ...clientRoutes],
  demo: seedV2,
});
