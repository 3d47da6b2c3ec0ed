// Plugin `adjust-apps`, server half: the admin's Adjust apps, and the `adjust.apps` provider
// (core/server/provides.ts) through which ad-stats labels a platform's trackers with its app.
import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID } from '../shared';
import { appsOf } from './apps';
import { adjustApps } from './db';
import { seedAdjustApps } from './demo';
import { adjustAppRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Adjust apps',
  toggleable: false,
  routes: adjustAppRoutes,
  tables: { adjustApps },
  demo: seedAdjustApps,
  provides: { 'adjust.apps': appsOf },
});
