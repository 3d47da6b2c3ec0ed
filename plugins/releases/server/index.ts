import { defineServerPlugin } from '../../../core/server/plugin';
import { releasesConfigSchema } from '../config';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { seedReleases } from './demo';
import { JOBS, runBuild, runUpload } from './jobs';
import { releasesPublishable } from './publishable';
import { releaseRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Puzzle-content releases',
  rights,
  routes: [...releaseRoutes, ...releasesPublishable.routes, clientRoute],
  configSchema: releasesConfigSchema,
  jobs: { [JOBS.build]: runBuild, [JOBS.upload]: runUpload },
  demo: seedReleases,
});
