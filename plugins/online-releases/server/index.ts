import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { onlineGeneralDeploys, onlineGeneralReleases, onlineGeneralResources, onlineReleases } from './db';
import { onlinePublishable } from './publishable';
import { onlineReleaseRoutes } from './routes';
import { generalRoutes } from './general';
import { ASSET_BUNDLE_JOB, runAssetBundle } from './assetBundleJob';
import { onlineReleasesConfigSchema } from '../config';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Online releases',
  rights,
  // The fixed /general paths before the `:id` ones.
  routes: [...generalRoutes, ...onlineReleaseRoutes, ...onlinePublishable.routes, clientRoute],
  tables: { onlineReleases, onlineGeneralReleases, onlineGeneralResources, onlineGeneralDeploys },
  jobs: { [ASSET_BUNDLE_JOB]: runAssetBundle },
  configSchema: onlineReleasesConfigSchema,
});
