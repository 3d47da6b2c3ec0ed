// SQL page bench (issue 9, item 3; DESIGN §10: /healthz answers within 100 ms throughout).
// Starts the built server (dist/server/main.js: `npm run bench` builds first) as a process on
// DuckDB with a fresh data folder, signs in, creates a project, then polls GET /healthz every
// 10 ms while it runs, over POST /v1/<code>/sql:
//   1. the baseline: 20 small queries (a count over 10,000 rows);
//   2. the over-limit queries of tests/fault/sqlLimits.test.ts (large strings over 10,000 rows, an
//      aggregate of large strings, a list of large strings), each refused with a 400.
// It prints the slowest and p99 /healthz answer of each side by side, the queries' statuses and
// the server's peak RSS. The fault test asserts no blocked event loop; the 100 ms budget is a
// figure measured here, on the machine's load of the moment (compare with the baseline).
// Run: npx tsx scripts/bench/sql.ts   (DUCKDB_MEMORY_LIMIT is passed through to the server)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, HttpClient } from '../../tests/fault/serverProcess';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'dist/server/main.js');
const ADMIN = { mail: 'admin@example.com', password: 'bench-pass-123' };
const CODE = 'sqlbench';
const BUDGET_MS = 100;

if (!fs.existsSync(BUILD)) {
  console.error(`${path.relative(ROOT, BUILD)} is missing: run \`npm run build\` first (\`npm run bench\` does)`);
  process.exit(1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-bench-sql-'));
const server = spawn(process.execPath, [BUILD], {
  cwd: ROOT,
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_MAIL: ADMIN.mail,
    DEMO: '0',
    DATABASE_URL: '',
    CLICKHOUSE_URL: '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout!.on('data', (d) => (output += d));
server.stderr!.on('data', (d) => (output += d));
const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));

/** The process's peak resident memory so far (Linux; 0 elsewhere), in bytes. */
const peakRss = (pid: number) => {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};
const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

async function waitUp(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${output}`);
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`server not healthy after ${timeoutMs} ms:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface HealthFigures {
  max: number;
  p99: number;
  p50: number;
  polls: number;
  failed: number;
  ms: number;
}

/** /healthz latencies (polled every 10 ms) while work runs. */
async function healthDuring(work: () => Promise<void>): Promise<HealthFigures> {
  const latencies: number[] = [];
  let failed = 0;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const t = performance.now();
      const ok = await fetch(`${base}/healthz`).then(
        async (r) => (await r.arrayBuffer(), r.status === 200),
        () => false,
      );
      latencies.push(performance.now() - t);
      if (!ok) failed++;
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const t0 = performance.now();
  await work();
  const ms = performance.now() - t0;
  polling = false;
  await poll;
  latencies.sort((a, b) => a - b);
  const pct = (q: number) => latencies[Math.floor(q * (latencies.length - 1))] ?? 0;
  return { max: latencies.at(-1) ?? 0, p99: pct(0.99), p50: pct(0.5), polls: latencies.length, failed, ms };
}

const r0 = (n: number) => Math.round(n);
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

try {
  await waitUp();
  const http = new HttpClient(base);
  const login = await http.call('POST', '/v1/auth/login', ADMIN);
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${JSON.stringify(login.body)}`);
  const project = {
    code: CODE,
    nickname: 'SQL bench',
    description: 'SQL bench game',
    domain: 1,
    ownerIds: [],
    serviceHost: '',
    config: {},
    disabledPlugins: [],
  };
  const created = await http.call('POST', '/v1/admin/projects', project);
  if (created.status !== 200) throw new Error(`creating the project answered ${created.status}: ${JSON.stringify(created.body)}`);
  const run = (query: string) => http.call('POST', `/v1/${CODE}/sql`, { query });

  console.log(
    `SQL page bench: ${os.cpus().length} cores, node ${process.version}, load average ${loadAverage()}, DuckDB memory limit ${process.env.DUCKDB_MEMORY_LIMIT || 'the server default'}`,
  );
  console.log('  (other processes on the machine slow every figure: compare with the baseline and the load average)');

  // 10,000 rows whatever the data source holds (it is empty here).
  const rows = `(SELECT 1 AS one FROM events_${CODE}) AS e RIGHT JOIN (SELECT unnest(range(10000)) AS n) AS g ON true`;

  const smallStatuses = new Map<number, number>();
  const baseline = await healthDuring(async () => {
    for (let i = 0; i < 20; i++) {
      const { status } = await run(`SELECT count(*) AS n FROM ${rows}`);
      smallStatuses.set(status, (smallStatuses.get(status) ?? 0) + 1);
    }
  });
  const rssAfterBaseline = peakRss(server.pid!);

  const OVER_LIMIT: [string, string][] = [
    ['large strings over 10,000 rows', `SELECT g.n, repeat('x', 100000) AS s FROM ${rows}`],
    ['an aggregate of large strings', `SELECT length(string_agg(repeat('x', 100000), '')) AS n FROM ${rows}`],
    ['a list of large strings', `SELECT list(repeat('x', 100000)) AS l FROM ${rows}`],
  ];
  const answers: { label: string; status: number; message: string; ms: number }[] = [];
  const over = await healthDuring(async () => {
    for (const [label, query] of OVER_LIMIT) {
      const t = performance.now();
      const { status, body } = await run(query);
      answers.push({ label, status, message: String(body?.message ?? ''), ms: performance.now() - t });
    }
  });

  const after = await run(`SELECT count(*) AS n FROM ${rows}`);
  const fmtHealth = (h: HealthFigures) => `max ${r0(h.max)} ms, p99 ${r0(h.p99)} ms`;
  const statuses = [...smallStatuses].map(([s, n]) => `${n}× ${s}`).join(', ');
  console.log(
    `  baseline: 20 small queries (count over 10,000 rows) in ${r0(baseline.ms)} ms, answered ${statuses}; /healthz ${fmtHealth(baseline)}, p50 ${r0(baseline.p50)} ms over ${baseline.polls} polls${baseline.failed ? `, ${baseline.failed} FAILED` : ''}`,
  );
  for (const a of answers) console.log(`  over-limit: ${a.label}: ${a.status} in ${r0(a.ms)} ms (${a.message})`);
  console.log(
    `  over-limit queries took ${r0(over.ms)} ms; /healthz p50 ${r0(over.p50)} ms over ${over.polls} polls${over.failed ? `, ${over.failed} FAILED` : ''}`,
  );
  console.log(
    `  /healthz during over-limit SQL queries: ${fmtHealth(over)} (baseline ${fmtHealth(baseline)}); budget: max ${BUDGET_MS} ms ` +
      `${over.max <= BUDGET_MS && !over.failed ? 'OK' : 'OVER'}`,
  );
  console.log(
    `  server ${server.exitCode === null && server.signalCode === null ? 'still up' : `EXITED (${server.exitCode ?? server.signalCode})`}; a small query afterwards answered ${after.status}; ` +
      `peak RSS ${mb(peakRss(server.pid!))} (${mb(rssAfterBaseline)} after the baseline); load average ${loadAverage()}`,
  );
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
