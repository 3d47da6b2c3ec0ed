// Warehouse bench (DESIGN §10: level statistics over 10 million events ≤ 300 ms with DuckDB on
// 2 cores). Run: npx tsx scripts/bench/warehouse.ts
//   BENCH_EVENTS   events to generate (default 10,000,000)
//   BENCH_RUNS     timed runs per query (default 7; the median is reported)
//   BENCH_INGEST   events sent through POST /client/v1/:code/events (default 200,000)
//   BENCH_INGEST_CLIENTS  clients sending at once (default 4; each waits for its answer, which
//                  comes once its batch is on disk)
//   --ingest-only  time ingestion alone (no 10-million-event load)
//   CLICKHOUSE_URL also load and time ClickHouse (a database of its own, dropped at the end)
// Nothing is cached between runs: each run compiles and executes the query afresh.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../core/server/app';
import { configFromEnv } from '../../core/server/config';
import { openDatabase } from '../../core/server/db/connect';
import { projects } from '../../core/server/db/schema';
import type { CoreServices } from '../../core/server/services';
import { createWarehouse, type Warehouse } from '../../core/server/warehouse';
import { dropClickHouseDatabase } from '../../core/server/warehouse/clickhouse';
import { runMetricsQuery } from '../../core/server/warehouse/metrics/run';
import { toEventRow } from '../../core/server/warehouse/rows';
import { metricsQuerySchema, type ConfiguredMetric, type MetricsRow } from '../../core/shared/metrics';
import { DEMO_METRICS } from '../../plugins/stats/server/demo';
import { demoPlayers } from '../../plugins/stats/server/demoEvents';
import { LEVEL_TABLE_METRICS } from '../../plugins/stats/shared';

const EVENTS = Number(process.env.BENCH_EVENTS || 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS || 7);
const INGEST = Number(process.env.BENCH_INGEST || 200_000);
const INGEST_CLIENTS = Number(process.env.BENCH_INGEST_CLIENTS || 4);
const CODE = 'bench';
const NOW = Date.UTC(2026, 0, 31, 12);
const DAYS = 60;
const PROFILE = { levels: 500 };
const configured: ConfiguredMetric[] = DEMO_METRICS;

const day = (offset: number) => new Date(NOW - offset * 86_400_000).toISOString().slice(0, 10);
/** What the Level statistics screen adds: the main game's levels only (no event catalog). */
const MAIN_GAME = { key: 'props.catalog', value: [''] };
const QUERIES = {
  'level stats, all 60 days': metricsQuerySchema.parse({
    filter: {
      dimension: 'level',
      query: [MAIN_GAME],
      metrics: [...LEVEL_TABLE_METRICS, ...configured.map((m) => m.name)],
      fractions: [0.5],
    },
    start: day(DAYS - 1),
    end: day(0),
  }),
  'level stats, iOS, last 7 days': metricsQuerySchema.parse({
    filter: {
      dimension: 'level',
      query: [{ key: 'platform', value: 2 }, MAIN_GAME],
      metrics: [...LEVEL_TABLE_METRICS, ...configured.map((m) => m.name)],
    },
    start: day(6),
    end: day(0),
  }),
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

async function load(wh: Warehouse, label: string) {
  const t0 = performance.now();
  let batch = [];
  let n = 0;
  for (const player of demoPlayers({ code: CODE, seed: 1, target: EVENTS, now: NOW, days: DAYS, profile: PROFILE })) {
    for (const e of player) batch.push(toEventRow(e, e.ts + 1000));
    if (batch.length >= 200_000) {
      await wh.write(CODE, batch);
      n += batch.length;
      batch = [];
      process.stderr.write(`\r  ${label}: loaded ${fmt(n)} events`);
    }
  }
  await wh.write(CODE, batch);
  n += batch.length;
  const secs = (performance.now() - t0) / 1000;
  process.stderr.write('\r');
  console.log(`  ${label}: loaded ${fmt(n)} events in ${fmt(secs)} s (generation included)`);
}

async function time(wh: Warehouse, q: (typeof QUERIES)[keyof typeof QUERIES], forceRaw = false, runs = RUNS) {
  const times: number[] = [];
  const cpu: number[] = [];
  let rows: MetricsRow[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    rows = await runMetricsQuery(wh, CODE, q, { configured, forceRaw });
    const c = process.cpuUsage(c0);
    if (i > 0) {
      // the first run warms the file cache
      times.push(performance.now() - t0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), cpu: median(cpu), rows };
}

function sameRows(a: MetricsRow[], b: MetricsRow[]): string | null {
  if (a.length !== b.length) return `${a.length} rows vs ${b.length}`;
  for (let i = 0; i < a.length; i++) {
    for (const k of Object.keys(a[i])) {
      const x = a[i][k];
      const y = b[i][k];
      if (x === y) continue;
      if (typeof x === 'number' && typeof y === 'number' && Math.abs(x - y) <= 1e-6 * Math.max(1, Math.abs(x))) continue;
      return `row ${i} ${k}: ${x} vs ${y}`;
    }
  }
  return null;
}

async function queries(wh: Warehouse, label: string, reference?: Record<string, MetricsRow[]>) {
  const out: Record<string, MetricsRow[]> = {};
  for (const [name, q] of Object.entries(QUERIES)) {
    const r = await time(wh, q);
    out[name] = r.rows;
    const check = reference ? sameRows(reference[name], r.rows) : null;
    console.log(
      `  ${label} ${name} (load ${os.loadavg()[0].toFixed(1)}): median ${fmt(r.median)} ms (min ${fmt(r.min)}, max ${fmt(r.max)}, ${RUNS} runs; ` +
        `this process's CPU ${fmt(r.cpu)} ms) -> ${r.rows.length} levels` +
        (reference ? (check ? `  DIFFERS from DuckDB: ${check}` : '  same answer as DuckDB') : ''),
    );
  }
  return out;
}

async function ingestRate(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ingest-'));
  const database = await openDatabase({ dataDir: null });
  // As the server runs it: acknowledged once in the event log on disk.
  const warehouse = await createWarehouse({ duckdbPath: path.join(dir, 'warehouse.duckdb'), logDir: path.join(dir, 'events-wal') });
  const config = { ...configFromEnv({}), dataDir: dir, demo: false, webDir: undefined };
  const services = { warehouse } as unknown as CoreServices;
  await database.db.insert(projects).values({ code: CODE, clientKey: 'bench-key', description: 'bench' });
  const { app } = createApp({ db: database.db, config, plugins: [], services });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;

  const bodies: string[] = [];
  let batch: unknown[] = [];
  for (const player of demoPlayers({ code: CODE, seed: 2, target: INGEST, now: Date.now(), days: DAYS, profile: PROFILE })) {
    for (const e of player) {
      batch.push(e);
      if (batch.length === 1000) {
        bodies.push(JSON.stringify({ events: batch }));
        batch = [];
      }
    }
  }
  if (batch.length) bodies.push(JSON.stringify({ events: batch }));

  const t0 = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const res = await fetch(`http://127.0.0.1:${port}/client/v1/${CODE}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-key': 'bench-key' },
        body,
      });
      if (res.status !== 200) throw new Error(`ingest answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: INGEST_CLIENTS }, worker));
  const accepted = performance.now() - t0;
  await warehouse.flush();
  const stored = performance.now() - t0;
  const [{ n }] = await warehouse.query(CODE, { sql: `SELECT count(*) AS n FROM "events_${CODE}"`, params: [] });
  console.log(
    `  ingestion over HTTP (loopback, ${INGEST_CLIENTS} clients, batches of 1,000, acknowledged once on disk): ${fmt(INGEST / (accepted / 1000))} events/s accepted, ` +
      `${fmt(INGEST / (stored / 1000))} events/s written and queryable (${fmt(Number(n))} stored)`,
  );
  server.close();
  await warehouse.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(
  `Warehouse bench: ${fmt(EVENTS)} events over ${DAYS} days, ${os.cpus().length} cores, node ${process.version}, load average ${loadAverage()}`,
);
console.log('  (other processes on the machine slow every figure: compare with the load average)');
if (!process.argv.includes('--ingest-only')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-warehouse-'));
  const duck = await createWarehouse({ duckdbPath: path.join(dir, 'warehouse.duckdb') });
  try {
    await load(duck, 'DuckDB');
    const [{ levels }] = await duck.query(CODE, { sql: `SELECT count(*) AS levels FROM "levels_${CODE}"`, params: [] });
    console.log(`  DuckDB: levels_${CODE} holds ${fmt(Number(levels))} rows`);
    const reference = await queries(duck, 'DuckDB');
    const raw = await time(duck, QUERIES['level stats, all 60 days'], true, 3);
    const check = sameRows(reference['level stats, all 60 days'], raw.rows);
    console.log(
      `  DuckDB from the raw events (no levels table), for comparison: median ${fmt(raw.median)} ms${check ? `  DIFFERS: ${check}` : ', same answer'}`,
    );

    if (process.env.CLICKHOUSE_URL) {
      const database = `bench_${process.pid}`;
      const ch = await createWarehouse({ clickhouseUrl: process.env.CLICKHOUSE_URL, clickhouseDatabase: database });
      try {
        await load(ch, 'ClickHouse');
        await queries(ch, 'ClickHouse', reference);
      } finally {
        await ch.close();
        await dropClickHouseDatabase(process.env.CLICKHOUSE_URL, database);
      }
    } else {
      console.log('  ClickHouse: skipped (set CLICKHOUSE_URL, e.g. with scripts/clickhouse-start.sh)');
    }
  } finally {
    await duck.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
await ingestRate();
