// The catalog API: servers (messages, trimming, the credential sealed and never answered nor
// audited: every answer and audit row is grepped for it), services (messages, unique name, latest
// deployment per env), admins only, API tokens and the services' error report (token, bad input,
// counts adding up), and liveness probes against a local HTTP server (up, 503, closed port, slow).
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../../core/server/db/schema';
import { ADMIN, LIMIT, startTestApp, USER, type Client, type Reply, type TestApp } from '../../../../tests/api/harness';
import { CATALOG_MESSAGES as M } from '../../schemas/catalog';
import { serviceApiLogs, serviceDeployments, servers, services } from '../db';
import { probeAll, probeUrl } from './probe';
import { hashApiToken } from './tokens';

let t: TestApp;
let admin: Client;
let user: Client;
let limit: Client;
const answers: Reply[] = [];
const keep = (r: Reply) => (answers.push(r), r);

// A throwaway key's shape (not a real key: the server checks the shape, the deploy part uses it).
const KEY = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
  'QyNTUxOQAAACCatalogTestKeyMaterialThatMustNeverLeaveTheServer0001AAAA',
  '-----END OPENSSH PRIVATE KEY-----',
].join('\n');
const KEY_MARK = 'CatalogTestKeyMaterialThatMustNeverLeaveTheServer0001';
const PASSWORD = 'hunter2-catalog-password-9f3k';

const server = (over: Record<string, unknown> = {}) => ({
  name: 'game-1',
  ip: '10.0.0.5',
  intranetIp: '',
  credential: '',
  serviceRootDir: '/srv/services',
  ...over,
});
const service = (over: Record<string, unknown> = {}) => ({
  name: 'jigsaw-api',
  projectCode: 'jigsaw',
  repository: 'git@github.com:studio/jigsaw-api.git',
  host: 'https://api.jigsaw.example',
  livenessProbe: '',
  deployTemplate: '',
  ...over,
});

beforeAll(async () => {
  t = await startTestApp({ plugins: ['services'], demo: [] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
  limit = await t.signIn(LIMIT);
});
afterAll(() => t.close());

describe('servers', () => {
  it('creates with trimmed values, defaults sshUser root and port 22, and says only that a credential is set', async () => {
    const r = keep(
      await admin.post(
        '/v1/admin/servers',
        server({
          name: '  game-1 ',
          ip: ' 10.0.0.5 ',
          intranetIp: ' 192.168.1.5 ',
          serviceRootDir: ' /srv/services ',
          credential: `\n${KEY}\n`,
        }),
      ),
    );
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({
      name: 'game-1',
      ip: '10.0.0.5',
      intranetIp: '192.168.1.5',
      serviceRootDir: '/srv/services',
      sshUser: 'root',
      sshPort: 22,
      credentialSet: true,
    });
    expect(r.body.result).not.toHaveProperty('credential');
    const [row] = await t.db.select().from(servers).where(eq(servers.id, r.body.result.id));
    expect(row.credentialSealed).toMatch(/^v1\./);
    expect(row.credentialSealed).not.toContain(KEY_MARK);
    expect(t.services.secrets.decrypt(row.credentialSealed)).toBe(KEY);
  });

  it('gives clear messages for the required and malformed fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', M.name],
      [{ ip: '' }, 'ip', M.ip],
      [{ ip: 'not a host!' }, 'ip', M.ipInvalid],
      [{ ip: '300.1.1.1' }, 'ip', M.ipInvalid],
      [{ intranetIp: 'a b' }, 'intranetIp', M.intranetIpInvalid],
      [{ serviceRootDir: ' ' }, 'serviceRootDir', M.rootDir],
      [{ serviceRootDir: 'srv' }, 'serviceRootDir', M.rootDirAbsolute],
      [{ sshPort: 0 }, 'sshPort', M.sshPort],
      [{ sshPort: 70000 }, 'sshPort', M.sshPort],
      [{ sshUser: 'root; rm -rf' }, 'sshUser', M.sshUser],
      [{ credential: 'two\nlines' }, 'credential', M.credential],
      [{ credential: '-----BEGIN OPENSSH PRIVATE KEY-----\nabc' }, 'credential', M.credential],
    ];
    for (const [over, path, message] of cases) {
      const r = keep(await admin.post('/v1/admin/servers', server({ name: 'bad', ...over })));
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body.issues, JSON.stringify(over)).toContainEqual({ path, message });
    }
    for (const ip of ['2001:db8::1', '::1', 'game-2.eu-west.example.com', '127.0.0.1']) {
      const r = keep(await admin.post('/v1/admin/servers', server({ name: `ok ${ip}`, ip })));
      expect(r.status, ip).toBe(200);
    }
    expect((await t.db.select().from(servers).where(eq(servers.name, 'bad'))).length).toBe(0);
  });

  it('refuses a second server of the same name', async () => {
    const r = keep(await admin.post('/v1/admin/servers', server()));
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(M.serverExisted);
  });

  it('keeps the credential on an update without one, replaces it with a new one, clears it on request', async () => {
    const list = keep(await admin.get('/v1/admin/servers'));
    const id = list.body.result.find((s: { name: string }) => s.name === 'game-1').id;
    const sealed = async () => (await t.db.select().from(servers).where(eq(servers.id, id)))[0].credentialSealed;
    const first = await sealed();

    const kept = keep(await admin.put(`/v1/admin/servers/${id}`, server({ ip: '10.0.0.6', sshUser: 'deploy', sshPort: 2222 })));
    expect(kept.body.result).toMatchObject({ ip: '10.0.0.6', sshUser: 'deploy', sshPort: 2222, credentialSet: true });
    expect(await sealed()).toBe(first);

    keep(await admin.put(`/v1/admin/servers/${id}`, server({ credential: PASSWORD })));
    expect(t.services.secrets.decrypt(await sealed())).toBe(PASSWORD);

    const cleared = keep(await admin.put(`/v1/admin/servers/${id}`, server({ clearCredential: true })));
    expect(cleared.body.result.credentialSet).toBe(false);
    expect(await sealed()).toBe('');

    expect((await admin.put('/v1/admin/servers/99999', server())).status).toBe(404);
    expect((await admin.put('/v1/admin/servers/abc', server())).status).toBe(404);
  });

  it('audits every change naming it, never the credential, and no answer carries it', async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.area, 'services'));
    const changes = rows.map((r) => (r.after as { change?: string } | null)?.change).filter(Boolean);
    expect(changes).toEqual(['credential set', 'credential replaced', 'credential cleared']);
    const all = JSON.stringify(rows) + JSON.stringify(answers.map((a) => a.body));
    expect(all).not.toContain(KEY_MARK);
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain('v1.');
  });
});

describe('services', () => {
  let id = 0;
  it('creates with trimmed values and lists with the projects', async () => {
    const r = await admin.post(
      '/v1/admin/services',
      service({
        name: ' jigsaw-api ',
        repository: ' git@github.com:studio/jigsaw-api.git ',
        livenessProbe: ' http://127.0.0.1:1/healthz ',
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({
      name: 'jigsaw-api',
      projectCode: 'jigsaw',
      repository: 'git@github.com:studio/jigsaw-api.git',
      livenessProbe: 'http://127.0.0.1:1/healthz',
      apiTokenSet: false,
      status: 'unknown',
      service_deployments: [],
    });
    id = r.body.result.id;
    const list = await admin.get('/v1/admin/services');
    expect(list.body.result.map((s: { name: string }) => s.name)).toContain('jigsaw-api');
    expect(list.body.projects).toContainEqual({ code: 'jigsaw', nickname: expect.any(String) });
    expect(list.body.result[0]).not.toHaveProperty('apiTokenHash');
  });

  it('gives the messages: name required, unique, a known project, an http(s) probe', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '   ' }, 400, M.name],
      [{ name: 'has space' }, 400, M.serviceName],
      [{ name: 'jigsaw-api' }, 409, M.serviceExisted],
      [{ name: 'x', projectCode: 'nope' }, 400, M.projectUnknown],
      [{ name: 'x', livenessProbe: 'ftp://host/x' }, 400, M.livenessProbe],
    ];
    for (const [over, status, message] of cases) {
      const r = await admin.post('/v1/admin/services', service(over));
      expect(r.status, JSON.stringify(over)).toBe(status);
      expect(r.body.message, JSON.stringify(over)).toBe(message);
    }
    expect((await t.db.select().from(services).where(eq(services.name, 'x'))).length).toBe(0);
  });

  it('updates (the same name is its own), a project may be none', async () => {
    const r = await admin.put(
      `/v1/admin/services/${id}`,
      service({ projectCode: '', host: ' https://jigsaw.example ', livenessProbe: 'http://127.0.0.1:1/healthz' }),
    );
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ projectCode: '', host: 'https://jigsaw.example' });
    const other = await admin.post('/v1/admin/services', service({ name: 'words-api', projectCode: 'words' }));
    expect((await admin.put(`/v1/admin/services/${other.body.result.id}`, service({ name: 'jigsaw-api' }))).status).toBe(409);
  });

  it('lists the latest deployment per env, in env order', async () => {
    const [srv] = await t.db.select().from(servers).limit(1);
    const d = (env: 'dev' | 'sandbox' | 'prod', branch: string, state = 'success') => ({
      serviceId: id,
      env,
      serverId: srv.id,
      port: 8080,
      branch,
      state,
    });
    await t.db.insert(serviceDeployments).values([d('prod', 'v1'), d('sandbox', 's1'), d('prod', 'v2', 'failed'), d('dev', 'main')]);
    const list = await admin.get('/v1/admin/services');
    const row = list.body.result.find((s: { id: number }) => s.id === id);
    expect(
      row.service_deployments.map((x: { env: string; branch: string; state: string; server: { name: string } }) => [
        x.env,
        x.branch,
        x.state,
        x.server.name,
      ]),
    ).toEqual([
      ['dev', 'main', 'success', srv.name],
      ['sandbox', 's1', 'success', srv.name],
      ['prod', 'v2', 'failed', srv.name],
    ]);
  });
});

describe('admins only', () => {
  it('refuses a USER and a LIMIT every catalog route (403), and nobody (401)', async () => {
    const calls: [string, string][] = [
      ['GET', '/v1/admin/servers'],
      ['POST', '/v1/admin/servers'],
      ['PUT', '/v1/admin/servers/1'],
      ['GET', '/v1/admin/services'],
      ['POST', '/v1/admin/services'],
      ['PUT', '/v1/admin/services/1'],
      ['POST', '/v1/admin/services/1/apiToken'],
      ['POST', '/v1/admin/services/1/probe'],
      ['GET', '/v1/admin/services/1/apiLogs'],
    ];
    for (const [method, path] of calls) {
      for (const who of [user, limit])
        expect((await who.request(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(403);
      expect((await t.client().request(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('API error logs', () => {
  let id = 0;
  let token = '';
  const report = (body: unknown, auth = token) =>
    t.client().post('/client/v1/services/apiLogs', body, auth ? { authorization: `Bearer ${auth}` } : {});

  beforeAll(async () => {
    id = (await admin.post('/v1/admin/services', service({ name: 'leaderboard', projectCode: '' }))).body.result.id;
  });

  it('makes a token shown once, stored as its sha256; a new one retires the old', async () => {
    const r = await admin.post(`/v1/admin/services/${id}/apiToken`);
    expect(r.status).toBe(200);
    token = r.body.token;
    expect(token).toMatch(/^svc_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(services).where(eq(services.id, id));
    expect(row.apiTokenHash).toBe(hashApiToken(token));
    const list = await admin.get('/v1/admin/services');
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(list.body.result.find((s: { id: number }) => s.id === id).apiTokenSet).toBe(true);

    const again = await admin.post(`/v1/admin/services/${id}/apiToken`);
    expect((await report({ server: 'a', entries: [{ api: '/x', errCode: 'E' }] })).status).toBe(401);
    token = again.body.token;
    const audits = JSON.stringify(await t.db.select().from(auditLog).where(eq(auditLog.action, 'serviceApiToken')));
    expect(audits).toContain('API token replaced');
    expect(audits).not.toContain(token);
  });

  it('refuses a report without a valid token (401), changing nothing', async () => {
    const body = { server: 'game-1', entries: [{ api: '/login', errCode: '500' }] };
    expect((await report(body, '')).status).toBe(401);
    expect((await report(body, 'svc_wrong')).status).toBe(401);
    expect((await t.client().post('/client/v1/services/apiLogs', body, { authorization: token })).status).toBe(401);
    expect(await t.db.select().from(serviceApiLogs)).toEqual([]);
  });

  it('checks the token before the body: a bad body without a valid token is 401, with one 400 (issue 28 #10)', async () => {
    for (const bad of [
      {},
      { server: '', entries: [] },
      'not an object',
      { server: 'a', entries: [{ api: '', errCode: 'E', count: -1 }] },
    ]) {
      expect((await report(bad, '')).status, JSON.stringify(bad)).toBe(401);
      expect((await report(bad, 'svc_wrong')).status, JSON.stringify(bad)).toBe(401);
      expect((await report(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await report({ entries: [{ api: '/x', errCode: 'E' }] })).body.issues[0].path).toBe('server');
    // Malformed JSON too: 401 without a token, 400 with one.
    const malformed = (auth: string) =>
      t.app.fetch(
        new Request('http://127.0.0.1/client/v1/services/apiLogs', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
          body: '{"server":',
        }),
        { incoming: { socket: { remoteAddress: '2001:db8:ffff::2' } } },
      );
    expect((await malformed('')).status).toBe(401);
    const withToken = await malformed(token);
    expect(withToken.status).toBe(400);
    expect((await withToken.json()).message).toBe('Malformed JSON body');
    expect(await t.db.select().from(serviceApiLogs)).toEqual([]);
  });

  it('takes a report from a service that sends no Origin (a server program, not a browser)', async () => {
    const request = new Request('http://127.0.0.1/client/v1/services/apiLogs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ server: 'game-eu-1', entries: [{ api: '/v2/no-origin', errCode: 'E_NO_ORIGIN' }] }),
    });
    const res = await t.app.fetch(request, { incoming: { socket: { remoteAddress: '2001:db8:ffff::1' } } });
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await t.db.select().from(serviceApiLogs).where(eq(serviceApiLogs.errCode, 'E_NO_ORIGIN'));
    expect(row.count).toBe(1);
    // The tests below count this service's rows from none.
    await t.db.delete(serviceApiLogs).where(eq(serviceApiLogs.id, row.id));
  });

  it('counts add up per server, api and errCode (count defaults to 1, duplicates in a report summed)', async () => {
    expect(
      (
        await report({
          server: 'game-1',
          entries: [
            { api: '/login', errCode: '500' },
            { api: '/login', errCode: 500, count: 2 },
            { api: '/shop', errCode: 'E_TIMEOUT', count: 7 },
          ],
        })
      ).body,
    ).toEqual({ message: 'OK', accepted: 2 });
    await report({ server: 'game-1', entries: [{ api: '/login', errCode: '500', count: 4 }] });
    await report({ server: 'game-2', entries: [{ api: '/login', errCode: '500' }] });
    const r = await admin.get(`/v1/admin/services/${id}/apiLogs`);
    expect(
      r.body.result.map((l: { server: { name: string }; api: string; errCode: string; count: number }) => [
        l.server.name,
        l.api,
        l.errCode,
        l.count,
      ]),
    ).toEqual([
      ['game-1', '/login', '500', 7],
      ['game-1', '/shop', 'E_TIMEOUT', 7],
      ['game-2', '/login', '500', 1],
    ]);
    // Ties on count: the latest first.
    expect(r.body.result[0].updatedAt >= r.body.result[1].updatedAt).toBe(true);
    expect(r.body.total).toBe(3);
    expect(r.body.stats).toEqual({ atOrAboveThreshold: 2, totalErrors: 15 });
  });

  it('pages with the spec sizes and refuses others', async () => {
    const p = await admin.get(`/v1/admin/services/${id}/apiLogs?ps=15&pn=2`);
    expect(p.body).toMatchObject({ result: [], total: 3 });
    expect((await admin.get(`/v1/admin/services/${id}/apiLogs?ps=10`)).body.message).toBe('Page size is one of 15, 20, 30, 50');
    expect((await admin.get('/v1/admin/services/99999/apiLogs')).status).toBe(404);
  });

  it('answers bad reports with clear 400s and stores nothing of them', async () => {
    const before = JSON.stringify(await t.db.select().from(serviceApiLogs));
    const cases: [unknown, string][] = [
      [{ entries: [{ api: '/a', errCode: 'E' }] }, M.reportServer],
      [{ server: 'g', entries: [] }, M.reportEntries],
      [{ server: 'g', entries: 'x' }, M.reportEntries],
      [{ server: 'g', entries: Array.from({ length: 1001 }, () => ({ api: '/a', errCode: 'E' })) }, M.reportEntries],
      [{ server: 'g', entries: [{ errCode: 'E' }] }, M.reportApi],
      [{ server: 'g', entries: [{ api: '/a', errCode: ' ' }] }, M.reportErrCode],
      [{ server: 'g', entries: [{ api: '/a', errCode: 'E', count: 0 }] }, M.reportCount],
      [{ server: 'g', entries: [{ api: '/a', errCode: 'E', count: 1.5 }] }, M.reportCount],
      [{ server: 'g', entries: [{ api: '/a', errCode: 'E', count: 1e7 }] }, M.reportCount],
      [{ server: 'x'.repeat(257), entries: [{ api: '/a', errCode: 'E' }] }, 'At most 256 characters'],
      [{ server: 'g', entries: [{ api: 'a'.repeat(100_000), errCode: 'E' }] }, 'At most 256 characters'],
    ];
    for (const [body, message] of cases) {
      const r = await report(body);
      expect(r.status, message).toBe(400);
      expect(JSON.stringify(r.body), message).toContain(message);
    }
    // NUL and a lone surrogate: the edge refuses them before anything runs.
    expect((await report({ server: 'g\u0000', entries: [{ api: '/a', errCode: 'E' }] })).status).toBe(400);
    expect((await report({ server: 'g', entries: [{ api: '/a\ud800', errCode: 'E' }] })).status).toBe(400);
    expect((await report('{not json')).status).toBe(400);
    expect(JSON.stringify(await t.db.select().from(serviceApiLogs))).toBe(before);
  });

  it('caps a count at the column maximum instead of failing', async () => {
    for (let i = 0; i < 3; i++)
      await report({ server: 'noisy', entries: Array.from({ length: 1000 }, () => ({ api: '/spam', errCode: 'E', count: 1_000_000 })) });
    const [row] = await t.db.select().from(serviceApiLogs).where(eq(serviceApiLogs.serverName, 'noisy'));
    expect(row.count).toBe(2 ** 31 - 1);
  });
});

describe('liveness', () => {
  let base = '';
  let closedPort = 0;
  let web: http.Server;
  beforeAll(async () => {
    web = http.createServer((req, res) => {
      if (req.url === '/up') return res.end('ok');
      if (req.url === '/down') return ((res.statusCode = 503), res.end('no'));
      // Never answers: only the probe's own time limit ends the request (afterAll closes it).
      if (req.url === '/slow') return;
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((ok) => web.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    // A port that was just free: nothing listens there.
    const probe = net.createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((ok) => probe.close(ok));
  });
  afterAll(() => {
    web.closeAllConnections();
    web.close();
  });

  it('sees running, an http status, a refused connection and a timeout', async () => {
    expect(await probeUrl(`${base}/up`)).toBe('running');
    expect(await probeUrl(`${base}/down`)).toBe('http 503');
    expect(await probeUrl(`http://127.0.0.1:${closedPort}/healthz`)).toBe('unreachable: ECONNREFUSED');
    expect(await probeUrl(`${base}/slow`, { timeoutMs: 300 })).toBe('timeout');
    expect(await probeUrl('')).toBe('no liveness probe');
  });

  it('"Check now" stores the status and its time; the schedule pass probes every service', async () => {
    const up = (await admin.post('/v1/admin/services', service({ name: 'probe-up', projectCode: '', livenessProbe: `${base}/up` }))).body
      .result.id;
    const down = (await admin.post('/v1/admin/services', service({ name: 'probe-down', projectCode: '', livenessProbe: `${base}/down` })))
      .body.result.id;
    const r = await admin.post(`/v1/admin/services/${up}/probe`);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('running');
    const list = async () =>
      (await admin.get('/v1/admin/services')).body.result as { id: number; status: string; statusCheckedAt: string | null }[];
    expect((await list()).find((s) => s.id === up)).toMatchObject({ status: 'running', statusCheckedAt: r.body.statusCheckedAt });

    const pass = await probeAll(t.db);
    expect(pass.probed).toBeGreaterThanOrEqual(2);
    expect(pass.running).toBe(1);
    const after = await list();
    expect(after.find((s) => s.id === down)?.status).toBe('http 503');
    expect(after.find((s) => s.id === up)?.status).toBe('running');
  });
});
