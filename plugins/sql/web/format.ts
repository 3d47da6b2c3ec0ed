// Beauty: formats the editor's SQL with sql-formatter in the engine's dialect (DuckDB or
// ClickHouse), keywords upper case. The library (only the two dialects) loads on the first click.
import type { SqlDialect } from '../shared';

export async function beautify(sql: string, dialect: SqlDialect): Promise<string> {
  const { formatDialect, clickhouse, duckdb } = await import('sql-formatter');
  return formatDialect(sql, { dialect: dialect === 'clickhouse' ? clickhouse : duckdb, keywordCase: 'upper', tabWidth: 2 });
}
