// The warehouse service (DESIGN §4): events and statistics on DuckDB by default, on ClickHouse
// when CLICKHOUSE_URL is set. Writes from game clients are buffered here and become queryable
// within 2 s (a flush every FLUSH_MS, at once when FLUSH_ROWS are waiting, and on close).
import path from 'node:path';
import fs from 'node:fs';
import { HttpError } from '../errors';
import { openClickHouse } from './clickhouse';
import { openDuckDb } from './duckdb';
import { buildDerivedRows, dayNumber } from './rows';
import { eventsTable, EVENT_COLUMNS, ident } from './schema';
import { SqlParams } from './sql';
import type { ReadOnlyUser } from './readOnlyClickhouse';
import type { CompiledSql, Engine, EventRow, ResultRow, Warehouse } from './types';

export type { Warehouse, EventRow, Dialect, CompiledSql, ResultRow, ReadOnlyOptions, ReadOnlyResult } from './types';

export const FLUSH_MS = 500;
export const FLUSH_ROWS = 5_000;
/** Beyond this many waiting events (the engine is down or slow) ingestion answers 503. */
export const MAX_BUFFERED = 200_000;

export interface WarehouseOptions {
  /** DuckDB file, or ':memory:'. Ignored when clickhouseUrl is set. */
  duckdbPath?: string;
  clickhouseUrl?: string;
  clickhouseDatabase?: string;
  /** The SQL page's read-only ClickHouse user (CLICKHOUSE_SQL_USER / CLICKHOUSE_SQL_PASSWORD). */
  clickhouseReadOnlyUser?: ReadOnlyUser;
  flushMs?: number;
}

export function createWarehouseFromEngine(engine: Engine, opts: { flushMs?: number } = {}): Warehouse {
  let pending = new Map<string, EventRow[]>();
  let pendingCount = 0;
  let flushing: Promise<void> | null = null;
  let closed = false;
  let lastError: unknown = null;

  /** Rebuilds the derived tables from the events, a day at a time (after ensureProject reset them). */
  const rebuildLevels = async (code: string) => {
    const day = engine.dialect === 'duckdb' ? 'CAST(day AS VARCHAR)' : 'toString(day)';
    const table = ident(eventsTable(code));
    const days = await engine.query({ sql: `SELECT DISTINCT ${day} AS d FROM ${table} ORDER BY d`, params: [] });
    // (`day_text`, not `day`: ClickHouse would read an alias `day` in the WHERE clause.)
    const cols = EVENT_COLUMNS.map((c) => (c === 'day' ? `${day} AS day_text` : c)).join(', ');
    for (const { d } of days) {
      const p = new SqlParams(engine.dialect);
      const rows = await engine.query(p.done(`SELECT ${cols} FROM ${table} WHERE day = ${p.date(String(d))}`));
      const events: EventRow[] = rows.map((r) => ({
        day: dayNumber(String(r.day_text)),
        ts: Number(r.ts),
        receivedAt: Number(r.received_at),
        event: String(r.event),
        userId: String(r.user_id),
        uid: Number(r.uid),
        platform: Number(r.platform),
        appVersion: String(r.app_version),
        country: String(r.country),
        level: r.level === null ? null : Number(r.level),
        puzzleId: String(r.puzzle_id),
        duration: r.duration === null ? null : Number(r.duration),
        value: r.value === null ? null : Number(r.value),
        propKeys: (r.prop_keys as string[]).map(String),
        propValues: (r.prop_values as string[]).map(String),
      }));
      await engine.append(code, [], buildDerivedRows(events));
    }
  };

  const ready = new Map<string, Promise<void>>();
  /** Tables made (and the derived ones rebuilt when this version changed them), once per project. */
  const ensure = (code: string): Promise<void> => {
    let p = ready.get(code);
    if (!p) {
      p = engine.ensureProject(code).then(async (reset) => {
        if (reset) {
          console.log(`warehouse: rebuilding levels_${code} and nums_${code} from its events (new layout)`);
          await rebuildLevels(code);
        }
      });
      p.catch(() => ready.delete(code));
      ready.set(code, p);
    }
    return p;
  };

  const write = async (code: string, events: EventRow[]) => {
    await ensure(code);
    if (events.length) await engine.append(code, events, buildDerivedRows(events));
  };

  const flushOnce = async () => {
    if (!pendingCount) return;
    const batch = pending;
    pending = new Map();
    pendingCount = 0;
    for (const [code, events] of batch) {
      try {
        await write(code, events);
        lastError = null;
      } catch (err) {
        // Keep the events for the next flush (in front of newer ones) and say so once.
        if (!lastError) console.error(`warehouse: writing ${events.length} events of ${code} failed; will retry:`, err);
        lastError = err;
        const newer = pending.get(code) ?? [];
        pending.set(code, events.concat(newer));
        pendingCount += events.length;
      }
    }
  };

  const flush = (): Promise<void> => {
    if (flushing) return flushing.then(() => (pendingCount ? flush() : undefined));
    flushing = flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const timer = setInterval(() => {
    if (pendingCount && !flushing) void flush();
  }, opts.flushMs ?? FLUSH_MS);
  timer.unref();

  return {
    dialect: engine.dialect,
    write,
    enqueue(code, events) {
      if (closed) throw new HttpError(503, 'The warehouse is closing', 'unavailable');
      if (pendingCount + events.length > MAX_BUFFERED) throw new HttpError(503, 'The warehouse is not keeping up; retry later', 'unavailable');
      const list = pending.get(code);
      if (list) for (const e of events) list.push(e);
      else pending.set(code, events.slice());
      pendingCount += events.length;
      if (pendingCount >= FLUSH_ROWS && !flushing) void flush();
    },
    flush,
    async query(code: string, q: CompiledSql): Promise<ResultRow[]> {
      await ensure(code);
      return engine.query(q);
    },
    async readOnlyQuery(code, sql, opts) {
      await ensure(code);
      return engine.readOnlyQuery(sql, opts);
    },
    ensureProject: ensure,
    dropProject: async (code) => {
      ready.delete(code);
      await engine.dropProject(code);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await flush().catch((err) => console.error('warehouse: last flush failed:', err));
      await engine.close();
    },
  };
}

export async function createWarehouse(opts: WarehouseOptions): Promise<Warehouse> {
  let engine: Engine;
  if (opts.clickhouseUrl) {
    engine = await openClickHouse({ url: opts.clickhouseUrl, database: opts.clickhouseDatabase, readOnlyUser: opts.clickhouseReadOnlyUser });
  } else {
    const file = opts.duckdbPath ?? ':memory:';
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    engine = await openDuckDb(file);
  }
  return createWarehouseFromEngine(engine, { flushMs: opts.flushMs });
}
