import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { refundRoute, reportRoute } from './clientRoutes';
import { purchaseOrders } from './db';
import { seedPurchases } from './demo';
import { listRoute } from './listRoute';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Purchase orders',
  rights,
  routes: [listRoute, reportRoute, refundRoute],
  tables: { purchaseOrders },
  demo: seedPurchases,
});
