// Purchase orders as the game servers report them: one row per store order. The unique key
// (project, env, platform, order id) is the real guard of idempotency: a retried report, even
// twenty at once, meets it and never makes a second row.
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    env: text('env').notNull(),
    platform: integer('platform').notNull(),
    orderId: text('order_id').notNull(),
    /** Android only: 0 Test, 1 Promo, 2 Rewarded, null (or else) Prod; null on iOS. */
    purchaseType: integer('purchase_type'),
    productName: text('product_name').notNull(),
    productId: text('product_id').notNull(),
    userId: text('user_id').notNull(),
    regionCode: text('region_code').notNull().default(''),
    purchaseTime: bigint('purchase_time', { mode: 'number' }).notNull(),
    kind: text('kind').notNull().default(''),
    /** 0 Purchased, 1 Canceled, 2 Pending. */
    purchaseState: integer('purchase_state').notNull(),
    /** 0 Unconsumed, 1 Consumed. */
    consumptionState: integer('consumption_state').notNull().default(0),
    info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_order_uq').on(t.projectCode, t.env, t.platform, t.orderId),
    index('purchase_orders_list_idx').on(t.projectCode, t.env, t.platform, t.purchaseTime),
  ],
);

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
