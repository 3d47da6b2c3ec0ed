// Values in SQL: bound as $n parameters on DuckDB; on ClickHouse (18.16 has no query parameters
// over HTTP) rendered as escaped literals. Every value a query carries goes through `value()`.
import type { CompiledSql, Dialect } from './types';

export function chString(s: string): string {
  return `'${s.replace(/[\\'\0\n\r\t]/g, (c) => ({ '\\': '\\\\', "'": "\\'", '\0': '\\0', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c]!)}'`;
}

export function chNumber(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`Not a finite number: ${n}`);
  // Parenthesised so a negative number never meets a preceding minus.
  return n < 0 ? `(${String(n)})` : String(n);
}

export class SqlParams {
  readonly params: unknown[] = [];
  constructor(readonly dialect: Dialect) {}

  /** A value in the query: a placeholder on DuckDB, an escaped literal on ClickHouse. */
  value(v: string | number | boolean): string {
    if (typeof v === 'number' && !Number.isFinite(v)) throw new Error(`Not a finite number: ${v}`);
    if (this.dialect === 'duckdb') {
      this.params.push(v);
      return `$${this.params.length}`;
    }
    if (typeof v === 'string') return chString(v);
    if (typeof v === 'boolean') return v ? '1' : '0';
    return chNumber(v);
  }

  /** A date 'YYYY-MM-DD' (checked) as a date value. */
  date(d: string): string {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new Error(`Not a date: ${d}`);
    return this.dialect === 'duckdb' ? `CAST(${this.value(d)} AS DATE)` : `toDate(${this.value(d)})`;
  }

  done(sql: string): CompiledSql {
    return { sql, params: [...this.params] };
  }
}
