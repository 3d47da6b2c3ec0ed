import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { onlineReleases } from './db';
import { onlinePublishable } from './publishable';
import { onlineReleaseRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Online releases',
  rights,
  routes: [...onlineReleaseRoutes, ...onlinePublishable.routes, clientRoute],
  tables: { onlineReleases },
});
