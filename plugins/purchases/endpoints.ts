// The purchases plugin's typed endpoints (core/shared/endpoint.ts): the console's order query, one
// definition for both halves, and the game servers' reports (clientEndpoint: /client/v1/openapi.json).
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import { envQuerySchema, orderQuerySchema, refundAnswerSchema, refundBodySchema, reportAnswerSchema, reportBodySchema } from './schemas';
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

const SERVER_KEY =
  "Called by the game's server, not the game: send the project's server key as `Authorization: Bearer <server key>` (an admin makes it in the console; 401 without it).";

/** One order as the examples report it (and the refund's answer shows it, Canceled). */
const EXAMPLE_ORDER = {
  platform: 1,
  orderId: 'GPA.3312-5521-7789-01234',
  purchaseType: null,
  productName: 'Coin Pack 500',
  productId: 'com.studio.jigsaw.coins_500',
  user_id: 'u-48213',
  regionCode: 'FR',
  purchaseTimeMillis: 1763107200000,
  kind: 'androidpublisher#productPurchase',
  purchaseState: 0,
  consumptionState: 1,
  info: { priceAmountMicros: 1990000, priceCurrencyCode: 'EUR' },
} as const;

/** The game servers' calls (rule.serverKey). */
export const clientEndpoints = {
  report: clientEndpoint({
    method: 'POST',
    path: '/client/v1/:code/:env/purchases',
    body: reportBodySchema,
    summary: 'Report purchase orders',
    description: `${SERVER_KEY} 1 to 500 orders a report, idempotent by platform and orderId: a retry is a duplicate, a later purchaseState (Pending to Purchased or Canceled, Purchased to Canceled) or consumptionState moves the order on, any other field differing is a 409. Each order: platform (1 Android, 2 iOS), orderId, purchaseType (Android: 0 Test, 1 Promo, 2 Rewarded, null Prod; null on iOS), productName, productId, user_id, regionCode (2 or 3 letters), purchaseTimeMillis, kind, purchaseState (0 Purchased, 1 Canceled, 2 Pending), consumptionState (0 Unconsumed, 1 Consumed), info (a JSON object, at most 16 KB). A bad order refuses the whole report (400 naming it as orders[i]); a stored report is answered.`,
    response: reportAnswerSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      body: {
        orders: [EXAMPLE_ORDER],
      },
      response: {
        accepted: 1,
        duplicates: 0,
        results: [{ platform: 1, orderId: 'GPA.3312-5521-7789-01234', result: 'created' }],
      },
    },
  }),
  refund: clientEndpoint({
    method: 'POST',
    path: '/client/v1/:code/:env/purchases/:orderId/refund',
    body: refundBodySchema,
    summary: 'Report a refund or void of an order',
    description: `${SERVER_KEY} The order (by its platform and the path's orderId, URL-encoded) becomes Canceled, keeping when (at, ISO date-time; default now) and why (reason). Idempotent: the same kind again changes nothing (duplicate true). 404 when the order was never reported in the environment.`,
    response: refundAnswerSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod', orderId: 'GPA.3312-5521-7789-01234' },
      body: { platform: 1, kind: 'refund', reason: 'Requested by the player', at: '2025-11-16T09:12:00Z' },
      response: {
        order: {
          id: 8817,
          env: 'prod',
          ...EXAMPLE_ORDER,
          purchaseState: 1,
          refundedAt: '2025-11-16T09:12:00.000Z',
          voidedAt: null,
          refundReason: 'Requested by the player',
          createdAt: '2025-11-14T08:00:03.412Z',
          updatedAt: '2025-11-16T09:12:01.087Z',
        },
        duplicate: false,
      },
    },
  }),
};
