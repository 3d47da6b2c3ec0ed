// Recording what game servers report: new orders, state moves, refunds and voids. The client
// routes and the demo both write through these functions.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { conflict, notFound } from '../../../core/server/errors';
// Key order aside (a jsonb round trip sorts keys), the same content compares equal.
import { stableJson } from '../../../core/server/publish/contentHash';
import type { Env } from '../../../core/shared/constants';
import type { OrderReport, RefundReport } from '../schemas';
import { platformLabel, type PurchaseOrder, type PurchasePlatform, type ReportResponse, type ReportResult } from '../shared';
import { purchaseOrders, type PurchaseOrderRow } from './db';

const keyOf = (platform: number, orderId: string) => `${platform}:${orderId}`;

function rowValues(project: string, env: Env, o: OrderReport) {
  return {
    projectCode: project,
    env,
    platform: o.platform,
    orderId: o.orderId,
    purchaseType: o.purchaseType,
    productName: o.productName,
    productId: o.productId,
    userId: o.user_id,
    regionCode: o.regionCode,
    purchaseTime: o.purchaseTimeMillis,
    kind: o.kind,
    purchaseState: o.purchaseState,
    consumptionState: o.consumptionState,
    info: o.info,
  };
}

/** The fields an order never changes after its first report (the states may move on). */
const FIXED: [keyof OrderReport, (r: PurchaseOrderRow) => unknown][] = [
  ['purchaseType', (r) => r.purchaseType],
  ['productName', (r) => r.productName],
  ['productId', (r) => r.productId],
  ['user_id', (r) => r.userId],
  ['regionCode', (r) => r.regionCode],
  ['purchaseTimeMillis', (r) => r.purchaseTime],
  ['kind', (r) => r.kind],
  ['info', (r) => r.info],
];

/** A purchase state's place in the order's life: Pending, then Purchased, then Canceled. */
const STATE_RANK: Record<number, number> = { 2: 0, 0: 1, 1: 2 };

/**
 * What a repeated report does to the stored order: the same content is a duplicate; a state
 * further on (Pending -> Purchased or Canceled, Purchased -> Canceled, Unconsumed -> Consumed)
 * moves it; a state behind the stored one is a late retry and changes nothing; anything else
 * differing is a 409 naming the order and the field.
 */
async function mergeReport(db: Db, row: PurchaseOrderRow, o: OrderReport): Promise<ReportResult> {
  const changed = FIXED.find(([field, stored]) => stableJson(stored(row)) !== stableJson(o[field]));
  if (changed) throw conflict(`Order ${o.orderId} (${platformLabel(o.platform)}) was reported before with a different ${changed[0]}`);
  const purchaseState = STATE_RANK[o.purchaseState] > STATE_RANK[row.purchaseState] ? o.purchaseState : row.purchaseState;
  const consumptionState = Math.max(o.consumptionState, row.consumptionState);
  if (purchaseState === row.purchaseState && consumptionState === row.consumptionState) return 'duplicate';
  await db.update(purchaseOrders).set({ purchaseState, consumptionState, updatedAt: new Date() }).where(eq(purchaseOrders.id, row.id));
  return 'updated';
}

/**
 * Records a report's orders, idempotent by (platform, orderId): one insert that skips the orders
 * already stored (the unique key decides, also between parallel reports), then each skipped one
 * compared with the stored row under a row lock. Run in one transaction: a 409 keeps nothing.
 */
export async function recordOrders(db: Db, project: string, env: Env, orders: OrderReport[]): Promise<ReportResponse> {
  const inserted = await db
    .insert(purchaseOrders)
    .values(orders.map((o) => rowValues(project, env, o)))
    .onConflictDoNothing()
    .returning({ platform: purchaseOrders.platform, orderId: purchaseOrders.orderId });
  const fresh = new Set(inserted.map((r) => keyOf(r.platform, r.orderId)));
  const results: ReportResponse['results'] = [];
  for (const o of orders) {
    const key = keyOf(o.platform, o.orderId);
    if (fresh.delete(key)) {
      results.push({ platform: o.platform, orderId: o.orderId, result: 'created' });
      continue;
    }
    const [row] = await db
      .select()
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.projectCode, project),
          eq(purchaseOrders.env, env),
          eq(purchaseOrders.platform, o.platform),
          eq(purchaseOrders.orderId, o.orderId),
        ),
      )
      .for('update');
    results.push({ platform: o.platform, orderId: o.orderId, result: await mergeReport(db, row, o) });
  }
  const duplicates = results.filter((r) => r.result === 'duplicate').length;
  return { accepted: results.length - duplicates, duplicates, results };
}

/**
 * Beyond the spec: a refund or void flips the order to Canceled and keeps when (and why). The
 * same kind again changes nothing (the first time and reason stay).
 */
export async function recordRefund(
  db: Db,
  project: string,
  env: Env,
  orderId: string,
  r: RefundReport,
): Promise<{ order: PurchaseOrder; duplicate: boolean }> {
  const [row] = await db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.projectCode, project),
        eq(purchaseOrders.env, env),
        eq(purchaseOrders.platform, r.platform),
        eq(purchaseOrders.orderId, orderId),
      ),
    )
    .for('update');
  if (!row) throw notFound(`No ${platformLabel(r.platform)} order ${orderId} in ${env}`);
  const already = r.kind === 'refund' ? row.refundedAt : row.voidedAt;
  if (already && row.purchaseState === 1) return { order: toOrder(row), duplicate: true };
  const at = r.at ?? new Date();
  const [next] = await db
    .update(purchaseOrders)
    .set({
      purchaseState: 1,
      ...(r.kind === 'refund' ? { refundedAt: row.refundedAt ?? at } : { voidedAt: row.voidedAt ?? at }),
      refundReason: row.refundReason ?? r.reason ?? null,
      updatedAt: new Date(),
    })
    .where(eq(purchaseOrders.id, row.id))
    .returning();
  return { order: toOrder(next), duplicate: false };
}

export function toOrder(r: PurchaseOrderRow): PurchaseOrder {
  return {
    id: r.id,
    env: r.env as Env,
    platform: r.platform as PurchasePlatform,
    orderId: r.orderId,
    purchaseType: r.purchaseType,
    productName: r.productName,
    productId: r.productId,
    user_id: r.userId,
    regionCode: r.regionCode,
    purchaseTimeMillis: r.purchaseTime,
    kind: r.kind,
    purchaseState: r.purchaseState,
    consumptionState: r.consumptionState,
    info: r.info,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    voidedAt: r.voidedAt?.toISOString() ?? null,
    refundReason: r.refundReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
