import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { checkUpdateRules } from './db';
import { seedCheckUpdate } from './demo';
import { publishRoute } from './publishRoute';
import { ruleRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Check-update rules',
  rights,
  // publish before the `:id` routes, so `/checkUpdateRules/publish` is never read as a rule id
  routes: [publishRoute, ...ruleRoutes, clientRoute],
  tables: { checkUpdateRules },
  demo: seedCheckUpdate,
});
