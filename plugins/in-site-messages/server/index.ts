import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { clientRoute } from './clientRoute';
import { inSiteMessages } from './db';
import { seedInSiteMessages } from './demo';
import { messagesPublishable } from './publishable';
import { publishRoutes } from './publishRoutes';
import { messageRoutes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'In-site messages',
  rights,
  routes: [...messageRoutes, ...publishRoutes, ...messagesPublishable.routes, clientRoute],
  tables: { inSiteMessages },
  demo: seedInSiteMessages,
});
