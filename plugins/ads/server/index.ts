import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { adRoutes } from './adRoutes';
import { clientRoute } from './clientRoute';
import { adReleases, internalAds } from './db';
import { seedAds } from './demo';
import { adsPublishable } from './publishable';
import { publishRoutes } from './publishRoutes';
import { releaseRoutes } from './releaseRoutes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Ads',
  rights,
  routes: [...adRoutes, ...releaseRoutes, ...publishRoutes, ...adsPublishable.routes, clientRoute],
  tables: { internalAds, adReleases },
  demo: seedAds,
});
