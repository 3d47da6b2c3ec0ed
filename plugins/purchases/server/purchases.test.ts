// Purchase orders: the server key rule, idempotent reports, conflicts, state moves, refunds and
// voids, the order query's filters and paging, bad input, and who may read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, projects, userRights, users } from '../../../core/server/db/schema';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { purchaseOrders } from './db';

let t: TestApp;
let admin: Client;
let key: string;
const CODE = 'jigsaw';
const DAY = 86_400_000;
const NOW = Date.now();
const reportPath = (env = 'prod', code = CODE) => `/client/v1/${code}/${env}/purchases`;
const bearer = (k: string) => ({ authorization: `Bearer ${k}` });

const order = (over: Record<string, unknown> = {}) => ({
  platform: 1,
  orderId: 'GPA.1111-2222-3333-44444',
  purchaseType: null,
  productName: 'Coin Pack 500',
  productId: 'com.studio.jigsaw.coins_500',
  user_id: 'u_1001',
  regionCode: 'US',
  purchaseTimeMillis: NOW - DAY,
  kind: 'androidpublisher#productPurchase',
  purchaseState: 0,
  consumptionState: 0,
  info: { priceAmountMicros: 990000, priceCurrencyCode: 'USD' },
  ...over,
});
const report = (orders: unknown[], env = 'prod', k = key) => t.client().post(reportPath(env), { orders }, bearer(k));
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const query = (body: Record<string, unknown> = {}, env = 'prod', who = admin) =>
  who.post(`/v1/${CODE}/purchaseServer/api/order?env=${env}`, {
    platform: 1,
    startDate: day(NOW - 90 * DAY),
    endDate: day(NOW),
    pageNo: 1,
    pageSize: 10,
    ...body,
  });

beforeAll(async () => {
  t = await startTestApp({ plugins: ['purchases'], demo: [] });
  admin = await t.signIn(ADMIN);
  const made = await admin.post(`/v1/admin/projects/${CODE}/serverKey`);
  expect(made.status).toBe(200);
  key = made.body.serverKey;
});
afterAll(() => t.close());

describe('the server key', () => {
  it('is made by an admin, answered once, stored only as its sha256, audited without the key', async () => {
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(projects).where(eq(projects.code, CODE));
    expect(row.serverKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await admin.get('/v1/admin/projects');
    expect(JSON.stringify(list.body)).not.toContain(row.serverKeyHash);
    expect(list.body.projects.find((p: { code: string }) => p.code === CODE).serverKeySet).toBe(true);
    expect(list.body.projects.find((p: { code: string }) => p.code === 'words').serverKeySet).toBe(false);
    expect((await admin.get(`/v1/${CODE}/project`)).body.project).toMatchObject({ serverKeySet: true });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'server key replaced'), eq(auditLog.target, CODE)));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(key);
    const user = await t.signIn(USER);
    expect((await user.post(`/v1/admin/projects/${CODE}/serverKey`)).status).toBe(403);
  });

  it('answers 401 without a key, with a wrong one, with a client key, and for a project without one', async () => {
    const o = [order({ orderId: 'GPA.key-check' })];
    const c = t.client();
    for (const headers of [{}, bearer('sk_wrong'), { authorization: key }, { authorization: `Basic ${key}` }, bearer(`${key}x`)]) {
      const r = await c.post(reportPath(), { orders: o }, headers);
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('Missing or wrong server key');
    }
    const [project] = await t.db.select().from(projects).where(eq(projects.code, CODE));
    expect((await c.post(reportPath(), { orders: o }, { 'x-client-key': project.clientKey })).status).toBe(401);
    expect((await c.post(`/client/v1/words/prod/purchases`, { orders: o }, bearer(key))).status).toBe(401);
    expect((await c.post(`/client/v1/nosuch/prod/purchases`, { orders: o }, bearer(key))).status).toBe(404);
    expect(await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, 'GPA.key-check'))).toHaveLength(0);
  });

  it('stops working once replaced; the new one works', async () => {
    const other = await admin.post(`/v1/admin/projects/words/serverKey`);
    const first = other.body.serverKey;
    expect(
      (await t.client().post(reportPath('sandbox', 'words'), { orders: [order({ orderId: 'GPA.rot-1' })] }, bearer(first))).status,
    ).toBe(200);
    const second = (await admin.post(`/v1/admin/projects/words/serverKey`)).body.serverKey;
    expect(second).not.toBe(first);
    expect(
      (await t.client().post(reportPath('sandbox', 'words'), { orders: [order({ orderId: 'GPA.rot-2' })] }, bearer(first))).status,
    ).toBe(401);
    expect(
      (await t.client().post(reportPath('sandbox', 'words'), { orders: [order({ orderId: 'GPA.rot-2' })] }, bearer(second))).status,
    ).toBe(200);
  });
});

describe('reports', () => {
  it('stores a new order, and the same report again is a duplicate that changes nothing', async () => {
    const o = order({ orderId: 'GPA.idem-1' });
    // Through the generated typed client (app/client), with the server key as the route wants it.
    const first = await t.gameClient().POST('/client/v1/{code}/{env}/purchases', {
      params: { path: { code: CODE, env: 'prod' } },
      headers: bearer(key),
      body: { orders: [o] },
    });
    expect(first.response.status).toBe(200);
    expect(first.data).toEqual({ accepted: 1, duplicates: 0, results: [{ platform: 1, orderId: 'GPA.idem-1', result: 'created' }] });
    const [before] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, 'GPA.idem-1'));
    const again = await report([o]);
    expect(again.body).toEqual({ accepted: 0, duplicates: 1, results: [{ platform: 1, orderId: 'GPA.idem-1', result: 'duplicate' }] });
    const rows = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, 'GPA.idem-1'));
    expect(rows).toEqual([before]);
  });

  it('keeps one row when 20 reports of one order arrive at once', async () => {
    const o = order({ orderId: 'GPA.parallel-1' });
    const replies = await Promise.all(Array.from({ length: 20 }, () => report([o])));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(replies.filter((r) => r.body.accepted === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.body.duplicates === 1)).toHaveLength(19);
    expect(await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, 'GPA.parallel-1'))).toHaveLength(1);
  });

  it('answers 409 naming the order when it comes back with different content, and keeps nothing of that report', async () => {
    await report([order({ orderId: 'GPA.conflict-1' })]);
    const r = await report([
      order({ orderId: 'GPA.new-in-batch' }),
      order({ orderId: 'GPA.conflict-1', productId: 'com.studio.jigsaw.coins_1200' }),
    ]);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Order GPA.conflict-1 (Android) was reported before with a different productId');
    expect(await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, 'GPA.new-in-batch'))).toHaveLength(0);
    const info = await report([order({ orderId: 'GPA.conflict-1', info: { priceAmountMicros: 1 } })]);
    expect(info.status).toBe(409);
    expect(info.body.message).toContain('different info');
  });

  it('moves Pending to Purchased and Unconsumed to Consumed; a late retry of an earlier state changes nothing', async () => {
    const id = 'GPA.moves-1';
    await report([order({ orderId: id, purchaseState: 2 })]);
    expect((await report([order({ orderId: id, purchaseState: 0 })])).body.results[0].result).toBe('updated');
    expect((await report([order({ orderId: id, purchaseState: 0, consumptionState: 1 })])).body.results[0].result).toBe('updated');
    const late = await report([order({ orderId: id, purchaseState: 2 })]);
    expect(late.body).toMatchObject({ accepted: 0, duplicates: 1 });
    const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, id));
    expect(row).toMatchObject({ purchaseState: 0, consumptionState: 1 });
  });

  it('keeps the same order id apart per env and platform', async () => {
    const id = 'SAME-ID-1';
    const r = await report([order({ orderId: id }), order({ orderId: id, platform: 2, purchaseType: null })]);
    expect(r.body.accepted).toBe(2);
    expect((await report([order({ orderId: id })], 'sandbox')).body.accepted).toBe(1);
    expect(await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, id))).toHaveLength(3);
  });

  it('refuses bad reports with a 400 naming the field, storing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ orders: [] }, 'orders: send at least one order'],
      [{ orders: Array.from({ length: 501 }, (_, i) => order({ orderId: `GPA.many-${i}` })) }, 'orders: at most 500 orders a report'],
      [{ orders: [order({ orderId: '' })] }, 'orders[0]: orderId is required'],
      [{ orders: [order({ orderId: 'has space' })] }, 'orders[0]: orderId: printable ASCII without spaces only'],
      [{ orders: [order({ platform: 3 })] }, 'orders[0]: platform must be 1 (Android) or 2 (iOS)'],
      [{ orders: [order({ platform: 2, purchaseType: 1 })] }, 'orders[0]: purchaseType is for Android orders only'],
      [{ orders: [order({ purchaseState: 5 })] }, 'orders[0]: purchaseState must be 0 (Purchased), 1 (Canceled) or 2 (Pending)'],
      [{ orders: [order({ consumptionState: 2 })] }, 'orders[0]: consumptionState must be 0 (Unconsumed) or 1 (Consumed)'],
      [{ orders: [order({ purchaseTimeMillis: 1.5e12 + 0.5 })] }, 'orders[0]: purchaseTimeMillis must be a whole number of milliseconds'],
      [{ orders: [order({ purchaseTimeMillis: NOW + 5 * DAY })] }, 'orders[0]: purchaseTimeMillis is in the future'],
      [{ orders: [order({ info: { blob: 'x'.repeat(17 * 1024) } })] }, 'orders[0]: info: at most 16 KB of JSON'],
      [{ orders: [order({ productName: 'n'.repeat(201) })] }, 'orders[0]: productName: at most 200 characters'],
      [{ orders: [order({ extra: 1 })] }, ''],
      [{ orders: [order()], more: true }, ''],
      // Which order of a report: its index, as the events batch says it.
      [{ orders: [order(), order({ orderId: 'GPA.second', platform: 3 })] }, 'orders[1]: platform must be 1 (Android) or 2 (iOS)'],
    ];
    for (const [body, message] of cases) {
      const r = await t.client().post(reportPath(), body, bearer(key));
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(r.body.message).toBe(message);
    }
    const second = await t.client().post(reportPath(), { orders: [order(), order({ orderId: 'GPA.second', platform: 3 })] }, bearer(key));
    expect(second.body.issues[0]).toEqual({ path: 'orders.1.platform', message: 'orders[1]: platform must be 1 (Android) or 2 (iOS)' });
    const raw = (text: string) => t.client().request('POST', reportPath(), text, { ...bearer(key), 'content-type': 'application/json' });
    expect((await raw('{"orders":[{"platform":1,"orderId":"GPA.\\u0000"}]}')).status).toBe(400);
    expect((await raw('{"orders":[{"platform":1,"orderId":"GPA.\\ud800"}]}')).status).toBe(400);
    expect((await raw(`{"orders":[{"platform":1,"orderId":"GPA.x","purchaseTimeMillis":12345678901234567890}]}`)).status).toBe(400);
    expect((await raw('{"orders":')).status).toBe(400);
    expect((await t.client().post(`/client/v1/${CODE}/dev/purchases`, { orders: [order()] }, bearer(key))).status).toBe(404);
    expect(await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, 'GPA.many-0'))).toHaveLength(0);
  });
});

describe('refunds and voids', () => {
  const refund = (id: string, body: Record<string, unknown>, k = key) =>
    t.client().post(`${reportPath()}/${encodeURIComponent(id)}/refund`, body, bearer(k));

  it('flips the order to Canceled with the time and reason; the same report again changes nothing', async () => {
    await report([order({ orderId: 'GPA.refund-1', consumptionState: 1 })]);
    const r = await refund('GPA.refund-1', { platform: 1, kind: 'refund', reason: 'Customer asked', at: '2026-01-02T03:04:05Z' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      duplicate: false,
      order: { purchaseState: 1, refundedAt: '2026-01-02T03:04:05.000Z', voidedAt: null, refundReason: 'Customer asked' },
    });
    const again = await refund('GPA.refund-1', { platform: 1, kind: 'refund', reason: 'Other' });
    expect(again.body).toMatchObject({
      duplicate: true,
      order: { refundedAt: '2026-01-02T03:04:05.000Z', refundReason: 'Customer asked' },
    });
    // A late retry of the original report does not undo the refund.
    expect((await report([order({ orderId: 'GPA.refund-1', consumptionState: 1 })])).body.duplicates).toBe(1);
    const listed = await query({ productId: 'com.studio.jigsaw.coins_500' });
    expect(listed.body.list.find((o: { orderId: string }) => o.orderId === 'GPA.refund-1')).toMatchObject({
      purchaseState: 1,
      refundedAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('voids too; an unknown order is a 404, a bad body a 400, a wrong key a 401', async () => {
    await report([order({ orderId: 'GPA.void-1' })]);
    const v = await refund('GPA.void-1', { platform: 1, kind: 'void' });
    expect(v.body.order).toMatchObject({ purchaseState: 1, refundedAt: null });
    expect(v.body.order.voidedAt).toBeTruthy();
    expect((await refund('GPA.void-1', { platform: 2, kind: 'void' })).status).toBe(404);
    expect((await refund('GPA.nothing', { platform: 1, kind: 'refund' })).body.message).toBe('No Android order GPA.nothing in prod');
    expect((await refund('GPA.void-1', { platform: 1, kind: 'chargeback' })).status).toBe(400);
    expect((await refund('GPA.void-1', { platform: 1, kind: 'refund', at: '2026-01-02' })).status).toBe(400);
    expect((await refund('GPA.void-1', { platform: 1, kind: 'refund' }, 'sk_nope')).status).toBe(401);
  });
});

describe('the order query', () => {
  beforeAll(async () => {
    const orders = Array.from({ length: 25 }, (_, i) =>
      order({
        orderId: `GPA.q-${String(i).padStart(2, '0')}`,
        productName: i % 2 ? 'Hint Bundle 10' : 'Coin Pack 1200',
        productId: i % 2 ? 'com.q.hints_10' : 'com.q.coins_1200',
        purchaseTimeMillis: NOW - (i + 1) * 3 * DAY,
      }),
    );
    await report(orders, 'sandbox');
    await report([order({ orderId: 'GPA.q-old', productId: 'com.q.old', purchaseTimeMillis: NOW - 200 * DAY })], 'sandbox');
    await report([order({ orderId: 'Q-IOS-1', platform: 2, productId: 'com.q.ios' })], 'sandbox');
  });
  const sandbox = (body: Record<string, unknown> = {}) => query({ productId: 'com.q.', ...body }, 'sandbox');

  it('pages newest first within the env, platform and inclusive date range', async () => {
    const p1 = await sandbox();
    expect(p1.status).toBe(200);
    expect(p1.body.total).toBe(25);
    expect(p1.body.list.map((o: { orderId: string }) => o.orderId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `GPA.q-${String(i).padStart(2, '0')}`),
    );
    const p3 = await sandbox({ pageNo: 3 });
    expect(p3.body.list).toHaveLength(5);
    expect((await sandbox({ pageSize: 50 })).body.list).toHaveLength(25);
    expect((await sandbox({ startDate: day(NOW - 300 * DAY) })).body.total).toBe(26);
    const edge = NOW - 3 * DAY;
    expect((await sandbox({ startDate: day(edge), endDate: day(edge) })).body.list.map((o: { orderId: string }) => o.orderId)).toEqual([
      'GPA.q-00',
    ]);
    expect((await sandbox({ platform: 2 })).body.list.map((o: { orderId: string }) => o.orderId)).toEqual(['Q-IOS-1']);
    expect((await query({ productId: 'com.q.' }, 'prod')).body.total).toBe(0);
  });

  it('filters by product name (contains, any case) and product id (prefix)', async () => {
    expect((await sandbox({ productName: 'hint' })).body.total).toBe(12);
    expect((await sandbox({ productName: 'PACK 12' })).body.total).toBe(13);
    expect((await sandbox({ productName: '%' })).body.total).toBe(0);
    expect((await sandbox({ productId: 'com.q.hints_10' })).body.total).toBe(12);
    expect((await sandbox({ productId: 'com.q.co' })).body.total).toBe(13);
    expect((await sandbox({ productId: 'q.' })).body.total).toBe(0);
  });

  it('answers the spec fields with labels-ready codes', async () => {
    const [o] = (await sandbox({ productName: 'hint' })).body.list;
    expect(Object.keys(o)).toEqual(
      expect.arrayContaining([
        'orderId',
        'purchaseType',
        'productName',
        'productId',
        'user_id',
        'regionCode',
        'purchaseTimeMillis',
        'kind',
        'purchaseState',
        'consumptionState',
        'info',
      ]),
    );
    expect(o.info).toEqual({ priceAmountMicros: 990000, priceCurrencyCode: 'USD' });
  });

  it('refuses bad queries with a 400 and a clear message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: day(NOW), endDate: day(NOW - DAY) }, 'startDate must not be after endDate'],
      [{ startDate: day(NOW - 400 * DAY) }, 'Choose a range of at most 366 days'],
      [{ startDate: '2026-02-30' }, 'startDate is not a real date'],
      [{ endDate: 'yesterday' }, 'endDate must be a date like 2026-01-31'],
      [{ pageSize: 15 }, 'pageSize must be one of 10, 20, 50, 100'],
      [{ pageNo: 0 }, 'pageNo must be 1 or more'],
      [{ platform: 3 }, 'platform must be 1 (Android) or 2 (iOS)'],
      [{ projectCode: 'words' }, "projectCode 'words' is not this project (jigsaw)"],
      [{ productName: 'x'.repeat(201) }, 'productName: at most 200 characters'],
    ];
    for (const [body, message] of cases) {
      const r = await sandbox(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await admin.post(`/v1/${CODE}/purchaseServer/api/order?env=dev`, { startDate: day(NOW), endDate: day(NOW) })).status).toBe(400);
  });

  it('is for holders of the purchaseOrders right (403 otherwise, 401 signed out)', async () => {
    // The demo user holds every right in jigsaw and tiles, none in words.
    const words = (who: Client) => who.post(`/v1/words/purchaseServer/api/order?env=prod`, { startDate: day(NOW), endDate: day(NOW) });
    const user = await t.signIn(USER);
    expect((await words(user)).status).toBe(403);
    expect((await query({}, 'prod', user)).status).toBe(200);
    const [u] = await t.db.select().from(users).where(eq(users.mail, USER.mail));
    await t.db.insert(userRights).values({ userId: u.id, projectCode: 'words', name: 'purchaseOrders' });
    const holder = await t.signIn(USER);
    expect((await words(holder)).status).toBe(200);
    expect((await words(t.client())).status).toBe(401);
  });
});
