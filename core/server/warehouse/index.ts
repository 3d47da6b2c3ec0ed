// The warehouse service (DESIGN §4): events and statistics on DuckDB by default, on ClickHouse
// when CLICKHOUSE_URL is set. Writes from game clients are buffered here and become queryable
// within 2 s (a flush every FLUSH_MS, at once when FLUSH_ROWS are waiting, and on close).
import path from 'node:path';
import fs from 'node:fs';
import { HttpError } from '../errors';
import { openClickHouse } from './clickhouse';
import { openDuckDb } from './duckdb';
import { buildLevelRows } from './rows';
import type { CompiledSql, Engine, EventRow, ResultRow, Warehouse } from './types';

export type { Warehouse, EventRow, Dialect, CompiledSql, ResultRow } from './types';

export const FLUSH_MS = 500;
export const FLUSH_ROWS = 5_000;
/** Beyond this many waiting events (the engine is down or slow) ingestion answers 503. */
export const MAX_BUFFERED = 200_000;

export interface WarehouseOptions {
  /** DuckDB file, or ':memory:'. Ignored when clickhouseUrl is set. */
  duckdbPath?: string;
  clickhouseUrl?: string;
  clickhouseDatabase?: string;
  flushMs?: number;
}

export function createWarehouseFromEngine(engine: Engine, opts: { flushMs?: number } = {}): Warehouse {
  let pending = new Map<string, EventRow[]>();
  let pendingCount = 0;
  let flushing: Promise<void> | null = null;
  let closed = false;
  let lastError: unknown = null;

  const write = async (code: string, events: EventRow[]) => {
    if (!events.length) return engine.ensureProject(code);
    await engine.append(code, events, buildLevelRows(events));
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
      await engine.ensureProject(code);
      return engine.query(q);
    },
    ensureProject: (code) => engine.ensureProject(code),
    dropProject: (code) => engine.dropProject(code),
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
    engine = await openClickHouse({ url: opts.clickhouseUrl, database: opts.clickhouseDatabase });
  } else {
    const file = opts.duckdbPath ?? ':memory:';
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    engine = await openDuckDb(file);
  }
  return createWarehouseFromEngine(engine, { flushMs: opts.flushMs });
}
