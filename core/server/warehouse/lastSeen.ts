// Per user, when their last event happened (ms): the push audience's last-login rule. One query
// for both dialects (the values through SqlParams); users with no event are absent.
import { eventsTable, ident } from './schema';
import { SqlParams } from './sql';
import type { Warehouse } from './types';

/** At most this many user ids a query (the caller batches). */
export const LAST_SEEN_BATCH = 2_000;

export async function lastSeenAt(wh: Warehouse, code: string, userIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const ids = [...new Set(userIds.filter((u) => u !== ''))];
  for (let i = 0; i < ids.length; i += LAST_SEEN_BATCH) {
    const p = new SqlParams(wh.dialect);
    const list = ids
      .slice(i, i + LAST_SEEN_BATCH)
      .map((u) => p.value(u))
      .join(', ');
    const rows = await wh.query(
      code,
      p.done(`SELECT user_id AS u, max(ts) AS t FROM ${ident(eventsTable(code))} WHERE user_id IN (${list}) GROUP BY user_id`),
    );
    for (const r of rows) out.set(String(r.u), Number(r.t));
  }
  return out;
}
