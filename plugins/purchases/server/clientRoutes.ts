// The game servers' API (rule.serverKey: `Authorization: Bearer <server key>`): report orders,
// and (beyond the spec) report a refund or void. Each runs in one transaction, committed before
// the 2xx: an acknowledged order is stored.
import { rule } from '../../../core/shared/access';
import { clientEnv } from '../../../core/server/clientApi';
import { badRequest } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { clientEndpoints } from '../endpoints';
import { orderIdParam } from '../schemas';
import { recordOrders, recordRefund } from './orders';

export const reportRoute = routeOf(clientEndpoints.report, {
  rule: rule.serverKey,
  summary: 'Game servers: report purchase orders (1..500), idempotent by platform and orderId',
  async handler({ db, project, params, body }) {
    return recordOrders(db, project.code, clientEnv(params.env), body.orders);
  },
});

export const refundRoute = routeOf(clientEndpoints.refund, {
  rule: rule.serverKey,
  summary: 'Game servers: report a refund or void of an order (it becomes Canceled); idempotent',
  async handler({ db, project, params, body }) {
    const env = clientEnv(params.env);
    const orderId = orderIdParam.safeParse(params.orderId);
    if (!orderId.success) throw badRequest(orderId.error.issues[0]?.message ?? 'Bad orderId');
    return recordRefund(db, project.code, env, orderId.data, body);
  },
});
