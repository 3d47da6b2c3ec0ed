import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { mlCommonKeys, mlProjectKeys, mlTags, mlVersions } from './db';
import { routes as commonRoutes } from './common/routes';
import { routes as mtRoutes } from './mt/routes';
import { routes as projectRoutes } from './project/routes';
import { routes as publishRoutes } from './publish/routes';
import { seedProjectKeys } from './project/demo';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Translations',
  rights,
  // The project part last: its `/v1/:code/mlTranslate/:id` would otherwise take the publish
  // part's static paths under the same prefix (gate, history, getI18nFile).
  routes: [...commonRoutes, ...publishRoutes, ...mtRoutes, ...projectRoutes],
  // The project part's demo keys (the lead merges the other parts' demos here).
  demo: async (ctx) => {
    await seedProjectKeys(ctx);
  },
  tables: { mlTags, mlCommonKeys, mlProjectKeys, mlVersions },
});
