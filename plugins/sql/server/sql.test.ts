// The SQL page's API on each engine this machine has (DuckDB always, ClickHouse with
// CLICKHOUSE_URL): the field tree, a legal query's rows, the row limit, 'Illegal project', the whole
// bypass set refused with its message and nothing changed, the right it needs, and the limits that
// keep the server up: result bytes, memory, and queries at once per user.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropClickHouseDatabase } from '../../../core/server/warehouse/clickhouse';
import { toEventRow } from '../../../core/server/warehouse/rows';
import { eventSchema, type GameEventInput } from '../../../core/shared/eventSchema';
import { BYPASS, LEGAL } from '../../../plugins/sql/server/bypassCases';
import { CONCURRENT_PER_USER, ILLEGAL_PROJECT, ROW_LIMIT } from '../../../plugins/sql/shared';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

const CH = process.env.CLICKHOUSE_URL || '';
const engines: { name: string; dialect: 'duckdb' | 'clickhouse'; database?: string }[] = [
  { name: 'DuckDB', dialect: 'duckdb' },
  ...(CH ? [{ name: 'ClickHouse', dialect: 'clickhouse' as const, database: `t_${randomBytes(5).toString('hex')}` }] : []),
];

const T0 = Date.UTC(2024, 0, 10, 12);
const PROBES = 101; // 101 x 101 rows pass the row limit
const ev = (userId: string, i: number, extra: Partial<GameEventInput> = {}): GameEventInput => ({
  event: 'sql_probe',
  userId,
  ts: T0 + i * 1000,
  platform: 1,
  appVersion: '1.0.0',
  country: 'US',
  level: i,
  ...extra,
});

describe.each(engines)('SQL page on $name', ({ dialect, database }) => {
  let app: TestApp;
  let admin: Client;
  const run = (query: string, code = 'tiles', c = admin) => c.post(`/v1/${code}/sql`, { query });
  const count = async (code: string) => Number((await run(`SELECT count(*) AS n FROM events_${code}`, code)).body.rows[0][0]);

  beforeAll(async () => {
    const url = database ? Object.assign(new URL(CH), { pathname: `/${database}` }).toString() : undefined;
    app = await startTestApp({ plugins: ['sql'], demo: false, config: url ? { clickhouseUrl: url } : {} });
    admin = await app.signIn(ADMIN);
    await createProject(admin, 'tiles');
    await createProject(admin, 'jigsaw');
    const write = (code: string, events: GameEventInput[]) =>
      app.services.warehouse.write(
        code,
        events.map((e) => toEventRow(eventSchema.parse(e), e.ts + 50)),
      );
    await write(
      'tiles',
      Array.from({ length: PROBES }, (_, i) => ev(`p${i % 7}`, i, i === 0 ? { props: { hint: 2 } } : {})),
    );
    // What a bypass would show: another project's secret.
    await write('jigsaw', [ev('jigsaw-secret', 0, { event: 'secret' })]);
  });
  afterAll(async () => {
    await app?.close();
    if (database) await dropClickHouseDatabase(CH, database);
  });

  it('lists the data source and its columns with the engine’s types', async () => {
    const r = await admin.get('/v1/tiles/sql/fields');
    expect(r.status).toBe(200);
    expect(r.body.dialect).toBe(dialect);
    expect(r.body.tables.map((t: { name: string }) => t.name)).toEqual(['events_tiles']);
    const cols = Object.fromEntries(r.body.tables[0].columns.map((c: { name: string; type: string }) => [c.name, c.type]));
    expect(Object.keys(cols)).toEqual([
      'day',
      'ts',
      'received_at',
      'event',
      'user_id',
      'uid',
      'platform',
      'app_version',
      'country',
      'level',
      'puzzle_id',
      'duration',
      'value',
      'prop_keys',
      'prop_values',
    ]);
    expect(cols.ts).toBe(dialect === 'duckdb' ? 'BIGINT' : 'Int64');
    expect(cols.prop_keys).toBe(dialect === 'duckdb' ? 'VARCHAR[]' : 'Array(String)');
  });

  it('runs a legal query and answers the right rows', async () => {
    const r = await run(
      "SELECT user_id, count(*) AS n, min(level) AS first FROM events_tiles WHERE event = 'sql_probe' AND level < 14 GROUP BY user_id ORDER BY user_id;",
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.columns.map((c: { name: string }) => c.name)).toEqual(['user_id', 'n', 'first']);
    expect(r.body.rows).toEqual([
      ['p0', 2, 0],
      ['p1', 2, 1],
      ['p2', 2, 2],
      ['p3', 2, 3],
      ['p4', 2, 4],
      ['p5', 2, 5],
      ['p6', 2, 6],
    ]);
    expect(r.body).toMatchObject({ truncated: false, rowLimit: ROW_LIMIT });
    expect(typeof r.body.elapsedMs).toBe('number');
    const props = await run('SELECT prop_keys, prop_values, day FROM events_tiles WHERE level = 0');
    expect(props.body.rows).toEqual([[['hint'], ['2'], '2024-01-10']]);
  });

  it('runs the legal set', async () => {
    for (const c of LEGAL.filter((c) => !c.only || c.only === dialect)) {
      const r = await run(c.sql);
      expect(r.status, `${c.sql}\n${JSON.stringify(r.body)}`).toBe(200);
    }
  });

  it(`answers at most ${ROW_LIMIT} rows and says when there were more`, async () => {
    const pair = "(SELECT user_id FROM events_tiles WHERE event = 'sql_probe')";
    const big = await run(`SELECT a.user_id FROM ${pair} AS a CROSS JOIN ${pair} AS b`);
    expect(big.status, JSON.stringify(big.body).slice(0, 300)).toBe(200);
    expect(big.body.rows).toHaveLength(ROW_LIMIT);
    expect(big.body.truncated).toBe(true);
    const exact = await run(`SELECT a.user_id FROM ${pair} AS a CROSS JOIN ${pair} AS b LIMIT ${ROW_LIMIT}`);
    expect(exact.body.rows).toHaveLength(ROW_LIMIT);
    expect(exact.body.truncated).toBe(false);
  });

  it("says 'Illegal project' when the query does not read the project's data source", async () => {
    for (const q of ['SELECT * FROM events_jigsaw', 'SELECT 1', 'SELECT * FROM events_tiles']) {
      const r = await run(q, 'jigsaw');
      if (q.includes('events_tiles')) {
        expect(r.status).toBe(400);
        expect(r.body).toEqual({ message: ILLEGAL_PROJECT, code: 'illegal_project' });
      } else if (q === 'SELECT 1') {
        expect(r.body.message).toBe(ILLEGAL_PROJECT);
      } else {
        expect(r.status).toBe(200); // jigsaw reads its own
        expect(r.body.rows[0]).toContain('jigsaw-secret');
      }
    }
  });

  it('refuses the whole bypass set with a clear message, and nothing changes', async () => {
    const wrong: string[] = [];
    for (const c of BYPASS.filter((c) => !c.only || c.only === dialect)) {
      const r = await run(c.sql);
      const text = JSON.stringify(r.body);
      if (r.status !== 400 || !c.says.test(r.body?.message ?? '') || text.includes('jigsaw-secret'))
        wrong.push(`${c.sql}\n    -> ${r.status} ${text.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
    expect(await count('tiles')).toBe(PROBES);
    expect(await count('jigsaw')).toBe(1);
    const tables = await app.services.warehouse.query('tiles', {
      sql:
        dialect === 'duckdb'
          ? "SELECT table_name AS t FROM information_schema.tables WHERE table_name = 'stolen'"
          : "SELECT name AS t FROM system.tables WHERE name = 'stolen'",
      params: [],
    });
    expect(tables).toEqual([]);
  });

  it('refuses an empty or too long query, and bad SQL with the parser’s words', async () => {
    expect((await run('')).body.message).toBe('Type a query');
    expect((await run('x'.repeat(100_001))).status).toBe(400);
    const bad = await run('SELECT FROM WHERE events_tiles');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^The query could not be parsed: /);
    const unknown = await run('SELECT no_such_column FROM events_tiles');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/no_such_column/);
  });

  /** Runs work while sampling the heap: its growth (a result read whole into memory shows here). */
  async function watched<T>(work: () => Promise<T>): Promise<{ result: T; heapGrowth: number }> {
    const heap0 = process.memoryUsage().heapUsed;
    let heapMax = heap0;
    // Sampled every 5 ms (how often it looks, not a time anything is asserted on).
    const timer = setInterval(() => (heapMax = Math.max(heapMax, process.memoryUsage().heapUsed)), 5);
    try {
      return { result: await work(), heapGrowth: Math.max(heapMax, process.memoryUsage().heapUsed) - heap0 };
    } finally {
      clearInterval(timer);
    }
  }

  // 10,201 rows: the probes crossed with themselves.
  const pairs =
    "(SELECT user_id FROM events_tiles WHERE event = 'sql_probe') AS a CROSS JOIN (SELECT user_id FROM events_tiles WHERE event = 'sql_probe') AS b";
  // ClickHouse 18.16 has no repeat(): a string of n characters made from an array.
  const text = (n: number) => (dialect === 'duckdb' ? `repeat('x', ${n})` : `arrayStringConcat(arrayMap(i -> 'x', range(${n})))`);

  // No blocked event loop while these run is asserted by tests/fault/sqlLimits.test.ts (/healthz against a
  // server process, with a bound) and measured by `npm run bench` (scripts/bench/sql.ts); here: the answers and the heap.
  // (repeat('x', 500000) itself is in the bypass set: the guard takes lengths up to 100,000.)
  it('answers a result of large strings (100 KB x 10,000 rows: 1 GB) with a 4xx, the heap staying small', async () => {
    const w = await watched(() => run(`SELECT a.user_id, ${text(100_000)} AS s FROM ${pairs}`));
    expect(w.result.status).toBe(400);
    // DuckDB measures the rows and stops at the limit; ClickHouse's profile runs out of memory first.
    expect(w.result.body.message).toMatch(
      /^The result is over the 8 MB limit; select fewer columns or rows$|^The query needs more memory than the SQL page allows/,
    );
    expect(w.heapGrowth).toBeLessThan(64 << 20);
  });

  it('answers a result over 8 MB of small values with the limit, not the rows', async () => {
    // 10,000 rows of 2,000 characters: 20 MB.
    const w = await watched(() => run(`SELECT a.user_id, concat(b.user_id, '${'y'.repeat(2000)}') AS s FROM ${pairs}`));
    expect(w.result).toMatchObject({
      status: 400,
      body: { message: 'The result is over the 8 MB limit; select fewer columns or rows', code: 'sql_too_large' },
    });
    expect(w.heapGrowth).toBeLessThan(64 << 20);
  });

  it('answers an aggregate of large strings (over a gigabyte) with the memory limit', async () => {
    const agg = dialect === 'duckdb' ? `string_agg(${text(100_000)}, '')` : `arrayStringConcat(groupArray(${text(100_000)}))`;
    const w = await watched(() => run(`SELECT length(${agg}) AS n FROM ${pairs}`));
    expect(w.result.status).toBe(400);
    expect(w.result.body.message).toMatch(/^The query needs more memory than the SQL page allows/);
    expect(w.heapGrowth).toBeLessThan(64 << 20);
    expect(await count('tiles')).toBe(PROBES); // and the engine answers on
  });

  /**
   * Holds the engine's read-only runner at a latch the test releases: each call says it has
   * begun (its slot taken), then waits. What runs and what is refused does not depend on the clock.
   */
  function holdQueries() {
    const warehouse = app.services.warehouse;
    const original = warehouse.readOnlyQuery;
    let release!: () => void;
    const latch = new Promise<void>((r) => (release = r));
    const entered: ((n: number) => void)[] = [];
    let calls = 0;
    /** Each held query's signal by its SQL text: concurrent requests reach the runner in any order. */
    const signals = new Map<string, AbortSignal | undefined>();
    warehouse.readOnlyQuery = async (code, sql, opts) => {
      calls++;
      signals.set(sql, opts.signal);
      entered.splice(0).forEach((f) => f(calls));
      await latch;
      return original.call(warehouse, code, sql, opts);
    };
    /** Resolves once `n` queries have begun. */
    const begun = async (n: number) => {
      while (calls < n) await new Promise<number>((r) => entered.push(r));
    };
    return { begun, signals, release, restore: () => ((warehouse.readOnlyQuery = original), release()) };
  }

  it(`runs at most ${CONCURRENT_PER_USER} queries of one user at once (429 above), others' run on`, async () => {
    const made = (await admin.post('/v1/admin/user/createUser', { mail: `sql-busy-${dialect}@example.com`, displayName: 'Busy' })).body;
    const other = await app.signIn({ mail: `sql-busy-${dialect}@example.com`, password: made.password });
    await admin.post('/v1/tiles/authorize', { userId: made.id, rights: ['sqlQuery'] });
    const hold = holdQueries();
    try {
      const q = 'SELECT count(*) AS n FROM events_tiles';
      // The first two hold their slots until released.
      const mine = Array.from({ length: CONCURRENT_PER_USER }, () => run(q));
      await hold.begun(CONCURRENT_PER_USER);
      const refused = await run(q);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        message: `You already have ${CONCURRENT_PER_USER} queries running; wait for one to finish (at most ${CONCURRENT_PER_USER} at once)`,
        code: 'too_many_requests',
      });
      // Another user's query takes a slot of its own.
      const theirs = run(q, 'tiles', other);
      await hold.begun(CONCURRENT_PER_USER + 1);
      hold.release();
      expect((await Promise.all(mine)).map((r) => r.status)).toEqual(Array(CONCURRENT_PER_USER).fill(200));
      expect((await theirs).status).toBe(200);
    } finally {
      hold.restore();
    }
    // Finished queries no longer count.
    expect((await run('SELECT count(*) FROM events_tiles')).status).toBe(200);
  });

  it("Stop stops the user's running query (400 sql_stopped), not another user's nor another run's, and frees its slot", async () => {
    const made = (await admin.post('/v1/admin/user/createUser', { mail: `sql-stop-${dialect}@example.com`, displayName: 'Stopper' })).body;
    const other = await app.signIn({ mail: `sql-stop-${dialect}@example.com`, password: made.password });
    await admin.post('/v1/tiles/authorize', { userId: made.id, rights: ['sqlQuery'] });
    const hold = holdQueries();
    try {
      // One text each, to tell their signals apart.
      const q = (alias: string) => `SELECT count(*) AS ${alias} FROM events_tiles`;
      const first = admin.post('/v1/tiles/sql', { query: q('first'), runId: 'run-1' });
      const second = admin.post('/v1/tiles/sql', { query: q('second'), runId: 'run-2' });
      const theirs = run(q('theirs'), 'tiles', other);
      await hold.begun(3);
      const aborted = (alias: string) => [...hold.signals].find(([sql]) => sql.includes(` AS ${alias} `))?.[1]?.aborted;
      // Nothing of the user's runs in jigsaw; the other user's Stop stops only their own.
      expect((await admin.post('/v1/jigsaw/sql/stop', {})).body).toEqual({ stopped: 0 });
      expect((await admin.post('/v1/tiles/sql/stop', { runId: 'run-1' })).body).toEqual({ stopped: 1 });
      expect(['first', 'second', 'theirs'].map(aborted)).toEqual([true, false, false]);
      expect((await admin.post('/v1/tiles/sql/stop', { runId: '../x' })).status).toBe(400);
      hold.release();
      const stopped = await first;
      expect(stopped.status).toBe(400);
      expect(stopped.body).toEqual({ message: 'The query was stopped', code: 'sql_stopped' });
      expect((await second).status).toBe(200);
      expect((await theirs).status).toBe(200);
    } finally {
      hold.restore();
    }
    expect((await admin.post('/v1/tiles/sql/stop', {})).body).toEqual({ stopped: 0 });
    expect((await run('SELECT count(*) FROM events_tiles')).status).toBe(200);
  });

  it('a Stop that reaches the server before its run stops that run as it starts, and no other', async () => {
    // The page shows Stop as soon as it sends the run; a quick click can overtake it.
    expect((await admin.post('/v1/tiles/sql/stop', { runId: 'early-1' })).body).toEqual({ stopped: 0 });
    const early = await admin.post('/v1/tiles/sql', { query: 'SELECT count(*) FROM events_tiles', runId: 'early-1' });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ message: 'The query was stopped', code: 'sql_stopped' });
    // Named in another project, or already used: it runs.
    expect((await admin.post('/v1/jigsaw/sql/stop', { runId: 'early-2' })).body).toEqual({ stopped: 0 });
    expect((await admin.post('/v1/tiles/sql', { query: 'SELECT count(*) FROM events_tiles', runId: 'early-2' })).status).toBe(200);
    expect((await admin.post('/v1/tiles/sql', { query: 'SELECT count(*) FROM events_tiles', runId: 'early-1' })).status).toBe(200);
  });

  it.runIf(dialect === 'duckdb')('Stop interrupts a query the engine is running (one that would run far past the time limit)', async () => {
    const warehouse = app.services.warehouse;
    const original = warehouse.readOnlyQuery;
    let begun!: () => void;
    const inEngine = new Promise<void>((r) => (begun = r));
    warehouse.readOnlyQuery = (code, sql, opts) => {
      const result = original.call(warehouse, code, sql, opts);
      begun();
      return result;
    };
    try {
      // 101^6 rows crossed: hours of work, stopped only by Stop (or the 30 s limit, failing the test).
      const p = "(SELECT uid FROM events_tiles WHERE event = 'sql_probe')";
      const joins = Array.from({ length: 6 }, (_, i) => `${p} AS t${i}`).join(' CROSS JOIN ');
      const slow = run(`SELECT count(*) AS n FROM ${joins} WHERE t0.uid + t1.uid + t2.uid + t3.uid + t4.uid + t5.uid > 0`);
      await inEngine;
      expect((await admin.post('/v1/tiles/sql/stop', {})).body).toEqual({ stopped: 1 });
      expect((await slow).body).toEqual({ message: 'The query was stopped', code: 'sql_stopped' });
    } finally {
      warehouse.readOnlyQuery = original;
    }
  });

  it('needs the sqlQuery right in the project', async () => {
    const made = (await admin.post('/v1/admin/user/createUser', { mail: `sql-${dialect}@example.com`, displayName: 'Analyst' })).body;
    const analyst = await app.signIn({ mail: `sql-${dialect}@example.com`, password: made.password });
    expect((await analyst.get('/v1/tiles/sql/fields')).status).toBe(403);
    expect((await run('SELECT count(*) FROM events_tiles', 'tiles', analyst)).status).toBe(403);
    await admin.post('/v1/tiles/authorize', { userId: made.id, rights: ['sqlQuery'] });
    expect((await analyst.get('/v1/tiles/sql/fields')).status).toBe(200);
    expect((await run('SELECT count(*) FROM events_tiles', 'tiles', analyst)).status).toBe(200);
    // The right in tiles opens nothing in jigsaw.
    expect((await run('SELECT count(*) FROM events_jigsaw', 'jigsaw', analyst)).status).toBe(403);
  });
});
