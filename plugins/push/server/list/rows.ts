// A page of list rows: the task, its counters summed over its sub-tasks (the ledger's counts, kept
// by the delivery part), and the DAU of its platform on its first day (the warehouse's metrics
// query, core's: a plugin does not import the stats plugin) with open/DAU.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { Warehouse } from '../../../../core/server/warehouse/types';
import { runMetricsQuery } from '../../../../core/server/warehouse/metrics/run';
import { metricsQuerySchema } from '../../../../core/shared/metrics';
import type { Env } from '../../../../core/shared/constants';
import type { PushTaskRow, TaskPlatform, TaskStatus } from '../../shared';
import { taskRow, type TaskRecord } from '../taskRow';
import { pushSubTasks, pushTasks } from '../db';

export { ratio } from '../taskRow';

export interface Filters {
  env: Env;
  platform: TaskPlatform;
  /** Absent: every status but Shutdown (those are the Shutdown panel's). */
  status?: TaskStatus;
  /** Every status, Shutdown included (export). */
  anyStatus?: boolean;
  startDate?: string;
  endDate?: string;
  keyword?: string;
  isCycle?: number;
  /** Tasks whose audience names any of these countries, or every country (export). */
  countries?: string[];
}

/** The where clause of a list, search or export: the project's own, never test tasks. */
export function whereOf(code: string, f: Filters): SQL {
  const parts: SQL[] = [
    eq(pushTasks.projectCode, code),
    eq(pushTasks.env, f.env),
    eq(pushTasks.platform, f.platform),
    eq(pushTasks.isTest, false),
  ];
  if (f.status !== undefined) parts.push(eq(pushTasks.status, f.status));
  else if (!f.anyStatus) parts.push(sql`${pushTasks.status} <> 3`);
  // The start is local wall text 'YYYY-MM-DD HH:mm:00': its first ten characters are its day.
  if (f.startDate) parts.push(sql`left(${pushTasks.scheduleRule}->>'startAt', 10) >= ${f.startDate}`);
  if (f.endDate) parts.push(sql`left(${pushTasks.scheduleRule}->>'startAt', 10) <= ${f.endDate}`);
  if (f.isCycle !== undefined) parts.push(sql`(${pushTasks.scheduleRule}->>'isCycle')::int = ${f.isCycle}`);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(
      sql`(${pushTasks.name} ilike ${like} or ${pushTasks.description} ilike ${like} or ${pushTasks.notification}->'alert'->'en'->>'title' ilike ${like} or ${pushTasks.notification}->'alert'->'en'->>'body' ilike ${like} or ${pushTasks.id}::text = ${f.keyword})`,
    );
  }
  if (f.countries?.length) {
    const list = sql.join(
      f.countries.map((c) => sql`${c}`),
      sql`, `,
    );
    parts.push(
      sql`(jsonb_array_length(${pushTasks.audienceRule}->'country') = 0 or exists (select 1 from jsonb_array_elements_text(${pushTasks.audienceRule}->'country') c where c in (${list})))`,
    );
  }
  return and(...parts)!;
}

/** One page (newest first) and the total. */
export async function taskPage(
  db: Db,
  wh: Warehouse,
  code: string,
  f: Filters,
  page: { pn: number; ps: number },
): Promise<{ tasks: PushTaskRow[]; total: number }> {
  const where = whereOf(code, f);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pushTasks)
    .where(where);
  const records = await db
    .select()
    .from(pushTasks)
    .where(where)
    .orderBy(sql`${pushTasks.id} desc`)
    .limit(page.ps)
    .offset((page.pn - 1) * page.ps);
  return { tasks: await rowsOf(db, wh, code, records), total };
}

/** Every matching task (export), newest first, at most `max`. */
export async function allTasks(db: Db, wh: Warehouse, code: string, f: Filters, max: number): Promise<PushTaskRow[]> {
  const records = await db
    .select()
    .from(pushTasks)
    .where(whereOf(code, f))
    .orderBy(sql`${pushTasks.id} desc`)
    .limit(max);
  return rowsOf(db, wh, code, records);
}

/** The API rows of these tasks: counters from their sub-tasks, DAU from the warehouse. */
export async function rowsOf(db: Db, wh: Warehouse, code: string, records: TaskRecord[]): Promise<PushTaskRow[]> {
  if (!records.length) return [];
  const sums = await db
    .select({
      taskId: pushSubTasks.taskId,
      send: sql<number>`sum(${pushSubTasks.sendCount})::int`,
      success: sql<number>`sum(${pushSubTasks.successCount})::int`,
      fail: sql<number>`sum(${pushSubTasks.failCount})::int`,
      open: sql<number>`sum(${pushSubTasks.openCount})::int`,
      inactive: sql<number>`sum(${pushSubTasks.inactiveCount})::int`,
    })
    .from(pushSubTasks)
    .where(
      inArray(
        pushSubTasks.taskId,
        records.map((r) => r.id),
      ),
    )
    .groupBy(pushSubTasks.taskId);
  const byTask = new Map(sums.map((s) => [s.taskId, s]));
  const dau = await dauOf(
    wh,
    code,
    records.map((r) => ({ platform: r.platform, day: firstDay(r) })),
  );
  return records.map((r) => {
    const s = byTask.get(r.id);
    const counters = {
      sendCount: s?.send ?? 0,
      successCount: s?.success ?? 0,
      failCount: s?.fail ?? 0,
      openCount: s?.open ?? 0,
      inactiveCount: s?.inactive ?? 0,
    };
    return taskRow(r, counters, dau.get(`${r.platform}:${firstDay(r)}`) ?? null);
  });
}

/** The task's first day: the UTC day its first zone fires, else its start's day. */
const firstDay = (r: TaskRecord) => (r.firstFireAt ? r.firstFireAt.toISOString().slice(0, 10) : r.scheduleRule.startAt.slice(0, 10));
const today = () => new Date().toISOString().slice(0, 10);

/**
 * DAU (users with any event) per platform and day, for the days asked: one metrics query per
 * platform over the days' span when it is short, else one per day. A day still to come has none
 * (null); a warehouse without the project's tables answers nothing (null, not a failure).
 */
export async function dauOf(wh: Warehouse, code: string, wanted: { platform: number; day: string }[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const now = today();
  const byPlatform = new Map<number, Set<string>>();
  for (const w of wanted)
    if (w.day <= now && /^\d{4}-\d{2}-\d{2}$/.test(w.day))
      (byPlatform.get(w.platform) ?? byPlatform.set(w.platform, new Set()).get(w.platform)!).add(w.day);
  for (const [platform, days] of byPlatform) {
    const sorted = [...days].sort();
    const span = (Date.parse(sorted[sorted.length - 1]) - Date.parse(sorted[0])) / 86_400_000;
    const ranges = span <= 62 ? [{ start: sorted[0], end: sorted[sorted.length - 1] }] : sorted.map((d) => ({ start: d, end: d }));
    for (const r of ranges) {
      try {
        const q = metricsQuerySchema.parse({
          filter: { dimension: 'day', metrics: ['uv'], query: [{ key: 'platform', value: platform }] },
          start: r.start,
          end: r.end,
        });
        const rows = await runMetricsQuery(wh, code, q);
        const got = new Map(rows.map((row) => [String(row.day), Number(row.uv ?? 0) || 0]));
        for (const d of sorted) if (d >= r.start && d <= r.end) out.set(`${platform}:${d}`, got.get(d) ?? 0);
      } catch {
        // No warehouse tables for the project yet: DAU unknown.
      }
    }
  }
  return out;
}
