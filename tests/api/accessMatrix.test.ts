// Walks every registered route and calls it as someone the rule must refuse and as someone it
// must let through. Also: no route answers 500 to an empty body and made-up parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRule } from '../../core/shared/access';
import type { RegisteredRoute } from '../../core/server/dispatch';
import { ADMIN, startTestApp, type Client, type TestApp } from './harness';

let t: TestApp;
let admin: Client;
let memberId: number;
let member: Client;
let outsider: Client;
const CODE = 'words';

const fill = (path: string) =>
  path
    .replace(':code', CODE)
    .replace(/:[A-Za-z_]+\??/g, '999999')
    .replace('*', 'x');
const call = (c: Client, r: RegisteredRoute, headers: Record<string, string> = {}) =>
  c.request(r.method, fill(r.path), r.method === 'GET' || r.method === 'DELETE' ? undefined : {}, headers);

async function newUser(mail: string): Promise<{ id: number; client: Client }> {
  const r = await admin.post('/v1/admin/user/createUser', { mail, displayName: mail });
  return { id: r.body.id, client: await t.signIn({ mail, password: r.body.password }) };
}

beforeAll(async () => {
  t = await startTestApp({ demo: [] });
  admin = await t.signIn(ADMIN);
  ({ id: memberId, client: member } = await newUser('member@example.com'));
  ({ client: outsider } = await newUser('outsider@example.com'));
});
afterAll(() => t.close());

/**
 * Public routes whose handler checks a bearer token of its own before anything else (a console
 * session is no such token): the services' error report takes its service's API token (issue 28
 * item 10: the token before the body).
 */
const OWN_TOKEN = new Set(['POST /client/v1/services/apiLogs']);

describe('access matrix', () => {
  it('refuses and admits each route as its rule says', async () => {
    const walked: string[] = [];
    let walker = await t.signIn(ADMIN);
    // Mutating admin routes last, so the fixtures they might remove are used first.
    const routes = [...t.routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const r of routes) {
      const name = `${r.method} ${r.path} [${describeRule(r.rule)}]`;
      walked.push(name);
      switch (r.rule.kind) {
        case 'public':
          // A public route that checks a token of its own answers 401 to anyone without it.
          if (OWN_TOKEN.has(`${r.method} ${r.path}`)) expect((await call(t.client(), r)).status, name).toBe(401);
          else expect([401, 403], name).not.toContain((await call(t.client(), r)).status);
          break;
        case 'signedIn':
          expect((await call(t.client(), r)).status, name).toBe(401);
          expect([401, 403], name).not.toContain((await call(outsider, r)).status);
          break;
        case 'admin':
          expect((await call(t.client(), r)).status, name).toBe(401);
          expect((await call(member, r)).status, name).toBe(403);
          break;
        case 'member': {
          const granted = await admin.post(`/v1/${CODE}/authorize`, { userId: memberId, rights: ['projectOverview'] });
          expect(granted.status, JSON.stringify(granted.body)).toBe(200);
          expect((await call(outsider, r)).status, name).toBe(403);
          expect([401, 403], name).not.toContain((await call(member, r)).status);
          break;
        }
        case 'ownerOrAdmin':
          expect((await call(outsider, r)).status, name).toBe(403);
          break;
        case 'right': {
          const right = r.rule.right;
          // Every other right, but not this one: refused.
          const every = ((await admin.get(`/v1/${CODE}/right`)).body.rights as { name: string }[]).map((x) => x.name);
          await admin.post(`/v1/${CODE}/authorize`, { userId: memberId, rights: every.filter((n) => n !== right) });
          expect((await call(member, r)).status, name).toBe(403);
          await admin.post(`/v1/${CODE}/authorize`, { userId: memberId, rights: [right] });
          expect([401, 403], name).not.toContain((await call(member, r)).status);
          break;
        }
        case 'clientKey':
        case 'serverKey':
          // A console session is no key: a game client's or game server's route refuses it.
          expect((await call(admin, r)).status, name).toBe(401);
          break;
      }
      // Whatever the rule, made-up input never breaks the server. The admin's session is checked
      // first (logout or a user route may have ended it) and renewed only then: a sign-in per route
      // (argon2) made this walk outgrow its ceiling beside the browser suite.
      if ((await walker.get('/v1/auth/me')).status !== 200) walker = await t.signIn(ADMIN);
      const asAdmin = (await call(walker, r)).status;
      expect(asAdmin, name).not.toBe(500);
      if (r.rule.kind !== 'clientKey' && r.rule.kind !== 'serverKey' && !OWN_TOKEN.has(`${r.method} ${r.path}`))
        expect([401, 403], `${name} as ADMIN`).not.toContain(asAdmin);
    }
    console.log(`access matrix: ${walked.length} routes walked`);
    expect(walked.length).toBe(t.routes.length);
    // A ceiling, not a budget: several times the walk's time alone, for when the browser suite runs
    // beside it on two cores.
  }, 180_000);
});
