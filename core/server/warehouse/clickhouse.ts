// The dialect at scale: ClickHouse over HTTP (CLICKHOUSE_URL), from Debian's 18.16 to current.
import { createClient, ClickHouseLogLevel, type ClickHouseClient } from '@clickhouse/client';
import { clickhouseReadOnly, DEFAULT_READ_ONLY_USER, type ReadOnlyUser } from './readOnlyClickhouse';
import { chString } from './sql';
import { derivedColumns, eventsTable, ident, levelsTable, MARKS_TABLE, numsTable, projectDdl } from './schema';
import { dayText } from './rows';
import type { CompiledSql, DerivedRows, Engine, EventRow, LogMark, ResultRow } from './types';

export interface ClickHouseOptions {
  url: string;
  /** Database for the project tables; default the URL's path, else `liveops`. */
  database?: string;
  /** The read-only user the SQL page queries as (default: the one scripts/clickhouse-start.sh makes). */
  readOnlyUser?: ReadOnlyUser;
}

function databaseOf(opts: ClickHouseOptions): { url: string; database: string } {
  const u = new URL(opts.url);
  const fromPath = u.pathname.replace(/^\/+|\/+$/g, '');
  u.pathname = '/';
  const database = opts.database ?? (fromPath || 'liveops');
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(database)) throw new Error(`Bad ClickHouse database name: ${database}`);
  return { url: u.toString().replace(/\/$/, ''), database };
}

function plain(v: unknown, type: string): string | number | null | (string | number)[] {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.map((x) => (/^Array\((U?Int|Float)/.test(type) ? Number(x) : (x as string | number)));
  if (typeof v === 'number') return Number.isNaN(v) ? null : v;
  if (typeof v === 'string' && /^(Nullable\()?(U?Int|Float)/.test(type)) return Number(v); // 64-bit integers arrive quoted
  if (typeof v === 'string') return v;
  return String(v);
}

export async function openClickHouse(opts: ClickHouseOptions): Promise<Engine> {
  const { url, database } = databaseOf(opts);
  const admin = createClient({ url, log: { level: ClickHouseLogLevel.OFF }, compression: { request: false, response: false } });
  try {
    await admin.command({ query: `CREATE DATABASE IF NOT EXISTS ${ident(database)}` });
  } finally {
    await admin.close();
  }
  const client: ClickHouseClient = createClient({
    url,
    database,
    log: { level: ClickHouseLogLevel.OFF },
    compression: { request: false, response: true },
    request_timeout: 120_000,
    max_open_connections: 8,
  });
  // The event log's mark per project (eventLog.ts): one row per flush, the highest counts.
  await client.command({
    query: `CREATE TABLE IF NOT EXISTS ${ident(MARKS_TABLE)} (log String, code String, mark Int64) ENGINE = ReplacingMergeTree(mark) ORDER BY (log, code)`,
  });
  const readOnly = clickhouseReadOnly(url, database, opts.readOnlyUser ?? DEFAULT_READ_ONLY_USER, client);
  const ensured = new Set<string>();
  const days = new Map<number, string>();
  const day = (n: number) => {
    let s = days.get(n);
    if (!s) days.set(n, (s = dayText(n)));
    return s;
  };

  const ensureProject = async (code: string): Promise<boolean> => {
    if (ensured.has(code)) return false;
    const ddl = projectDdl('clickhouse', code);
    for (const statement of ddl) await client.command({ query: statement });
    // The derived tables: when an older version made one with other columns, start them anew.
    let reset = false;
    for (const [table, want] of Object.entries(derivedColumns('clickhouse', code))) {
      const rs = await client.query({
        query: `SELECT name FROM system.columns WHERE database = currentDatabase() AND table = ${chString(table)}`,
        format: 'JSONEachRow',
      });
      const cols = ((await rs.json()) as { name: string }[]).map((r) => r.name);
      if (cols.join(',') !== want.join(',')) reset = true;
    }
    if (reset) {
      await client.command({ query: `DROP TABLE IF EXISTS ${ident(levelsTable(code))}` });
      await client.command({ query: `DROP TABLE IF EXISTS ${ident(numsTable(code))}` });
      await client.command({ query: ddl[1] });
      await client.command({ query: ddl[2] });
    }
    ensured.add(code);
    return reset;
  };

  return {
    dialect: 'clickhouse',
    ensureProject,
    async append(code, events: EventRow[], { levels, nums }: DerivedRows, mark?: LogMark) {
      const batch = mark?.mark ?? 0;
      await ensureProject(code);
      if (events.length) {
        await client.insert({
          table: ident(eventsTable(code)),
          format: 'JSONEachRow',
          values: events.map((r) => ({
            day: day(r.day),
            ts: r.ts,
            received_at: r.receivedAt,
            event: r.event,
            user_id: r.userId,
            uid: r.uid,
            platform: r.platform,
            app_version: r.appVersion,
            country: r.country,
            level: r.level,
            puzzle_id: r.puzzleId,
            duration: r.duration,
            value: r.value,
            prop_keys: r.propKeys,
            prop_values: r.propValues,
          })),
        });
      }
      if (levels.length) {
        await client.insert({
          table: ident(levelsTable(code)),
          format: 'JSONEachRow',
          values: levels.map((r) => ({
            day: day(r.day),
            level: r.level,
            uid: r.uid,
            platform: r.platform,
            app_version: r.appVersion,
            country: r.country,
            puzzle_id: r.puzzleId,
            enter_pv: r.enterPv,
            section_pv: r.sectionPv,
            half_pv: r.halfPv,
            finish_pv: r.finishPv,
            giveup_pv: r.giveupPv,
            finish_dur_sum: r.finishDurSum,
            finish_dur_n: r.finishDurN,
            finish_durs: r.finishDurs,
            hint_sum: r.hintSum,
            catalog: r.catalog,
            batch,
          })),
        });
      }
      if (nums.length) {
        await client.insert({
          table: ident(numsTable(code)),
          format: 'JSONEachRow',
          values: nums.map((r) => ({
            day: day(r.day),
            level: r.level,
            platform: r.platform,
            app_version: r.appVersion,
            country: r.country,
            puzzle_id: r.puzzleId,
            num_key: r.key,
            num_sum: r.sum,
            num_n: r.n,
            catalog: r.catalog,
            batch,
          })),
        });
      }
      // Last: a crash before this line leaves rows that discard() removes at the next start.
      if (mark)
        await client.insert({ table: ident(MARKS_TABLE), format: 'JSONEachRow', values: [{ log: mark.log, code, mark: mark.mark }] });
    },
    async marks(log) {
      const rs = await client.query({
        query: `SELECT code, max(mark) AS mark FROM ${ident(MARKS_TABLE)} WHERE log = ${chString(log)} GROUP BY code`,
        format: 'JSONEachRow',
      });
      return new Map(((await rs.json()) as { code: string; mark: string | number }[]).map((r) => [r.code, Number(r.mark)]));
    },
    async discard(code, marks) {
      if (!marks.length) return;
      // Exactly these marks (not a range): another server process's rows are never touched.
      const list = marks.map((m) => String(Math.trunc(m))).join(', ');
      const work: [string, string][] = [
        [eventsTable(code), `received_at IN (${list})`],
        [levelsTable(code), `batch IN (${list})`],
        [numsTable(code), `batch IN (${list})`],
      ];
      for (const [table, where] of work) {
        const rs = await client.query({ query: `SELECT count() AS n FROM ${ident(table)} WHERE ${where}`, format: 'JSONEachRow' });
        if (!Number(((await rs.json()) as { n: string }[])[0]?.n)) continue;
        await client.command({ query: `ALTER TABLE ${ident(table)} DELETE WHERE ${where}` });
        // Mutations run in the background (18.16 has no mutations_sync): wait until it is done.
        for (let i = 0; ; i++) {
          const m = await client.query({
            query: `SELECT count() AS n FROM system.mutations WHERE database = currentDatabase() AND table = ${chString(table)} AND is_done = 0`,
            format: 'JSONEachRow',
          });
          if (!Number(((await m.json()) as { n: string }[])[0]?.n)) break;
          if (i > 600) throw new Error(`ClickHouse did not finish deleting from ${table}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    },
    async query({ sql, params }: CompiledSql): Promise<ResultRow[]> {
      if (params.length) throw new Error('ClickHouse SQL carries its values as literals');
      const rs = await client.query({ query: sql, format: 'JSON' });
      const body = (await rs.json()) as { meta: { name: string; type: string }[]; data: Record<string, unknown>[] };
      return body.data.map((row) => {
        const o: ResultRow = {};
        for (const m of body.meta) o[m.name] = plain(row[m.name], m.type);
        return o;
      });
    },
    async exec(sql) {
      await client.command({ query: sql });
    },
    readOnlyQuery: (sql, o) => readOnly.query(sql, o),
    async dropProject(code) {
      await client.command({ query: `DROP TABLE IF EXISTS ${ident(eventsTable(code))}` });
      await client.command({ query: `DROP TABLE IF EXISTS ${ident(levelsTable(code))}` });
      await client.command({ query: `DROP TABLE IF EXISTS ${ident(numsTable(code))}` });
      await client.command({ query: `ALTER TABLE ${ident(MARKS_TABLE)} DELETE WHERE code = ${chString(code)}` });
      ensured.delete(code);
    },
    async close() {
      await readOnly.close();
      await client.close();
    },
  };
}

/** Drops a whole database (tests make one each). */
export async function dropClickHouseDatabase(urlText: string, database: string): Promise<void> {
  const { url } = databaseOf({ url: urlText });
  const c = createClient({ url, log: { level: ClickHouseLogLevel.OFF } });
  try {
    await c.command({ query: `DROP DATABASE IF EXISTS ${ident(database)}` });
  } finally {
    await c.close();
  }
}
