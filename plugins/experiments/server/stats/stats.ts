// An experiment's statistics (endpoints/stats.ts): the range, the level table per group (one metrics query
// per group with the experiment.<id> cohort filter, so both engines answer alike), the exposures
// and retention (exposureSql.ts), the sample-ratio-mismatch test and the finish-rate differences.
import { badRequest } from '../../../../core/server/errors';
import { runMetricsQuery } from '../../../../core/server/warehouse/metrics/run';
import type { Warehouse } from '../../../../core/server/warehouse/types';
import type { ExperimentRow } from '../../../../core/server/db/experiments';
import { EXPERIMENT_KEY_PREFIX, MAX_QUERY_DAYS, metricsQuerySchema, type MetricsRow } from '../../../../core/shared/metrics';
import {
  RETENTION_DAYS,
  STATS_LEVEL_METRICS,
  type ExperimentStats,
  type Retained,
  type StatsGroup,
  type StatsLevelRow,
  type StatsQuery,
} from '../../endpoints/stats';
import { proportionDiff, sampleRatioMismatch } from './statsMath';
import { exposureSql, firstExposureSql } from './exposureSql';
import { puzzlesByLevel } from './puzzles';

const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const shift = (d: string, days: number) => dayOf(Date.parse(`${d}T00:00:00Z`) + days * DAY);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0) || 0);
const rate = (a: number, b: number) => (b ? Math.round((a / b) * 1e6) / 1e6 : null);

/** Without dates: from the first exposure (or 14 days back) to today, at most MAX_QUERY_DAYS. */
export async function statsRange(
  wh: Warehouse,
  code: string,
  experimentId: number,
  q: StatsQuery,
  now = Date.now(),
): Promise<{ start: string; end: string }> {
  const end = q.end ?? dayOf(now);
  let start = q.start;
  if (!start) {
    const [row] = await wh.query(code, firstExposureSql(wh.dialect, code, experimentId));
    const first = row && num(row.n) > 0 ? String(row.first_day).slice(0, 10) : null;
    start = first && first <= end ? first : shift(end, -13);
    if (daysBetween(start, end) >= MAX_QUERY_DAYS) start = shift(end, -(MAX_QUERY_DAYS - 1));
  }
  // One end given, the other the default: the schema could not check the pair.
  if (start > end) throw badRequest('start must not be after end', [{ path: 'end', message: 'start must not be after end' }]);
  if (daysBetween(start, end) >= MAX_QUERY_DAYS)
    throw badRequest(`The range may span at most ${MAX_QUERY_DAYS} days`, [
      { path: 'end', message: `The range may span at most ${MAX_QUERY_DAYS} days` },
    ]);
  return { start, end };
}

interface RetentionRow {
  xday: string;
  users: number;
  r: number[];
}

/** Users whose exposure day + n is on or before `last` and how many of them were active that day. */
function retainedAt(rows: RetentionRow[], n: number, last: string): Retained {
  let users = 0;
  let retained = 0;
  for (const row of rows) {
    if (shift(row.xday, n) > last) continue;
    users += row.users;
    retained += row.r[n - 1];
  }
  return { users, retained, rate: rate(retained, users) };
}

export async function experimentStats(wh: Warehouse, exp: ExperimentRow, q: StatsQuery, now = Date.now()): Promise<ExperimentStats> {
  const code = exp.projectCode;
  const { start, end } = await statsRange(wh, code, exp.id, q, now);
  const platform = q.platform ?? null;
  const tags = exp.groups.map((g) => g.tag);
  const levelQuery = (tag: string) =>
    metricsQuerySchema.parse({
      filter: {
        dimension: 'level',
        metrics: [...STATS_LEVEL_METRICS],
        orderBy: 'level',
        query: [{ key: `${EXPERIMENT_KEY_PREFIX}${exp.id}`, value: tag }, ...(platform ? [{ key: 'platform', value: platform }] : [])],
      },
      start,
      end,
    });
  const [exposureRows, ...levelRows] = await Promise.all([
    wh.query(code, exposureSql(wh.dialect, { code, experimentId: exp.id, start, end, platform, days: RETENTION_DAYS })),
    ...tags.map((tag) => runMetricsQuery(wh, code, levelQuery(tag))),
  ]);
  const byGroup = new Map<string, RetentionRow[]>();
  for (const row of exposureRows) {
    const tag = String(row.grp ?? '');
    const list = byGroup.get(tag) ?? [];
    list.push({
      xday: String(row.xd).slice(0, 10),
      users: num(row.users),
      r: Array.from({ length: RETENTION_DAYS }, (_, i) => num(row[`r${i + 1}`])),
    });
    byGroup.set(tag, list);
  }
  // A day counts for retention once it is over or is today: the data reaches it.
  const last = end < dayOf(now) ? end : dayOf(now);
  const first = levelRows[0] ?? [];
  const firstByLevel = new Map(first.map((r) => [Number(r.level), r]));
  const groups: StatsGroup[] = exp.groups.map((g, i) => {
    const rows = byGroup.get(g.tag) ?? [];
    const puzzles = puzzlesByLevel(exp, g);
    const levels = levelRows[i].map((row): StatsLevelRow => {
      const level = Number(row.level);
      const base = firstByLevel.get(level);
      const diff = i > 0 && base ? proportionDiff(counts(base), counts(row)) : null;
      return {
        ...(pick(row) as Omit<StatsLevelRow, 'level' | 'puzzleId' | 'diff'>),
        level,
        puzzleId: puzzles.get(level) ?? null,
        diff: diff && roundDiff(diff),
      };
    });
    return {
      tag: g.tag,
      weight: g.weight,
      users: rows.reduce((a, r) => a + r.users, 0),
      levels,
      d1: retainedAt(rows, 1, last),
      d7: retainedAt(rows, 7, last),
      d1Diff: null,
      d7Diff: null,
      retention: Array.from({ length: RETENTION_DAYS }, (_, n) => retainedAt(rows, n + 1, last)),
    };
  });
  // Retention differences to the first group, over the users whose day is inside the range.
  for (const g of groups.slice(1)) {
    const vs = (a: Retained, b: Retained) => {
      const d = proportionDiff({ hits: a.retained, n: a.users }, { hits: b.retained, n: b.users });
      return d && roundDiff(d);
    };
    g.d1Diff = vs(groups[0].d1, g.d1);
    g.d7Diff = vs(groups[0].d7, g.d7);
  }
  const srm = sampleRatioMismatch(groups.map((g) => ({ tag: g.tag, weight: g.weight, users: g.users })));
  return {
    experiment: { id: exp.id, kind: exp.kind, name: exp.name, status: exp.status },
    start,
    end,
    platform,
    groups,
    srm: {
      p: srm.p,
      chiSquare: round(srm.chiSquare),
      df: srm.df,
      mismatch: srm.mismatch,
      groups: srm.groups.map(({ tag, weight, users, expectedShare, observedShare }) => ({
        tag,
        weight,
        users,
        expectedShare: round(expectedShare),
        observedShare: round(observedShare),
      })),
    },
  };
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;
const roundDiff = (d: { diff: number; low: number; high: number; significant: boolean }) => ({
  diff: round(d.diff),
  low: round(d.low),
  high: round(d.high),
  significant: d.significant,
});
const counts = (row: MetricsRow) => ({ hits: num(row.finishUv), n: num(row.enterUv) });
function pick(row: MetricsRow): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const m of STATS_LEVEL_METRICS) out[m] = row[m] === null || row[m] === undefined ? null : Number(row[m]);
  return out;
}
