// Table names and DDL of the layout described in types.ts.
import { PROJECT_CODE_PATTERN } from '../../shared/project';
import type { Dialect } from './types';

export function checkCode(code: string): string {
  if (!PROJECT_CODE_PATTERN.test(code)) throw new Error(`Not a project code: ${code}`);
  return code;
}

/** The project's data source: the one table name a SQL page checks for. */
export const eventsTable = (code: string) => `events_${checkCode(code)}`;
/** Level attempts pre-aggregated at ingestion (derived; not a data source). */
export const levelsTable = (code: string) => `levels_${checkCode(code)}`;
/** Numeric fields of the level events pre-aggregated at ingestion (derived). */
export const numsTable = (code: string) => `nums_${checkCode(code)}`;

/** The event log's mark per project (eventLog.ts); not a data source. */
export const MARKS_TABLE = 'wal_marks';

/** Double-quoted identifier (both engines); names come from checked codes and fixed words only. */
export function ident(name: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`Bad identifier: ${name}`);
  return `"${name}"`;
}

/** Column order of events_<code> (the DuckDB appender and ClickHouse inserts follow it). */
export const EVENT_COLUMNS = [
  'day',
  'ts',
  'received_at',
  'event',
  'user_id',
  'uid',
  'platform',
  'app_version',
  'country',
  'level',
  'puzzle_id',
  'duration',
  'value',
  'prop_keys',
  'prop_values',
] as const;

export const LEVEL_COLUMNS = [
  'day',
  'level',
  'uid',
  'platform',
  'app_version',
  'country',
  'puzzle_id',
  'enter_pv',
  'section_pv',
  'half_pv',
  'finish_pv',
  'giveup_pv',
  'finish_dur_sum',
  'finish_dur_n',
  'finish_durs',
  'hint_sum',
  'catalog',
] as const;

export const NUM_COLUMNS = [
  'day',
  'level',
  'platform',
  'app_version',
  'country',
  'puzzle_id',
  'num_key',
  'num_sum',
  'num_n',
  'catalog',
] as const;

const TYPES: Record<Dialect, Record<string, string>> = {
  duckdb: {
    day: 'DATE NOT NULL',
    ts: 'BIGINT NOT NULL',
    received_at: 'BIGINT NOT NULL',
    event: 'VARCHAR NOT NULL',
    user_id: 'VARCHAR NOT NULL',
    uid: 'UBIGINT NOT NULL',
    platform: 'UTINYINT NOT NULL',
    app_version: 'VARCHAR NOT NULL',
    country: 'VARCHAR NOT NULL',
    level: 'INTEGER',
    puzzle_id: 'VARCHAR NOT NULL',
    duration: 'DOUBLE',
    value: 'DOUBLE',
    prop_keys: 'VARCHAR[] NOT NULL',
    prop_values: 'VARCHAR[] NOT NULL',
    enter_pv: 'UINTEGER NOT NULL',
    section_pv: 'UINTEGER NOT NULL',
    half_pv: 'UINTEGER NOT NULL',
    finish_pv: 'UINTEGER NOT NULL',
    giveup_pv: 'UINTEGER NOT NULL',
    finish_dur_sum: 'DOUBLE NOT NULL',
    finish_dur_n: 'UINTEGER NOT NULL',
    finish_durs: 'DOUBLE[] NOT NULL',
    hint_sum: 'DOUBLE NOT NULL',
    dup: 'BOOLEAN NOT NULL',
    num_key: 'VARCHAR NOT NULL',
    num_sum: 'DOUBLE NOT NULL',
    num_n: 'UINTEGER NOT NULL',
    catalog: 'VARCHAR NOT NULL',
  },
  clickhouse: {
    day: 'Date',
    ts: 'Int64',
    received_at: 'Int64',
    event: 'String',
    user_id: 'String',
    uid: 'UInt64',
    platform: 'UInt8',
    app_version: 'String',
    country: 'String',
    level: 'Nullable(Int32)',
    puzzle_id: 'String',
    duration: 'Nullable(Float64)',
    value: 'Nullable(Float64)',
    prop_keys: 'Array(String)',
    prop_values: 'Array(String)',
    enter_pv: 'UInt32',
    section_pv: 'UInt32',
    half_pv: 'UInt32',
    finish_pv: 'UInt32',
    giveup_pv: 'UInt32',
    finish_dur_sum: 'Float64',
    finish_dur_n: 'UInt32',
    finish_durs: 'Array(Float64)',
    hint_sum: 'Float64',
    num_key: 'String',
    num_sum: 'Float64',
    num_n: 'UInt32',
    catalog: 'String',
    batch: 'Int64',
  },
};

function columns(dialect: Dialect, names: readonly string[], overrides: Record<string, string> = {}) {
  return names.map((c) => `${c} ${overrides[c] ?? TYPES[dialect][c]}`).join(', ');
}

/** CREATE TABLE IF NOT EXISTS statements for a project: events, levels, nums. */
export function projectDdl(dialect: Dialect, code: string): [string, string, string] {
  const ev = ident(eventsTable(code));
  const lv = ident(levelsTable(code));
  const nm = ident(numsTable(code));
  const notNullLevel = { level: dialect === 'duckdb' ? 'INTEGER NOT NULL' : 'Int32' };
  if (dialect === 'duckdb') {
    return [
      `CREATE TABLE IF NOT EXISTS ${ev} (${columns(dialect, EVENT_COLUMNS)})`,
      `CREATE TABLE IF NOT EXISTS ${lv} (${columns(dialect, [...LEVEL_COLUMNS, 'dup'], notNullLevel)})`,
      `CREATE TABLE IF NOT EXISTS ${nm} (${columns(dialect, NUM_COLUMNS, notNullLevel)})`,
    ];
  }
  const mt = 'ENGINE = MergeTree PARTITION BY toYYYYMM(day)';
  return [
    `CREATE TABLE IF NOT EXISTS ${ev} (${columns(dialect, EVENT_COLUMNS)}) ${mt} ORDER BY (event, day, uid)`,
    `CREATE TABLE IF NOT EXISTS ${lv} (${columns(dialect, [...LEVEL_COLUMNS, 'batch'], notNullLevel)}) ${mt} ORDER BY (level, day, uid)`,
    `CREATE TABLE IF NOT EXISTS ${nm} (${columns(dialect, [...NUM_COLUMNS, 'batch'], notNullLevel)}) ${mt} ORDER BY (num_key, level, day)`,
  ];
}

/** The columns each derived table must have in this version (to spot an older layout). */
export function derivedColumns(dialect: Dialect, code: string): Record<string, readonly string[]> {
  // ClickHouse: `batch` is the event log mark of the flush that wrote the row (Engine.discard).
  if (dialect === 'clickhouse') return { [levelsTable(code)]: [...LEVEL_COLUMNS, 'batch'], [numsTable(code)]: [...NUM_COLUMNS, 'batch'] };
  return { [levelsTable(code)]: [...LEVEL_COLUMNS, 'dup'], [numsTable(code)]: NUM_COLUMNS };
}

/**
 * A prop value counts as a number when its text is a plain decimal (what JSON numbers become):
 * the same rule in JS (level rows), DuckDB and ClickHouse (raw queries), so both paths agree.
 */
export const NUMERIC_TEXT = '^-?([0-9]+([.][0-9]*)?|[.][0-9]+)([eE][-+]?[0-9]+)?$';
const NUMERIC_RE = new RegExp(NUMERIC_TEXT);
export function numericProp(text: string | undefined): number | null {
  if (text === undefined || !NUMERIC_RE.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
