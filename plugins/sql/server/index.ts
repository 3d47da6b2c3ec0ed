// Plugin `sql`, server half: the SQL page's field tree and read-only queries.
import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { sqlRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'SQL',
  rights,
  routes: sqlRoutes,
});
