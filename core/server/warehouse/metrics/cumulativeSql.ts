// The cumulative atoms (catalog.ts CumulativeAtom): distinct users with the atom's events on any
// day up to the row's day, from the first event on (totalUsers, totalAccounts). No window
// functions (ClickHouse 18.16): by day, the part counts users by the day of their first such event
// (days before the range too) and the answer adds them up (run.ts); by another dimension it is the
// users of the group with such an event on or before the query's end.
import { eventsTable, ident } from '../schema';
import { SqlParams } from '../sql';
import { eventCond } from './atomSql';
import type { CumulativeAtom } from './catalog';
import { compilePart, MAX_GROUPS, partFrame, type PartContext, type PlanPart } from './part';

/** The warehouse's first day: "all time" is from here. */
export const ALL_TIME_START = '1970-01-01';

export function compileCumulativePart(atom: CumulativeAtom, ctx: PartContext): PlanPart {
  const allTime: PartContext = { ...ctx, start: ALL_TIME_START };
  if (ctx.dimension !== 'day') {
    const part = compilePart('events', [{ kind: 'uv', events: atom.events }], allTime);
    return { ...part, source: 'cumulative', atoms: part.atoms.map((x) => ({ ...x, atom })) };
  }
  const p = new SqlParams(ctx.dialect);
  const duck = ctx.dialect === 'duckdb';
  // The frame without the day dimension: one row per user, dated by the first event.
  const { where } = partFrame(p, 'events', { ...allTime, dimension: null, dimSpec: null });
  where.push(eventCond(p, atom.events)!);
  const inner = `SELECT uid, min(day) AS first_day FROM ${ident(eventsTable(ctx.code))} WHERE ${where.join(' AND ')} GROUP BY uid`;
  const day = duck ? 'CAST(first_day AS VARCHAR)' : 'toString(first_day)';
  const sql = `SELECT ${day} AS d, ${duck ? 'count(*)' : 'count()'} AS a0 FROM (${inner}) GROUP BY d ORDER BY d LIMIT ${MAX_GROUPS + 1}`;
  return { source: 'cumulative', sql: p.done(sql), atoms: [{ alias: 'a0', atom }] };
}
