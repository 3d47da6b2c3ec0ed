import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { mlCommonKeys, mlProjectKeys, mlTags, mlVersions } from './db';
import { routes as commonRoutes } from './common/routes';
import { routes as mtRoutes } from './mt/routes';
import { routes as projectRoutes } from './project/routes';
import { seedPublishDemo } from './publish/demo';
import { routes as publishRoutes } from './publish/routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Translations',
  rights,
  // The publish part's static paths (/mlTranslate/history, /gate, ...) before the project part's /mlTranslate/:id.
  routes: [...commonRoutes, ...publishRoutes, ...projectRoutes, ...mtRoutes],
  tables: { mlTags, mlCommonKeys, mlProjectKeys, mlVersions },
  // When merged: the Translate part's demo (keys) first, then this one (publishes them).
  demo: seedPublishDemo,
});
