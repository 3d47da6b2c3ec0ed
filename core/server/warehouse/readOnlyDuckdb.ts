// A person's SELECT on DuckDB (the SQL page), where it cannot write: its own connection, a
// READ ONLY transaction that is rolled back, one prepared statement (never several), the binder's
// statement type checked again, interrupted at the time limit, and no more rows read than the limit.
// The instance itself has no external access and loads no extensions (duckdb.ts).
import { StatementType, type DuckDBInstance } from '@duckdb/node-api';
import { HttpError } from '../errors';
import { safeInteger, timeoutError } from './readOnly';
import type { ReadOnlyOptions, ReadOnlyResult } from './types';

const INT64 = /^(BIGINT|UBIGINT|HUGEINT|UHUGEINT)$/;

export async function duckdbReadOnlyQuery(instance: DuckDBInstance, sql: string, opts: ReadOnlyOptions): Promise<ReadOnlyResult> {
  const conn = await instance.connect();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    conn.interrupt();
  }, opts.timeoutMs);
  try {
    await conn.run('BEGIN TRANSACTION READ ONLY');
    const prepared = await conn.prepare(sql);
    if (prepared.statementType !== StatementType.SELECT) throw new HttpError(400, 'Only a SELECT query can run here', 'sql_refused');
    const reader = await prepared.streamAndReadUntil(opts.maxRows + 1);
    if (timedOut) throw timeoutError(opts);
    const types = reader.columnTypes().map((t) => t.toString());
    const all = reader.getRowsJson() as unknown[][];
    const truncated = all.length > opts.maxRows;
    const rows = (truncated ? all.slice(0, opts.maxRows) : all).map((r) => r.map((v, i) => (INT64.test(types[i]) ? safeInteger(v) : v)));
    return { columns: reader.columnNames().map((name, i) => ({ name, type: types[i] })), rows, truncated };
  } catch (err) {
    if (timedOut) throw timeoutError(opts);
    if (err instanceof HttpError) throw err;
    // The engine's words (a binder or parser error) are about the person's query: a 400.
    throw new HttpError(400, (err as Error).message, 'sql_error');
  } finally {
    clearTimeout(timer);
    await conn.run('ROLLBACK').catch(() => undefined);
    conn.closeSync();
  }
}
