import { defineServerPlugin } from '../../../core/server/plugin';
import { releasesConfigSchema } from './config';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { seedReleases } from './demo';
import { JOBS, runBuild, runUpload } from './jobs';
import { latestLevelsOf } from './provided';
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
  // experiments show each level's default puzzle from the latest release through this contract (core/server/provides.ts)
  provides: { 'releases.latestLevels': latestLevelsOf },
});
