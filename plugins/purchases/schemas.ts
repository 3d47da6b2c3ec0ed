// The purchases plugin's zod schemas: the game servers' reports (strict, every field named in its
// message) and the console's order query (001 §7's body).
import { z } from 'zod';
import { isoDateTime } from '../../core/shared/zod';
import { MAX_RANGE_DAYS, PAGE_SIZE, PAGE_SIZE_OPTIONS } from './shared';

/** Ours: a report carries 1..500 orders; an order's info at most 16 KB of JSON. */
export const MAX_ORDERS = 500;
export const MAX_INFO_BYTES = 16 * 1024;
/** No purchase before the stores' first day; none more than a day ahead of our clock. */
const EARLIEST_MS = Date.UTC(2008, 0, 1);
const DAY_MS = 86_400_000;

/** Printable ASCII without spaces: store order ids, product ids, user ids. */
const token = (field: string, max = 200) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(max, `${field}: at most ${max} characters`)
    .regex(/^[\x21-\x7e]+$/, `${field}: printable ASCII without spaces only`);

const text = (field: string, max: number) =>
  z.string({ error: `${field} must be a string` }).max(max, `${field}: at most ${max} characters`);

const platformField = z.union([z.literal(1), z.literal(2)], { error: 'platform must be 1 (Android) or 2 (iOS)' });

export const orderReportSchema = z
  .object({
    platform: platformField,
    orderId: token('orderId'),
    purchaseType: z
      .int({ error: 'purchaseType must be a whole number' })
      .min(0, 'purchaseType must be 0 or more')
      .max(1000, 'purchaseType must be at most 1000')
      .nullable()
      .default(null),
    productName: text('productName', 200).trim().min(1, 'productName is required'),
    productId: token('productId'),
    user_id: token('user_id'),
    regionCode: z
      .string({ error: 'regionCode must be a string' })
      .regex(/^([A-Za-z]{2,3})?$/, 'regionCode must be a 2 or 3 letter country code')
      .transform((s) => s.toUpperCase())
      .default(''),
    purchaseTimeMillis: z
      .int({ error: 'purchaseTimeMillis must be a whole number of milliseconds' })
      .min(EARLIEST_MS, 'purchaseTimeMillis must be milliseconds since 1970, after 2008')
      .refine((ms) => ms <= Date.now() + DAY_MS, 'purchaseTimeMillis is in the future'),
    kind: text('kind', 100).default(''),
    purchaseState: z.union([z.literal(0), z.literal(1), z.literal(2)], {
      error: 'purchaseState must be 0 (Purchased), 1 (Canceled) or 2 (Pending)',
    }),
    consumptionState: z
      .union([z.literal(0), z.literal(1)], { error: 'consumptionState must be 0 (Unconsumed) or 1 (Consumed)' })
      .default(0),
    info: z
      .record(z.string(), z.unknown(), { error: 'info must be a JSON object' })
      .refine(
        (v) => new TextEncoder().encode(JSON.stringify(v)).length <= MAX_INFO_BYTES,
        `info: at most ${MAX_INFO_BYTES / 1024} KB of JSON`,
      )
      .default({}),
  })
  .strict()
  .refine((o) => o.platform === 1 || o.purchaseType === null, {
    message: 'purchaseType is for Android orders only',
    path: ['purchaseType'],
  });
export type OrderReport = z.output<typeof orderReportSchema>;

/**
 * Each order checked on its own, its messages naming it by its index as the events batch's do
 * (`orders[1]: platform must be ...`, issue path `orders.1.platform`; the message itself names the
 * field): in a report of 500, "platform must be 1 or 2" alone does not say which order.
 */
const ordersField = z
  .array(z.unknown(), { error: 'orders must be a list of orders' })
  .min(1, 'orders: send at least one order')
  .max(MAX_ORDERS, `orders: at most ${MAX_ORDERS} orders a report`)
  .transform((list, ctx): OrderReport[] => {
    const out: OrderReport[] = [];
    list.forEach((o, i) => {
      const parsed = orderReportSchema.safeParse(o);
      if (parsed.success) return void out.push(parsed.data);
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: [i, ...issue.path], message: `orders[${i}]: ${issue.message}` });
    });
    return out;
  });

export const reportBodySchema = z.object({ orders: ordersField }).strict();

/** Beyond the spec: a refund or void the store told the game server about. */
export const refundBodySchema = z
  .object({
    platform: platformField,
    kind: z.enum(['refund', 'void'], { error: "kind must be 'refund' or 'void'" }),
    reason: text('reason', 500).trim().optional(),
    at: isoDateTime('at is required', 'at must be an ISO date-time such as 2026-05-01T08:00:00Z').optional(),
  })
  .strict();
export type RefundReport = z.output<typeof refundBodySchema>;

export const orderIdParam = token('orderId');

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (field: string) =>
  z
    .string({ error: `Please choose ${field}` })
    .regex(ISO_DAY, `${field} must be a date like 2026-01-31`)
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      `${field} is not a real date`,
    );

export const envQuerySchema = z.object({ env: z.enum(['sandbox', 'prod'], { error: "env must be 'sandbox' or 'prod'" }).default('prod') });

/** 001 §7: the order query's body; dates are inclusive UTC days. */
export const orderQuerySchema = z
  .object({
    productName: text('productName', 200).trim().default(''),
    productId: text('productId', 200).trim().default(''),
    pageSize: z
      .int({ error: 'pageSize must be a whole number' })
      .refine((n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), `pageSize must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`)
      .default(PAGE_SIZE),
    pageNo: z
      .int({ error: 'pageNo must be a whole number' })
      .min(1, 'pageNo must be 1 or more')
      .max(100_000, 'pageNo must be at most 100000')
      .default(1),
    platform: platformField.default(1),
    projectCode: z.string().optional(),
    startDate: day('startDate'),
    endDate: day('endDate'),
  })
  .strict()
  .refine((q) => q.startDate <= q.endDate, { message: 'startDate must not be after endDate', path: ['endDate'] })
  .refine((q) => (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 < MAX_RANGE_DAYS, {
    message: `Choose a range of at most ${MAX_RANGE_DAYS} days`,
    path: ['endDate'],
  });
export type OrderQuery = z.output<typeof orderQuerySchema>;

const answerPlatform = z.union([z.literal(1), z.literal(2)]).describe('1 Android, 2 iOS');

/** POST /client/v1/:code/:env/purchases: what became of each reported order. */
export const reportAnswerSchema = z.object({
  accepted: z.number().int().describe('Orders stored or moved on by this report (created + updated)'),
  duplicates: z.number().int().describe('Orders already stored exactly so: nothing changed'),
  results: z
    .array(
      z.object({
        platform: answerPlatform,
        orderId: z.string(),
        result: z
          .enum(['created', 'updated', 'duplicate'])
          .describe('created: new; updated: its purchaseState or consumptionState moved on; duplicate: already stored so (a retry)'),
      }),
    )
    .describe("One per reported order, in the report's order"),
});

/** An order as the refund answers it (PurchaseOrder, shared.ts). */
const orderAnswerSchema = z.object({
  id: z.number().int(),
  env: z.enum(['sandbox', 'prod']),
  platform: answerPlatform,
  orderId: z.string(),
  purchaseType: z.number().int().nullable().describe('Android only: 0 Test, 1 Promo, 2 Rewarded, null Prod; null on iOS'),
  productName: z.string(),
  productId: z.string(),
  user_id: z.string(),
  regionCode: z.string(),
  purchaseTimeMillis: z.number().int(),
  kind: z.string(),
  purchaseState: z.number().int().describe('0 Purchased, 1 Canceled, 2 Pending'),
  consumptionState: z.number().int().describe('0 Unconsumed, 1 Consumed'),
  info: z.record(z.string(), z.unknown()).describe("The report's free-form info, as stored"),
  refundedAt: z.string().nullable().describe('When the refund happened (ISO), the first one reported'),
  voidedAt: z.string().nullable().describe('When the void happened (ISO), the first one reported'),
  refundReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** POST /client/v1/:code/:env/purchases/:orderId/refund: the order as it now is. */
export const refundAnswerSchema = z.object({
  order: orderAnswerSchema,
  duplicate: z.boolean().describe('True when this kind (refund or void) was already recorded: nothing changed'),
});
