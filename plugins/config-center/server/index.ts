import { defineServerPlugin } from '../../../core/server/plugin';
import { ARCHIVE_JOB } from '../endpoints/releases';
import { PLUGIN_ID, rights } from '../shared';
import { ccArchives, ccFiles, ccNamespaces } from './db';
import { seedManage } from './manage/demo';
import { routes as manageRoutes } from './manage/routes';
import { seedReleases } from './releases/demo';
import { runArchiveExport } from './releases/archiveExport';
import { publishables, routes as releaseRoutes } from './releases/routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Config center',
  rights,
  routes: [...manageRoutes, ...releaseRoutes],
  publishables,
  jobs: { [ARCHIVE_JOB]: runArchiveExport },
  // Namespaces and files first, then archives released for real.
  demo: async (ctx) => {
    await seedManage(ctx);
    await seedReleases(ctx);
  },
  tables: { ccNamespaces, ccFiles, ccArchives },
});
