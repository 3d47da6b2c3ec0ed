// One part of a compiled query: the atoms one source table answers, in one SELECT grouped by the
// query's dimension (bucketed at the split points), under the date range and the filters.
import { isPropKey } from '../../../shared/metrics';
import { eventsTable, ident, levelsTable, numsTable } from '../schema';
import { chNumber, SqlParams } from '../sql';
import type { CompiledSql, Dialect } from '../types';
import { chInterpolate, eventCond, levelsAtomSql, numsAtomSql, rawAtomSql } from './atomSql';
import { LEVEL_PV_COLUMN, numKey, type Atom, type Field } from './catalog';
import { propNumber, type ColumnSpec } from './columns';
import { filterSql, type NormalFilter } from './filters';

/** At most this many rows (groups) per query. */
export const MAX_GROUPS = 10_000;

/** events_<code>, the derived tables, events_<code> per level and user in time order (sequenceSql.ts), or all time (cumulativeSql.ts). */
export type Source = 'events' | 'levels' | 'nums' | 'sequences' | 'cumulative';

export interface PartAtom {
  alias: string;
  atom: Atom;
}

export interface PlanPart {
  source: Source;
  sql: CompiledSql;
  atoms: PartAtom[];
}

export interface PartContext {
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

/** The dimension expression (bucketed at the split points) and the WHERE conditions every part of the query shares. */
export function partFrame(p: SqlParams, source: Source, ctx: PartContext): { dim: string; where: string[] } {
  const duck = ctx.dialect === 'duckdb';
  let dim = '0';
  const where: string[] = [`day BETWEEN ${p.date(ctx.start)} AND ${p.date(ctx.end)}`];
  const derived = source === 'levels' || source === 'nums';
  if (ctx.dimension !== null) {
    const spec = ctx.dimSpec!;
    let expr = spec.group(p, derived);
    if (ctx.splitPoints) {
      if (isPropKey(ctx.dimension)) expr = propNumber(p, ctx.dimension.slice(6));
      where.push(duck ? `${expr} IS NOT NULL` : `isNotNull(${expr})`);
      dim = bucketSql(expr, ctx.splitPoints);
    } else {
      if (spec.nullable && (source === 'events' || source === 'sequences')) where.push(duck ? `${expr} IS NOT NULL` : `isNotNull(${expr})`);
      dim = expr;
    }
  }
  for (const f of ctx.filters) where.push(filterSql(p, f, ctx.code, derived));
  return { dim, where };
}

export function compilePart(source: Exclude<Source, 'sequences' | 'cumulative'>, atoms: Atom[], ctx: PartContext): PlanPart {
  const p = new SqlParams(ctx.dialect);
  const duck = ctx.dialect === 'duckdb';
  const table = ident(source === 'events' ? eventsTable(ctx.code) : source === 'levels' ? levelsTable(ctx.code) : numsTable(ctx.code));
  const { dim, where } = partFrame(p, source, ctx);
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
    join(
      'u',
      `SELECT d, ${cols.join(', ')} FROM (${perUser}) GROUP BY d`,
      uvs.map(({ alias }) => `coalesce(s.${alias}, 0) + coalesce(u.${alias}, 0) AS ${alias}`),
    );
  }
  if (puzzles.length) {
    const distinct = `SELECT DISTINCT ${dim} AS d, puzzle_id FROM ${table} WHERE ${whereSql} AND enter_pv > 0 AND puzzle_id <> ''`;
    join(
      'p',
      `SELECT ${d}, ${puzzles.map(({ alias }) => `count(*) AS ${alias}`).join(', ')} FROM (${distinct})${groupBy}`,
      puzzles.map(({ alias }) => `coalesce(p.${alias}, 0) AS ${alias}`),
    );
  }
  if (quantiles.length) {
    const cols = quantiles.map(
      ({ alias, atom }) => `quantile_cont(x, ${chNumber((atom as Extract<Atom, { kind: 'quantile' }>).fraction)}) AS ${alias}`,
    );
    const unnested = `SELECT ${dim} AS d, unnest(finish_durs) AS x FROM ${table} WHERE ${whereSql} AND finish_dur_n > 0`;
    join(
      'q',
      `SELECT ${d}, ${cols.join(', ')} FROM (${unnested})${groupBy}`,
      quantiles.map(({ alias }) => `q.${alias}`),
    );
  }
  const sql = `SELECT ${select.join(', ')} FROM (${main}) AS m ${joins.join(' ')}${grouped ? ` ORDER BY m.d LIMIT ${MAX_GROUPS + 1}` : ''}`;
  return { source, sql: p.done(sql), atoms: partAtoms };
}
