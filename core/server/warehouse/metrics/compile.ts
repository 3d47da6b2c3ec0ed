// The metrics-query compiler: a MetricsQuery becomes a few SQL statements (levels_<code> and
// nums_<code> for the level aggregates they can answer, events_<code> for the rest), each grouped by
// the same dimension, in the dialect of the engine. Values are bound or escaped (sql.ts); names
// come from fixed tables; so nothing in a query reaches the SQL text unescaped.
// columns.ts: what a query may name; filters.ts: its filters; atomSql.ts: each aggregate per
// source; part.ts: one SELECT per source; sequenceSql.ts: the per-user time-order part.
import { BUILTIN_METRICS, DIMENSIONS, isPropKey, type BossLevels, type ConfiguredMetric, type MetricsQuery } from '../../../shared/metrics';
import type { MetricDecl } from '../../../shared/metricDecl';
import { badRequest } from '../../errors';
import type { Dialect } from '../types';
import {
  atomId,
  BUILTIN_DEFS,
  configuredDef,
  derivedSource,
  fractionSuffix,
  type Atom,
  type CumulativeAtom,
  type MetricDef,
  type SequenceAtom,
} from './catalog';
import { columnSpec, DOUBLE_BOUNDS } from './columns';
import { compileCumulativePart } from './cumulativeSql';
import { declaredDef } from './declared';
import { isLevelFilter, levelKeeper, normalizeFilter, widenLevel, type NormalFilter } from './filters';
import { compilePart, type PlanPart, type Source } from './part';
import { compileSequencePart } from './sequenceSql';

export { MAX_GROUPS, type PartAtom, type PlanPart, type Source } from './part';

export interface CompileOptions {
  code: string;
  dialect: Dialect;
  /** The project's configured metrics (project.config.metrics). */
  configured?: readonly ConfiguredMetric[];
  /** The installed plugins' metrics (core/shared/metricRegistry.ts pluginMetrics). */
  declared?: readonly MetricDecl[];
  /** Read the raw events even where levels_<code> could answer (tests compare the two). */
  forceRaw?: boolean;
  /** The project's boss levels (bossLevelsOf(project.config)), for the levelKind filter. */
  bossLevels?: BossLevels | null;
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
  /** By day with a cumulative metric: every day of the range has a row (a total stands on quiet days). */
  everyDay: { start: string; end: string } | null;
}

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
  const bounds = dimSpec?.bounds ?? DOUBLE_BOUNDS;
  for (const f of splitPoints ?? []) {
    if (!Number.isFinite(f)) throw badRequest('splitPoints must be numbers');
    if (f < bounds.min || f > bounds.max)
      throw badRequest(`splitPoints: ${dimension} takes numbers from ${bounds.min} to ${bounds.max}, not ${f}`);
  }
  const fractions = q.filter.fractions?.length ? [...new Set(q.filter.fractions)] : [0.5];

  // Metrics: built-in first, then the plugins' declared ones, then the project's configured ones.
  const configured = new Map((opts.configured ?? []).map((m) => [m.name, m]));
  const declared = new Map((opts.declared ?? []).map((m) => [m.name, m]));
  const metrics: OutputMetric[] = [];
  const seen = new Set<string>();
  for (const name of q.filter.metrics) {
    if (seen.has(name)) continue;
    seen.add(name);
    const builtin = Object.prototype.hasOwnProperty.call(BUILTIN_METRICS, name)
      ? BUILTIN_DEFS[name as keyof typeof BUILTIN_DEFS]
      : undefined;
    const conf = configured.get(name);
    const decl = declared.get(name);
    const def = builtin ?? (decl ? declaredDef(decl.formula) : conf ? configuredDef(conf) : undefined);
    if (!def) throw badRequest(`Unknown metric: ${name}`);
    if (def.nextLevel && (dimension !== 'level' || splitPoints))
      throw badRequest(`Metric ${name} compares with the next level: use the dimension level without splitPoints`);
    metrics.push({ name, def });
    if (name === 'duration')
      for (const f of fractions.slice(1))
        metrics.push({ name: `duration${fractionSuffix(f)}`, def: BUILTIN_DEFS.duration_median, fraction: f });
  }

  // Filters; the level filter reads one level further when a metric needs the next level.
  let filters = q.filter.query.map((f) => normalizeFilter(f.key, f.value, opts.bossLevels ?? null)).filter((f): f is NormalFilter => !!f);
  const needsNext = metrics.some((m) => m.def.nextLevel);
  const levelFilters = filters.filter(isLevelFilter);
  let keepLevel: Plan['keepLevel'] = null;
  if (needsNext && levelFilters.length) {
    keepLevel = levelKeeper(levelFilters);
    filters = filters.map((f) => (isLevelFilter(f) ? widenLevel(f) : f));
  }

  // Atoms, split between the derived tables (levels_<code>, nums_<code>) and events_<code>.
  const atoms = new Map<string, Atom>();
  for (const m of metrics) {
    const list =
      m.fraction !== undefined
        ? [{ kind: 'quantile', events: ['game_finish'], field: 'duration', fraction: m.fraction } as Atom]
        : m.def.atoms(fractions);
    for (const a of list) atoms.set(atomId(a), a);
  }
  // The derived tables hold events with a level only: they answer when the raw query would also be
  // limited to them (dimension level, or a level filter) and its columns cover the rest.
  const levelsShape =
    !opts.forceRaw &&
    (dimension === 'level' || filters.some(isLevelFilter)) &&
    filters.every((f) => f.spec.levels) &&
    (dimension === null || (dimSpec!.levels && !(splitPoints && isPropKey(dimension))));
  const bySource: Record<Source, Atom[]> = { levels: [], nums: [], events: [], sequences: [], cumulative: [] };
  for (const a of atoms.values()) {
    const own = a.kind === 'sequence' ? 'sequences' : a.kind === 'cumulative' ? 'cumulative' : null;
    bySource[own ?? ((levelsShape && derivedSource(a)) || 'events')].push(a);
  }

  const ctx = { dialect, code, dimension, dimSpec, splitPoints, filters, start: q.start, end: q.end };
  const parts = (['levels', 'nums', 'events'] as const)
    .filter((src) => bySource[src].length)
    .map((src) => compilePart(src, bySource[src], ctx));
  if (bySource.sequences.length) parts.push(compileSequencePart(bySource.sequences as SequenceAtom[], ctx));
  // One part per cumulative atom: by day each counts users by the day of their own first event.
  for (const a of bySource.cumulative) parts.push(compileCumulativePart(a as CumulativeAtom, ctx));

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
    everyDay: dimension === 'day' && bySource.cumulative.length ? { start: q.start, end: q.end } : null,
  };
}
