// The engines' own read-only limits under the SQL page (warehouse readOnlyQuery), with no query
// check in front: DuckDB's read-only transaction, single prepared statement and no file access;
// ClickHouse's read-only user; both engines' time limit (a short one here), row limit, result
// bytes (measured by the engine: an over-limit result never reaches this process, its heap stays
// small and its event loop free) and memory limit.
// DuckDB always, ClickHouse with CLICKHOUSE_URL (and the user scripts/clickhouse-start.sh makes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../../core/server/errors';
import type { Warehouse } from '../../core/server/warehouse';
import { toEventRow } from '../../core/server/warehouse/rows';
import { eventSchema } from '../../core/shared/eventSchema';
import { createWarehouse } from '../../core/server/warehouse';
import { dropClickHouseDatabase } from '../../core/server/warehouse/clickhouse';
import { CLICKHOUSE_URL, engines } from './fixtures';

const CODE = 'rotest';
const T = `"events_${CODE}"`;
const limits = { timeoutMs: 10_000, maxRows: 100, maxBytes: 4 << 20, maxCellBytes: 256 << 10 };

/**
 * `n` rows of a `size`-character text per engine (no table needed), and an aggregate of all of
 * them. (ClickHouse 18.16 has no repeat(): a literal up to its 256 KB query size, else an array.)
 */
const big = (engine: string, size: number, n: number) => {
  if (engine === 'DuckDB')
    return {
      rows: `SELECT repeat('x', ${size}) AS s FROM range(${n})`,
      agg: `SELECT string_agg(repeat('x', ${size}), '') AS s FROM range(${n})`,
    };
  const text = size <= 100_000 ? `'${'x'.repeat(size)}'` : `arrayStringConcat(arrayMap(x -> 'x', range(${size})))`;
  return {
    rows: `SELECT ${text} AS s FROM system.numbers LIMIT ${n}`,
    agg: `SELECT arrayStringConcat(groupArray(${text})) AS s FROM (SELECT number FROM system.numbers LIMIT ${n})`,
  };
};

/**
 * Runs work while sampling the heap: its growth (a result read whole into memory shows here). No
 * blocked event loop is asserted by tests/fault/sqlLimits.test.ts (with a bound, against a server
 * process) and measured by `npm run bench`, not timed here.
 */
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

const refusal = async (p: Promise<unknown>): Promise<{ status: number; code?: string; message: string }> => {
  try {
    await p;
  } catch (err) {
    const e = err as HttpError;
    return { status: e.status, code: e.code, message: e.message };
  }
  throw new Error('expected a refusal');
};

describe.each(engines())('read-only queries on $name', (engine) => {
  let wh: Warehouse;
  beforeAll(async () => {
    wh = await engine.open();
    const events = Array.from({ length: 12 }, (_, i) =>
      toEventRow(
        eventSchema.parse({
          event: 'game_enter',
          userId: `u${i}`,
          ts: Date.UTC(2024, 0, 10, i),
          platform: 1,
          appVersion: '1.0.0',
          country: 'US',
          level: i,
        }),
        Date.UTC(2024, 0, 11),
      ),
    );
    await wh.write(CODE, events);
  });
  afterAll(async () => {
    await wh?.dropProject(CODE);
    await wh?.close();
    await engine.cleanup();
  });

  const count = async () => Number((await wh.readOnlyQuery(CODE, `SELECT count(*) AS n FROM ${T}`, limits)).rows[0][0]);

  it('answers columns with their types and rows in column order, 64-bit integers as numbers', async () => {
    const r = await wh.readOnlyQuery(
      CODE,
      `SELECT level, user_id, count(*) AS n FROM ${T} WHERE level < 3 GROUP BY level, user_id ORDER BY level`,
      limits,
    );
    expect(r.columns.map((c) => c.name)).toEqual(['level', 'user_id', 'n']);
    expect(r.columns[2].type).toMatch(/^(BIGINT|UInt64)$/);
    expect(r.rows).toEqual([
      [0, 'u0', 1],
      [1, 'u1', 1],
      [2, 'u2', 1],
    ]);
    expect(r.truncated).toBe(false);
  });

  it('cuts the rows at the limit and says so; exactly the limit is not cut', async () => {
    const cut = await wh.readOnlyQuery(CODE, `SELECT user_id FROM ${T} ORDER BY ts`, { ...limits, maxRows: 5 });
    expect(cut.rows.map((r) => r[0])).toEqual(['u0', 'u1', 'u2', 'u3', 'u4']);
    expect(cut.truncated).toBe(true);
    const exact = await wh.readOnlyQuery(CODE, `SELECT user_id FROM ${T}`, { ...limits, maxRows: 12 });
    expect(exact.rows).toHaveLength(12);
    expect(exact.truncated).toBe(false);
  });

  it('refuses writes by itself, and nothing changes', async () => {
    for (const sql of [`INSERT INTO ${T} SELECT * FROM ${T}`, `DROP TABLE ${T}`, `CREATE TABLE "stolen" AS SELECT * FROM ${T}`]) {
      const r = await refusal(wh.readOnlyQuery(CODE, sql, limits));
      expect(r.status, sql).toBe(400);
      expect(r.message, sql).toMatch(/read-only|readonly|Only a SELECT|Syntax error/i);
    }
    expect(await count()).toBe(12);
  });

  it('runs one statement, never a second one behind it', async () => {
    const r = await refusal(wh.readOnlyQuery(CODE, `SELECT 1 FROM ${T}; DROP TABLE ${T}`, limits));
    expect(r.status).toBe(400);
    expect(await count()).toBe(12);
  });

  it('reads no files', async () => {
    const sql = engine.name === 'DuckDB' ? "SELECT * FROM read_csv('/etc/passwd')" : "SELECT * FROM file('passwd', 'CSV', 'a String')";
    const r = await refusal(wh.readOnlyQuery(CODE, sql, limits));
    expect(r.status).toBe(400);
    expect(r.message).toMatch(/file system operations are disabled|Table functions are forbidden in readonly mode/);
  });

  // The size and memory limits, with a time limit no loaded machine reaches first (the time limit has its own test below).
  const limitsMB = { ...limits, timeoutMs: 300_000, maxRows: 10_000, maxBytes: 8 << 20, maxCellBytes: 1 << 20 };
  const tooLarge = { status: 400, code: 'sql_too_large', message: 'The result is over the 8 MB limit; select fewer columns or rows' };

  it('refuses a result over the byte limit before reading it: the heap stays small', async () => {
    // 10,000 values of 20,000 characters: 200 MB as JavaScript strings.
    const w = await watched(() => refusal(wh.readOnlyQuery(CODE, big(engine.name, 20_000, 10_000).rows, limitsMB)));
    expect(w.result).toEqual(tooLarge);
    expect(w.heapGrowth).toBeLessThan(64 << 20);
    expect(await count()).toBe(12);
  });

  it('refuses large strings over many rows (500 KB x 10,000) with a 4xx, not a crash', async () => {
    const w = await watched(() => refusal(wh.readOnlyQuery(CODE, big(engine.name, 500_000, 10_000).rows, limitsMB)));
    // DuckDB stops at its first chunk; ClickHouse's read-only profile runs out of memory first.
    expect(w.result.status).toBe(400);
    expect(w.result.message).toMatch(/^The result is over the 8 MB limit|^The query needs more memory than the SQL page allows/);
    expect(w.heapGrowth).toBeLessThan(64 << 20);
  });

  it('refuses one value over the per-value limit, naming its column', async () => {
    const sql = big(engine.name, 2_000_000, 1).rows.replace(' AS s ', ' AS huge ');
    expect(await refusal(wh.readOnlyQuery(CODE, sql, limitsMB))).toEqual({
      status: 400,
      code: 'sql_too_large',
      message: 'A value in column "huge" is over the 1 MB limit for one value; select a part of it (e.g. left(x, 1000)) or leave it out',
    });
  });

  it("refuses an aggregate of large strings (gigabytes) by the engine's memory limit", async () => {
    const w = await watched(() => refusal(wh.readOnlyQuery(CODE, big(engine.name, 500_000, 10_000).agg, limitsMB)));
    expect(w.result).toMatchObject({ status: 400, code: 'sql_memory' });
    expect(w.result.message).toMatch(/^The query needs more memory than the SQL page allows/);
    expect(w.heapGrowth).toBeLessThan(64 << 20);
    expect(await count()).toBe(12);
  });

  it('answers a result under the limits whole, in its order, whatever its column names', async () => {
    const r = await wh.readOnlyQuery(CODE, `SELECT user_id, user_id, level FROM ${T} ORDER BY level DESC -- last`, limitsMB);
    expect(r.columns.map((c) => c.name)).toEqual(['user_id', 'user_id', 'level']);
    expect(r.rows.map((x) => x[2])).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    const many = await wh.readOnlyQuery(CODE, big(engine.name, 100, 10_001).rows, limitsMB);
    expect(many.rows).toHaveLength(10_000);
    expect(many.truncated).toBe(true);
  });

  it('stops a query at the time limit, with a clear message', async () => {
    const slow =
      engine.name === 'DuckDB'
        ? `WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 100000000) SELECT count(*) FROM r, ${T}`
        : `SELECT count() FROM system.numbers WHERE number % 1000000007 = 1000000006 AND number < 50000000000`;
    // The refusal is the limit's own (sql_timeout), and the engine answers on after it (below).
    const r = await refusal(wh.readOnlyQuery(CODE, slow, { ...limits, timeoutMs: 400, maxRows: 10 }));
    expect(r).toEqual({ status: 400, code: 'sql_timeout', message: 'The query ran longer than 0.4 s and was stopped' });
    if (engine.name === 'ClickHouse') {
      // Killed on the server too, not only given up on by the client.
      let running = 1;
      for (let i = 0; i < 40 && running; i++) {
        await new Promise((res) => setTimeout(res, 100));
        running = Number(
          (
            await wh.query(CODE, {
              sql: "SELECT count() AS n FROM system.processes WHERE query LIKE '%1000000006%' AND query NOT LIKE '%system.processes%'",
              params: [],
            })
          )[0].n,
        );
      }
      expect(running).toBe(0);
    }
    expect(await count()).toBe(12); // and the engine still answers
  });
});

describe.skipIf(!CLICKHOUSE_URL)('ClickHouse without its read-only user', () => {
  it('answers 503 naming the setting, never falling back to the main user', async () => {
    const database = `t_ro_${Date.now().toString(36)}`;
    const wh = await createWarehouse({
      clickhouseUrl: CLICKHOUSE_URL,
      clickhouseDatabase: database,
      clickhouseReadOnlyUser: { username: 'no_such_reader', password: 'x' },
    });
    try {
      const r = await refusal(wh.readOnlyQuery(CODE, `SELECT count() FROM ${T}`, limits));
      expect(r.status).toBe(503);
      expect(r.message).toMatch(/^The SQL page's read-only ClickHouse user "no_such_reader" cannot sign in .*CLICKHOUSE_SQL_USER/);
    } finally {
      await wh.close();
      await dropClickHouseDatabase(CLICKHOUSE_URL, database);
    }
  });
});
