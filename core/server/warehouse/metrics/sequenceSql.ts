// The sequence atoms (catalog.ts SEQUENCE_STATS): a level's enter, finish and give-up events of one
// user in time order. Three steps, the same on both engines: per (group, level, user) the first
// give-up and finish times and the entries' times as arrays; per user the entries after those and
// the seconds up to the first finish; per group the sums. No window functions (ClickHouse 18.16),
// and its lambdas cannot read a column, so the first times travel in with replicate().
import { EVENTS } from '../../../shared/events';
import { eventsTable, ident } from '../schema';
import { SqlParams } from '../sql';
import type { SequenceAtom, SequenceStat } from './catalog';
import { MAX_GROUPS, partFrame, type PartContext, type PlanPart } from './part';

/** Per user (middle step): fail_after, finish_after (entries after the first give-up / finish), finished, retried, to_finish. */
function perUser(duck: boolean, inner: string): string {
  if (duck) {
    const after = (first: string) => `coalesce(len(list_filter(enters, lambda t: t > ${first})), 0)`;
    const before = 'coalesce(list_sum(list_transform(list_filter(fails, lambda x: x.t < first_finish), lambda x: x.s)), 0)';
    const firstFinish = 'list_min(list_transform(list_filter(finishes, lambda x: x.t = first_finish), lambda x: x.s))';
    return (
      `SELECT d, ${after('first_fail')} AS fail_after, ${after('first_finish')} AS finish_after, first_finish IS NOT NULL AS finished, ` +
      `coalesce(first_fail < first_finish, false) AS retried, ` +
      `CASE WHEN first_finish IS NOT NULL THEN ${before} + ${firstFinish} END AS to_finish FROM (${inner})`
    );
  }
  const after = (n: string, first: string) => `if(${n} > 0, arrayCount((t, f) -> t > f, enters, replicate(${first}, enters)), 0)`;
  const before = 'arraySum(arrayMap((t, s, f) -> if(t < f, s, 0), fail_ts, fail_s, replicate(first_finish, fail_ts)))';
  const firstFinish = "arrayReduce('min', arrayFilter((s, t, f) -> t = f, finish_s, finish_ts, replicate(first_finish, finish_ts)))";
  return (
    `SELECT d, ${after('n_fail', 'first_fail')} AS fail_after, ${after('n_finish', 'first_finish')} AS finish_after, n_finish > 0 AS finished, ` +
    `n_fail > 0 AND n_finish > 0 AND first_fail < first_finish AS retried, ` +
    `if(n_finish > 0, ${before} + ${firstFinish}, 0) AS to_finish FROM (${inner})`
  );
}

/** Per group (outer step). */
function statSql(duck: boolean, stat: SequenceStat): string {
  const users = (cond: string) => (duck ? `count(*) FILTER (WHERE ${cond})` : `countIf(${cond})`);
  const sum = (col: string) => (duck ? `coalesce(sum(${col}), 0)` : `sum(${col})`);
  switch (stat) {
    case 'afterFailUsers':
      return users('fail_after > 0');
    case 'afterFailEntries':
      return sum('fail_after');
    case 'afterFinishUsers':
      return users('finish_after > 0');
    case 'afterFinishEntries':
      return sum('finish_after');
    case 'retryFinishers':
      return users('retried');
    case 'toFinishSeconds':
      return sum('to_finish');
    case 'finishers':
      return users('finished');
  }
}

export function compileSequencePart(atoms: SequenceAtom[], ctx: PartContext): PlanPart {
  const p = new SqlParams(ctx.dialect);
  const duck = ctx.dialect === 'duckdb';
  const { dim, where } = partFrame(p, 'sequences', ctx);
  const enter = p.value(EVENTS.gameEnter);
  const finish = p.value(EVENTS.gameFinish);
  const fail = p.value(EVENTS.gameGiveUp);
  where.push(`event IN (${enter}, ${finish}, ${fail})`, duck ? 'level IS NOT NULL' : 'isNotNull(level)');
  const cols = duck
    ? [
        `min(ts) FILTER (WHERE event = ${fail}) AS first_fail`,
        `min(ts) FILTER (WHERE event = ${finish}) AS first_finish`,
        `list(ts) FILTER (WHERE event = ${enter}) AS enters`,
        `list(struct_pack(t := ts, s := coalesce(duration, 0))) FILTER (WHERE event = ${fail}) AS fails`,
        `list(struct_pack(t := ts, s := coalesce(duration, 0))) FILTER (WHERE event = ${finish}) AS finishes`,
      ]
    : [
        // Arrays filled from the same rows in the same order, so fail_ts[i] goes with fail_s[i].
        `countIf(event = ${fail}) AS n_fail`,
        `minIf(ts, event = ${fail}) AS first_fail`,
        `countIf(event = ${finish}) AS n_finish`,
        `minIf(ts, event = ${finish}) AS first_finish`,
        `groupArrayIf(ts, event = ${enter}) AS enters`,
        `groupArrayIf(ts, event = ${fail}) AS fail_ts`,
        `groupArrayIf(ifNull(duration, 0), event = ${fail}) AS fail_s`,
        `groupArrayIf(ts, event = ${finish}) AS finish_ts`,
        `groupArrayIf(ifNull(duration, 0), event = ${finish}) AS finish_s`,
      ];
  const inner = `SELECT ${dim} AS d, level, uid, ${cols.join(', ')} FROM ${ident(eventsTable(ctx.code))} WHERE ${where.join(' AND ')} GROUP BY d, level, uid`;
  const partAtoms = atoms.map((atom, i) => ({ alias: `a${i}`, atom }));
  const grouped = ctx.dimension !== null;
  const select = [grouped ? 'd' : '0 AS d', ...partAtoms.map(({ alias, atom }) => `${statSql(duck, atom.stat)} AS ${alias}`)];
  const sql = `SELECT ${select.join(', ')} FROM (${perUser(duck, inner)})${grouped ? ` GROUP BY d ORDER BY d LIMIT ${MAX_GROUPS + 1}` : ''}`;
  return { source: 'sequences', sql: p.done(sql), atoms: partAtoms };
}
