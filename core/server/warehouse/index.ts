// The warehouse service (DESIGN §4): events and statistics on DuckDB by default, on ClickHouse
// when CLICKHOUSE_URL is set. Writes from game clients go to the event log first (eventLog.ts:
// on disk before they are acknowledged), are buffered here and become queryable within 2 s (a
// flush every FLUSH_MS, at once when FLUSH_ROWS are waiting, and on close). At start the log's
// records the engine does not hold yet are replayed.
import path from 'node:path';
import fs from 'node:fs';
import { HttpError } from '../errors';
import { openClickHouse } from './clickhouse';
import { openDuckDb } from './duckdb';
import { decodeLogged } from './batch';
import { EventLog, eventLogId } from './eventLog';
import { buildDerivedRows, dayNumber } from './rows';
import { eventsTable, EVENT_COLUMNS, ident } from './schema';
import { SqlParams } from './sql';
import { deriveStatements } from './deriveSql';
import { sqlKit } from './sqlKit';
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
  /** The event log's folder (DATA_DIR/events-wal); without it, ingest() is not durable (tests). */
  logDir?: string;
}

export interface BuiltWarehouse extends Warehouse {
  /** Puts rows into the buffer (the event log's sink); `mark` is their log mark, if any. */
  buffer(code: string, rows: EventRow[], mark?: number): void;
  /** Hands the log over: ingest() appends to it, flushes release its segments, close() closes it. */
  attachLog(log: EventLog): void;
}

export function createWarehouseFromEngine(engine: Engine, opts: { flushMs?: number } = {}): BuiltWarehouse {
  let pending = new Map<string, EventRow[]>();
  /** Per project, the highest log mark among its buffered rows. */
  let pendingMarks = new Map<string, number>();
  /** Per project, the log marks of buffered rows whose write failed part way (ClickHouse may hold some). */
  const dirty = new Map<string, number[]>();
  let pendingCount = 0;
  let log: EventLog | null = null;
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

  const write = async (code: string, events: EventRow[], mark?: number) => {
    await ensure(code);
    if (events.length)
      await engine.append(code, events, buildDerivedRows(events), mark !== undefined && log ? { log: log.id, mark } : undefined);
  };

  const buffer = (code: string, events: EventRow[], mark?: number) => {
    const list = pending.get(code);
    if (list) for (const e of events) list.push(e);
    else pending.set(code, events.slice());
    pendingCount += events.length;
    if (mark !== undefined) pendingMarks.set(code, mark);
    // Not at once: the log hands a group's records over one by one, and a flush must take the
    // whole group (its mark stands for all of them).
    if (pendingCount >= FLUSH_ROWS && !flushing) queueMicrotask(() => void (flushing ? undefined : flush()));
  };

  const flushOnce = async () => {
    if (!pendingCount) return;
    const batch = pending;
    const marks = pendingMarks;
    // Everything the log gave up to here is in `batch` (or already in the engine).
    const given = log?.lastGiven ?? 0;
    pending = new Map();
    pendingMarks = new Map();
    pendingCount = 0;
    let failed = false;
    for (const [code, events] of batch) {
      const mark = marks.get(code);
      try {
        const tried = dirty.get(code);
        if (tried) await engine.discard(code, tried);
        dirty.delete(code);
        await write(code, events, mark);
        lastError = null;
      } catch (err) {
        // Keep the events for the next flush (in front of newer ones) and say so once.
        if (!lastError) console.error(`warehouse: writing ${events.length} events of ${code} failed; will retry:`, err);
        lastError = err;
        failed = true;
        if (mark !== undefined && !dirty.has(code)) dirty.set(code, [...new Set(events.map((e) => e.receivedAt))]);
        const newer = pending.get(code) ?? [];
        pending.set(code, events.concat(newer));
        pendingCount += events.length;
        if (mark !== undefined && !pendingMarks.has(code)) pendingMarks.set(code, mark);
      }
    }
    if (log && !failed) log.release(given);
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

  const admit = (n: number) => {
    if (closed) throw new HttpError(503, 'The warehouse is closing', 'unavailable');
    if (pendingCount + (log?.inFlight ?? 0) + n > MAX_BUFFERED)
      throw new HttpError(503, 'The warehouse is not keeping up; retry later', 'unavailable');
  };

  return {
    dialect: engine.dialect,
    write,
    buffer,
    attachLog(l) {
      log = l;
    },
    enqueue(code, events) {
      admit(events.length);
      buffer(code, events);
    },
    async ingest(code, events, text) {
      admit(events.length);
      if (!log) return buffer(code, events);
      try {
        await log.append(code, events, text);
      } catch (err) {
        console.error('warehouse: the event log could not take a batch:', err);
        throw new HttpError(503, 'The events could not be stored; retry later', 'unavailable');
      }
    },
    flush,
    async query(code: string, q: CompiledSql): Promise<ResultRow[]> {
      await ensure(code);
      return engine.query(q);
    },
    async generate(code, build) {
      await ensure(code);
      const table = ident(eventsTable(code));
      const count = async () => Number((await engine.query({ sql: `SELECT count(*) AS n FROM ${table}`, params: [] }))[0].n);
      if ((await count()) > 0) throw new Error(`generate: ${code} has events already`);
      const kit = sqlKit(engine.dialect);
      for (const statement of [...build(kit), ...deriveStatements(kit, code)]) await engine.exec(statement);
      return count();
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
      let flushed = false;
      if (log) await log.close(false);
      await flush().then(
        () => (flushed = !pendingCount),
        (err) => console.error('warehouse: last flush failed:', err),
      );
      // Everything is in the engine: the log is not needed at the next start.
      if (log && flushed) log.release(Number.MAX_SAFE_INTEGER);
      await engine.close();
    },
  };
}

export async function createWarehouse(opts: WarehouseOptions): Promise<Warehouse> {
  let engine: Engine;
  if (opts.clickhouseUrl) {
    engine = await openClickHouse({
      url: opts.clickhouseUrl,
      database: opts.clickhouseDatabase,
      readOnlyUser: opts.clickhouseReadOnlyUser,
    });
  } else {
    const file = opts.duckdbPath ?? ':memory:';
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    engine = await openDuckDb(file);
  }
  const warehouse = createWarehouseFromEngine(engine, { flushMs: opts.flushMs });
  if (opts.logDir) await replayLog(engine, warehouse, opts.logDir);
  return warehouse;
}

/**
 * Opens the event log and writes into the engine the records it does not hold yet (those above
 * the project's stored mark; on ClickHouse, first removing what a flush cut short had written).
 */
async function replayLog(engine: Engine, warehouse: BuiltWarehouse, dir: string): Promise<void> {
  const marks = await engine.marks(eventLogId(dir));
  const floor = Math.max(0, ...marks.values());
  const { log, records } = EventLog.open(dir, floor, (code, rows, mark) => warehouse.buffer(code, rows, mark));
  const from = new Map<string, number[]>();
  const replay: { code: string; rows: EventRow[]; mark: number }[] = [];
  for (const r of records) {
    if (r.mark <= (marks.get(r.code) ?? -1)) continue;
    try {
      replay.push({ code: r.code, rows: decodeLogged(r.text, r.mark), mark: r.mark });
    } catch (err) {
      console.error(`warehouse: a logged batch of ${r.code} no longer decodes; skipped:`, err);
      continue;
    }
    from.set(r.code, [...(from.get(r.code) ?? []), r.mark]);
  }
  // First what a cut-short flush left behind, then the replay (buffering may start a flush).
  for (const [code, list] of from) {
    await warehouse.ensureProject(code);
    await engine.discard(code, list);
  }
  warehouse.attachLog(log); // (so the flushes below release the segments they empty)
  let replayed = 0;
  for (const r of replay) {
    warehouse.buffer(r.code, r.rows, r.mark);
    replayed += r.rows.length;
  }
  if (replayed) {
    console.log(`warehouse: replaying ${replayed} logged events the warehouse did not hold yet`);
    await warehouse.flush();
  } else {
    log.release(Number.MAX_SAFE_INTEGER);
  }
}
