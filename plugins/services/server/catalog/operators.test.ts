// Issue 29 #13: a project's operators (the `services` right) read its services' status, latest
// deploys and api logs through `/v1/:code/services...`; everything else stays admin-only.
// Each rule: ADMIN, a USER with the right, a USER without it, a LIMIT user with it (refused), and
// another project's service (404, never listed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, LIMIT, startTestApp, USER, type Client, type TestApp } from '../../../../tests/api/harness';
import { serviceApiLogs, serviceDeployments, servers, services } from '../db';

let t: TestApp;
let admin: Client;
let user: Client;
let limit: Client;
let mine: number;
let theirs: number;

const idOf = async (c: Client) => (await c.get('/v1/auth/me')).body.id as number;

beforeAll(async () => {
  t = await startTestApp({ plugins: ['services'], demo: [] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
  limit = await t.signIn(LIMIT);
  const [srv] = await t.db.insert(servers).values({ name: 'game-1', ip: '10.0.0.5', serviceRootDir: '/srv' }).returning();
  const rows = await t.db
    .insert(services)
    .values([
      { name: 'jigsaw-api', projectCode: 'jigsaw', deployTemplate: 'echo secret-template', livenessProbe: 'http://127.0.0.1:1/health' },
      { name: 'words-api', projectCode: 'words' },
    ])
    .returning();
  [mine, theirs] = rows.map((r) => r.id);
  await t.db.insert(serviceDeployments).values([
    {
      serviceId: mine,
      env: 'prod',
      serverId: srv.id,
      port: 8080,
      branch: 'main',
      state: 'failed',
      result: { error: 'ssh root@10.0.0.5 refused' },
    },
    { serviceId: mine, env: 'sandbox', serverId: srv.id, port: 8080, branch: 'dev', state: 'success', result: { image: 'img:1' } },
  ]);
  await t.db.insert(serviceApiLogs).values([
    { serviceId: mine, serverName: 'game-1', api: '/v2/login', errCode: 'E1', count: 7 },
    { serviceId: theirs, serverName: 'game-2', api: '/v2/words', errCode: 'E2', count: 1 },
  ]);
  // The right in jigsaw for the USER and the LIMIT user (as the rights screen grants it).
  for (const c of [user, limit])
    expect((await admin.post('/v1/jigsaw/authorize', { userId: await idOf(c), rights: ['services'] })).status).toBe(200);
});
afterAll(() => t.close());

describe('services for operators (issue 29 #13)', () => {
  it('is a right the plugin declares (listed by the rights admin)', async () => {
    const r = await admin.get('/v1/jigsaw/right');
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body.rights)).toContain('"services"');
  });

  it("ADMIN and a USER with the right see the project's services, status and latest deploys (no template, no failure reason)", async () => {
    for (const who of [admin, user]) {
      const r = await who.get('/v1/jigsaw/services');
      expect(r.status).toBe(200);
      expect(r.body.result.map((s: { name: string }) => s.name)).toEqual(['jigsaw-api']);
      const [s] = r.body.result;
      expect(s).toMatchObject({ id: mine, projectCode: 'jigsaw', deployTemplate: '' });
      expect(s.service_deployments.map((d: { env: string; state: string }) => [d.env, d.state])).toEqual([
        ['sandbox', 'success'],
        ['prod', 'failed'],
      ]);
      expect(JSON.stringify(r.body)).not.toContain('10.0.0.5');
      expect(JSON.stringify(r.body)).not.toContain('secret-template');
    }
  });

  it("ADMIN and a USER with the right page the project's service's api logs", async () => {
    for (const who of [admin, user]) {
      const r = await who.get(`/v1/jigsaw/services/${mine}/apiLogs?pn=1&ps=15`);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ total: 1, stats: { atOrAboveThreshold: 1, totalErrors: 7 } });
      expect(r.body.result[0]).toMatchObject({ api: '/v2/login', errCode: 'E1', count: 7 });
    }
    expect((await user.get(`/v1/jigsaw/services/${mine}/apiLogs?ps=7`)).status).toBe(400);
  });

  it("does not show another project's service: not listed, its logs 404 through this project", async () => {
    expect((await user.get(`/v1/jigsaw/services/${theirs}/apiLogs`)).status).toBe(404);
    expect((await admin.get(`/v1/jigsaw/services/${theirs}/apiLogs`)).status).toBe(404);
    expect((await user.get('/v1/jigsaw/services/999999/apiLogs')).status).toBe(404);
    expect((await user.get('/v1/jigsaw/services/x/apiLogs')).status).toBe(404);
    // The right is per project: the same USER in words holds none.
    expect((await user.get('/v1/words/services')).status).toBe(403);
    expect((await user.get(`/v1/words/services/${theirs}/apiLogs`)).status).toBe(403);
  });

  it('refuses a USER without the right, a LIMIT user even with it (403), and nobody (401)', async () => {
    expect((await admin.post('/v1/jigsaw/authorize', { userId: await idOf(user), rights: [] })).status).toBe(200);
    const noRight = await t.signIn(USER);
    for (const path of ['/v1/jigsaw/services', `/v1/jigsaw/services/${mine}/apiLogs`]) {
      expect((await noRight.get(path)).status, path).toBe(403);
      expect((await limit.get(path)).status, path).toBe(403);
      expect((await t.client().get(path)).status, path).toBe(401);
    }
    expect((await admin.post('/v1/jigsaw/authorize', { userId: await idOf(user), rights: ['services'] })).status).toBe(200);
  });

  it('keeps servers, credentials, tokens, probes and deploy actions admin-only for an operator with the right', async () => {
    const calls: [string, string][] = [
      ['GET', '/v1/admin/servers'],
      ['GET', '/v1/admin/services'],
      ['POST', `/v1/admin/services/${mine}/apiToken`],
      ['POST', `/v1/admin/services/${mine}/probe`],
      ['GET', `/v1/admin/services/${mine}/apiLogs`],
      ['GET', `/v1/admin/services/${mine}/deployInfo`],
      ['GET', `/v1/admin/services/${mine}/deployments`],
      ['POST', `/v1/admin/services/${mine}/deploy`],
      ['POST', `/v1/admin/services/${mine}/deployments/1/cancel`],
      ['POST', `/v1/admin/services/${mine}/deployments/1/rollback`],
    ];
    for (const [method, path] of calls)
      expect((await user.request(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(403);
  });
});
