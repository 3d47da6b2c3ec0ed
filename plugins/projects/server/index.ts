import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { seedProjects } from './demo';
import { projectRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Projects',
  rights,
  toggleable: false,
  routes: projectRoutes,
  demo: seedProjects,
});
