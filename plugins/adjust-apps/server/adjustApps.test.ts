import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, projects } from '../../../core/server/db/schema';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { adjustApps } from './db';
import { DEMO_APPS } from './demo';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['adjust-apps'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const URL = '/v1/admin/adjust_app';
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const count = async () => (await t.db.select().from(adjustApps)).length;

describe('GET /v1/admin/adjust_app', () => {
  it('lists the demo apps with the project nickname, by project then platform', async () => {
    const r = await admin.get(URL);
    expect(r.status).toBe(200);
    const demoCount = Object.values(DEMO_APPS).reduce((n, a) => n + Object.keys(a).length, 0);
    expect(r.body.apps).toHaveLength(demoCount);
    expect(
      r.body.apps.find((a: { projectCode: string; platform: number }) => a.projectCode === 'jigsaw' && a.platform === 2),
    ).toMatchObject({ projectNickname: 'Jigsaw Journey', token: DEMO_APPS.jigsaw[2] });
    const keys = r.body.apps.map((a: { projectCode: string; platform: number }) => `${a.projectCode}/${a.platform}`);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('POST /v1/admin/adjust_app', () => {
  it("answers each of the spec's messages and stores nothing", async () => {
    const before = await count();
    const cases: [object, string][] = [
      [{ platform: 1, token: 'abcdef123456' }, 'Please input project code'],
      [{ projectCode: '  ', platform: 1, token: 'abcdef123456' }, 'Please input project code'],
      [{ projectCode: 'blocks', token: 'abcdef123456' }, 'Please select platform'],
      [{ projectCode: 'blocks', platform: 3, token: 'abcdef123456' }, 'Please select platform'],
      [{ projectCode: 'blocks', platform: 1 }, 'Please input adjust app token'],
      [{ projectCode: 'blocks', platform: 1, token: '   ' }, 'Please input adjust app token'],
      [{ projectCode: 'blocks', platform: 1, token: 'abc' }, 'An adjust app token is 6 to 32 letters and digits'],
      [{ projectCode: 'blocks', platform: 1, token: 'abc-def-123' }, 'An adjust app token is 6 to 32 letters and digits'],
      [{ projectCode: 'blocks', platform: 1, token: 'a'.repeat(33) }, 'An adjust app token is 6 to 32 letters and digits'],
    ];
    for (const [body, message] of cases) {
      const r = await admin.post(URL, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(
        r.body.issues.map((i: { message: string }) => i.message),
        JSON.stringify(body),
      ).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('creates an app (token trimmed), audited; the second one for the platform is a 409', async () => {
    const r = await admin.post(URL, { projectCode: 'blocks', platform: '2', token: '  t0k3nblocks  ' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      message: 'success',
      app: { projectCode: 'blocks', projectNickname: 'Block Blast', platform: 2, token: 't0k3nblocks' },
    });
    expect(await lastAudit()).toMatchObject({
      area: 'adjust-apps',
      action: 'create',
      target: String(r.body.app.id),
      after: { projectCode: 'blocks', platform: 2, token: 't0k3nblocks' },
    });
    const again = await admin.post(URL, { projectCode: 'blocks', platform: 2, token: 'other12345' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('blocks already has an adjust app for iOS');
    expect((await t.db.select().from(adjustApps).where(eq(adjustApps.projectCode, 'blocks'))).map((a) => a.token)).toEqual(['t0k3nblocks']);
  });

  it('an unknown project is a 400 with a message', async () => {
    const r = await admin.post(URL, { projectCode: 'nosuch', platform: 1, token: 'abcdef123456' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('No project nosuch');
  });

  it('updates with an id: token, platform and project; audited before and after; conflicts and unknown ids refused', async () => {
    const created = (await admin.post(URL, { projectCode: 'blocks', platform: 1, token: 'first12345' })).body.app;
    const r = await admin.post(URL, { id: created.id, projectCode: 'blocks', platform: 1, token: 'second1234' });
    expect(r.status).toBe(200);
    expect(r.body.app).toMatchObject({ id: created.id, token: 'second1234' });
    expect(new Date(r.body.app.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    expect(await lastAudit()).toMatchObject({ action: 'update', before: { token: 'first12345' }, after: { token: 'second1234' } });
    // Moving it onto the platform that already has an app: 409, nothing changes.
    const clash = await admin.post(URL, { id: created.id, projectCode: 'blocks', platform: 2, token: 'second1234' });
    expect(clash.status).toBe(409);
    const [row] = await t.db.select().from(adjustApps).where(eq(adjustApps.id, created.id));
    expect(row).toMatchObject({ platform: 1, token: 'second1234' });
    expect((await admin.post(URL, { id: 999_999, projectCode: 'blocks', platform: 1, token: 'abcdef' })).status).toBe(404);
    expect((await admin.post(URL, { id: 0, projectCode: 'blocks', platform: 1, token: 'abcdef' })).status).toBe(400);
    expect((await admin.post(URL, { id: '12345678901234567890', projectCode: 'blocks', platform: 1, token: 'abcdef' })).status).toBe(400);
  });
});

describe('DELETE /v1/admin/adjust_app/:id', () => {
  it('deletes, audited; an unknown or malformed id is a 404', async () => {
    const [row] = await t.db
      .select()
      .from(adjustApps)
      .where(and(eq(adjustApps.projectCode, 'blocks'), eq(adjustApps.platform, 1)));
    const r = await admin.delete(`${URL}/${row.id}`);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Deleted');
    expect(await t.db.select().from(adjustApps).where(eq(adjustApps.id, row.id))).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'delete', target: String(row.id), before: { projectCode: 'blocks', platform: 1 } });
    expect((await admin.delete(`${URL}/${row.id}`)).status).toBe(404);
    expect((await admin.delete(`${URL}/abc`)).status).toBe(404);
    expect((await admin.delete(`${URL}/99999999999999999999`)).status).toBe(404);
  });

  it('a removed project takes its apps with it', async () => {
    await t.db.delete(projects).where(eq(projects.code, 'blocks'));
    expect(await t.db.select().from(adjustApps).where(eq(adjustApps.projectCode, 'blocks'))).toEqual([]);
    const r = await admin.post(URL, { projectCode: 'blocks', platform: 1, token: 'abcdef123456' });
    expect(r.status).toBe(400);
  });
});

describe('admins only', () => {
  it('a USER gets 403 on every route and changes nothing; signed out is 401', async () => {
    const user = await t.signIn(USER);
    const before = await count();
    const [any] = await t.db.select().from(adjustApps).limit(1);
    expect((await user.get(URL)).status).toBe(403);
    expect((await user.post(URL, { projectCode: 'jigsaw', platform: 1, token: 'abcdef123456' })).status).toBe(403);
    expect((await user.delete(`${URL}/${any.id}`)).status).toBe(403);
    expect((await t.client().get(URL)).status).toBe(401);
    expect(await count()).toBe(before);
  });
});
