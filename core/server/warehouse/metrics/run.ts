// Runs a compiled metrics query and assembles the answer: merges the parts by dimension value,
// computes each metric from its atoms (and the next level's, for lost users), keeps the asked
// levels, orders the rows and rounds fractions to 6 decimals, so both engines answer alike.
import type { MetricDecl } from '../../../shared/metricDecl';
import type { BossLevels, ConfiguredMetric, MetricsQuery, MetricsRow } from '../../../shared/metrics';
import { badRequest } from '../../errors';
import type { ResultRow, Warehouse } from '../types';
import { atomId, type Atom, type AtomValues, type LabelAtom } from './catalog';
import { compileMetricsQuery, MAX_GROUPS, type Plan } from './compile';

export interface RunOptions {
  configured?: readonly ConfiguredMetric[];
  /** The installed plugins' metrics (core/shared/metricRegistry.ts). */
  declared?: readonly MetricDecl[];
  forceRaw?: boolean;
  bossLevels?: BossLevels | null;
}

export async function runMetricsQuery(wh: Warehouse, code: string, q: MetricsQuery, opts: RunOptions = {}): Promise<MetricsRow[]> {
  const plan = compileMetricsQuery(q, { code, dialect: wh.dialect, ...opts });
  const results = await Promise.all(plan.parts.map((part) => wh.query(code, part.sql)));
  return assemble(plan, results);
}

/**
 * 6 decimals. Rounded to 9 first: sums of the same values in another order (one engine vs the
 * other) differ in the last bits, which must not flip a value sitting on a half (0.0160355).
 */
const round = (x: number) => (Number.isInteger(x) ? x : Math.round(Math.round(x * 1e9) / 1e3) / 1e6 || 0);

function num(v: ResultRow[string] | undefined): number | null {
  if (v === null || v === undefined) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** A label's text; '' (ClickHouse's empty minimum) is none. */
function text(v: ResultRow[string] | undefined): string | null {
  return v === null || v === undefined || v === '' ? null : String(v);
}

interface Group {
  d: string | number | null;
  values: Map<string, number | string | null>;
}

function bucketLabel(i: number, pts: number[]): string {
  if (i === 0) return `<${pts[0]}`;
  if (i === pts.length) return `>=${pts[i - 1]}`;
  return `${pts[i - 1]}-${pts[i]}`;
}

/** Every UTC day from start to end, 'YYYY-MM-DD'. */
function daysOf(range: { start: string; end: string }): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${range.start}T00:00:00Z`), last = Date.parse(`${range.end}T00:00:00Z`); t <= last; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * Cumulative parts by day (cumulativeSql.ts) count users by the day of their first event, days
 * before the range too: each day of the range gets the sum up to it.
 */
function addCumulative(groups: Map<string, Group>, rows: ResultRow[], part: Plan['parts'][number]) {
  const { alias, atom } = part.atoms[0];
  const firsts = rows
    .map((r) => ({ day: String(r.d), users: num(r[alias]) ?? 0 }))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  let j = 0;
  let total = 0;
  for (const day of [...groups.keys()].sort()) {
    while (j < firsts.length && firsts[j].day <= day) total += firsts[j++].users;
    groups.get(day)!.values.set(atomId(atom), total);
  }
}

export function assemble(plan: Plan, results: ResultRow[][]): MetricsRow[] {
  const groups = new Map<string, Group>();
  const byFirstDay = (i: number) => plan.everyDay !== null && plan.parts[i].source === 'cumulative';
  results.forEach((rows, i) => {
    if (rows.length > MAX_GROUPS)
      throw badRequest(`The answer has more than ${MAX_GROUPS} rows: add filters or choose a coarser dimension`);
    const part = plan.parts[i];
    if (byFirstDay(i)) return;
    for (const row of rows) {
      const d = row.d as string | number | null;
      const key = String(d);
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { d, values: new Map() }));
      for (const { alias, atom } of part.atoms) g.values.set(atomId(atom), atom.kind === 'label' ? text(row[alias]) : num(row[alias]));
    }
  });
  if (plan.dimension === null && !groups.size) groups.set('0', { d: 0, values: new Map() });
  if (plan.everyDay) {
    for (const day of daysOf(plan.everyDay)) if (!groups.has(day)) groups.set(day, { d: day, values: new Map() });
    results.forEach((rows, i) => byFirstDay(i) && addCumulative(groups, rows, plan.parts[i]));
  }

  const getter = (g: Group): AtomValues =>
    Object.assign(
      (a: Atom) => {
        const v = g.values.get(atomId(a));
        if (v === undefined || v === null || typeof v === 'string') return a.kind === 'quantile' ? null : 0;
        return v;
      },
      {
        text: (a: LabelAtom) => {
          const v = g.values.get(atomId(a));
          return typeof v === 'string' ? v : null;
        },
      },
    );
  const byLevel = new Map<number, Group>();
  const levelRows = plan.dimension === 'level' && !plan.buckets;
  if (levelRows) for (const g of groups.values()) byLevel.set(Number(g.d), g);

  const out: { row: MetricsRow; sort: Record<string, number | string | null> }[] = [];
  for (const g of groups.values()) {
    if (levelRows && plan.keepLevel && !plan.keepLevel(Number(g.d))) continue;
    const get = getter(g);
    const nextGroup = levelRows ? byLevel.get(Number(g.d) + 1) : undefined;
    const next = nextGroup ? getter(nextGroup) : undefined;
    const row: MetricsRow = {};
    const sort: Record<string, number | string | null> = {};
    if (plan.dimension !== null) {
      if (plan.buckets) {
        const i = Number(g.d);
        row[plan.dimension] = bucketLabel(i, plan.buckets);
        row.from = i === 0 ? null : plan.buckets[i - 1];
        row.to = i === plan.buckets.length ? null : plan.buckets[i];
        sort[plan.dimension] = i;
      } else {
        const v = g.d === null ? null : plan.numericDimension ? Number(g.d) : String(g.d);
        row[plan.dimension] = v;
        sort[plan.dimension] = v;
      }
    }
    for (const m of plan.metrics) {
      const value =
        m.fraction !== undefined
          ? get({ kind: 'quantile', events: ['game_finish'], field: 'duration', fraction: m.fraction })
          : m.def.compute(get, plan.fractions, next);
      row[m.name] = typeof value === 'number' ? round(value) : value;
      sort[m.name] = row[m.name];
    }
    out.push({ row, sort });
  }

  const cmp = (a: number | string | null, b: number | string | null) => {
    if (a === b) return 0;
    if (a === null) return 1; // nulls last either way
    if (b === null) return -1;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a) < String(b) ? -1 : 1;
  };
  out.sort((x, y) => {
    for (const o of plan.orderBy) {
      const c = cmp(x.sort[o.key], y.sort[o.key]);
      if (c !== 0) return x.sort[o.key] === null || y.sort[o.key] === null ? c : o.desc ? -c : c;
    }
    return 0;
  });
  return out.map((x) => x.row);
}
