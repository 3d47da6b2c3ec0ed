// Counters from what really happened: each resolved ledger row adds to its sub-task (totals and
// per country) and to push_daily (per UTC day, platform, country). Definitions (README
// "Delivery"): send = rows resolved success, fail or inactive; fail counts inactive too (a dead
// token is a failed send); inactive = dead tokens; open = first opens of delivered messages.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { pushDaily } from '../db';

export type Outcome = 'success' | 'fail' | 'inactive' | 'open';
/** [send, success, fail, open] per country, and the inactive total. */
export interface Tally {
  byCountry: Map<string, [number, number, number, number]>;
  inactive: number;
}

export const countryKey = (c: string) => c || 'OTHER';
export const newTally = (): Tally => ({ byCountry: new Map(), inactive: 0 });

export function add(t: Tally, country: string, outcome: Outcome, n = 1): void {
  const k = countryKey(country);
  const v = t.byCountry.get(k) ?? [0, 0, 0, 0];
  if (outcome === 'open') v[3] += n;
  else {
    v[0] += n;
    if (outcome === 'success') v[1] += n;
    else v[2] += n;
    if (outcome === 'inactive') t.inactive += n;
  }
  t.byCountry.set(k, v);
}

/** Adds a tally to the sub-task and to push_daily, in `tx`. */
export async function applyTally(
  tx: Db,
  sub: { id: number; projectCode: string; env: 'sandbox' | 'prod'; platform: number },
  t: Tally,
  at = new Date(),
): Promise<void> {
  if (!t.byCountry.size) return;
  let s = 0,
    ok = 0,
    f = 0,
    o = 0;
  for (const v of t.byCountry.values()) {
    s += v[0];
    ok += v[1];
    f += v[2];
    o += v[3];
  }
  // The per-country map merged in SQL, so concurrent writers (a send and an open) both count.
  const merge = JSON.stringify(Object.fromEntries(t.byCountry));
  await tx.execute(sql`update push_sub_tasks st set
      send_count = send_count + ${s}, success_count = success_count + ${ok}, fail_count = fail_count + ${f},
      open_count = open_count + ${o}, inactive_count = inactive_count + ${t.inactive},
      country_count = coalesce((select jsonb_object_agg(k, jsonb_build_array(
          coalesce((st.country_count->k->>0)::int, 0) + coalesce((d.v->>0)::int, 0),
          coalesce((st.country_count->k->>1)::int, 0) + coalesce((d.v->>1)::int, 0),
          coalesce((st.country_count->k->>2)::int, 0) + coalesce((d.v->>2)::int, 0),
          coalesce((st.country_count->k->>3)::int, 0) + coalesce((d.v->>3)::int, 0)))
        from (select k from jsonb_object_keys(st.country_count) k union select k from jsonb_object_keys(${merge}::jsonb) k) keys
        left join lateral (select ${merge}::jsonb->keys.k v) d on true), '{}'::jsonb)
    where st.id = ${sub.id}`);
  const date = at.toISOString().slice(0, 10);
  const rows = [...t.byCountry].map(([country, v]) => ({
    projectCode: sub.projectCode,
    env: sub.env,
    platform: sub.platform,
    date,
    country,
    send: v[0],
    success: v[1],
    fail: v[2],
    open: v[3],
  }));
  await tx
    .insert(pushDaily)
    .values(rows)
    .onConflictDoUpdate({
      target: [pushDaily.projectCode, pushDaily.env, pushDaily.platform, pushDaily.date, pushDaily.country],
      set: {
        send: sql`${pushDaily.send} + excluded.send`,
        success: sql`${pushDaily.success} + excluded.success`,
        fail: sql`${pushDaily.fail} + excluded.fail`,
        open: sql`${pushDaily.open} + excluded.open`,
      },
    });
}
