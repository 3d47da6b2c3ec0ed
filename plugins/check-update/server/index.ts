import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { checkUpdateRules } from './db';
import { seedCheckUpdate } from './demo';
import { checkUpdatePublishable } from './publishable';
import { publishRoute } from './publishRoute';
import { reachRoute } from './reachRoute';
import { ruleRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Check-update rules',
  rights,
  // publish and reach before the `:id` routes, so `/checkUpdateRules/publish` is never read as a rule id
  routes: [publishRoute, reachRoute, ...ruleRoutes, ...checkUpdatePublishable.routes, clientRoute],
  tables: { checkUpdateRules },
  demo: seedCheckUpdate,
});
