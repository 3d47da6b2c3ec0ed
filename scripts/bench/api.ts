// List endpoint budget (DESIGN §10): ≥ 2,000 requests/s with p99 ≤ 50 ms on 2 cores. Client API
// budget: each game-client read ≥ 5,000 requests/s and ≥ half of /healthz's rate in the same run,
// p99 ≤ 20 ms (printed side by side with /healthz's; BENCH_CLIENT_READS=0 skips them).
// The experiments read (sticky assignment) is per user: measured for new users (each request a
// first placement: one read, one insert, the exposure events' fsync) and for a warm mix of users
// placed before (one indexed read); BENCH_EXPERIMENT_READS=0 skips it.
// Starts the built server (dist/server/main.js) on loopback with a fresh data folder (or on
// DATABASE_URL when set), signs in, then keeps BENCH_CONNECTIONS keep-alive connections busy
// on each list endpoint for BENCH_SECONDS and reports throughput and latency percentiles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const PORT = Number(process.env.BENCH_PORT || 8299);
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const ENDPOINTS = (process.env.BENCH_ENDPOINTS || '/v1/projects,/v1/admin/user,/v1/jigsaw/checkUpdateRules?platform=1').split(',');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-bench-'));
// BENCH_DIST: another build to measure (e.g. a copy of main's), dist by default.
const DIST = path.resolve(process.env.BENCH_DIST || 'dist');
const server = spawn(process.execPath, [path.join(DIST, 'server/main.js')], {
  env: {
    ...process.env,
    WEB_DIR: path.join(DIST, 'web'),
    PORT: String(PORT),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-pass-123',
    DEMO: '1',
    DEMO_EVENTS: '2000',
    HOST: '127.0.0.1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(
  method: string,
  url: string,
  body?: string,
  cookie?: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: url,
        method,
        agent,
        headers: {
          origin: `http://127.0.0.1:${PORT}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...extra,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function waitUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await request('GET', '/healthz')).status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  count: number;
}

/** `url`: one path, or a function giving each request's (per-user reads). */
async function measure(url: string | (() => string), cookie: string, headers: Record<string, string> = {}): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const r = await request('GET', typeof url === 'string' ? url : url(), undefined, cookie, headers);
      latencies.push(performance.now() - t0);
      if (r.status !== 200) errors++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (q: number) => latencies[Math.floor(q * (latencies.length - 1))];
  return { rps: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99), errors, count: latencies.length };
}

const line = (url: string, f: Figures) =>
  `${url}: ${f.rps.toFixed(0)} req/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, ${f.errors} errors over ${f.count} requests`;

async function load(url: string, cookie: string) {
  const f = await measure(url, cookie);
  console.log(`${line(url, f)}  [budget ≥ 2000 req/s, p99 ≤ 50 ms] ${f.rps >= 2000 && f.p99 <= 50 && !f.errors ? 'OK' : 'OVER'}`);
}

/** The demo project's game-client reads, measured right after /healthz in the same run. */
async function clientReads(cookie: string) {
  const list = await request('GET', '/v1/admin/projects', undefined, cookie);
  const projects = (JSON.parse(list.text).projects ?? []) as { code: string; clientKey?: string }[];
  const project = projects.find((p) => p.code === (process.env.BENCH_CLIENT_PROJECT || 'jigsaw')) ?? projects[0];
  if (!project?.clientKey) {
    console.log('client reads: skipped (no project with a client key)');
    return;
  }
  const base = `/client/v1/${project.code}/prod`;
  const reads = [
    `${base}/activities?platform=1&version=9.9.9&userId=bench-user`,
    `${base}/check-update?platform=1&version=1.0.0&lang=en`,
    `${base}/messages?platform=1&country=US&version=1.0.0`,
    `${base}/ads?platform=1`,
    `${base}/bundles?platform=1&version=1.0.0`,
    `${base}/content?type=main`,
    `${base}/releases?platform=ios&version=2.0.0`,
  ];
  // Game clients take gzip (the server compresses answers over 1 KB), so the bench asks for it too.
  const headers = { 'x-client-key': project.clientKey, 'accept-encoding': 'gzip' };
  console.log(
    `\nclient reads beside /healthz, ${CONNECTIONS} connections, ${SECONDS} s each (load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  for (const url of reads) {
    const probe = await request('GET', url, undefined, undefined, headers);
    if (probe.status !== 200) {
      console.log(`${url}: skipped (answers ${probe.status})`);
      continue;
    }
    // /healthz right before each read, so both meet the same machine (other work on it moves both).
    const health = await measure('/healthz', cookie);
    console.log(line('/healthz', health));
    const f = await measure(url, '', headers);
    const share = f.rps / health.rps;
    const ok = f.rps >= 5000 && share >= 0.5 && f.p99 <= 20 && !f.errors;
    console.log(
      `${line(url, f)}, ${(share * 100).toFixed(0)}% of /healthz  [budget ≥ 5000 req/s and ≥ 50% of /healthz, p99 ≤ 20 ms] ${ok ? 'OK' : 'OVER'}`,
    );
  }
  console.log(
    `(load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
}

/**
 * GET /client/v1/:code/:env/experiments on the demo's running experiments (jigsaw sandbox: a v1
 * experiment for every platform and v2 "Hard start" on iOS, joined at levels 5-8), so each new
 * user is placed in two. New users first (every request a user never seen), then a warm mix
 * cycling over the users placed by then. Budget: the client read's (≥ 5,000 req/s, p99 ≤ 20 ms)
 * for the warm mix; new users pay an insert and an fsync each and are printed without one.
 */
async function experimentReads(cookie: string) {
  const list = await request('GET', '/v1/admin/projects', undefined, cookie);
  const projects = (JSON.parse(list.text).projects ?? []) as { code: string; clientKey?: string }[];
  const project = projects.find((p) => p.code === (process.env.BENCH_EXPERIMENT_PROJECT || 'jigsaw'));
  if (!project?.clientKey) {
    console.log('experiment reads: skipped (no demo project with a client key)');
    return;
  }
  const headers = { 'x-client-key': project.clientKey, 'accept-encoding': 'gzip' };
  const base = `/client/v1/${project.code}/${process.env.BENCH_EXPERIMENT_ENV || 'sandbox'}/experiments?platform=ios&version=2.0.0&level=6&country=US&userId=`;
  const probe = await request('GET', `${base}bench-probe`, undefined, undefined, headers);
  const placed = probe.status === 200 ? (JSON.parse(probe.text).experiments as unknown[]).length : 0;
  if (!placed) {
    console.log(
      `experiment reads: skipped (answers ${probe.status}, ${probe.text.slice(0, 80)}: no running demo experiment takes the bench user)`,
    );
    return;
  }
  let fresh = 0;
  const newUsers = () => `${base}bench-new-${fresh++}`;
  const health = await measure('/healthz', cookie);
  console.log(`\nexperiment reads (${placed} experiments a user), ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log(line('/healthz', health));
  const f = await measure(newUsers, '', headers);
  console.log(`${line(`${base}<new user>`, f)}  (every request a first placement)`);
  const pool = fresh;
  let i = 0;
  const warmUsers = () => `${base}bench-new-${i++ % pool}`;
  const w = await measure(warmUsers, '', headers);
  const ok = w.rps >= 5000 && w.p99 <= 20 && !w.errors;
  console.log(
    `${line(`${base}<one of ${pool} placed users>`, w)}, ${((w.rps / health.rps) * 100).toFixed(0)}% of /healthz  [budget ≥ 5000 req/s, p99 ≤ 20 ms] ${ok ? 'OK' : 'OVER'}`,
  );
}

try {
  await waitUp();
  const login = await request('POST', '/v1/auth/login', JSON.stringify({ mail: 'admin@example.com', password: 'bench-pass-123' }));
  const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
  console.log(`list endpoints on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const url of ENDPOINTS) {
    const probe = await request('GET', url, undefined, cookie);
    if (probe.status !== 200) {
      console.log(`${url}: skipped (answers ${probe.status})`);
      continue;
    }
    await load(url, cookie);
  }
  if (process.env.BENCH_CLIENT_READS !== '0') await clientReads(cookie);
  if (process.env.BENCH_EXPERIMENT_READS !== '0') await experimentReads(cookie);
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
