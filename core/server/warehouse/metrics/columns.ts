// The columns a metrics query may group by or filter on, and props read as text or as numbers,
// in either dialect.
import { isPropKey } from '../../../shared/metrics';
import { badRequest } from '../../errors';
import { NUMERIC_TEXT } from '../schema';
import type { SqlParams } from '../sql';
import type { Field } from './catalog';

export interface ColumnSpec {
  numeric: boolean;
  /** levels_<code> has this column */
  levels: boolean;
  nullable: boolean;
  /** Expression when grouping by it; `derived`: on levels_/nums_<code> rather than the events. */
  group: (p: SqlParams, derived?: boolean) => string;
  /** Expression when filtering on it (default: group). */
  filter?: (p: SqlParams, derived?: boolean) => string;
  /** A numeric column's values: a filter value or split point outside them is a 400 naming the key. */
  bounds?: NumberBounds;
}

export interface NumberBounds {
  min: number;
  max: number;
}

/**
 * What a numeric filter value may be: the column's type (level Int32, platform UInt8) or, for a
 * double (duration, value, a prop read as a number), the integers a query parameter holds exactly
 * (±2^53, the edge's bound for JSON numbers). A value given as text ("99999999999999999999")
 * passes the edge as text, so the compiler checks it here (issue 28: it reached DuckDB as a 500).
 */
export const DOUBLE_BOUNDS: NumberBounds = { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const INT32_BOUNDS: NumberBounds = { min: -(2 ** 31), max: 2 ** 31 - 1 };
const UINT8_BOUNDS: NumberBounds = { min: 0, max: 255 };

/** The event catalog of a level: a prop of the events, a column (`catalog`) of the derived tables. */
export const CATALOG_KEY = 'props.catalog';

const col = (name: string, bounds: NumberBounds | null, levels: boolean, nullable = false): ColumnSpec => ({
  numeric: !!bounds,
  ...(bounds ? { bounds } : {}),
  levels,
  nullable,
  group: () => name,
});

const COLUMNS: Record<string, ColumnSpec> = {
  level: col('level', INT32_BOUNDS, true, true),
  puzzleId: col('puzzle_id', null, true),
  platform: col('platform', UINT8_BOUNDS, true),
  country: col('country', null, true),
  appVersion: col('app_version', null, true),
  event: col('event', null, false),
  userId: col('user_id', null, false),
  duration: col('duration', DOUBLE_BOUNDS, false, true),
  value: col('value', DOUBLE_BOUNDS, false, true),
  day: {
    numeric: false,
    levels: true,
    nullable: false,
    group: (p) => (p.dialect === 'duckdb' ? 'CAST(day AS VARCHAR)' : 'toString(day)'),
    filter: () => 'day',
  },
};

/** A prop as text ('' when the event has no such prop). */
export function propText(p: SqlParams, key: string): string {
  return p.dialect === 'duckdb'
    ? `coalesce(prop_values[list_position(prop_keys, ${p.value(key)})], '')`
    : `prop_values[indexOf(prop_keys, ${p.value(key)})]`;
}

/** A prop as a number: only plain decimal text counts (schema.ts NUMERIC_TEXT), NULL otherwise. */
export function propNumber(p: SqlParams, key: string): string {
  if (p.dialect === 'duckdb') {
    const v = `prop_values[list_position(prop_keys, ${p.value(key)})]`;
    return `(CASE WHEN regexp_full_match(${v}, '${NUMERIC_TEXT}') THEN CAST(${v} AS DOUBLE) END)`;
  }
  const v = `prop_values[indexOf(prop_keys, ${p.value(key)})]`;
  return `if(match(${v}, '${NUMERIC_TEXT}'), toFloat64OrNull(${v}), NULL)`;
}

/** The column a dimension or filter key names; a 400 naming it when it names none of `allowed`. */
export function columnSpec(key: string, allowed: readonly string[], what: string): ColumnSpec {
  if (key === CATALOG_KEY)
    return { numeric: false, levels: true, nullable: false, group: (p, derived) => (derived ? 'catalog' : propText(p, 'catalog')) };
  if (isPropKey(key)) {
    const prop = key.slice(6);
    return { numeric: false, levels: false, nullable: false, group: (p) => propText(p, prop) };
  }
  if (!allowed.includes(key) || !COLUMNS[key]) throw badRequest(`Unknown ${what}: ${key}`);
  return COLUMNS[key];
}

/** A field an atom reads, as a number. */
export function fieldSql(p: SqlParams, f: Field): string {
  if (f === 'duration' || f === 'value') return f;
  return propNumber(p, f.slice(6));
}
