import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID } from '../shared';
import { userSettings } from './db';
import { userRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Users',
  toggleable: false,
  routes: userRoutes,
  tables: { userSettings },
});
