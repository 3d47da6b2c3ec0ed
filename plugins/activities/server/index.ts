import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { activities } from './db';
import { seedActivities } from './demo';
import { grayGroupRoute } from './grayGroupRoute';
import { lifecycleRoutes } from './lifecycleRoutes';
import { activitiesPublishable } from './publishable';
import { activityRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Activities',
  rights,
  // Resources stored by content hash (resource.ts): uploads may not take their keys.
  ownedFolders: ['activities'],
  // The fixed path before the `:id` ones.
  routes: [grayGroupRoute, ...activityRoutes, ...lifecycleRoutes, ...activitiesPublishable.routes, clientRoute],
  tables: { activities },
  demo: seedActivities,
});
