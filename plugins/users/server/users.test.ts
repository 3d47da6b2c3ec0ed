import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../../core/server/db/schema';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['users'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const idOf = async (mail: string) => (await admin.get(`/v1/admin/user?mail=${encodeURIComponent(mail)}`)).body.users[0].id as number;

describe('GET /v1/admin/user', () => {
  it('pages users (default 50) with their rights per project and the internal check', async () => {
    const r = await admin.get('/v1/admin/user');
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(3);
    const user = r.body.users.find((u: { mail: string }) => u.mail === USER.mail);
    expect(user).toMatchObject({ displayName: 'Demo User', role: 'USER', projects: ['jigsaw', 'tiles'], internal: true, alias: [] });
    expect(user.rights).toContainEqual({ projectCode: 'jigsaw', name: 'projectOverview' });
    expect(r.body.users[0]).not.toHaveProperty('passwordHash');
  });

  it('searches by mail and pages with ps/pn; refuses other page sizes', async () => {
    expect((await admin.get('/v1/admin/user?mail=LIMIT')).body.users.map((u: { mail: string }) => u.mail)).toEqual([LIMIT.mail]);
    expect((await admin.get('/v1/admin/user?mail=%25')).body.total).toBe(0);
    const p2 = await admin.get('/v1/admin/user?ps=20&pn=2');
    expect(p2.body).toMatchObject({ users: [], total: 3 });
    const bad = await admin.get('/v1/admin/user?ps=7');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Page size is one of 20, 50, 100, 500');
  });
});

describe('create, update, reset, modify mail, delete', () => {
  it('creates a USER and returns the first password once; the new user can sign in', async () => {
    const r = await admin.post('/v1/admin/user/createUser', { mail: ' New.Person@Example.com ', displayName: ' New Person ' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Created new.person@example.com');
    expect(r.body.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const me = await t.signIn({ mail: 'new.person@example.com', password: r.body.password });
    expect((await me.get('/v1/auth/me')).body).toMatchObject({ displayName: 'New Person', role: 'USER', rights: [] });
    expect((await admin.post('/v1/admin/user/createUser', { mail: 'new.person@example.com', displayName: 'X' })).status).toBe(409);
  });

  it('gives the spec messages for mail and display name', async () => {
    const cases: [unknown, string][] = [
      [{ mail: '', displayName: 'A' }, 'Please input the mail'],
      [{ displayName: 'A' }, 'Please input the mail'],
      [{ mail: 'nope', displayName: 'A' }, 'Please enter the correct email address!'],
      [{ mail: 'a@b.co', displayName: '  ' }, 'Please input the displayName'],
    ];
    for (const [body, message] of cases) {
      const r = await admin.post('/v1/admin/user/createUser', body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await admin.post('/v1/admin/user/modifyMail/1', { newMail: 'bad' })).body.message).toBe(
      'Please enter the correct email address!',
    );
  });

  it('updates role and alias (LIMIT only); a new password ends the user’s sessions', async () => {
    const id = await idOf(USER.mail);
    const session = await t.signIn(USER);
    const r = await admin.post(`/v1/admin/user/update/${id}`, { role: 'LIMIT', alias: ['Other@Example.com'], password: 'brand-new-pass' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('update SUCCEED!');
    expect((await session.get('/v1/auth/me')).status).toBe(401);
    const back = await t.signIn({ mail: USER.mail, password: 'brand-new-pass' });
    expect((await back.get('/v1/auth/me')).body.role).toBe('LIMIT');
    expect((await admin.get(`/v1/admin/user?mail=${USER.mail}`)).body.users[0].alias).toEqual(['other@example.com']);
    await admin.post(`/v1/admin/user/update/${id}`, { role: 'USER', alias: ['kept@example.com'], password: USER.password });
    expect((await admin.get(`/v1/admin/user?mail=${USER.mail}`)).body.users[0]).toMatchObject({ role: 'USER', alias: [] });
    const short = await admin.post(`/v1/admin/user/update/${id}`, { role: 'USER', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('The password needs at least 8 characters');
    // A bad alias mail of a LIMIT user: the Edit user modal shows this message on its Alias list.
    const alias = await admin.post(`/v1/admin/user/update/${id}`, { role: 'LIMIT', alias: ['not a mail'] });
    expect([alias.status, alias.body.issues]).toEqual([400, [{ path: 'alias.0', message: 'Please enter the correct email address!' }]]);
  });

  it('keeps the last ADMIN and refuses deleting yourself', async () => {
    const me = await idOf(ADMIN.mail);
    expect((await admin.post(`/v1/admin/user/update/${me}`, { role: 'USER' })).status).toBe(409);
    expect((await admin.delete(`/v1/admin/user/${me}`)).status).toBe(400);
  });

  it('resets a password: a new one shown once, every session of the user ends', async () => {
    const id = await idOf(LIMIT.mail);
    const session = await t.signIn(LIMIT);
    const r = await admin.post(`/v1/admin/user/resetPassword/${id}`);
    expect(r.status).toBe(200);
    expect(r.body.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await session.get('/v1/auth/me')).status).toBe(401);
    expect((await t.client().post('/v1/auth/login', LIMIT)).status).toBe(401);
    await t.signIn({ mail: LIMIT.mail, password: r.body.password });
  });

  it('modifies a mail (409 when taken) and audits it', async () => {
    const id = await idOf('new.person@example.com');
    expect((await admin.post(`/v1/admin/user/modifyMail/${id}`, { newMail: USER.mail })).status).toBe(409);
    const r = await admin.post(`/v1/admin/user/modifyMail/${id}`, { newMail: 'renamed@example.org' });
    expect(r.status).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'modifyMail')).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ before: { mail: 'new.person@example.com' }, after: { mail: 'renamed@example.org' } });
  });

  it('deletes a user with their sessions; 404 for unknown ids', async () => {
    const created = await admin.post('/v1/admin/user/createUser', { mail: 'gone@example.com', displayName: 'Gone' });
    const session = await t.signIn({ mail: 'gone@example.com', password: created.body.password });
    const r = await admin.delete(`/v1/admin/user/${created.body.id}`);
    expect(r.body.message).toBe('Deleted');
    expect((await session.get('/v1/auth/me')).status).toBe(401);
    expect((await admin.delete(`/v1/admin/user/${created.body.id}`)).status).toBe(404);
    expect((await admin.delete('/v1/admin/user/abc')).status).toBe(404);
  });

  it('edits the internal and company mail domains', async () => {
    expect((await admin.get('/v1/admin/user/mailDomains')).body).toEqual({
      internalDomains: ['example.com'],
      companyDomains: ['example.com', 'example.org'],
    });
    const r = await admin.put('/v1/admin/user/mailDomains', { internalDomains: ['Studio.IO'], companyDomains: ['studio.io'] });
    expect(r.status).toBe(200);
    expect((await admin.get(`/v1/admin/user?mail=${USER.mail}`)).body.users[0].internal).toBe(false);
    const bad = await admin.put('/v1/admin/user/mailDomains', { internalDomains: ['not a domain'], companyDomains: [] });
    // The Mail domains modal shows this message under Internal domains.
    expect([bad.status, bad.body.issues]).toEqual([400, [{ path: 'internalDomains.0', message: 'Not a domain' }]]);
  });

  it('is for admins only', async () => {
    const user = await t.signIn(USER);
    for (const [m, p] of [
      ['GET', '/v1/admin/user'],
      ['POST', '/v1/admin/user/createUser'],
      ['DELETE', '/v1/admin/user/1'],
      ['POST', '/v1/admin/user/resetPassword/1'],
    ]) {
      expect((await user.request(m, p, m === 'GET' ? undefined : {})).status, `${m} ${p}`).toBe(403);
    }
  });
});
