// The warehouse: one interface, two dialects (DuckDB embedded, ClickHouse over HTTP).
//
// Layout (the same on both engines; identifiers are always double-quoted, so a code with '-' works):
//
//   events_<code>          every event of project <code>, one row each. This is the project's data
//                          source: the one name a SQL page checks a query against.
//     day          Date      UTC day of ts
//     ts           Int64     client time, ms
//     received_at  Int64     server receive time, ms
//     event        String    event name (README "Game events")
//     user_id      String
//     uid          UInt64    53-bit hash of user_id (counting users on an integer is faster)
//     platform     UInt8     1 Android, 2 iOS, 3 Mac
//     app_version  String
//     country      String    upper case, '' when unknown
//     level        Nullable(Int32)
//     puzzle_id    String    '' when none
//     duration     Nullable(Float64)  seconds
//     value        Nullable(Float64)  revenue, price, ...
//     prop_keys    Array(String)  props as two parallel arrays (engine-neutral; no JSON parsing at
//     prop_values  Array(String)  query time): props.x = prop_values[indexOf(prop_keys, 'x')]
//
//   levels_<code>          derived, not a data source: level attempts pre-aggregated at ingestion, one
//                          row per (day, level, uid, platform, app_version, country, puzzle_id) and
//                          write batch, with the counts of game_enter/section/half/finish/giveup, the
//                          finish durations (a list, for exact quantiles), their sum and count, and
//                          the hints used, and the level's event catalog (props.catalog, '' for the
//                          main game: live-event levels reuse level numbers). DuckDB only: `dup` is true when (level, uid) has more than
//                          one row, so users per level are counted without hashing every user.
//   nums_<code>            derived: the numeric fields of those five events (`num_key`
//                          `<event>|duration`, `<event>|value`, `<event>|props.<name>`) summed per
//                          (day, level, platform, app_version, country, puzzle_id, num_key) and
//                          write batch (num_sum, num_n): the projects' configured metric averages.
//
//   Level statistics read the derived tables instead of the raw events when the query allows:
//   rows restricted to events with a level (dimension level, or a level filter), the filters and
//   the dimension among their key columns (see metrics/compile.ts). A new version that changes a
//   derived table's columns makes it anew and rebuilds it from the events (index.ts).
//
// Rows made inside the engine (generate(): the demo) are SQL built from sqlKit.ts (the same
// expressions on both engines, random numbers hashed from row numbers), uid computed in SQL as
// hash.ts does (uidSql.ts), and the derived tables filled from the events in SQL (deriveSql.ts).
//
// ClickHouse: MergeTree, PARTITION BY toYYYYMM(day); events ORDER BY (event, day, uid), levels
// ORDER BY (level, day, uid), nums ORDER BY (num_key, level, day). Only types and functions present in 18.16 are used (no
// LowCardinality, no window functions, no query parameters: literals are escaped, see sql.ts).

import type { SqlKit } from './sqlKit';

export type Dialect = 'duckdb' | 'clickhouse';

/** An event as stored. */
export interface EventRow {
  /** Days since 1970-01-01 (UTC) */
  day: number;
  ts: number;
  receivedAt: number;
  event: string;
  userId: string;
  uid: number;
  platform: number;
  appVersion: string;
  country: string;
  level: number | null;
  puzzleId: string;
  duration: number | null;
  value: number | null;
  propKeys: string[];
  propValues: string[];
}

/** One row of levels_<code>. */
export interface LevelRow {
  day: number;
  level: number;
  uid: number;
  platform: number;
  appVersion: string;
  country: string;
  puzzleId: string;
  enterPv: number;
  sectionPv: number;
  halfPv: number;
  finishPv: number;
  giveupPv: number;
  finishDurSum: number;
  finishDurN: number;
  finishDurs: number[];
  hintSum: number;
  /** The level's event catalog (props.catalog), '' for the main game's levels. */
  catalog: string;
  /** (level, uid) has another row in this batch (the engine adds earlier batches). */
  dup: boolean;
}

/** One row of nums_<code>. */
export interface NumRow {
  day: number;
  level: number;
  platform: number;
  appVersion: string;
  country: string;
  puzzleId: string;
  /** `<event>|duration`, `<event>|value` or `<event>|props.<name>` */
  key: string;
  sum: number;
  n: number;
  /** props.catalog, '' for the main game's levels. */
  catalog: string;
}

/** The derived rows of a batch of events. */
export interface DerivedRows {
  levels: LevelRow[];
  nums: NumRow[];
}

/** SQL with its bound values ($1.. on DuckDB; ClickHouse SQL carries escaped literals and no params). */
export interface CompiledSql {
  sql: string;
  params: unknown[];
}

export type ResultRow = Record<string, string | number | null | (string | number)[]>;

/** Limits of a read-only query (the SQL page). */
export interface ReadOnlyOptions {
  /** Stopped (and refused) after this long. */
  timeoutMs: number;
  /** At most this many rows come back; `truncated` says when there were more. */
  maxRows: number;
  /** A result over this many bytes (as the engine measures its values) is refused, never read whole. */
  maxBytes: number;
  /** A result with one value over this many bytes is refused. */
  maxCellBytes: number;
  /** Stops the query in the engine (refused as stopped) when it aborts: the SQL page's Stop. */
  signal?: AbortSignal;
}

/** A read-only query's answer: rows as arrays in column order (names may repeat). */
export interface ReadOnlyResult {
  columns: { name: string; type: string }[];
  rows: unknown[][];
  truncated: boolean;
}

/** An event log's mark (eventLog.ts): the log's id (one per server process's DATA_DIR) and the mark. */
export interface LogMark {
  log: string;
  mark: number;
}

/** What a dialect implements. */
export interface Engine {
  readonly dialect: Dialect;
  /**
   * Creates the project's tables when missing. True when a derived table had other columns than
   * this version's and the derived tables were made anew (empty): the caller rebuilds them.
   */
  ensureProject(code: string): Promise<boolean>;
  /**
   * Appends events and their derived rows (one transaction where the engine has them). With a
   * log mark (eventLog.ts), also stores it as the project's mark for that log: in the same
   * transaction on DuckDB, after the rows on ClickHouse (where discard undoes a cut-short flush).
   */
  append(code: string, events: EventRow[], derived: DerivedRows, mark?: LogMark): Promise<void>;
  /** The stored mark of each project for one event log: the warehouse holds its events up to it. */
  marks(log: string): Promise<Map<string, number>>;
  /**
   * Removes the rows a flush of these log marks may have written without storing its mark.
   * DuckDB: nothing to do (the mark commits with the rows). ClickHouse: events whose received_at
   * is one of them and derived rows whose batch is one of them.
   */
  discard(code: string, marks: number[]): Promise<void>;
  /** Runs a query; integers come back as numbers, dates as 'YYYY-MM-DD'. */
  query(q: CompiledSql): Promise<ResultRow[]>;
  /** Runs one statement built by code (no values bound, no result): generate()'s statements. */
  exec(sql: string): Promise<void>;
  /**
   * Runs one SELECT typed by a person (already checked by the caller) where it cannot write:
   * DuckDB in a read-only transaction, ClickHouse as the read-only user; within the limits.
   */
  readOnlyQuery(sql: string, opts: ReadOnlyOptions): Promise<ReadOnlyResult>;
  /** Drops the project's tables (tests, project removal). */
  dropProject(code: string): Promise<void>;
  close(): Promise<void>;
}

export interface Warehouse {
  readonly dialect: Dialect;
  /** Writes now; resolves when the events are queryable. */
  write(code: string, events: EventRow[]): Promise<void>;
  /** Buffers events; they are queryable within 2 s. Throws 503 when the buffer is full. Not durable. */
  enqueue(code: string, events: EventRow[]): void;
  /**
   * Game events from clients: resolves once they are durable (in the event log, when the
   * warehouse has one) and buffered; queryable within 2 s. Throws 503 when the buffer is full.
   * `text` is the batch's JSON as the client sent it ({events: [...]}), what the log keeps.
   */
  ingest(code: string, events: EventRow[], text: string): Promise<void>;
  /** Writes whatever is buffered. */
  flush(): Promise<void>;
  query(code: string, q: CompiledSql): Promise<ResultRow[]>;
  /**
   * Makes a project's events inside the engine (generate.ts): runs the statements `build` gives
   * for the engine's dialect (they fill events_<code>), then fills the derived tables from those
   * events in SQL. For a project with no events yet (the demo's first start). Resolves with the
   * number of events.
   */
  generate(code: string, build: (kit: SqlKit) => string[]): Promise<number>;
  /** Engine.readOnlyQuery, once the project's tables exist. */
  readOnlyQuery(code: string, sql: string, opts: ReadOnlyOptions): Promise<ReadOnlyResult>;
  ensureProject(code: string): Promise<void>;
  dropProject(code: string): Promise<void>;
  /** Flushes and closes. */
  close(): Promise<void>;
}
