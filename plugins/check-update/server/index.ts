import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { checkUpdateRules } from './db';
import { seedCheckUpdate } from './demo';
import { checkUpdatePublishable } from './publishable';
import { publishRoute } from './publishRoute';
import { ruleRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Check-update rules',
  rights,
  // publish before the `:id` routes, so `/checkUpdateRules/publish` is never read as a rule id
  routes: [publishRoute, ...ruleRoutes, ...checkUpdatePublishable.routes, clientRoute],
  tables: { checkUpdateRules },
  demo: seedCheckUpdate,
});
