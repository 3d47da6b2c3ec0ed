// The purchases plugin's typed console endpoint (core/shared/endpoint.ts), one definition for both
// halves; the game servers' report routes are not console endpoints.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { envQuerySchema, orderQuerySchema } from './schemas';
import type { OrderListResponse } from './shared';

export const endpoints = {
  /** 001 §7: POST /purchaseServer/api/order?env&project, under the project's path. */
  orders: endpoint({
    method: 'POST',
    path: '/v1/:code/purchaseServer/api/order',
    query: envQuerySchema,
    body: orderQuerySchema,
    response: typeOf<OrderListResponse>(),
  }),
};
