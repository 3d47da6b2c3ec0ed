// List endpoint budget (DESIGN §10): ≥ 2,000 requests/s with p99 ≤ 50 ms on 2 cores.
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
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-pass-123', DEMO: '1', DEMO_EVENTS: '2000', HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(method: string, url: string, body?: string, cookie?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path: url, method, agent, headers: { origin: `http://127.0.0.1:${PORT}`, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
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

async function load(url: string, cookie: string) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const r = await request('GET', url, undefined, cookie);
      latencies.push(performance.now() - t0);
      if (r.status !== 200) errors++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (q: number) => latencies[Math.floor(q * (latencies.length - 1))].toFixed(1);
  const rps = latencies.length / elapsed;
  console.log(
    `${url}: ${rps.toFixed(0)} req/s, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, ${errors} errors over ${latencies.length} requests  [budget ≥ 2000 req/s, p99 ≤ 50 ms] ${rps >= 2000 && Number(pct(0.99)) <= 50 && !errors ? 'OK' : 'OVER'}`,
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
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
