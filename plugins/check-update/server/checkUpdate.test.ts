// Check-update rules (001): life cycle, every validation message through the API, paging,
// last release per env, publishing (Prod: owner or admin, the sandbox set only), audit, demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../core/server/db/schema';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['check-update'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const rule = (over: Record<string, unknown> = {}) => ({
  platform: 3,
  startVersion: '1.0.0',
  endVersion: '1.5.0',
  data: { title: { en: 'Update', fr: 'Mise à jour' }, msg: { en: 'Please update' }, buttons: [{ action: 'update', title: { en: 'Go' } }] },
  ...over,
});
const base = '/v1/words/checkUpdateRules';

describe('create, read, update, delete', () => {
  it('creates, reads, updates and deletes a rule, with an audit entry each', async () => {
    const created = await admin.post(base, rule());
    expect(created.status).toBe(200);
    const id = created.body.rule.id;
    expect(created.body.rule).toMatchObject({ ...rule(), id, operator: 'Admin' });
    expect((await admin.get(`${base}/${id}`)).body.rule).toEqual(created.body.rule);

    const changed = rule({ startVersion: '1.1.0', data: { ...rule().data, msg: { en: 'New text' } } });
    const updated = await admin.put(`${base}/${id}?platform=3`, changed);
    expect(updated.status).toBe(200);
    expect(updated.body.rule).toMatchObject({ startVersion: '1.1.0', data: { msg: { en: 'New text' } } });

    expect((await admin.delete(`${base}/${id}`)).body).toEqual({ id });
    expect((await admin.get(`${base}/${id}`)).status).toBe(404);
    expect((await admin.delete(`${base}/${id}`)).status).toBe(404);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'check-update'), eq(auditLog.target, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1].before).toMatchObject({ startVersion: '1.0.0' });
    expect(audit[1].after).toMatchObject({ startVersion: '1.1.0' });
  });

  it('answers 404 for an unknown or malformed id, and for another project’s rule', async () => {
    const id = (await admin.post(base, rule())).body.rule.id;
    for (const p of [
      `${base}/999999`,
      `${base}/abc`,
      `${base}/1.5`,
      `${base}/-1`,
      `${base}/99999999999999`,
      `/v1/colors/checkUpdateRules/${id}`,
    ]) {
      expect((await admin.get(p)).status, p).toBe(404);
      expect((await admin.put(p, rule())).status, p).toBe(404);
    }
  });

  it("keeps a rule's platform: a different one in the query or body is a 409", async () => {
    const id = (await admin.post(base, rule())).body.rule.id;
    const q = await admin.put(`${base}/${id}?platform=1`, rule());
    expect(q.status).toBe(409);
    expect(q.body.message).toBe(`Rule ${id} belongs to Mac; its platform cannot change`);
    expect((await admin.put(`${base}/${id}`, rule({ platform: 2 }))).status).toBe(409);
    expect((await admin.put(`${base}/${id}?platform=9`, rule())).body.message).toBe('Please select a platform!');
  });
});

describe('validation messages (001 §5) through the API', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['start version missing', { startVersion: '' }, 'Please input version!'],
    ['end version missing', { endVersion: undefined }, 'Please input version!'],
    ['illegal version', { endVersion: '1.10.0' }, 'Illegal version!'],
    ['platform missing', { platform: undefined }, 'Please select a platform!'],
    ['title missing', { data: { ...rule().data, title: {} } }, 'Please input title!'],
    ['message missing', { data: { ...rule().data, msg: { en: ' ' } } }, 'Please input message!'],
    ['versions in the wrong order', { startVersion: '2.0.0', endVersion: '1.0.0' }, 'startVersion must be smaller than endVersion!'],
    ['no button', { data: { ...rule().data, buttons: [] } }, 'Need at least one button!'],
    [
      'button without title',
      { data: { ...rule().data, buttons: [{ action: 'cancel', title: { en: '' } }] } },
      "Need title for button 'cancel'",
    ],
    [
      'openUrl without url',
      { data: { ...rule().data, buttons: [{ action: 'openUrl', title: { en: 'Store' } }] } },
      "Need url for button 'openUrl'",
    ],
    ['empty language code', { data: { ...rule().data, msg: { en: 'x', '': 'y' } } }, 'message language can not be null'],
    ['empty text', { data: { ...rule().data, title: { en: 'x', de: '' } } }, 'title can not be null'],
    [
      'an action twice',
      {
        data: {
          ...rule().data,
          buttons: [
            { action: 'skip', title: { en: 'a' } },
            { action: 'skip', title: { en: 'b' } },
          ],
        },
      },
      "Button 'skip' is chosen more than once",
    ],
  ];
  it.each(cases)('%s: 400 with the message, nothing stored', async (_name, over, message) => {
    const before = (await admin.get(`${base}?platform=3&ps=500`)).body.count;
    const r = await admin.post(base, rule(over));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
    expect(r.body.issues.map((i: { message: string }) => i.message)).toContain(message);
    expect((await admin.get(`${base}?platform=3&ps=500`)).body.count).toBe(before);
  });

  it('reports every issue at once for an empty form', async () => {
    const r = await admin.post(base, {});
    expect(r.status).toBe(400);
    expect(r.body.issues.map((i: { message: string }) => i.message).sort()).toEqual(
      [
        'Need at least one button!',
        'Please input message!',
        'Please input title!',
        'Please input version!',
        'Please input version!',
        'Please select a platform!',
      ].sort(),
    );
    expect((await admin.post(base, 'not json')).status).toBe(400);
    expect((await admin.post(base, [])).status).toBe(400);
  });
});

describe('list', () => {
  it('pages one platform in version order with count and the last release per env', async () => {
    const code = 'blocks';
    const ids = [];
    for (const [s, e] of [
      ['3.0.0', '3.1.0'],
      ['1.0.0', '1.1.0'],
      ['2.0.0', '2.1.0'],
    ]) {
      ids.push((await admin.post(`/v1/${code}/checkUpdateRules`, rule({ startVersion: s, endVersion: e }))).body.rule.id);
    }
    const page1 = await admin.get(`/v1/${code}/checkUpdateRules?platform=3&ps=2&pn=1`);
    // blocks' demo has one Mac rule (2.0.0-2.3.9) never released: 'waiting for sync'.
    expect(page1.body.count).toBe(4);
    expect(page1.body.rows.map((r: { startVersion: string }) => r.startVersion)).toEqual(['1.0.0', '2.0.0']);
    expect(page1.body).toMatchObject({ sandboxInfo: null, prodInfo: null });
    const page2 = await admin.get(`/v1/${code}/checkUpdateRules?platform=3&ps=2&pn=2`);
    expect(page2.body.rows.map((r: { startVersion: string }) => r.startVersion)).toEqual(['2.0.0', '3.0.0']);
    expect(
      (await admin.get(`/v1/${code}/checkUpdateRules?platform=2`)).body.rows.every((r: { platform: number }) => r.platform === 2),
    ).toBe(true);
    expect((await admin.get(`/v1/${code}/checkUpdateRules`)).body.message).toBe('Please select a platform!');
  });

  it('shows the demo: Android released to sandbox and prod, iOS to sandbox only', async () => {
    const android = (await admin.get('/v1/jigsaw/checkUpdateRules?platform=1')).body;
    expect(android.rows.length).toBeGreaterThan(0);
    expect(android.sandboxInfo).toMatchObject({ operator: 'Admin', updatedAt: expect.any(String), returnId: expect.any(Number) });
    expect(android.prodInfo).toMatchObject({ operator: 'Admin' });
    const ios = (await admin.get('/v1/jigsaw/checkUpdateRules?platform=2')).body;
    expect(ios.sandboxInfo).not.toBeNull();
    expect(ios.prodInfo).toBeNull();
  });
});

describe('publish', () => {
  const pub = (c: Client, code: string, env: string, platform: number, headers?: Record<string, string>) =>
    c.get(`/v1/${code}/checkUpdateRules/publish?env=${env}&platform=${platform}`, headers);

  it('publishes to Sandbox, answers the same returnId when nothing changed, and updates sandboxInfo', async () => {
    await admin.post('/v1/pins/checkUpdateRules', rule());
    // Read the list first: the publish (a GET the spec fixes) must still refresh it at once.
    await admin.get('/v1/pins/checkUpdateRules?platform=3');
    const first = await pub(admin, 'pins', 'Sandbox', 3);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      returnId: expect.any(Number),
      env: 'sandbox',
      platform: 3,
      unchanged: false,
      info: { operator: 'Admin' },
    });
    const again = await pub(admin, 'pins', 'Sandbox', 3);
    expect(again.body).toMatchObject({ returnId: first.body.returnId, unchanged: true });
    const list = (await admin.get('/v1/pins/checkUpdateRules?platform=3')).body;
    expect(list.sandboxInfo).toEqual(first.body.info);
    expect(list.prodInfo).toBeNull();
  });

  it('takes to Prod only the set live on Sandbox', async () => {
    const id = (await admin.post('/v1/colors/checkUpdateRules', rule())).body.rule.id;
    const early = await pub(admin, 'colors', 'Prod', 3);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Release Mac to Sandbox first: the rules changed since the last Sandbox release');
    await pub(admin, 'colors', 'Sandbox', 3);
    expect((await pub(admin, 'colors', 'Prod', 3)).status).toBe(200);
    await admin.put(`/v1/colors/checkUpdateRules/${id}`, rule({ endVersion: '1.6.0' }));
    expect((await pub(admin, 'colors', 'Prod', 3)).status).toBe(409);
  });

  it('lets owners and admins release to Prod, and no one else', async () => {
    const user = await t.signIn(USER); // holds every right in jigsaw (owner) and tiles (not owner)
    for (const code of ['jigsaw', 'tiles']) {
      await user.post(`/v1/${code}/checkUpdateRules`, rule());
      expect((await pub(user, code, 'Sandbox', 3)).status).toBe(200);
    }
    expect((await pub(user, 'jigsaw', 'Prod', 3)).status).toBe(200);
    const refused = await pub(user, 'tiles', 'Prod', 3);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the project's owners and admins can change prod");
    expect((await pub(admin, 'tiles', 'Prod', 3)).status).toBe(200);
    const limit = await t.signIn(LIMIT);
    expect((await pub(limit, 'pins', 'Prod', 3)).status).toBe(403);
    expect((await pub(limit, 'jigsaw', 'Sandbox', 3)).status).toBe(403);
  });

  it('honours Idempotency-Key: a retry never makes a second release', async () => {
    const id = (await admin.post('/v1/words/checkUpdateRules', rule({ platform: 1, startVersion: '8.0.0', endVersion: '8.1.0' }))).body.rule
      .id;
    const first = await pub(admin, 'words', 'Sandbox', 1, { 'idempotency-key': 'click-1' });
    await admin.put(`/v1/words/checkUpdateRules/${id}`, rule({ platform: 1, startVersion: '8.0.0', endVersion: '8.2.0' }));
    const retry = await pub(admin, 'words', 'Sandbox', 1, { 'idempotency-key': 'click-1' });
    expect(retry.body).toMatchObject({ returnId: first.body.returnId, unchanged: true });
    const next = await pub(admin, 'words', 'Sandbox', 1, { 'idempotency-key': 'click-2' });
    expect(next.body.returnId).toBeGreaterThan(first.body.returnId);
  });

  it('refuses a bad env or platform, and cross-site requests', async () => {
    expect((await pub(admin, 'words', 'Staging', 1)).body.message).toBe('env must be Sandbox or Prod');
    expect((await pub(admin, 'words', 'Sandbox', 7)).body.message).toBe('Please select a platform!');
    const cross = await pub(admin, 'words', 'Sandbox', 1, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect((await pub(admin, 'words', 'sandbox', 1, { origin: 'http://console.test' })).status).toBe(200);
  });

  it('audits each release with the returnId', async () => {
    await admin.post('/v1/tiles/checkUpdateRules', rule({ platform: 2, startVersion: '7.0.0', endVersion: '7.1.0' }));
    const r = await pub(admin, 'tiles', 'Sandbox', 2);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'check-update'), eq(auditLog.target, 'sandbox:2'), eq(auditLog.projectCode, 'tiles')));
    const mine = entries.filter((m) => (m.after as { returnId: number }).returnId === r.body.returnId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ action: 'publish', userMail: ADMIN.mail });
  });
});
