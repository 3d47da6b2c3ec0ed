// The exposures and retention of an experiment's users, straight from events_<code>, in either
// dialect (no joins, no window functions, so ClickHouse 18.16 runs it too). One row per (group,
// exposure day): the users first exposed that day and, for each n in 1..days, how many of them
// had any event n days later. Dates are UTC days.
import { EXPOSURE_EVENT } from '../../../../core/shared/experiments';
import { propText } from '../../../../core/server/warehouse/metrics/columns';
import { eventsTable, ident } from '../../../../core/server/warehouse/schema';
import { SqlParams } from '../../../../core/server/warehouse/sql';
import type { CompiledSql, Dialect } from '../../../../core/server/warehouse/types';

export interface ExposureQuery {
  code: string;
  experimentId: number;
  start: string;
  end: string;
  platform: number | null;
  /** The retention series' length (n = 1..days). */
  days: number;
}

/** The first day the experiment had an exposure (any platform), or null. */
export function firstExposureSql(dialect: Dialect, code: string, experimentId: number): CompiledSql {
  const p = new SqlParams(dialect);
  const sql = `SELECT min(day) AS first_day, count(*) AS n FROM ${ident(eventsTable(code))} WHERE ${exposed(p, experimentId)}`;
  return p.done(sql);
}

/** event = experiment_exposure of this experiment (props.experiment sent as a number or as text: stored as text). */
function exposed(p: SqlParams, experimentId: number): string {
  return `event = ${p.value(EXPOSURE_EVENT)} AND ${propText(p, 'experiment')} = ${p.value(String(experimentId))}`;
}

export function exposureSql(dialect: Dialect, q: ExposureQuery): CompiledSql {
  const p = new SqlParams(dialect);
  const duck = dialect === 'duckdb';
  const table = ident(eventsTable(q.code));
  const frame = [`day BETWEEN ${p.date(q.start)} AND ${p.date(q.end)}`];
  if (q.platform !== null) frame.push(`platform = ${p.value(q.platform)}`);
  // The user's first exposure in the range and its group (a user in two groups, e.g. after a data
  // fix, counts once: the smallest tag), their active days, then per group and exposure day the
  // users active n days later.
  const x = exposed(p, q.experimentId);
  const group = propText(p, 'group');
  const inner = duck
    ? `SELECT uid, min(CASE WHEN ${x} THEN day END) AS xday, min(CASE WHEN ${x} THEN ${group} END) AS grp, list_distinct(list(day)) AS days`
    : `SELECT uid, minIf(day, ${x}) AS xday, minIf(${group}, ${x}) AS grp, groupUniqArray(day) AS days`;
  const cohort = `uid IN (SELECT uid FROM ${table} WHERE ${exposed(p, q.experimentId)} AND ${frame.join(' AND ')})`;
  const retained = Array.from({ length: q.days }, (_, i) => {
    const n = i + 1;
    return duck
      ? `sum(CASE WHEN list_contains(days, CAST(xday + ${n} AS DATE)) THEN 1 ELSE 0 END) AS r${n}`
      : `sum(has(days, xday + ${n})) AS r${n}`;
  });
  const sql =
    `SELECT grp, ${duck ? 'CAST(xday AS VARCHAR)' : 'toString(xday)'} AS xd, count(*) AS users, ${retained.join(', ')} ` +
    `FROM (${inner} FROM ${table} WHERE ${frame.join(' AND ')} AND ${cohort} GROUP BY uid) AS t ` +
    `GROUP BY grp, xday ORDER BY grp, xd`;
  return p.done(sql);
}
