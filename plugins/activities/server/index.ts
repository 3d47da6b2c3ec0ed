import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { activities } from './db';
import { seedActivities } from './demo';
import { lifecycleRoutes } from './lifecycleRoutes';
import { activityRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Activities',
  rights,
  routes: [...activityRoutes, ...lifecycleRoutes, clientRoute],
  tables: { activities },
  demo: seedActivities,
});
