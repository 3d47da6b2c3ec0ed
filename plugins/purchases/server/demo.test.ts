// The demo: orders for every demo project on both platforms and envs over the last 3 months,
// some Pending, some refunded or voided, readable through the order query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ADMIN, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { purchaseOrders } from './db';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['purchases'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

describe('demo orders', () => {
  it('gives each demo project a few hundred orders in every env and platform', async () => {
    const per = await t.db
      .select({
        code: purchaseOrders.projectCode,
        env: purchaseOrders.env,
        platform: purchaseOrders.platform,
        n: sql<number>`count(*)::int`,
      })
      .from(purchaseOrders)
      .groupBy(purchaseOrders.projectCode, purchaseOrders.env, purchaseOrders.platform);
    expect(new Set(per.map((p) => p.code)).size).toBe(6);
    expect(per).toHaveLength(24);
    const jigsaw = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.projectCode, 'jigsaw'));
    expect(jigsaw.length).toBeGreaterThan(200);
    expect(jigsaw.some((o) => o.purchaseState === 2)).toBe(true);
    expect(jigsaw.some((o) => o.refundedAt)).toBe(true);
    expect(jigsaw.some((o) => o.voidedAt)).toBe(true);
  });

  it('answers the default query of the screen (prod, Android, last 3 months)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 91 * 86_400_000).toISOString().slice(0, 10);
    const r = await admin.post('/v1/jigsaw/purchaseServer/api/order?env=prod', {
      platform: 1,
      startDate: start,
      endDate: today,
      productName: '',
      productId: '',
      pageNo: 1,
      pageSize: 10,
      projectCode: 'jigsaw',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.total).toBeGreaterThan(100);
    expect(r.body.list).toHaveLength(10);
  });
});
