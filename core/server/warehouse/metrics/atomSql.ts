// One atom (catalog.ts) as an aggregate expression over each source table, in either dialect.
// ClickHouse quantiles come back as a sorted array that the part's outer SELECT interpolates.
import { chNumber, type SqlParams } from '../sql';
import { atomId, LEVEL_PV_COLUMN, numKey, type Atom } from './catalog';
import { fieldSql, propText } from './columns';

export interface AtomSql {
  expr: string;
  /** ClickHouse quantiles: the sorted values, interpolated by chInterpolate. */
  quantileArray?: string;
}

export function eventCond(p: SqlParams, events: string[] | null): string | null {
  if (!events) return null;
  return events.length === 1 ? `event = ${p.value(events[0])}` : `event IN (${events.map((e) => p.value(e)).join(', ')})`;
}

const and = (...conds: (string | null)[]) => conds.filter(Boolean).join(' AND ') || null;

/** DuckDB: FILTER clause or nothing. */
const filt = (cond: string | null) => (cond ? ` FILTER (WHERE ${cond})` : '');

/** ClickHouse: linear interpolation between the closest ranks of a sorted array (as DuckDB's quantile_cont). */
export function chInterpolate(arr: string, fraction: number): string {
  const f = chNumber(fraction);
  const pos = `((length(${arr}) - 1) * ${f})`;
  const lo = `arrayElement(${arr}, toUInt64(floor(${pos})) + 1)`;
  const hi = `arrayElement(${arr}, toUInt64(ceil(${pos})) + 1)`;
  return `if(length(${arr}) = 0, NULL, ${lo} + (${pos} - floor(${pos})) * (${hi} - ${lo}))`;
}

/** events_<code> */
export function rawAtomSql(p: SqlParams, a: Atom): AtomSql {
  const cond = eventCond(p, a.events);
  if (p.dialect === 'duckdb') {
    switch (a.kind) {
      case 'uv':
        return { expr: `count(DISTINCT uid)${filt(cond)}` };
      case 'pv':
        return { expr: `count(*)${filt(cond)}` };
      case 'sum':
        return { expr: `coalesce(sum(${fieldSql(p, a.field)})${filt(cond)}, 0)` };
      case 'count':
        return { expr: `count(${fieldSql(p, a.field)})${filt(cond)}` };
      case 'positive':
        return { expr: `count(*)${filt(and(cond, `${fieldSql(p, a.field)} > 0`))}` };
      case 'quantile':
        return { expr: `quantile_cont(${fieldSql(p, a.field)}, ${chNumber(a.fraction)})${filt(cond)}` };
      case 'puzzles':
        return { expr: `count(DISTINCT NULLIF(puzzle_id, ''))${filt(cond)}` };
      case 'label':
        return { expr: `min(NULLIF(${propText(p, a.field.slice(6))}, ''))${filt(cond)}` };
      case 'sequence':
      case 'cumulative':
        throw new Error(`events_<code> answers ${atomId(a)} through its own part (sequenceSql, cumulativeSql)`);
    }
  }
  const c = cond ?? '1';
  switch (a.kind) {
    case 'uv':
      return { expr: cond ? `uniqExactIf(uid, ${cond})` : 'uniqExact(uid)' };
    case 'pv':
      return { expr: cond ? `countIf(${cond})` : 'count()' };
    case 'sum': {
      const f = fieldSql(p, a.field);
      return { expr: `sumIf(assumeNotNull(${f}), ${c} AND isNotNull(${f}))` };
    }
    case 'count':
      return { expr: `countIf(${c} AND isNotNull(${fieldSql(p, a.field)}))` };
    case 'positive': {
      const f = fieldSql(p, a.field);
      return { expr: `countIf(${c} AND isNotNull(${f}) AND assumeNotNull(${f}) > 0)` };
    }
    case 'quantile': {
      const f = fieldSql(p, a.field);
      return { expr: '', quantileArray: `arraySort(groupArrayIf(assumeNotNull(${f}), ${c} AND isNotNull(${f})))` };
    }
    case 'puzzles':
      return { expr: `uniqExactIf(puzzle_id, ${c} AND puzzle_id != '')` };
    case 'label': {
      // '' when the group has none (the answer reads it as null).
      const t = propText(p, a.field.slice(6));
      return { expr: `minIf(${t}, ${c} AND ${t} != '')` };
    }
    case 'sequence':
    case 'cumulative':
      throw new Error(`events_<code> answers ${atomId(a)} through its own part (sequenceSql, cumulativeSql)`);
  }
}

/** levels_<code> */
export function levelsAtomSql(p: SqlParams, a: Atom): AtomSql {
  const duck = p.dialect === 'duckdb';
  const sum = (c: string) => (duck ? `coalesce(sum(${c}), 0)` : `sum(${c})`);
  switch (a.kind) {
    case 'uv': {
      const c = LEVEL_PV_COLUMN[a.events![0]];
      return { expr: duck ? `count(DISTINCT uid) FILTER (WHERE ${c} > 0)` : `uniqExactIf(uid, ${c} > 0)` };
    }
    case 'pv':
      return { expr: sum(LEVEL_PV_COLUMN[a.events![0]]) };
    case 'sum':
      return { expr: sum(a.events!.length > 1 ? 'hint_sum' : 'finish_dur_sum') };
    case 'count':
      return { expr: sum('finish_dur_n') };
    case 'puzzles':
      return {
        expr: duck
          ? `count(DISTINCT NULLIF(puzzle_id, '')) FILTER (WHERE enter_pv > 0)`
          : `uniqExactIf(puzzle_id, enter_pv > 0 AND puzzle_id != '')`,
      };
    case 'quantile':
      return duck ? { expr: '' } : { expr: '', quantileArray: 'arraySort(groupArrayArray(finish_durs))' };
    default:
      throw new Error(`levels_<code> cannot answer ${atomId(a)}`);
  }
}

/** nums_<code>: one row per field; a sum or a count picks its field's rows. */
export function numsAtomSql(p: SqlParams, a: Atom): AtomSql {
  if (a.kind !== 'sum' && a.kind !== 'count') throw new Error(`nums_<code> cannot answer ${atomId(a)}`);
  const col = a.kind === 'sum' ? 'num_sum' : 'num_n';
  const key = p.value(numKey(a));
  return { expr: p.dialect === 'duckdb' ? `coalesce(sum(${col}) FILTER (WHERE num_key = ${key}), 0)` : `sumIf(${col}, num_key = ${key})` };
}
