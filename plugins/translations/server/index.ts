import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { mlCommonKeys, mlProjectKeys, mlTags, mlVersions } from './db';
import { routes as commonRoutes } from './common/routes';
import { seedMachineTranslation } from './mt/demo';
import { runMachineTranslate } from './mt/job';
import { routes as mtRoutes } from './mt/routes';
import { MT_JOB } from '../endpoints/mt';
import { routes as projectRoutes } from './project/routes';
import { routes as publishRoutes } from './publish/routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Translations',
  rights,
  routes: [...commonRoutes, ...projectRoutes, ...publishRoutes, ...mtRoutes],
  tables: { mlTags, mlCommonKeys, mlProjectKeys, mlVersions },
  jobs: { [MT_JOB]: runMachineTranslate },
  demo: seedMachineTranslation,
});
