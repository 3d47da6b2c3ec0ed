import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { bundles, bundleUploadFailures } from './db';
import { seedBundles } from './demo';
import { bundlesPublishable } from './publishable';
import { publishRoutes } from './publishRoutes';
import { bundleRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Bundles',
  rights,
  // the upload routes before `/bundle/:id`, so `/bundle/upload` is never read as an id
  routes: [...publishRoutes, ...bundleRoutes, ...bundlesPublishable.routes, clientRoute],
  tables: { bundles, bundleUploadFailures },
  demo: seedBundles,
});
