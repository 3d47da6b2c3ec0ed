// The purchases plugin's manifest: the Purchase Orders screen, its nav item and palette command.
// Data only: it imports no zod and no screen code.
import { IconReceipt } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, RIGHT_PURCHASE_ORDERS, paths, rights } from '../shared';

const read = rule.right(RIGHT_PURCHASE_ORDERS);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Purchase orders',
  icon: IconReceipt,
  rights,
  nav: [{ label: 'Purchase Orders', path: paths.orders, rule: read, icon: IconReceipt, area: 'LiveOps' }],
  routes: [
    {
      path: paths.orders,
      name: 'purchaseOrders',
      title: 'Purchase Orders',
      rule: read,
      screen: () => import('./screens/PurchaseOrdersPage'),
    },
  ],
  commands: [
    {
      id: 'purchases.openOrders',
      title: 'Purchase Orders',
      description: 'The orders game servers reported, by env, platform, dates and product',
      keywords: ['purchase', 'orders', 'iap', 'payments', 'refund', 'store'],
      rule: read,
      goTo: paths.orders,
      icon: IconReceipt,
    },
  ],
});
