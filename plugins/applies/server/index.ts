import { defineServerPlugin } from '../../../core/server/plugin';
import { appliesConfigSchema } from './config';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { applies, applyDeployments, applyModifications } from './db';
import { seedApplies } from './demo';
import { applyRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Experiment applies',
  rights,
  routes: [...applyRoutes, clientRoute],
  tables: { applies, applyModifications, applyDeployments },
  configSchema: appliesConfigSchema,
  demo: seedApplies,
});
