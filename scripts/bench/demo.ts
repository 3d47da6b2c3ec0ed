// Demo bench (issue 10 item 8: a first `npm start` serves in under 30 s on 2 cores with the demo's
// millions of events). Prints the demo game's generation time and event count per project on
// DuckDB (a file, as `npm start` has it) and on ClickHouse when CLICKHOUSE_URL is set (a database
// of its own, dropped at the end); then, with dist/ built, the time a first start of the built
// server takes to answer /healthz on a fresh data folder.
// Run: npx tsx scripts/bench/demo.ts   (DEMO_EVENTS sets the total, as for `npm start`)
//   --no-start   skip the first-start measurement; --start-only: only it
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWarehouse, type Warehouse } from '../../core/server/warehouse';
import { dropClickHouseDatabase } from '../../core/server/warehouse/clickhouse';
import { DEMO_SIZES, demoEventTotal, generateDemoGame } from '../../plugins/stats/server/demo';

const PORT = Number(process.env.BENCH_PORT || 8298);
const total = demoEventTotal();
const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const share = Object.values(DEMO_SIZES).reduce((a, b) => a + b, 0);

async function generateAll(wh: Warehouse, label: string) {
  const now = Date.now();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let all = 0;
  const parts: string[] = [];
  for (const [code, size] of Object.entries(DEMO_SIZES)) {
    const t = performance.now();
    const n = await generateDemoGame(wh, code, { events: (total * size) / share, now });
    all += n;
    parts.push(`${code} ${fmt(n, 0)} (${fmt((performance.now() - t) / 1000)} s)`);
  }
  const cpu = process.cpuUsage(cpu0);
  const secs = (performance.now() - t0) / 1000;
  console.log(
    `  ${label}: demo generation ${fmt(all, 0)} events in ${fmt(secs)} s (${fmt(all / secs / 1e6, 2)} M events/s${label === 'DuckDB' ? `; this process's CPU ${fmt((cpu.user + cpu.system) / 1e6)} s` : ''})`,
  );
  console.log(`    ${parts.join(', ')}`);
}

async function firstStart() {
  if (!fs.existsSync('dist/server/main.js')) return console.log('  first start: skipped (no dist/server/main.js; npm run build)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-demo-bench-'));
  const t0 = performance.now();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-pass-123',
      DEMO: '1',
      HOST: '127.0.0.1',
      CLICKHOUSE_URL: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  server.stdout.on('data', (d) => (out += d));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - t0 > 600_000) throw new Error('no answer in 600 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const line = out
      .split('\n')
      .find((l) => l.includes('Demo events:'))
      ?.trim();
    console.log(
      `  first start (fresh DATA_DIR, DuckDB, default demo): /healthz answered after ${fmt((performance.now() - t0) / 1000)} s (budget 30 s)`,
    );
    if (line) console.log(`    ${line}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-demo-gen-'));
if (process.argv.includes('--start-only')) {
  await firstStart();
  process.exit(0);
}
try {
  const duck = await createWarehouse({ duckdbPath: path.join(dir, 'warehouse.duckdb') });
  await generateAll(duck, 'DuckDB');
  await duck.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
if (process.env.CLICKHOUSE_URL) {
  const database = `bench_demo_${process.pid}`;
  const ch = await createWarehouse({ clickhouseUrl: process.env.CLICKHOUSE_URL, clickhouseDatabase: database });
  try {
    await generateAll(ch, 'ClickHouse');
  } finally {
    await ch.close();
    await dropClickHouseDatabase(process.env.CLICKHOUSE_URL, database);
  }
}
if (!process.argv.includes('--no-start')) await firstStart();
