import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { mlCommonKeys, mlProjectKeys, mlTags, mlVersions } from './db';
import { routes as commonRoutes } from './common/routes';
import { seedCommon } from './common/demo';
import { routes as mtRoutes } from './mt/routes';
import { routes as projectRoutes } from './project/routes';
import { routes as publishRoutes } from './publish/routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Translations',
  rights,
  routes: [...commonRoutes, ...projectRoutes, ...publishRoutes, ...mtRoutes],
  tables: { mlTags, mlCommonKeys, mlProjectKeys, mlVersions },
  // Each part's demo in turn (the lead merges the others' here).
  demo: async (ctx) => {
    await seedCommon(ctx);
  },
});
