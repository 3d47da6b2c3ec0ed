import { defineServerPlugin, type DemoContext } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { routes as clientRoutes } from './client/routes';
import { seedExposures } from './stats/demo';
import { routes as statsRoutes } from './stats/routes';
import { seedV1 } from './v1/demo';
import { routes as v1Routes } from './v1/routes';
import { seedV2 } from './v2/demo';
import { routes as v2Routes } from './v2/routes';

/** The v1 and v2 experiments first, then their users' exposures (the stats read them). */
async function seedExperiments(ctx: DemoContext): Promise<void> {
  await seedV1(ctx);
  await seedV2(ctx);
  await seedExposures(ctx);
}

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Experiments',
  rights,
  routes: [...v1Routes, ...v2Routes, ...statsRoutes, ...clientRoutes],
  demo: seedExperiments,
});
