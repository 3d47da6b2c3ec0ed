import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID } from '../shared';
import { seedGroups } from './demo';
import { assignRoutes } from './assignRoutes';
import { rightsAdminRoutes } from './adminRoutes';
import { customRights, rightGroups } from './db';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Rights',
  toggleable: false,
  routes: [...rightsAdminRoutes, ...assignRoutes],
  tables: { customRights, rightGroups },
  demo: seedGroups,
});
