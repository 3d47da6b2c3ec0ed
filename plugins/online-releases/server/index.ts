import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { onlineMultipartReleases, onlineGeneralDeploys, onlineGeneralReleases, onlineGeneralResources, onlineReleases } from './db';
import { onlinePublishable } from './publishable';
import { onlineReleaseRoutes } from './routes';
import { generalRoutes } from './general';
import { multipartRoutes } from './multipart';
import { ASSET_BUNDLE_JOB, runAssetBundle } from './assetBundleJob';
import { onlineReleasesConfigSchema } from './config';
import { seedOnlineReleases } from './demo';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Online releases',
  rights,
  // Resources, parts and asset bundles stored by content hash: uploads may not take their keys.
  ownedFolders: ['online-releases'],
  // The fixed /general and /multipart paths before the `:id` ones.
  routes: [...generalRoutes, ...multipartRoutes, ...onlineReleaseRoutes, ...onlinePublishable.routes, clientRoute],
  // Who the live releases reach (platform, client versions), for other plugins through core's liveAudiences.
  publishables: [onlinePublishable],
  tables: { onlineMultipartReleases, onlineReleases, onlineGeneralReleases, onlineGeneralResources, onlineGeneralDeploys },
  jobs: { [ASSET_BUNDLE_JOB]: runAssetBundle },
  configSchema: onlineReleasesConfigSchema,
  demo: seedOnlineReleases,
});
