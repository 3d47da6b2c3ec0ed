// Fault test (issue 9, item 3): the real server as a process on DuckDB, sent the SQL queries that
// used to take it down (large strings over 10,000 rows: the Node heap; an aggregate of large
// strings: gigabytes; 100 KB strings here, the longest repeat() the guard takes). Each answers 4xx
// with a clear message, /healthz keeps answering (no stall of seconds over what the machine adds to
// small queries; the 100 ms budget is measured by `npm run bench`, scripts/bench/sql.ts), the
// process stays up with its memory bounded, and the page goes on answering.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer, freePort, HttpClient, startServer, type RunningServer } from './serverProcess';

const ADMIN = { mail: 'admin@example.com', password: 'fault-pass-123' };
const CODE = 'sqlfault';

let dataDir: string;
let server: RunningServer | null = null;

beforeAll(() => {
  buildServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-sqlfault-'));
}, 120_000);

afterAll(async () => {
  if (server && server.proc.exitCode === null) {
    server.proc.kill('SIGKILL');
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The process's peak resident memory so far (Linux), in bytes. */
const peakRss = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

it('answers the queries that took the server down with a 4xx, the server up and /healthz answering throughout', async () => {
  const port = String(await freePort());
  // (A smaller DuckDB memory limit than the default: the same mechanism, less load on a shared machine.)
  const env = {
    PORT: port,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_MAIL: ADMIN.mail,
    DEMO: '0',
    DATABASE_URL: '',
    CLICKHOUSE_URL: '',
    DUCKDB_MEMORY_LIMIT: '512MB',
  };
  server = await startServer(env);
  const http = new HttpClient(server.base);
  const origin = { origin: server.base };
  expect((await http.call('POST', '/v1/auth/login', ADMIN, origin)).status).toBe(200);
  const project = {
    code: CODE,
    nickname: 'SQL fault',
    description: 'SQL fault test game',
    domain: 1,
    ownerIds: [],
    serviceHost: '',
    config: {},
    disabledPlugins: [],
  };
  expect((await http.call('POST', '/v1/admin/projects', project, origin)).status).toBe(200);
  const run = (query: string) => http.call('POST', `/v1/${CODE}/sql`, { query }, origin);

  // 10,000 rows whatever the data source holds (it is empty here).
  const rows = `(SELECT 1 AS one FROM events_${CODE}) AS e RIGHT JOIN (SELECT unnest(range(10000)) AS n) AS g ON true`;
  /** The slowest /healthz answer (polled every 10 ms) while work runs. */
  const slowestHealth = async (work: () => Promise<unknown>): Promise<number> => {
    let slowest = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const t = performance.now();
        expect((await fetch(`${server!.base}/healthz`)).status).toBe(200);
        slowest = Math.max(slowest, performance.now() - t);
        await new Promise((res) => setTimeout(res, 10));
      }
    })();
    await work();
    polling = false;
    await poll;
    return slowest;
  };
  // What this (shared, maybe loaded) machine adds by itself: the same poll around small queries.
  const baseline = await slowestHealth(async () => {
    for (let i = 0; i < 20; i++) expect((await run(`SELECT count(*) AS n FROM ${rows}`)).status).toBe(200);
  });

  const slowest = await slowestHealth(async () => {
    const strings = await run(`SELECT g.n, repeat('x', 100000) AS s FROM ${rows}`);
    expect(strings.status).toBe(400);
    expect(strings.body.message).toBe('The result is over the 8 MB limit; select fewer columns or rows');
    const aggregate = await run(`SELECT length(string_agg(repeat('x', 100000), '')) AS n FROM ${rows}`);
    expect(aggregate.status).toBe(400);
    expect(aggregate.body.message).toMatch(/^The query needs more memory than the SQL page allows/);
    const list = await run(`SELECT list(repeat('x', 100000)) AS l FROM ${rows}`);
    expect(list.status).toBe(400);
  });
  // A blocked event loop stalls for seconds; the 100 ms budget is measured by `npm run bench`.
  expect(slowest, `baseline ${Math.round(baseline)} ms`).toBeLessThan(1000 + baseline);
  expect(server.proc.exitCode).toBeNull();
  // DuckDB's memory limit and what Node holds: nowhere near the 5 GB these results are.
  // (DuckDB's 512 MB limit is for its buffers; the process peaked at 1.2-1.55 GB across runs.)
  expect(peakRss(server.proc.pid!)).toBeLessThan(2.5 * 1024 ** 3);
  const fine = await run(`SELECT count(*) AS n FROM ${rows}`);
  expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  expect(fine.body.rows).toEqual([[10000]]);
}, 180_000);
