// A person's SELECT on DuckDB (the SQL page), where it cannot write: its own connection, a
// READ ONLY transaction that is rolled back, one prepared statement (never several), the binder's
// statement type checked again, interrupted at the time limit, and no more rows read than the limit.
// The instance itself has no external access, loads no extensions and has a memory limit (duckdb.ts).
//
// The result's size is measured and capped by the engine itself: the query runs wrapped in one
// that measures each row's values, keeps a running total (a streaming window, in the result's
// order) and raises an error in the engine as soon as the total or one value passes its limit, so
// the query stops there and an over-limit result is never collected, let alone read into
// JavaScript. What is left (at most the limits) is read a chunk at a time, yielding in between.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DuckDBTypeId, JsonDuckDBValueConverter, StatementType, type DuckDBInstance } from '@duckdb/node-api';
import { HttpError } from '../errors';
import { cellTooLarge, memoryError, resultTooLarge, safeInteger, stoppedError, timeoutError, CELL_OVERHEAD } from './readOnly';
import type { ReadOnlyOptions, ReadOnlyResult } from './types';

const INT64 = /^(BIGINT|UBIGINT|HUGEINT|UHUGEINT)$/;
/** Types whose value has a small, fixed size as JSON (everything else is measured). */
const FIXED = new Set<DuckDBTypeId>([
  DuckDBTypeId.BOOLEAN,
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.DECIMAL,
  DuckDBTypeId.DATE,
  DuckDBTypeId.TIME,
  DuckDBTypeId.TIME_NS,
  DuckDBTypeId.TIME_TZ,
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
  DuckDBTypeId.INTERVAL,
  DuckDBTypeId.UUID,
  DuckDBTypeId.SQLNULL,
]);

/** What the wrapper's error() says, to tell its stops from the engine's own errors. */
const OVER_TOTAL = 'sql-page-result-over-limit';
const OVER_CELL = 'sql-page-value-over-limit:';

/**
 * The person's query as a subquery (its columns renamed c0, c1 ... so repeated names work), its
 * columns as they are and one more, __stop, that is an error() once the running total of the rows'
 * bytes passes the limit or a value passes the per-value limit; no more rows than the limit and one.
 */
export function measuredQuery(sql: string, typeIds: DuckDBTypeId[], opts: ReadOnlyOptions): string {
  const cols = typeIds.map((_, i) => `c${i}`);
  const size = typeIds.map((t, i) =>
    FIXED.has(t) ? null : t === DuckDBTypeId.VARCHAR ? `coalesce(strlen(c${i}), 0)` : `coalesce(strlen(CAST(c${i} AS VARCHAR)), 0)`,
  );
  const measured = size.flatMap((s, i) => (s ? [[i, s] as const] : []));
  const bytes = [String(cols.length * CELL_OVERHEAD), ...measured.map(([, s]) => s)].join(' + ');
  const wide = measured.length ? `CASE ${measured.map(([i, s]) => `WHEN ${s} > ${opts.maxCellBytes} THEN ${i}`).join(' ')} END` : 'NULL';
  // A new line before the closing parenthesis: the query may end in a -- comment.
  const inner = `SELECT ${cols.join(', ')}, ${bytes} AS __bytes, ${wide} AS __wide FROM (\n${sql}\n) AS __q(${cols.join(', ')})`;
  const running = `SELECT *, sum(__bytes) OVER (ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS __total FROM (${inner}) AS __m`;
  const stop = `CASE WHEN __total > ${opts.maxBytes} THEN error('${OVER_TOTAL}') WHEN __wide IS NOT NULL THEN error('${OVER_CELL}' || __wide) END`;
  return `SELECT ${cols.join(', ')}, ${stop} AS __stop FROM (${running}) AS __r LIMIT ${opts.maxRows + 1}`;
}

export async function duckdbReadOnlyQuery(instance: DuckDBInstance, sql: string, opts: ReadOnlyOptions): Promise<ReadOnlyResult> {
  if (opts.signal?.aborted) throw stoppedError();
  const conn = await instance.connect();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    conn.interrupt();
  }, opts.timeoutMs);
  // Stop (the SQL page's button): the same interrupt as the time limit. Checked again before the
  // query runs: a Stop while connecting or preparing finds nothing running to interrupt.
  let stopped = opts.signal?.aborted ?? false;
  const stop = () => {
    stopped = true;
    conn.interrupt();
  };
  opts.signal?.addEventListener('abort', stop, { once: true });
  let names: string[] | null = null;
  try {
    await conn.run('BEGIN TRANSACTION READ ONLY');
    // The person's statement alone first: one statement, a SELECT; its columns and types.
    const prepared = await conn.prepare(sql);
    if (prepared.statementType !== StatementType.SELECT) throw new HttpError(400, 'Only a SELECT query can run here', 'sql_refused');
    const n = prepared.columnCount;
    names = Array.from({ length: n }, (_, i) => prepared.columnName(i));
    const typeIds = Array.from({ length: n }, (_, i) => prepared.columnTypeId(i));
    const types = Array.from({ length: n }, (_, i) => prepared.columnType(i).toString());
    prepared.destroySync();

    // Run as plain text (the person's part is the one checked statement above), not prepared: a
    // prepared statement keeps its operators' state (gigabytes, for an aggregate stopped at the
    // memory limit) until it is destroyed, which node-api does on the main thread; a plain query
    // frees it on the worker thread that ran it. Its result is small: at most the limits.
    if (stopped) throw stoppedError();
    const result = await conn.run(measuredQuery(sql, typeIds, opts));
    const rows: unknown[][] = [];
    while (rows.length <= opts.maxRows) {
      const chunk = await result.fetchChunk();
      if (timedOut) throw timeoutError(opts);
      if (stopped) throw stoppedError();
      if (!chunk || chunk.rowCount === 0) break;
      const take = Math.min(chunk.rowCount, opts.maxRows + 1 - rows.length);
      for (let r = 0; r < take; r++) {
        const row = chunk.convertRowValues(r, JsonDuckDBValueConverter).slice(0, n);
        rows.push(row.map((v, i) => (INT64.test(types[i]) ? safeInteger(v) : v)));
      }
      await nextTurn(); // other requests get their turn between chunks
    }
    const truncated = rows.length > opts.maxRows;
    if (truncated) rows.length = opts.maxRows;
    return { columns: names.map((name, i) => ({ name, type: types[i] })), rows, truncated };
  } catch (err) {
    if (timedOut) throw timeoutError(opts);
    if (stopped) throw stoppedError();
    if (err instanceof HttpError) throw err;
    const message = (err as Error).message;
    if (message.includes(OVER_TOTAL)) throw resultTooLarge(opts);
    const wide = new RegExp(`${OVER_CELL}(\\d+)`).exec(message);
    if (wide && names) throw cellTooLarge(names[Number(wide[1])] ?? '?', opts);
    if (/^Out of Memory Error/.test(message)) throw memoryError();
    // The engine's words (a binder or parser error) are about the person's query: a 400.
    throw new HttpError(400, message, 'sql_error');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', stop);
    await conn.run('ROLLBACK').catch(() => undefined);
    conn.closeSync();
  }
}
