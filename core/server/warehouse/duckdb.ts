// The embedded dialect: DuckDB, a file in DATA_DIR (or in memory for tests).
import {
  BIGINT,
  BOOLEAN,
  DATE,
  DOUBLE,
  DuckDBDataChunk,
  DuckDBInstance,
  INTEGER,
  LIST,
  UBIGINT,
  UINTEGER,
  UTINYINT,
  VARCHAR,
  dateValue,
  listValue,
  type DuckDBConnection,
  type DuckDBType,
} from '@duckdb/node-api';
import { duckdbReadOnlyQuery } from './readOnlyDuckdb';
import { derivedColumns, eventsTable, ident, levelsTable, MARKS_TABLE, numsTable, projectDdl } from './schema';
import type { CompiledSql, DerivedRows, Engine, EventRow, LevelRow, LogMark, NumRow, ResultRow } from './types';

const CHUNK = 2048;
/** DuckDB's memory limit unless DUCKDB_MEMORY_LIMIT says otherwise (DuckDB's own default is 80% of RAM). */
export const DUCKDB_MEMORY_LIMIT = '1GB';
const EVENT_TYPES: DuckDBType[] = [
  DATE,
  BIGINT,
  BIGINT,
  VARCHAR,
  VARCHAR,
  UBIGINT,
  UTINYINT,
  VARCHAR,
  VARCHAR,
  INTEGER,
  VARCHAR,
  DOUBLE,
  DOUBLE,
  LIST(VARCHAR),
  LIST(VARCHAR),
];
const LEVEL_TYPES: DuckDBType[] = [
  DATE,
  INTEGER,
  UBIGINT,
  UTINYINT,
  VARCHAR,
  VARCHAR,
  VARCHAR,
  UINTEGER,
  UINTEGER,
  UINTEGER,
  UINTEGER,
  UINTEGER,
  DOUBLE,
  UINTEGER,
  LIST(DOUBLE),
  DOUBLE,
  VARCHAR,
  BOOLEAN,
];
const NUM_TYPES: DuckDBType[] = [DATE, INTEGER, UTINYINT, VARCHAR, VARCHAR, VARCHAR, VARCHAR, DOUBLE, UINTEGER, VARCHAR];

function eventColumns(rows: readonly EventRow[], from: number, n: number): unknown[][] {
  const cols: unknown[][] = EVENT_TYPES.map(() => new Array(n));
  for (let i = 0; i < n; i++) {
    const r = rows[from + i];
    cols[0][i] = dateValue(r.day);
    cols[1][i] = BigInt(r.ts);
    cols[2][i] = BigInt(r.receivedAt);
    cols[3][i] = r.event;
    cols[4][i] = r.userId;
    cols[5][i] = BigInt(r.uid);
    cols[6][i] = r.platform;
    cols[7][i] = r.appVersion;
    cols[8][i] = r.country;
    cols[9][i] = r.level;
    cols[10][i] = r.puzzleId;
    cols[11][i] = r.duration;
    cols[12][i] = r.value;
    cols[13][i] = listValue(r.propKeys);
    cols[14][i] = listValue(r.propValues);
  }
  return cols;
}

function levelColumns(rows: readonly LevelRow[], from: number, n: number): unknown[][] {
  const cols: unknown[][] = LEVEL_TYPES.map(() => new Array(n));
  for (let i = 0; i < n; i++) {
    const r = rows[from + i];
    cols[0][i] = dateValue(r.day);
    cols[1][i] = r.level;
    cols[2][i] = BigInt(r.uid);
    cols[3][i] = r.platform;
    cols[4][i] = r.appVersion;
    cols[5][i] = r.country;
    cols[6][i] = r.puzzleId;
    cols[7][i] = r.enterPv;
    cols[8][i] = r.sectionPv;
    cols[9][i] = r.halfPv;
    cols[10][i] = r.finishPv;
    cols[11][i] = r.giveupPv;
    cols[12][i] = r.finishDurSum;
    cols[13][i] = r.finishDurN;
    cols[14][i] = listValue(r.finishDurs);
    cols[15][i] = r.hintSum;
    cols[16][i] = r.catalog;
    cols[17][i] = r.dup;
  }
  return cols;
}

function numColumns(rows: readonly NumRow[], from: number, n: number): unknown[][] {
  const cols: unknown[][] = NUM_TYPES.map(() => new Array(n));
  for (let i = 0; i < n; i++) {
    const r = rows[from + i];
    cols[0][i] = dateValue(r.day);
    cols[1][i] = r.level;
    cols[2][i] = r.platform;
    cols[3][i] = r.appVersion;
    cols[4][i] = r.country;
    cols[5][i] = r.puzzleId;
    cols[6][i] = r.key;
    cols[7][i] = r.sum;
    cols[8][i] = r.n;
    cols[9][i] = r.catalog;
  }
  return cols;
}

async function appendRows<T>(
  conn: DuckDBConnection,
  table: string,
  types: DuckDBType[],
  rows: readonly T[],
  toColumns: (rows: readonly T[], from: number, n: number) => unknown[][],
  catalog?: string,
) {
  if (!rows.length) return;
  const appender = catalog ? await conn.createAppender(table, 'main', catalog) : await conn.createAppender(table);
  try {
    for (let from = 0; from < rows.length; from += CHUNK) {
      const n = Math.min(CHUNK, rows.length - from);
      const chunk = DuckDBDataChunk.create(types, n);
      chunk.setColumns(toColumns(rows, from, n) as never);
      appender.appendDataChunk(chunk);
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
}

function plain(v: unknown): string | number | null | (string | number)[] {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'bigint' ? Number(x) : (x as string | number)));
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v);
}

export async function openDuckDb(path: string): Promise<Engine> {
  // No files, URLs or extensions from any query (the SQL page runs people's SELECTs here), and
  // no settings changed after start. The memory limit is the instance's (DuckDB has none per
  // connection): a query that needs more (a SQL-page aggregate of large strings) fails with
  // "Out of Memory" instead of taking the process's memory; larger sorts and joins spill to disk.
  const options: Record<string, string> = {
    enable_external_access: 'false',
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    lock_configuration: 'true',
    memory_limit: process.env.DUCKDB_MEMORY_LIMIT || DUCKDB_MEMORY_LIMIT,
  };
  if (process.env.DUCKDB_THREADS) options.threads = process.env.DUCKDB_THREADS;
  const instance = await DuckDBInstance.create(path, options);
  const writer = await instance.connect();
  // The event log's mark per project (eventLog.ts), written in the transaction of each flush.
  await writer.run(
    `CREATE TABLE IF NOT EXISTS ${ident(MARKS_TABLE)} (log VARCHAR NOT NULL, code VARCHAR NOT NULL, mark BIGINT NOT NULL, PRIMARY KEY (log, code))`,
  );
  const ensured = new Set<string>();
  let chain: Promise<unknown> = Promise.resolve();
  /** Writes run one at a time on the writer connection. */
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };
  let closed = false;

  const ensureProject = (code: string): Promise<boolean> =>
    ensured.has(code)
      ? Promise.resolve(false)
      : serial(async () => {
          if (ensured.has(code)) return false;
          const ddl = projectDdl('duckdb', code);
          for (const statement of ddl) await writer.run(statement);
          // The derived tables: when an older version made one with other columns, start them anew.
          let reset = false;
          for (const [table, want] of Object.entries(derivedColumns('duckdb', code))) {
            const cols = (
              await writer.runAndReadAll(
                `SELECT column_name FROM information_schema.columns WHERE table_schema = 'main' AND table_name = $1 ORDER BY ordinal_position`,
                [table],
              )
            )
              .getRowsJS()
              .map((r) => String(r[0]));
            if (cols.join(',') !== want.join(',')) reset = true;
          }
          if (reset) {
            await writer.run(`DROP TABLE ${ident(levelsTable(code))}`);
            await writer.run(`DROP TABLE ${ident(numsTable(code))}`);
            await writer.run(ddl[1]);
            await writer.run(ddl[2]);
          }
          await writer.run(`DROP TABLE IF EXISTS ${ident(`stage_${levelsTable(code)}`)}`);
          await writer.run(`CREATE TEMP TABLE ${ident(`stage_${levelsTable(code)}`)} AS SELECT * FROM ${ident(levelsTable(code))} LIMIT 0`);
          ensured.add(code);
          return reset;
        });

  return {
    dialect: 'duckdb',
    ensureProject,
    async append(code, events, { levels, nums }: DerivedRows, mark?: LogMark) {
      await ensureProject(code);
      await serial(async () => {
        const lv = ident(levelsTable(code));
        const stageName = `stage_${levelsTable(code)}`;
        const stage = ident(stageName);
        await appendRows(writer, stageName, LEVEL_TYPES, levels, levelColumns, 'temp');
        await writer.run('BEGIN TRANSACTION');
        try {
          await appendRows(writer, eventsTable(code), EVENT_TYPES, events, eventColumns);
          await appendRows(writer, numsTable(code), NUM_TYPES, nums, numColumns);
          if (levels.length) {
            // (level, uid) seen before this batch: both the old rows and the new ones are dups.
            await writer.run(
              `UPDATE ${lv} AS t SET dup = true FROM (SELECT DISTINCT level, uid FROM ${stage}) AS s WHERE t.level = s.level AND t.uid = s.uid AND NOT t.dup`,
            );
            await writer.run(
              `UPDATE ${stage} AS s SET dup = true WHERE NOT s.dup AND EXISTS (SELECT 1 FROM ${lv} AS t WHERE t.level = s.level AND t.uid = s.uid)`,
            );
            await writer.run(`INSERT INTO ${lv} SELECT * FROM ${stage}`);
          }
          if (mark !== undefined) {
            await writer.run(
              `INSERT INTO ${ident(MARKS_TABLE)} VALUES ($1, $2, $3) ON CONFLICT (log, code) DO UPDATE SET mark = excluded.mark`,
              [mark.log, code, mark.mark],
            );
          }
          await writer.run('COMMIT');
        } catch (err) {
          await writer.run('ROLLBACK').catch(() => undefined);
          throw err;
        } finally {
          await writer.run(`DELETE FROM ${stage}`).catch(() => undefined);
        }
      });
    },
    async query({ sql, params }: CompiledSql): Promise<ResultRow[]> {
      const conn = await instance.connect();
      try {
        const reader = await conn.runAndReadAll(sql, params as never);
        const names = reader.columnNames();
        return reader.getRowsJS().map((r) => {
          const o: ResultRow = {};
          names.forEach((n, i) => (o[n] = plain(r[i])));
          return o;
        });
      } finally {
        conn.closeSync();
      }
    },
    exec: (sql) => serial(() => writer.run(sql).then(() => undefined)),
    async marks(log) {
      const rows = (await writer.runAndReadAll(`SELECT code, mark FROM ${ident(MARKS_TABLE)} WHERE log = $1`, [log])).getRowsJS();
      return new Map(rows.map((r) => [String(r[0]), Number(r[1])]));
    },
    // The mark commits with the rows: a flush cut short left nothing behind.
    discard: async () => {},
    readOnlyQuery: (sql, opts) => duckdbReadOnlyQuery(instance, sql, opts),
    async dropProject(code) {
      await serial(async () => {
        await writer.run(`DROP TABLE IF EXISTS ${ident(eventsTable(code))}`);
        await writer.run(`DROP TABLE IF EXISTS ${ident(`stage_${levelsTable(code)}`)}`);
        await writer.run(`DROP TABLE IF EXISTS ${ident(levelsTable(code))}`);
        await writer.run(`DROP TABLE IF EXISTS ${ident(numsTable(code))}`);
        await writer.run(`DELETE FROM ${ident(MARKS_TABLE)} WHERE code = $1`, [code]);
        ensured.delete(code);
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await serial(async () => {
        if (path !== ':memory:') await writer.run('CHECKPOINT').catch(() => undefined);
        writer.closeSync();
        instance.closeSync();
      });
    },
  };
}
