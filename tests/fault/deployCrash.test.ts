// Fault test (issue 28 #9): a deploy in flight when the console is SIGKILLed does not run on behind
// its back. Two deploys run at once, one on the local runner and one over real SSH (sshd on
// loopback, tests/support/sshServer.ts); each script records its processes and then waits for a
// file that is never made. The console is killed while both wait: every process of both scripts
// is gone soon after (the guard in runner.ts stops the process group when the console's end of
// stdin closes), the "completed" file never appears, and the restarted console records both
// deploys as aborted with their logs kept. PGlite in a data dir (the server's default).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sshdMissing, startSshServer, type SshServer } from '../support/sshServer';
import { buildServer, freePort, HttpClient, startServer, type RunningServer } from './serverProcess';

const ADMIN = { mail: 'admin@example.com', password: 'fault-pass-123' };
const skip = sshdMissing();

let dataDir = '';
let root = '';
let ssh: SshServer | null = null;
let server: RunningServer | null = null;

beforeAll(async () => {
  buildServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-deploycrash-'));
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-deploycrash-root-'));
  if (!skip) ssh = await startSshServer();
}, 180_000);

afterAll(async () => {
  if (server && server.proc.exitCode === null) {
    server.proc.kill('SIGKILL');
    await server.exited;
  }
  // Whatever a failed run left behind.
  for (const pid of recordedPids()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  await ssh?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(root, { recursive: true, force: true });
});

/** The pids the scripts wrote: the script's shell and a child it started. */
function recordedPids(): number[] {
  if (!root || !fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((f) => f.endsWith('.pids'))
    .flatMap((f) => fs.readFileSync(path.join(root, f), 'utf8').split(/\s+/).filter(Boolean).map(Number));
}

/** Alive: the process exists and is not a zombie waiting for a parent to reap it. */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Polls a condition (state, not time) until it holds; the ceiling only ends a hung run. */
async function until<T>(what: string, check: () => Promise<T | null | false> | T | null | false, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// The script: record its pids (its shell and a child), say so, then wait for a file nobody makes.
const script = (name: string) => `cd ${root}
sleep 600 & echo "$$ $!" > ${name}.pids
echo "waiting ${name}"
while [ ! -e ${name}.release ]; do sleep 0.1; done
echo done > ${name}.completed
`;

it.skipIf(!!skip)(
  'a SIGKILLed console stops its in-flight deploys (local runner and SSH); after restart they are aborted, never completed',
  async () => {
    const env = async () => ({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      ADMIN_MAIL: ADMIN.mail,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO: '0',
      DEPLOY_LOCAL_RUNNER: '1',
      DEPLOY_HEARTBEAT_MS: '300',
      // After the restart: a heartbeat older than this is the dead console's.
      DEPLOY_STALE_SECONDS: '1',
    });
    server = await startServer(await env());
    let http = new HttpClient(server.base);
    expect((await http.call('POST', '/v1/auth/login', ADMIN)).status).toBe(200);
    const local = await http.call('POST', '/v1/admin/servers', { name: 'local', ip: '127.0.0.1', serviceRootDir: root });
    expect(local.status, JSON.stringify(local.body)).toBe(200);
    const remote = await http.call('POST', '/v1/admin/servers', {
      name: 'ssh',
      ip: '127.0.0.1',
      serviceRootDir: root,
      sshPort: ssh!.port,
      sshUser: ssh!.user,
      credential: ssh!.privateKey,
    });
    expect(remote.status, JSON.stringify(remote.body)).toBe(200);
    const deploys: { serviceId: number; id: number; name: string }[] = [];
    for (const [name, serverId] of [
      ['viaLocal', local.body.result.id],
      ['viaSsh', remote.body.result.id],
    ] as const) {
      const svc = await http.call('POST', '/v1/admin/services', {
        name,
        projectCode: '',
        repository: '',
        host: '',
        livenessProbe: 'http://127.0.0.1/health',
        deployTemplate: script(name),
      });
      expect(svc.status, JSON.stringify(svc.body)).toBe(200);
      const d = await http.call('POST', `/v1/admin/services/${svc.body.result.id}/deploy`, {
        env: 'dev',
        serverId,
        port: 4999,
        branch: 'main',
        ccNamespace: 'default',
        deployOnly: false,
        dockerImageUrl: '',
      });
      expect(d.status, JSON.stringify(d.body)).toBe(200);
      deploys.push({ serviceId: svc.body.result.id, id: d.body.deployment.id, name });
    }
    // Both scripts running and waiting (their logs say so; their pids are written).
    for (const d of deploys) {
      await until(`${d.name} waiting`, async () => {
        const r = await http.call('GET', `/v1/admin/services/${d.serviceId}/deployments/${d.id}`);
        return r.body.state === 'running' && r.body.log.includes(`waiting ${d.name}`);
      });
    }
    const pids = recordedPids();
    expect(pids).toHaveLength(4);
    expect(pids.every(alive)).toBe(true);

    server.proc.kill('SIGKILL');
    await server.exited;
    // Every process of both scripts goes with the console: nothing runs on to the end.
    await until('the scripts stopped', () => pids.every((p) => !alive(p)), 30_000);
    for (const d of deploys) fs.writeFileSync(path.join(root, `${d.name}.release`), '');
    expect(deploys.filter((d) => fs.existsSync(path.join(root, `${d.name}.completed`)))).toEqual([]);

    // Restarted on the same data: both deploys are aborted, their logs kept.
    server = await startServer(await env());
    http = new HttpClient(server.base);
    expect((await http.call('POST', '/v1/auth/login', ADMIN)).status).toBe(200);
    for (const d of deploys) {
      const row = await until(`${d.name} settled`, async () => {
        const r = await http.call('GET', `/v1/admin/services/${d.serviceId}/deployments/${d.id}`);
        return r.body.state !== 'running' ? r.body : null;
      });
      expect(row.state, d.name).toBe('aborted');
      expect(row.result.error).toBe('the worker running it stopped reporting (its script is stopped with it)');
      expect(row.log).toContain(`waiting ${d.name}`);
    }
    expect(deploys.filter((d) => fs.existsSync(path.join(root, `${d.name}.completed`)))).toEqual([]);
  },
  300_000,
);
