import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { seedCategories } from './demo';
import { namesJobs, namesRoutes } from './namesRoutes';
import { categoryTreeOf } from './provided';
import { categoryRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Categories',
  rights,
  // importNames before `/category/:id` (POST has none there, but keep the literal paths first).
  routes: [...namesRoutes, ...categoryRoutes],
  // the names export and import (namesRoutes.ts)
  jobs: namesJobs,
  // The table is core's (core/server/db/content.ts `categories`): folders and releases read it too.
  demo: seedCategories,
  // folders pick a folder's category from the tree through this contract (core/server/provides.ts)
  provides: { 'categories.tree': categoryTreeOf },
});
