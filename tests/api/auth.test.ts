import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../core/server/db/schema';
import { ADMIN, USER, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: [] });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in, sets an HttpOnly SameSite=Lax cookie and returns the current user', async () => {
    const c = t.client();
    const r = await c.post('/v1/auth/login', { mail: ' Admin@Example.com ', password: ADMIN.password });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ mail: ADMIN.mail, displayName: 'Admin', role: 'ADMIN', rights: [] });
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect((await c.get('/v1/auth/me')).body).toMatchObject({ mail: ADMIN.mail, role: 'ADMIN' });
  });

  it('marks the cookie Secure under HTTPS', async () => {
    const r = await t.app.fetch(
      new Request('https://console.test/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://console.test' },
        body: JSON.stringify(ADMIN),
      }),
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('answers a wrong password and an unknown mail with the same 401', async () => {
    const wrong = await t.client().post('/v1/auth/login', { mail: USER.mail, password: 'nope-nope' });
    const unknown = await t.client().post('/v1/auth/login', { mail: 'ghost@example.com', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Wrong mail or password');
  });

  it('gives the spec messages for a bad mail and an empty password', async () => {
    const r1 = await t.client().post('/v1/auth/login', { mail: 'not-a-mail', password: 'x' });
    expect(r1.status).toBe(400);
    expect(r1.body.message).toBe('Please enter correct mail');
    const r2 = await t.client().post('/v1/auth/login', { mail: USER.mail, password: '' });
    expect(r2.status).toBe(400);
    expect(r2.body.message).toBe('Please enter your password');
    expect(r2.body.issues).toEqual([{ path: 'password', message: 'Please enter your password' }]);
  });

  it('issues a new token at each login and kills the session at logout', async () => {
    const a = await t.signIn(USER);
    const b = await t.signIn(USER);
    expect(a.cookie).not.toBe(b.cookie);
    const out = await a.post('/v1/auth/logout');
    expect(out.status).toBe(200);
    const stale = t.client();
    stale.cookie = a.cookie || 'sid=gone';
    expect((await a.get('/v1/auth/me')).status).toBe(401);
    expect((await b.get('/v1/auth/me')).status).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const c = await t.signIn(ADMIN);
    const token = c.cookie.split('=')[1];
    const [admin] = await t.db.select().from(users).where(eq(users.mail, ADMIN.mail));
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('stores passwords as argon2id', async () => {
    const [u] = await t.db.select().from(users).where(eq(users.mail, USER.mail));
    expect(u.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses the 11th attempt within 15 minutes from the address that failed ten times with 429', async () => {
    const mail = 'limit@example.com';
    const attacker = t.client();
    for (let i = 0; i < 10; i++) expect((await attacker.post('/v1/auth/login', { mail, password: 'bad' })).status).toBe(401);
    const r = await attacker.post('/v1/auth/login', { mail, password: 'limit-pass-123' });
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/Too many failed sign-ins/);
  });
});

describe('secrets stay out of logs', () => {
  it('logs neither passwords nor session tokens', async () => {
    const lines: string[] = [];
    const keep = { log: console.log, warn: console.warn, error: console.error, info: console.info };
    for (const k of Object.keys(keep) as (keyof typeof keep)[]) console[k] = (...a: unknown[]) => lines.push(a.map(String).join(' '));
    try {
      const c = await t.signIn(ADMIN);
      const token = c.cookie.split('=')[1];
      await t.client().post('/v1/auth/login', { mail: ADMIN.mail, password: 'secret-wrong-pass' });
      await t.client().request('POST', '/v1/auth/login', '{broken', {});
      await c.post('/v1/auth/logout');
      const all = lines.join('\n');
      expect(all).not.toContain(ADMIN.password);
      expect(all).not.toContain('secret-wrong-pass');
      expect(token.length).toBeGreaterThan(30);
      expect(all).not.toContain(token);
    } finally {
      Object.assign(console, keep);
    }
  });
});

describe('errors and protection', () => {
  it('answers unknown /v1 paths with a JSON 404', async () => {
    const r = await (await t.signIn(ADMIN)).get('/v1/nothing/here/at/all');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'not_found' });
    expect(typeof r.body.message).toBe('string');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const r = await t.client().request('POST', '/v1/auth/login', '{"mail": ', {});
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Malformed JSON body');
  });

  it('answers a body of the wrong type with 400', async () => {
    const r = await t.client().post('/v1/auth/login', [1, 2, 3]);
    expect(r.status).toBe(400);
  });

  it('refuses a state-changing request from another origin', async () => {
    const c = await t.signIn(ADMIN);
    const r = await c.post('/v1/auth/logout', {}, { origin: 'https://evil.example.net' });
    expect(r.status).toBe(403);
    expect((await c.get('/v1/auth/me')).status).toBe(200);
    const same = await c.post('/v1/auth/logout', {}, { origin: 'http://console.test' });
    expect(same.status).toBe(200);
  });

  it('answers 401 to a protected call without a session', async () => {
    const r = await t.client().get('/v1/projects');
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Please sign in');
  });

  it('serves health and the OpenAPI document', async () => {
    expect((await t.client().get('/healthz')).body).toEqual({ ok: true });
    const doc = (await t.client().get('/v1/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/v1/auth/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('mail');
    expect(doc.paths['/v1/{code}/project'].get['x-access-rule']).toBe('member');
  });
});
