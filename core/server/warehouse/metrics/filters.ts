// The query's filters: checked and normalised ({key, value} -> values, a range or a level kind),
// written as SQL conditions, and for the next-level metrics widened by one level then kept to the
// asked levels.
import { EVENTS } from '../../../shared/events';
import { EXPOSURE_EVENT } from '../../../shared/experiments';
import {
  EXPERIMENT_KEY_PREFIX,
  FILTER_KEYS,
  INSTALL_KEY_PREFIX,
  isBossLevel,
  isPropKey,
  LEVEL_KIND_KEY,
  LEVEL_KINDS,
  type BossLevels,
  type FilterValue,
  type LevelKind,
} from '../../../shared/metrics';
import { badRequest } from '../../errors';
import { eventsTable, ident } from '../schema';
import type { SqlParams } from '../sql';
import { CATALOG_KEY, columnSpec, DOUBLE_BOUNDS, propNumber, type ColumnSpec, type NumberBounds } from './columns';

function isEmptyValue(v: FilterValue): boolean {
  if (v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return (v.min === null || v.min === undefined) && (v.max === null || v.max === undefined);
  return false;
}

/** A numeric filter value (a number, or text that is one) within the column's bounds, else a 400 naming the key. */
function toNumber(key: string, v: unknown, bounds: NumberBounds = DOUBLE_BOUNDS): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n)) throw badRequest(`query: ${key} takes numbers, not ${JSON.stringify(v)}`);
  if (n < bounds.min || n > bounds.max)
    throw badRequest(`query: ${key} takes numbers from ${bounds.min} to ${bounds.max}, not ${JSON.stringify(v)}`);
  return n;
}

function toText(key: string, v: unknown, prop: boolean, name = key): string {
  if (typeof v === 'boolean') {
    if (!prop) throw badRequest(`query: ${name} takes text, not ${v}`);
    return String(v);
  }
  const s = String(v);
  return key === 'country' ? s.toUpperCase() : s;
}

export interface NormalFilter {
  key: string;
  spec: ColumnSpec;
  /** one of: values (equality / any of) or a numeric range */
  values?: (string | number)[];
  range?: { min?: number; max?: number };
  /** levelKind: the boss levels or the others; `widened` keeps the level after each too. */
  levelKind?: { kind: LevelKind; boss: BossLevels; widened?: boolean };
  /**
   * A cohort of users (a semi-join on uid): those with an `event` passing all of `where`, on any
   * day. install.<key> (the install event passes the inner filter) and experiment.<id> (the
   * exposure to the experiment's groups) are both cohorts.
   */
  cohort?: { event: string; where: NormalFilter[] };
}

/** A filter on the level (a level or a level kind): the next-level metrics widen it. */
export const isLevelFilter = (f: NormalFilter) => f.key === 'level' || !!f.levelKind;

function levelKindFilter(value: FilterValue, boss: BossLevels | null): NormalFilter | null {
  if (isEmptyValue(value)) return null;
  const v = Array.isArray(value) && value.length === 1 ? value[0] : value;
  if (typeof v !== 'string' || !(LEVEL_KINDS as readonly string[]).includes(v)) {
    throw badRequest(`query: ${LEVEL_KIND_KEY} takes ${LEVEL_KINDS.join(' or ')}, not ${JSON.stringify(value)}`);
  }
  if (!boss)
    throw badRequest(
      `query: ${LEVEL_KIND_KEY} needs boss_begin and boss_interval in the project config (whole numbers, boss_interval at least 1)`,
    );
  return { key: LEVEL_KIND_KEY, spec: columnSpec('level', FILTER_KEYS, 'filter key'), levelKind: { kind: v as LevelKind, boss } };
}

/** install.<key>: the inner filter on the install event. Raw events only (nums_<code> has no uid). */
function installFilter(key: string, value: FilterValue): NormalFilter | null {
  const inner = key.slice(INSTALL_KEY_PREFIX.length);
  const known = isPropKey(inner) || (FILTER_KEYS as readonly string[]).includes(inner);
  if (!known || inner === 'event' || inner === 'day') throw badRequest(`Unknown filter key: ${key}`);
  const f = normalizeFilter(inner, value, null, key);
  return f && { key, spec: { ...f.spec, levels: false }, cohort: { event: EVENTS.install, where: [f] } };
}

/**
 * experiment.<id>: the users exposed to the experiment's group(s) named by the value (tags), i.e.
 * with an experiment_exposure event whose props.experiment is the id (sent as a number or as text,
 * stored as text either way) and props.group one of the tags. Raw events only, like install.<key>.
 */
function experimentFilter(key: string, value: FilterValue): NormalFilter | null {
  const id = key.slice(EXPERIMENT_KEY_PREFIX.length);
  if (!/^[1-9]\d{0,9}$/.test(id)) throw badRequest(`Unknown filter key: ${key}`);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) throw badRequest(`query: ${key} takes group tags, not a range`);
  const groups = normalizeFilter('props.group', value);
  if (!groups) return null;
  const experiment = normalizeFilter('props.experiment', id)!;
  return { key, spec: { ...groups.spec, levels: false }, cohort: { event: EXPOSURE_EVENT, where: [experiment, groups] } };
}

/** `boss`: the project's boss levels, for the levelKind filter; `name`: the key messages name (install.<key>'s own). */
export function normalizeFilter(key: string, value: FilterValue, boss: BossLevels | null = null, name = key): NormalFilter | null {
  if (key === 'day') throw badRequest('query: use start and end for days');
  if (key.startsWith(INSTALL_KEY_PREFIX)) return installFilter(key, value);
  if (key.startsWith(EXPERIMENT_KEY_PREFIX)) return experimentFilter(key, value);
  if (key === LEVEL_KIND_KEY) return levelKindFilter(value, boss);
  const spec = columnSpec(key, FILTER_KEYS, 'filter key');
  if (isEmptyValue(value)) return null;
  const prop = isPropKey(key);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    if (!spec.numeric && !prop) throw badRequest(`query: ${name} takes values, not a range`);
    if (key === CATALOG_KEY) throw badRequest(`query: ${name} takes values, not a range`);
    const range: { min?: number; max?: number } = {};
    if (value.min !== null && value.min !== undefined) range.min = toNumber(name, value.min, spec.bounds);
    if (value.max !== null && value.max !== undefined) range.max = toNumber(name, value.max, spec.bounds);
    return { key, spec, range };
  }
  const list = Array.isArray(value) ? value : [value];
  const values = list.map((v) => (spec.numeric ? toNumber(name, v, spec.bounds) : toText(key, v, prop, name)));
  return { key, spec, values: [...new Set(values)] };
}

function levelKindSql(p: SqlParams, k: NonNullable<NormalFilter['levelKind']>): string {
  const begin = p.value(k.boss.begin);
  const interval = p.value(k.boss.interval);
  const one = (level: string) => {
    const boss = `(${level} >= ${begin} AND (${level} - ${begin}) % ${interval} = 0)`;
    return k.kind === 'boss' ? boss : `NOT ${boss}`;
  };
  const notNull = p.dialect === 'duckdb' ? 'level IS NOT NULL' : 'isNotNull(level)';
  return `${notNull} AND ${k.widened ? `(${one('level')} OR ${one('(level - 1)')})` : one('level')}`;
}

/** `code`: the project, whose events_<code> an install filter reads; `derived`: on levels_/nums_<code>. */
export function filterSql(p: SqlParams, f: NormalFilter, code?: string, derived = false): string {
  if (f.levelKind) return levelKindSql(p, f.levelKind);
  if (f.cohort) {
    if (!code) throw new Error(`${f.key} needs the project's events table`);
    // A semi-join (IN a subquery) runs on DuckDB and on ClickHouse 18.16 alike.
    const where = f.cohort.where.map((inner) => filterSql(p, inner));
    return `uid IN (SELECT uid FROM ${ident(eventsTable(code))} WHERE event = ${p.value(f.cohort.event)} AND ${where.join(' AND ')})`;
  }
  const prop = isPropKey(f.key);
  if (f.range) {
    const expr = prop ? propNumber(p, f.key.slice(6)) : (f.spec.filter ?? f.spec.group)(p);
    const parts: string[] = [];
    if (f.range.min !== undefined) parts.push(`${expr} >= ${p.value(f.range.min)}`);
    if (f.range.max !== undefined) parts.push(`${expr} <= ${p.value(f.range.max)}`);
    return parts.join(' AND ');
  }
  const expr = (f.spec.filter ?? f.spec.group)(p, derived);
  const values = f.values!;
  if (values.length === 1) return `${expr} = ${p.value(values[0])}`;
  return `${expr} IN (${values.map((v) => p.value(v)).join(', ')})`;
}

/** Level filters widened by one level, so the last asked level still has its next one. */
export function widenLevel(f: NormalFilter): NormalFilter {
  if (f.levelKind) return { ...f, levelKind: { ...f.levelKind, widened: true } };
  if (f.range) return { ...f, range: { ...f.range, ...(f.range.max !== undefined ? { max: f.range.max + 1 } : {}) } };
  const values = f.values as number[];
  return { ...f, values: [...new Set([...values, ...values.map((v) => v + 1)])] };
}

export function levelKeeper(filters: NormalFilter[]): (level: number) => boolean {
  return (level) =>
    filters.every((f) =>
      f.levelKind
        ? isBossLevel(level, f.levelKind.boss) === (f.levelKind.kind === 'boss')
        : f.range
          ? (f.range.min === undefined || level >= f.range.min) && (f.range.max === undefined || level <= f.range.max)
          : (f.values as number[]).includes(level),
    );
}
