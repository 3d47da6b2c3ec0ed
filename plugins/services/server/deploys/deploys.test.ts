// The deploys API and job against a real SSH server on loopback (tests/support/sshServer.ts) and
// the local runner: success with a live probe, a broken script, a dead probe, cancel (the remote
// sleep is gone), rollback of the exact image, one active deploy per service and env, the stale
// sweep, and the credential in no answer, log, result, job or audit row.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../../../core/server/db/schema';
import { createJobWorker, type JobWorker } from '../../../../core/server/jobs/worker';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { sshdMissing, startSshServer, type SshServer } from '../../../../tests/support/sshServer';
import { serviceDeployments, servers, services } from '../db';
import { DEPLOY_MESSAGES } from '../../schemas/deploys';
import { DEPLOY_NOT_RETRIED, STALE_AFTER_SCRIPT_MESSAGE, STALE_MESSAGE } from './settings';

process.env.DEPLOY_PROBE_SECONDS = '3';
process.env.DEPLOY_HEARTBEAT_MS = '300';
// The local runner is opt-in (issue 28 #11); these tests use it, one turns it off.
process.env.DEPLOY_LOCAL_RUNNER = '1';

const skip = sshdMissing();
let t: TestApp;
let admin: Client;
let worker: JobWorker;
let ssh: SshServer;
let root: string;
const answers: unknown[] = [];
const spawnedPorts: number[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** The tiny HTTP server a deploy starts on its port: it answers the probe once and exits (20 s at most; afterAll kills what is left by port). */
const SERVE = `P={{port}} nohup node -e "require('http').createServer((q,s)=>{s.end('ok');setTimeout(()=>process.exit(0),50)}).listen(+process.env.P,'127.0.0.1');setTimeout(()=>process.exit(0),20000)" >/dev/null 2>&1 &
for i in $(seq 1 50); do (exec 3<>/dev/tcp/127.0.0.1/{{port}}) 2>/dev/null && break; sleep 0.1; done
echo started on {{port}} image {{image}}
`;

async function addServer(over: Partial<typeof servers.$inferInsert>) {
  const [s] = await t.db
    .insert(servers)
    .values({ name: 'x', ip: '127.0.0.1', serviceRootDir: root, ...over })
    .returning();
  return s;
}
async function addService(name: string, deployTemplate: string, livenessProbe = '/health') {
  const [s] = await t.db.insert(services).values({ name, deployTemplate, livenessProbe }).returning();
  return s;
}
async function call(method: 'get' | 'post', url: string, body?: unknown) {
  const r = method === 'get' ? await admin.get(url) : await admin.post(url, body ?? {});
  answers.push(r.body);
  return r;
}
const deploy = (serviceId: number, body: Record<string, unknown>) =>
  call('post', `/v1/admin/services/${serviceId}/deploy`, {
    env: 'dev',
    branch: 'main',
    ccNamespace: 'default',
    deployOnly: false,
    dockerImageUrl: '',
    ...body,
  });
const detail = async (serviceId: number, id: number) => (await call('get', `/v1/admin/services/${serviceId}/deployments/${id}`)).body;

let sshServerId: number;
let localServerId: number;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-deploys-'));
  t = await startTestApp({ plugins: ['services'], demo: [] });
  admin = await t.signIn(ADMIN);
  worker = createJobWorker({ db: t.db, config: t.config, plugins: t.plugins, services: t.services });
  if (!skip) {
    ssh = await startSshServer();
    sshServerId = (
      await addServer({
        name: 'ssh-loopback',
        sshPort: ssh.port,
        sshUser: ssh.user,
        credentialSealed: t.services.secrets.encrypt(ssh.privateKey),
      })
    ).id;
  }
  localServerId = (await addServer({ name: 'local', ip: 'localhost' })).id;
}, 120_000);

afterAll(async () => {
  for (const p of spawnedPorts) {
    try {
      execFileSync('bash', ['-c', `fuser -k ${p}/tcp 2>/dev/null; true`]);
    } catch {
      /* gone */
    }
  }
  await ssh?.stop();
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!!skip)('deploys over real SSH', () => {
  it('deploys: init → running → success; the probe answered; the host key trusted on first use', async () => {
    const svc = await addService('web-ok', SERVE);
    const port = await freePort();
    spawnedPorts.push(port);
    const r = await deploy(svc.id, { serverId: sshServerId, port, dockerImageUrl: 'registry.example.com/game/web:1.0.0' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Deploy started');
    expect(r.body.deployment).toMatchObject({
      state: 'init',
      env: 'dev',
      port,
      server: { name: 'ssh-loopback' },
      ccNamespace: 'default',
      operator: expect.any(String),
    });
    await worker.runOnce();
    const d = await detail(svc.id, r.body.deployment.id);
    expect(d.state).toBe('success');
    expect(d.result).toMatchObject({
      image: 'registry.example.com/game/web:1.0.0',
      probe: { url: `http://127.0.0.1:${port}/health`, status: 200 },
    });
    expect(d.log).toContain(`started on ${port} image registry.example.com/game/web:1.0.0`);
    const [srv] = await t.db.select().from(servers).where(eq(servers.id, sshServerId));
    expect(srv.hostKeySha256).toBe(ssh.hostKeyFingerprint);
    const list = await call('get', `/v1/admin/services/${svc.id}/deployments`);
    expect(list.body).toMatchObject({ total: 1, result: [{ id: d.id, state: 'success' }] });
  }, 30_000);

  it('a broken script ends failed with its log', async () => {
    const svc = await addService('web-broken', 'echo doing; echo oops >&2; exit 3');
    const r = await deploy(svc.id, { serverId: sshServerId, port: 4000 });
    await worker.runOnce();
    const d = await detail(svc.id, r.body.deployment.id);
    expect(d.state).toBe('failed');
    expect(d.result.error).toBe('The deploy script exited with 3');
    expect((await t.db.select().from(jobs).where(eq(jobs.id, d.jobId)))[0]).toMatchObject({
      state: 'failed',
      error: `Deploy #${d.id} failed: its reason and log are on Deploy Info`,
    });
    expect(d.log).toContain('doing');
    expect(d.log).toContain('oops');
  }, 30_000);

  it('a probe that never answers ends failed', async () => {
    const svc = await addService('web-dead', 'echo deployed nothing');
    const port = await freePort();
    const r = await deploy(svc.id, { serverId: sshServerId, port });
    await worker.runOnce();
    const d = await detail(svc.id, r.body.deployment.id);
    expect(d.state).toBe('failed');
    expect(d.result.error).toMatch(new RegExp(`^The liveness probe http://127.0.0.1:${port}/health did not answer 2xx within 3 s`));
    expect(d.log).toContain('deployed nothing');
  }, 30_000);

  it('cancel during `sleep` aborts the deploy and the remote sleep is gone; cancel again is 409', async () => {
    const svc = await addService('web-slow', 'echo sleeping; sleep 60.4242; echo woke');
    const r = await deploy(svc.id, { serverId: sshServerId, port: 4001 });
    const id = r.body.deployment.id;
    const running = worker.runOnce();
    const sleeping = () => execFileSync('bash', ['-c', 'pgrep -f "sleep 60[.]4242" || true'], { encoding: 'utf8' }).trim();
    for (let i = 0; i < 100 && !(await detail(svc.id, id)).log.includes('sleeping'); i++) await new Promise((res) => setTimeout(res, 100));
    expect(sleeping()).not.toBe('');
    const c = await call('post', `/v1/admin/services/${svc.id}/deployments/${id}/cancel`);
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ message: 'Deploy cancelled', deployment: { state: 'aborted' } });
    await running;
    for (let i = 0; i < 50 && sleeping(); i++) await new Promise((res) => setTimeout(res, 100));
    expect(sleeping()).toBe('');
    const d = await detail(svc.id, id);
    expect(d.state).toBe('aborted');
    expect(d.log).not.toContain('woke');
    expect((await call('post', `/v1/admin/services/${svc.id}/deployments/${id}/cancel`)).status).toBe(409);
  }, 30_000);

  it('rollback redeploys the exact image a success ran; only a success with an image rolls back', async () => {
    const svc = await addService(
      'web-roll',
      `echo "::image::registry.example.com/game/api@sha256:$(printf %s {{image}} | sha256sum | cut -c1-64)"\n${SERVE}`,
    );
    const port = await freePort();
    spawnedPorts.push(port);
    const first = await deploy(svc.id, {
      serverId: sshServerId,
      port,
      env: 'sandbox',
      dockerImageUrl: 'registry.example.com/game/api:2.0',
      ccNamespace: 'ns-a',
    });
    await worker.runOnce();
    const ran = await detail(svc.id, first.body.deployment.id);
    expect(ran.state).toBe('success');
    expect(ran.result.image).toMatch(/^registry\.example\.com\/game\/api@sha256:[0-9a-f]{64}$/);
    const rb = await call('post', `/v1/admin/services/${svc.id}/deployments/${ran.id}/rollback`);
    expect(rb.status).toBe(200);
    expect(rb.body.deployment).toMatchObject({
      env: 'sandbox',
      serverId: sshServerId,
      port,
      ccNamespace: 'ns-a',
      dockerImageUrl: ran.result.image,
      rollbackOf: ran.id,
      state: 'init',
    });
    await worker.runOnce();
    const back = await detail(svc.id, rb.body.deployment.id);
    expect(back.state).toBe('success');
    expect(back.log).toContain(`image ${ran.result.image}`);
    const broken = await addService('web-roll-broken', 'exit 1');
    const f = await deploy(broken.id, { serverId: sshServerId, port: 4002 });
    await worker.runOnce();
    const no = await call('post', `/v1/admin/services/${broken.id}/deployments/${f.body.deployment.id}/rollback`);
    expect(no.status).toBe(409);
    expect(no.body.message).toBe('Only a successful deploy that ran an image can be rolled back to');
  }, 40_000);

  it('redacts the credential from the log and it appears in no answer, result, job or audit row', async () => {
    const keyLine = ssh.privateKey.split('\n')[2];
    const svc = await addService('web-leak', `echo "${keyLine}"; echo done`);
    const r = await deploy(svc.id, { serverId: sshServerId, port: 4003 });
    await worker.runOnce();
    const d = await detail(svc.id, r.body.deployment.id);
    expect(d.log).toContain('[redacted]');
    const pieces = ssh.privateKey.split('\n').filter((l) => l.length >= 12 && !l.startsWith('-----'));
    const rows = JSON.stringify([
      answers,
      await t.db.select().from(serviceDeployments),
      await t.db.select({ p: jobs.payload, r: jobs.result, e: jobs.error }).from(jobs),
      await t.db.select().from(auditLog),
    ]);
    for (const p of pieces) expect(rows).not.toContain(p);
  }, 30_000);

  it('a changed host key refuses to connect', async () => {
    await t.db.update(servers).set({ hostKeySha256: 'SHA256:someoneelse' }).where(eq(servers.id, sshServerId));
    const svc = await addService('web-mitm', 'echo hi');
    const r = await deploy(svc.id, { serverId: sshServerId, port: 4004 });
    await worker.runOnce();
    const d = await detail(svc.id, r.body.deployment.id);
    expect(d.state).toBe('failed');
    expect(d.result.error).toMatch(/^The server's host key changed/);
    await t.db.update(servers).set({ hostKeySha256: ssh.hostKeyFingerprint }).where(eq(servers.id, sshServerId));
  }, 30_000);
});

describe('deploys on the local runner and the rules', () => {
  it('the local runner deploys the same way (in the server root dir)', async () => {
    const svc = await addService('local-ok', `pwd; ${SERVE}`);
    const port = await freePort();
    spawnedPorts.push(port);
    const r = await deploy(svc.id, { serverId: localServerId, port, dockerImageUrl: 'local/app:1' });
    await worker.runOnce();
    const d = await detail(svc.id, r.body.deployment.id);
    expect(d.state).toBe('success');
    expect(d.log).toContain(root);
    expect(d.result.probe.status).toBe(200);
  }, 30_000);

  it('one active deploy per service and env (409); another env is fine', async () => {
    const svc = await addService('local-busy', 'echo hi');
    const a = await deploy(svc.id, { serverId: localServerId, port: 4100 });
    expect(a.status).toBe(200);
    const b = await deploy(svc.id, { serverId: localServerId, port: 4100 });
    expect(b.status).toBe(409);
    expect(b.body.message).toBe('A deploy of this service to this env is already running: wait for it or cancel it');
    expect((await deploy(svc.id, { serverId: localServerId, port: 4100, env: 'prod' })).status).toBe(200);
    // The index itself refuses a second active row, whatever the route checks.
    await expect(
      t.db.insert(serviceDeployments).values({ serviceId: svc.id, env: 'dev', serverId: localServerId, port: 1, branch: 'x' }),
    ).rejects.toThrow();
    // A cancelled queued deploy never runs.
    expect((await call('post', `/v1/admin/services/${svc.id}/deployments/${a.body.deployment.id}/cancel`)).status).toBe(200);
    await worker.runOnce();
    expect((await detail(svc.id, a.body.deployment.id)).log).toBe('');
  }, 30_000);

  it('the stale sweep marks a running deploy whose heartbeat stopped aborted', async () => {
    const svc = await addService('local-stale', 'echo hi');
    const [d] = await t.db
      .insert(serviceDeployments)
      .values({
        serviceId: svc.id,
        env: 'dev',
        serverId: localServerId,
        port: 1,
        branch: 'main',
        state: 'running',
        heartbeatAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    const [fresh] = await t.db
      .insert(serviceDeployments)
      .values({
        serviceId: svc.id,
        env: 'prod',
        serverId: localServerId,
        port: 1,
        branch: 'main',
        state: 'running',
        heartbeatAt: sql`now()`,
      })
      .returning();
    // Its script had completed (exit 0) when the worker went, during the probe: not "aborted".
    const [probing] = await t.db
      .insert(serviceDeployments)
      .values({
        serviceId: svc.id,
        env: 'sandbox',
        serverId: localServerId,
        port: 1,
        branch: 'main',
        state: 'running',
        result: { scriptEnded: true, image: 'local/app:7' },
        heartbeatAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    await t.services.jobs.enqueue('services.deploySweep');
    await worker.runOnce();
    expect(await detail(svc.id, d.id)).toMatchObject({ state: 'aborted', result: { error: STALE_MESSAGE } });
    expect((await detail(svc.id, fresh.id)).state).toBe('running');
    expect(await detail(svc.id, probing.id)).toMatchObject({
      state: 'failed',
      result: { scriptEnded: true, image: 'local/app:7', error: STALE_AFTER_SCRIPT_MESSAGE },
    });
  });

  it('the local runner is refused while DEPLOY_LOCAL_RUNNER is off: the deploy (409, nothing made) and a job queued before (issue 28 #11)', async () => {
    const svc = await addService('local-off', 'touch ran-while-off');
    const [queued] = await t.db
      .insert(serviceDeployments)
      .values({ serviceId: svc.id, env: 'prod', serverId: localServerId, port: 1, branch: 'main' })
      .returning();
    const job = await t.services.jobs.enqueue('services.deploy', { deploymentId: queued.id }, { maxAttempts: 1 });
    for (const off of [undefined, '0', 'yes']) {
      if (off === undefined) delete process.env.DEPLOY_LOCAL_RUNNER;
      else process.env.DEPLOY_LOCAL_RUNNER = off;
      try {
        const r = await deploy(svc.id, { serverId: localServerId, port: 4200 });
        expect(r.status).toBe(409);
        expect(r.body.message).toBe(DEPLOY_MESSAGES.localRunnerOff);
        if (off === undefined) {
          await worker.runOnce();
          expect(await detail(svc.id, queued.id)).toMatchObject({ state: 'failed', result: { error: DEPLOY_MESSAGES.localRunnerOff } });
        }
      } finally {
        process.env.DEPLOY_LOCAL_RUNNER = '1';
      }
    }
    expect((await t.db.select().from(serviceDeployments).where(eq(serviceDeployments.serviceId, svc.id))).length).toBe(1);
    expect(fs.existsSync(path.join(root, 'ran-while-off'))).toBe(false);
    // Its job failed with it (a failed deploy never shows as a succeeded job).
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({
      state: 'failed',
      error: `Deploy #${queued.id} failed: its reason and log are on Deploy Info`,
      result: { deploymentId: queued.id, state: 'failed' },
    });
  });

  it("records the service's project on its deploy job; the Jobs screen offers no retry for it (issue 28 #14)", async () => {
    const [svc] = await t.db
      .insert(services)
      .values({ name: 'local-project', deployTemplate: 'echo hi', livenessProbe: '/health', projectCode: 'jigsaw' })
      .returning();
    const r = await deploy(svc.id, { serverId: localServerId, port: 4300 });
    expect(r.status).toBe(200);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, r.body.deployment.jobId));
    expect(job.projectCode).toBe('jigsaw');
    expect(t.plugins.find((p) => p.id === 'services')!.notRetryable).toEqual({ 'services.deploy': DEPLOY_NOT_RETRIED });
    expect((await call('post', `/v1/admin/services/${svc.id}/deployments/${r.body.deployment.id}/cancel`)).status).toBe(200);
  });

  it('gives the spec messages and refuses bad input with a 4xx', async () => {
    const svc = await addService('local-msgs', 'echo hi');
    const url = `/v1/admin/services/${svc.id}/deploy`;
    const cases: [Record<string, unknown>, string][] = [
      [{ serverId: localServerId, port: 1, branch: 'main', ccNamespace: 'default' }, 'Please select env'],
      [{ env: 'dev', port: 1, branch: 'main', ccNamespace: 'default' }, 'Please select server'],
      [{ env: 'dev', serverId: localServerId, branch: 'main', ccNamespace: 'default' }, 'Please input port'],
      [{ env: 'dev', serverId: localServerId, port: 0, branch: 'main', ccNamespace: 'default' }, 'The port is from 1 to 65535'],
      [{ env: 'dev', serverId: localServerId, port: 70000, branch: 'main', ccNamespace: 'default' }, 'The port is from 1 to 65535'],
      [{ env: 'dev', serverId: localServerId, port: 1, branch: ' ', ccNamespace: 'default' }, 'Please input branch'],
      [
        { env: 'dev', serverId: localServerId, port: 1, branch: 'main; rm -rf /', ccNamespace: 'default' },
        'A branch has letters, digits and . _ / - only (not starting with - or containing ..)',
      ],
      [{ env: 'dev', serverId: localServerId, port: 1, branch: 'main', ccNamespace: '' }, 'Please input ccNamespace'],
      [
        { env: 'dev', serverId: localServerId, port: 1, branch: 'main', ccNamespace: '$(id)' },
        'A namespace has letters, digits and . _ - only',
      ],
      [
        { env: 'dev', serverId: localServerId, port: 1, branch: 'main', ccNamespace: 'default', dockerImageUrl: 'a b' },
        'A docker image such as registry.example.com/team/app:1.2.3 (letters, digits and . _ / : @ -)',
      ],
      [{ env: 'dev', serverId: 999999, port: 1, branch: 'main', ccNamespace: 'default' }, 'Please select server'],
    ];
    for (const [body, message] of cases) {
      const r = await admin.post(url, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toBe(message);
    }
    for (const bad of [
      '/v1/admin/services/0/deployments',
      '/v1/admin/services/99999999999999999999/deployments',
      '/v1/admin/services/abc/deployInfo',
      `/v1/admin/services/${svc.id}/deployments/xyz`,
    ])
      expect((await admin.get(bad)).status).toBe(404);
    expect((await admin.get(`/v1/admin/services/${svc.id}/deployments?ps=20`)).status).toBe(400);
    expect((await admin.get(`/v1/admin/services/${svc.id}/deployments?env=qa`)).status).toBe(400);
    expect((await t.db.select().from(serviceDeployments).where(eq(serviceDeployments.serviceId, svc.id))).length).toBe(0);
  });

  it('is for admins only; the deploy info lists services and servers', async () => {
    const svc = await addService('local-access', 'echo hi');
    const user = await t.signIn(USER);
    expect((await user.get(`/v1/admin/services/${svc.id}/deployments`)).status).toBe(403);
    expect(
      (await user.post(`/v1/admin/services/${svc.id}/deploy`, { env: 'dev', serverId: localServerId, port: 1, branch: 'main' })).status,
    ).toBe(403);
    const info = await call('get', `/v1/admin/services/${svc.id}/deployInfo`);
    expect(info.body.service).toEqual({ id: svc.id, name: 'local-access' });
    expect(info.body.servers.map((s: { name: string }) => s.name)).toContain('local');
    expect(info.body.services.map((s: { name: string }) => s.name)).toContain('local-access');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.area, 'services'));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['serviceDeploy', 'serviceDeployCancel', 'serviceRollback']));
  });
});
