import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { routes as clientRoutes } from './client/routes';
import { statsDemo } from './stats/demo';
import { routes as statsRoutes } from './stats/routes';
import { routes as v1Routes } from './v1/routes';
import { routes as v2Routes } from './v2/routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Experiments',
  rights,
  routes: [...v1Routes, ...v2Routes, ...statsRoutes, ...clientRoutes],
  // The stats part's demo (a stand-in experiment where none exists, then exposures); the lead runs
  // seedExposures after the v1 and v2 demos.
  demo: statsDemo,
});
