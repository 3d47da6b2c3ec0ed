// Plugin `sql` (002 SQL page): read-only queries over the project's events, checked by the server
// on the parsed query. Zod-free: the web manifest imports this file into the entry chunk.
import type { RightDecl } from '../../core/shared/access';

export const PLUGIN_ID = 'sql';

export const paths = { sql: '/:code/sql' } as const;
export const RIGHT_SQL = 'sqlQuery';
export const rights: RightDecl[] = [{ name: RIGHT_SQL, url: paths.sql, title: 'SQL page' }];

// The API's typed endpoints are in endpoints.ts (they carry the zod body schema of schemas.ts).

/** 002 §5 and §8, exact. */
export const ILLEGAL_PROJECT = 'Illegal project';

/** Ours (the spec is silent): the server's limits. */
export const ROW_LIMIT = 10_000;
export const TIMEOUT_MS = 30_000;
/** A result over this many bytes is refused (measured by the engine before it is read). */
export const RESULT_BYTES_LIMIT = 8 * 1024 * 1024;
/** A result holding one value over this many bytes is refused. */
export const CELL_BYTES_LIMIT = 1024 * 1024;
/** SQL-page queries one user may have running at once (more answer 429). */
export const CONCURRENT_PER_USER = 2;
/** Longest query text the server takes. */
export const MAX_QUERY_CHARS = 100_000;

/** 002 §9: at most 10 entries in browser storage. */
export const HISTORY_LIMIT = 10;

/** 002 §9 (result tables): page sizes 10, 20, 50, 100, default 10. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type SqlDialect = 'duckdb' | 'clickhouse';

export interface SqlColumn {
  name: string;
  /** The engine's own type name, e.g. BIGINT (DuckDB) or UInt64 (ClickHouse). */
  type: string;
}

export interface SqlTable {
  name: string;
  columns: SqlColumn[];
}

export interface SqlFields {
  tables: SqlTable[];
  /** Which engine runs the queries (the SQL flavour to write). */
  dialect: SqlDialect;
}

export interface SqlRunBody {
  query: string;
  /** The page's id for this run, which its Stop names. */
  runId?: string;
}

/** What Stop found: how many of the user's queries it stopped (0: none was running). */
export interface SqlStopped {
  stopped: number;
}

/** What a stopped query's run answers (core/server/warehouse/readOnly.ts, 400 sql_stopped). */
export const STOPPED_MESSAGE = 'The query was stopped';

export interface SqlResult {
  columns: SqlColumn[];
  /** Rows as arrays in column order. */
  rows: unknown[][];
  /** More rows than ROW_LIMIT: only the first ROW_LIMIT came back. */
  truncated: boolean;
  rowLimit: number;
  elapsedMs: number;
}

/** 002 §3: a query history entry. */
export interface QueryHistoryEntry {
  /** When it ran (ms since 1970). */
  version: number;
  queryString: string;
}

/** The project's data source (core/server/warehouse/types.ts): events_<code>. */
export const dataSource = (code: string) => `events_${code}`;

/** A table name as SQL: double-quoted when it is not a plain word (codes may carry '-'). */
export const sqlName = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`);

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 002 §9: the default query, a 1-day window (yesterday, UTC, a whole day) with limit 100. */
export function defaultQuery(code: string, now = Date.now()): string {
  const today = dayText(now);
  const yesterday = dayText(now - 86_400_000);
  return [
    `SELECT *`,
    `FROM ${sqlName(dataSource(code))}`,
    `WHERE day >= '${yesterday}' AND day < '${today}'`,
    `ORDER BY ts DESC`,
    `LIMIT 100`,
  ].join('\n');
}
