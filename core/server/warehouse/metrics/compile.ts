// The metrics-query compiler: a MetricsQuery becomes one or two SQL statements (levels_<code>
// for the level-attempt aggregates it can answer, events_<code> for the rest), each grouped by
// the same dimension, in the dialect of the engine. Values are bound or escaped (sql.ts); names
// come from fixed tables; so nothing in a query reaches the SQL text unescaped.
import { DIMENSIONS, FILTER_KEYS, isPropKey, type ConfiguredMetric, type FilterValue, type MetricsQuery } from '../../../shared/metrics';
import { BUILTIN_METRICS } from '../../../shared/metrics';
import { EVENTS } from '../../../shared/events';
import { badRequest } from '../../errors';
import { eventsTable, ident, levelsTable, NUMERIC_TEXT, numsTable } from '../schema';
import { chNumber, SqlParams } from '../sql';
import type { CompiledSql, Dialect } from '../types';
import { atomId, BUILTIN_DEFS, configuredDef, derivedSource, fractionSuffix, LEVEL_PV_COLUMN, numKey, type Atom, type Field, type MetricDef } from './catalog';

/** At most this many rows (groups) per query. */
export const MAX_GROUPS = 10_000;

export interface CompileOptions {
  code: string;
  dialect: Dialect;
  /** The project's configured metrics (project.config.metrics). */
  configured?: readonly ConfiguredMetric[];
  /** Read the raw events even where levels_<code> could answer (tests compare the two). */
  forceRaw?: boolean;
}

export interface PartAtom {
  alias: string;
  atom: Atom;
}

export type Source = 'events' | 'levels' | 'nums';

export interface PlanPart {
  source: Source;
  sql: CompiledSql;
  atoms: PartAtom[];
}

export interface OutputMetric {
  /** Column in the answer */
  name: string;
  def: MetricDef;
  /** For extra quantile columns (duration_p90): the fraction to use. */
  fraction?: number;
}

export interface Plan {
  dimension: string | null;
  numericDimension: boolean;
  /** Sorted split points when the dimension is bucketed. */
  buckets: number[] | null;
  fractions: number[];
  metrics: OutputMetric[];
  parts: PlanPart[];
  /** The level filter as asked, when next-level metrics made the query read one level further. */
  keepLevel: ((level: number) => boolean) | null;
  orderBy: { key: string; desc: boolean }[];
}

interface ColumnSpec {
  numeric: boolean;
  /** levels_<code> has this column */
  levels: boolean;
  nullable: boolean;
  /** Expression when grouping by it. */
  group: (p: SqlParams) => string;
  /** Expression when filtering on it (default: group). */
  filter?: (p: SqlParams) => string;
}

const col = (name: string, numeric: boolean, levels: boolean, nullable = false): ColumnSpec => ({ numeric, levels, nullable, group: () => name });

const COLUMNS: Record<string, ColumnSpec> = {
  level: col('level', true, true, true),
  puzzleId: col('puzzle_id', false, true),
  platform: col('platform', true, true),
  country: col('country', false, true),
  appVersion: col('app_version', false, true),
  event: col('event', false, false),
  userId: col('user_id', false, false),
  duration: col('duration', true, false, true),
  value: col('value', true, false, true),
  day: {
    numeric: false,
    levels: true,
    nullable: false,
    group: (p) => (p.dialect === 'duckdb' ? 'CAST(day AS VARCHAR)' : 'toString(day)'),
    filter: () => 'day',
  },
};

function propText(p: SqlParams, key: string): string {
  return p.dialect === 'duckdb'
    ? `coalesce(prop_values[list_position(prop_keys, ${p.value(key)})], '')`
    : `prop_values[indexOf(prop_keys, ${p.value(key)})]`;
}

/** A prop as a number: only plain decimal text counts (schema.ts NUMERIC_TEXT), NULL otherwise. */
function propNumber(p: SqlParams, key: string): string {
  if (p.dialect === 'duckdb') {
    const v = `prop_values[list_position(prop_keys, ${p.value(key)})]`;
    return `(CASE WHEN regexp_full_match(${v}, '${NUMERIC_TEXT}') THEN CAST(${v} AS DOUBLE) END)`;
  }
  const v = `prop_values[indexOf(prop_keys, ${p.value(key)})]`;
  return `if(match(${v}, '${NUMERIC_TEXT}'), toFloat64OrNull(${v}), NULL)`;
}

function columnSpec(key: string, allowed: readonly string[], what: string): ColumnSpec {
  if (isPropKey(key)) {
    const prop = key.slice(6);
    return { numeric: false, levels: false, nullable: false, group: (p) => propText(p, prop) };
  }
  if (!allowed.includes(key) || !COLUMNS[key]) throw badRequest(`Unknown ${what}: ${key}`);
  return COLUMNS[key];
}

function fieldSql(p: SqlParams, f: Field): string {
  if (f === 'duration' || f === 'value') return f;
  return propNumber(p, f.slice(6));
}

// ---- filters ---------------------------------------------------------------------------------

function isEmptyValue(v: FilterValue): boolean {
  if (v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return (v.min === null || v.min === undefined) && (v.max === null || v.max === undefined);
  return false;
}

function toNumber(key: string, v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n)) throw badRequest(`query: ${key} takes numbers, not ${JSON.stringify(v)}`);
  return n;
}

function toText(key: string, v: unknown, prop: boolean): string {
  if (typeof v === 'boolean') {
    if (!prop) throw badRequest(`query: ${key} takes text, not ${v}`);
    return String(v);
  }
  const s = String(v);
  return key === 'country' ? s.toUpperCase() : s;
}

interface NormalFilter {
  key: string;
  spec: ColumnSpec;
  /** one of: values (equality / any of) or a numeric range */
  values?: (string | number)[];
  range?: { min?: number; max?: number };
}

function normalizeFilter(key: string, value: FilterValue): NormalFilter | null {
  if (key === 'day') throw badRequest('query: use start and end for days');
  const spec = columnSpec(key, FILTER_KEYS, 'filter key');
  if (isEmptyValue(value)) return null;
  const prop = isPropKey(key);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    if (!spec.numeric && !prop) throw badRequest(`query: ${key} takes values, not a range`);
    const range: { min?: number; max?: number } = {};
    if (value.min !== null && value.min !== undefined) range.min = toNumber(key, value.min);
    if (value.max !== null && value.max !== undefined) range.max = toNumber(key, value.max);
    return { key, spec, range };
  }
  const list = Array.isArray(value) ? value : [value];
  const values = list.map((v) => (spec.numeric ? toNumber(key, v) : toText(key, v, prop)));
  return { key, spec, values: [...new Set(values)] };
}

function filterSql(p: SqlParams, f: NormalFilter): string {
  const prop = isPropKey(f.key);
  if (f.range) {
    const expr = prop ? propNumber(p, f.key.slice(6)) : (f.spec.filter ?? f.spec.group)(p);
    const parts: string[] = [];
    if (f.range.min !== undefined) parts.push(`${expr} >= ${p.value(f.range.min)}`);
    if (f.range.max !== undefined) parts.push(`${expr} <= ${p.value(f.range.max)}`);
    return parts.join(' AND ');
  }
  const expr = (f.spec.filter ?? f.spec.group)(p);
  const values = f.values!;
  if (values.length === 1) return `${expr} = ${p.value(values[0])}`;
  return `${expr} IN (${values.map((v) => p.value(v)).join(', ')})`;
}

/** Level filters widened by one level, so the last asked level still has its next one. */
function widenLevel(f: NormalFilter): NormalFilter {
  if (f.range) return { ...f, range: { ...f.range, ...(f.range.max !== undefined ? { max: f.range.max + 1 } : {}) } };
  const values = f.values as number[];
  return { ...f, values: [...new Set([...values, ...values.map((v) => v + 1)])] };
}

function levelKeeper(filters: NormalFilter[]): (level: number) => boolean {
  return (level) =>
    filters.every((f) =>
      f.range
        ? (f.range.min === undefined || level >= f.range.min) && (f.range.max === undefined || level <= f.range.max)
        : (f.values as number[]).includes(level),
    );
}

// ---- atoms in SQL ----------------------------------------------------------------------------

function eventCond(p: SqlParams, events: string[] | null): string | null {
  if (!events) return null;
  return events.length === 1 ? `event = ${p.value(events[0])}` : `event IN (${events.map((e) => p.value(e)).join(', ')})`;
}

const and = (...conds: (string | null)[]) => conds.filter(Boolean).join(' AND ') || null;

/** DuckDB: FILTER clause or nothing. */
const filt = (cond: string | null) => (cond ? ` FILTER (WHERE ${cond})` : '');

/** ClickHouse: linear interpolation between the closest ranks of a sorted array (as DuckDB's quantile_cont). */
function chInterpolate(arr: string, fraction: number): string {
  const f = chNumber(fraction);
  const pos = `((length(${arr}) - 1) * ${f})`;
  const lo = `arrayElement(${arr}, toUInt64(floor(${pos})) + 1)`;
  const hi = `arrayElement(${arr}, toUInt64(ceil(${pos})) + 1)`;
  return `if(length(${arr}) = 0, NULL, ${lo} + (${pos} - floor(${pos})) * (${hi} - ${lo}))`;
}

function rawAtomSql(p: SqlParams, a: Atom): { expr: string; quantileArray?: string } {
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
  }
}

function levelsAtomSql(p: SqlParams, a: Atom): { expr: string; quantileArray?: string } {
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
      return { expr: duck ? `count(DISTINCT NULLIF(puzzle_id, '')) FILTER (WHERE enter_pv > 0)` : `uniqExactIf(puzzle_id, enter_pv > 0 AND puzzle_id != '')` };
    case 'quantile':
      return duck ? { expr: '' } : { expr: '', quantileArray: 'arraySort(groupArrayArray(finish_durs))' };
    default:
      throw new Error(`levels_<code> cannot answer ${atomId(a)}`);
  }
}

/** nums_<code>: one row per field; a sum or a count picks its field's rows. */
function numsAtomSql(p: SqlParams, a: Atom): { expr: string; quantileArray?: string } {
  if (a.kind !== 'sum' && a.kind !== 'count') throw new Error(`nums_<code> cannot answer ${atomId(a)}`);
  const col = a.kind === 'sum' ? 'num_sum' : 'num_n';
  const key = p.value(numKey(a));
  return { expr: p.dialect === 'duckdb' ? `coalesce(sum(${col}) FILTER (WHERE num_key = ${key}), 0)` : `sumIf(${col}, num_key = ${key})` };
}

// ---- the compiler ----------------------------------------------------------------------------

function parseOrder(q: MetricsQuery, dimension: string | null, names: Set<string>): { key: string; desc: boolean }[] {
  const raw = q.filter.orderBy === undefined ? [] : Array.isArray(q.filter.orderBy) ? q.filter.orderBy : [q.filter.orderBy];
  const out = raw
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      let key = s;
      let desc = false;
      const m = /^(.+?)\s+(asc|desc)$/i.exec(s);
      if (m) {
        key = m[1];
        desc = m[2].toLowerCase() === 'desc';
      } else if (s.startsWith('-')) {
        key = s.slice(1);
        desc = true;
      }
      if (key !== dimension && !names.has(key)) throw badRequest(`Unknown orderBy key: ${key}`);
      return { key, desc };
    });
  if (dimension && !out.some((o) => o.key === dimension)) out.push({ key: dimension, desc: false });
  return out;
}

export function compileMetricsQuery(q: MetricsQuery, opts: CompileOptions): Plan {
  const { dialect, code } = opts;
  const dimension = q.filter.dimension === null || q.filter.dimension === '' ? null : q.filter.dimension;
  const dimSpec = dimension === null ? null : columnSpec(dimension, DIMENSIONS, 'dimension');
  const splitPoints = q.filter.splitPoints?.length ? [...new Set(q.filter.splitPoints)].sort((a, b) => a - b) : null;
  if (splitPoints && (!dimension || !(dimSpec!.numeric || isPropKey(dimension)))) {
    throw badRequest(`splitPoints need a numeric dimension (level, platform, duration, value or props.<key>)`);
  }
  for (const f of splitPoints ?? []) if (!Number.isFinite(f)) throw badRequest('splitPoints must be numbers');
  const fractions = q.filter.fractions?.length ? [...new Set(q.filter.fractions)] : [0.5];

  // Metrics: built-in first, then the project's configured ones.
  const configured = new Map((opts.configured ?? []).map((m) => [m.name, m]));
  const metrics: OutputMetric[] = [];
  const seen = new Set<string>();
  for (const name of q.filter.metrics) {
    if (seen.has(name)) continue;
    seen.add(name);
    const builtin = Object.prototype.hasOwnProperty.call(BUILTIN_METRICS, name) ? BUILTIN_DEFS[name as keyof typeof BUILTIN_DEFS] : undefined;
    const conf = configured.get(name);
    const def = builtin ?? (conf ? configuredDef(conf) : undefined);
    if (!def) throw badRequest(`Unknown metric: ${name}`);
    if (def.nextLevel && (dimension !== 'level' || splitPoints)) throw badRequest(`Metric ${name} compares with the next level: use the dimension level without splitPoints`);
    metrics.push({ name, def });
    if (name === 'duration') for (const f of fractions.slice(1)) metrics.push({ name: `duration${fractionSuffix(f)}`, def: BUILTIN_DEFS.duration_median, fraction: f });
  }

  // Filters; the level filter reads one level further when a metric needs the next level.
  let filters = q.filter.query.map((f) => normalizeFilter(f.key, f.value)).filter((f): f is NormalFilter => !!f);
  const needsNext = metrics.some((m) => m.def.nextLevel);
  const levelFilters = filters.filter((f) => f.key === 'level');
  let keepLevel: Plan['keepLevel'] = null;
  if (needsNext && levelFilters.length) {
    keepLevel = levelKeeper(levelFilters);
    filters = filters.map((f) => (f.key === 'level' ? widenLevel(f) : f));
  }

  // Atoms, split between the derived tables (levels_<code>, nums_<code>) and events_<code>.
  const atoms = new Map<string, Atom>();
  for (const m of metrics) {
    const list = m.fraction !== undefined ? [{ kind: 'quantile', events: ['game_finish'], field: 'duration', fraction: m.fraction } as Atom] : m.def.atoms(fractions);
    for (const a of list) atoms.set(atomId(a), a);
  }
  // The derived tables hold events with a level only: they answer when the raw query would also be
  // limited to them (dimension level, or a level filter) and its columns cover the rest.
  const levelsShape =
    !opts.forceRaw &&
    (dimension === 'level' || filters.some((f) => f.key === 'level')) &&
    filters.every((f) => f.spec.levels && !isPropKey(f.key)) &&
    (dimension === null || (dimSpec!.levels && !isPropKey(dimension)));
  const bySource: Record<Source, Atom[]> = { levels: [], nums: [], events: [] };
  for (const a of atoms.values()) bySource[(levelsShape && derivedSource(a)) || 'events'].push(a);

  const ctx = { dialect, code, dimension, dimSpec, splitPoints, filters, start: q.start, end: q.end };
  const parts = (['levels', 'nums', 'events'] as const).filter((src) => bySource[src].length).map((src) => compilePart(src, bySource[src], ctx));

  const names = new Set(metrics.map((m) => m.name));
  return {
    dimension,
    numericDimension: !!dimSpec?.numeric,
    buckets: splitPoints,
    fractions,
    metrics,
    parts,
    keepLevel,
    orderBy: parseOrder(q, dimension, names),
  };
}

interface PartContext {
  dialect: Dialect;
  code: string;
  dimension: string | null;
  dimSpec: ColumnSpec | null;
  splitPoints: number[] | null;
  filters: NormalFilter[];
  start: string;
  end: string;
}

function bucketSql(expr: string, points: number[]): string {
  const whens = points.map((pt, i) => `WHEN ${expr} < ${chNumber(pt)} THEN ${i}`).join(' ');
  return `CASE ${whens} ELSE ${points.length} END`;
}

function compilePart(source: Source, atoms: Atom[], ctx: PartContext): PlanPart {
  const p = new SqlParams(ctx.dialect);
  const duck = ctx.dialect === 'duckdb';
  const table = ident(source === 'events' ? eventsTable(ctx.code) : source === 'levels' ? levelsTable(ctx.code) : numsTable(ctx.code));

  // The dimension expression (bucketed when split points are given).
  let dim = '0';
  const where: string[] = [`day BETWEEN ${p.date(ctx.start)} AND ${p.date(ctx.end)}`];
  if (ctx.dimension !== null) {
    const spec = ctx.dimSpec!;
    let expr = spec.group(p);
    if (ctx.splitPoints) {
      if (isPropKey(ctx.dimension)) expr = propNumber(p, ctx.dimension.slice(6));
      where.push(duck ? `${expr} IS NOT NULL` : `isNotNull(${expr})`);
      dim = bucketSql(expr, ctx.splitPoints);
    } else {
      if (spec.nullable && source === 'events') where.push(duck ? `${expr} IS NOT NULL` : `isNotNull(${expr})`);
      dim = expr;
    }
  }
  for (const f of ctx.filters) where.push(filterSql(p, f));
  if (source === 'events' && atoms.every((a) => a.events)) {
    const events = [...new Set(atoms.flatMap((a) => a.events!))];
    where.push(eventCond(p, events)!);
  }
  if (source === 'nums') {
    const keys = [...new Set(atoms.map((a) => numKey(a as Atom & { field: Field })))];
    where.push(`num_key IN (${keys.map((k) => p.value(k)).join(', ')})`);
  }
  const whereSql = where.join(' AND ');
  const grouped = ctx.dimension !== null;
  const groupBy = grouped ? ' GROUP BY d' : '';
  const tail = grouped ? ` ORDER BY d LIMIT ${MAX_GROUPS + 1}` : '';

  const partAtoms: PartAtom[] = atoms.map((atom, i) => ({ alias: `a${i}`, atom }));
  const atomSql = (a: Atom) => (source === 'events' ? rawAtomSql(p, a) : source === 'levels' ? levelsAtomSql(p, a) : numsAtomSql(p, a));

  if (!duck) {
    // ClickHouse: one aggregation; quantiles interpolated over sorted arrays in an outer SELECT.
    const inner: string[] = [`${dim} AS d`];
    const outer: string[] = ['d'];
    for (const { alias, atom } of partAtoms) {
      const s = atomSql(atom);
      if (s.quantileArray) {
        inner.push(`${s.quantileArray} AS q_${alias}`);
        outer.push(`${chInterpolate(`q_${alias}`, (atom as Extract<Atom, { kind: 'quantile' }>).fraction)} AS ${alias}`);
      } else {
        inner.push(`${s.expr} AS ${alias}`);
        outer.push(alias);
      }
    }
    const sql = `SELECT ${outer.join(', ')} FROM (SELECT ${inner.join(', ')} FROM ${table} WHERE ${whereSql}${groupBy})${tail}`;
    return { source, sql: p.done(sql), atoms: partAtoms };
  }

  if (source !== 'levels') {
    const cols = partAtoms.map(({ alias, atom }) => `${atomSql(atom).expr} AS ${alias}`);
    const sql = `SELECT ${[`${dim} AS d`, ...cols].join(', ')} FROM ${table} WHERE ${whereSql}${groupBy}${tail}`;
    return { source, sql: p.done(sql), atoms: partAtoms };
  }

  // DuckDB on levels_<code>: a few narrow aggregations joined on the dimension, each scanning
  // only the columns (and rows) it needs, so the common ones group on small integers.
  const quantiles = partAtoms.filter((x) => x.atom.kind === 'quantile');
  const uvs = partAtoms.filter((x) => x.atom.kind === 'uv');
  const puzzles = partAtoms.filter((x) => x.atom.kind === 'puzzles');
  // Per level, a user with one row only ("not dup") is counted without hashing users: only the
  // users with several rows for the level go through a distinct count.
  const fast = ctx.dimension === 'level' && !ctx.splitPoints && uvs.length > 0;
  const mainAtoms = partAtoms.filter((x) => !quantiles.includes(x) && !puzzles.includes(x) && !(fast && uvs.includes(x)));
  const d = grouped ? 'd' : '0 AS d';
  const main = `SELECT ${[`${dim} AS d`, ...mainAtoms.map(({ alias, atom }) => `${atomSql(atom).expr} AS ${alias}`)].join(', ')} FROM ${table} WHERE ${whereSql}${groupBy}`;
  const joins: string[] = [];
  const select: string[] = ['m.d AS d', ...mainAtoms.map((x) => `m.${x.alias}`)];
  const join = (name: string, sql: string, cols: string[]) => {
    joins.push(`LEFT JOIN (${sql}) AS ${name} ON ${name}.d = m.d`);
    select.push(...cols);
  };
  if (fast) {
    const cols = uvs.map(({ alias, atom }) => `count(*) FILTER (WHERE ${LEVEL_PV_COLUMN[atom.events![0]]} > 0) AS ${alias}`);
    const single = `SELECT ${dim} AS d, ${cols.join(', ')} FROM ${table} WHERE ${whereSql} AND NOT dup${groupBy}`;
    const pvCols = [...new Set(uvs.map((x) => LEVEL_PV_COLUMN[x.atom.events![0]]))];
    const perUser = `SELECT ${dim} AS d, uid, ${pvCols.map((c) => `sum(${c}) AS ${c}`).join(', ')} FROM ${table} WHERE ${whereSql} AND dup GROUP BY d, uid`;
    join('s', single, []);
    join('u', `SELECT d, ${cols.join(', ')} FROM (${perUser}) GROUP BY d`, uvs.map(({ alias }) => `coalesce(s.${alias}, 0) + coalesce(u.${alias}, 0) AS ${alias}`));
  }
  if (puzzles.length) {
    const distinct = `SELECT DISTINCT ${dim} AS d, puzzle_id FROM ${table} WHERE ${whereSql} AND enter_pv > 0 AND puzzle_id <> ''`;
    join('p', `SELECT ${d}, ${puzzles.map(({ alias }) => `count(*) AS ${alias}`).join(', ')} FROM (${distinct})${groupBy}`, puzzles.map(({ alias }) => `coalesce(p.${alias}, 0) AS ${alias}`));
  }
  if (quantiles.length) {
    const cols = quantiles.map(({ alias, atom }) => `quantile_cont(x, ${chNumber((atom as Extract<Atom, { kind: 'quantile' }>).fraction)}) AS ${alias}`);
    const unnested = `SELECT ${dim} AS d, unnest(finish_durs) AS x FROM ${table} WHERE ${whereSql} AND finish_dur_n > 0`;
    join('q', `SELECT ${d}, ${cols.join(', ')} FROM (${unnested})${groupBy}`, quantiles.map(({ alias }) => `q.${alias}`));
  }
  const sql = `SELECT ${select.join(', ')} FROM (${main}) AS m ${joins.join(' ')}${grouped ? ` ORDER BY m.d LIMIT ${MAX_GROUPS + 1}` : ''}`;
  return { source, sql: p.done(sql), atoms: partAtoms };
}
