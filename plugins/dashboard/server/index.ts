// Plugin `dashboard`, server half: one route answering every card. No tables.
import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { dashboardRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Dashboard',
  rights,
  routes: dashboardRoutes,
});
