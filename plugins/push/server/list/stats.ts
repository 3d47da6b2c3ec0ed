// The stats chart and the prod block (002 §3 "Daily stats rows", 001 "Daily user token"): installs
// and push tokens per day from the warehouse (metrics installUv, pushTokenUv; the warehouse has no
// env, so both envs show the game's figures), sends, deliveries and opens from push_daily (per
// day, platform, country and env, kept by the delivery part) or, for one task, its ledger rows.
import { and, eq, gte, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { Warehouse } from '../../../../core/server/warehouse/types';
import { runMetricsQuery } from '../../../../core/server/warehouse/metrics/run';
import { metricsQuerySchema, type MetricsQueryInput } from '../../../../core/shared/metrics';
import type { Env } from '../../../../core/shared/constants';
import type { TokenFigures, TokenStats } from '../../endpoints/list';
import { STATS_COUNTRIES, type DailyStatsRow, type TaskPlatform } from '../../shared';
import { pushDaily, pushDeliveries, pushSubTasks } from '../db';
import { ratio } from './rows';

type Item = NonNullable<MetricsQueryInput['filter']['query']>[number];
const DAY = 86_400_000;
const OTHER = 'OTHER';
const NAMED = STATS_COUNTRIES.filter((c) => c !== OTHER);

export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
export function everyDay(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`), last = Date.parse(`${end}T00:00:00Z`); t <= last; t += DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

interface Figures {
  installed: number;
  tokenRetrieved: number;
}

/** Installs and tokens per day; OTHER is the total less the named countries. Nothing when the project has no warehouse tables. */
async function tokensByDay(
  wh: Warehouse,
  code: string,
  platform: TaskPlatform,
  start: string,
  end: string,
  country?: string,
): Promise<Map<string, Figures>> {
  const run = async (filters: Item[]) => {
    try {
      const q = metricsQuerySchema.parse({
        filter: { dimension: 'day', metrics: ['installUv', 'pushTokenUv'], query: [{ key: 'platform', value: platform }, ...filters] },
        start,
        end,
      });
      const rows = await runMetricsQuery(wh, code, q);
      return new Map(
        rows.map((r) => [String(r.day), { installed: Number(r.installUv ?? 0) || 0, tokenRetrieved: Number(r.pushTokenUv ?? 0) || 0 }]),
      );
    } catch {
      return new Map<string, Figures>();
    }
  };
  if (country !== OTHER) return run(country ? [{ key: 'country', value: country }] : []);
  const [all, named] = await Promise.all([run([]), run([{ key: 'country', value: [...NAMED] }])]);
  const out = new Map<string, Figures>();
  for (const [d, f] of all)
    out.set(d, {
      installed: f.installed - (named.get(d)?.installed ?? 0),
      tokenRetrieved: f.tokenRetrieved - (named.get(d)?.tokenRetrieved ?? 0),
    });
  return out;
}

function row(date: string, t: Figures | undefined, p: { send: number; success: number; open: number } | undefined): DailyStatsRow {
  const installed = t?.installed ?? 0;
  const tokenRetrieved = t?.tokenRetrieved ?? 0;
  const send = p?.send ?? 0;
  const success = p?.success ?? 0;
  const open = p?.open ?? 0;
  return {
    date,
    installed,
    tokenRetrieved,
    send,
    success,
    open,
    token_rate: ratio(tokenRetrieved, installed),
    suc_rate: ratio(success, send),
    open_rate: ratio(open, success),
  };
}

/** GET stats/daily: every day of the range, 0 where nothing happened. */
export async function dailyStats(
  db: Db,
  wh: Warehouse,
  code: string,
  q: { env: Env; platform: TaskPlatform; startDate: string; endDate: string; country?: string },
): Promise<DailyStatsRow[]> {
  const where = [
    eq(pushDaily.projectCode, code),
    eq(pushDaily.env, q.env),
    eq(pushDaily.platform, q.platform),
    gte(pushDaily.date, q.startDate),
    lte(pushDaily.date, q.endDate),
  ];
  if (q.country === OTHER) where.push(notInArray(pushDaily.country, [...NAMED]));
  else if (q.country) where.push(eq(pushDaily.country, q.country));
  const pushes = await db
    .select({
      date: pushDaily.date,
      send: sql<number>`sum(${pushDaily.send})::int`,
      success: sql<number>`sum(${pushDaily.success})::int`,
      open: sql<number>`sum(${pushDaily.open})::int`,
    })
    .from(pushDaily)
    .where(and(...where))
    .groupBy(pushDaily.date);
  const byDay = new Map(pushes.map((p) => [p.date, p]));
  const tokens = await tokensByDay(wh, code, q.platform, q.startDate, q.endDate, q.country);
  return everyDay(q.startDate, q.endDate).map((d) => row(d, tokens.get(d), byDay.get(d)));
}

/** GET task/{id}/stats: the task's ledger by sent day (UTC), with the day's installs and tokens. */
export async function taskStats(db: Db, wh: Warehouse, code: string, taskId: number, platform: TaskPlatform): Promise<DailyStatsRow[]> {
  const day = sql<string>`to_char(${pushDeliveries.sentAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      send: sql<number>`count(*) filter (where ${pushDeliveries.state} in ('success', 'fail', 'inactive'))::int`,
      success: sql<number>`count(*) filter (where ${pushDeliveries.state} = 'success')::int`,
      open: sql<number>`count(${pushDeliveries.openedAt})::int`,
    })
    .from(pushDeliveries)
    .innerJoin(pushSubTasks, eq(pushSubTasks.id, pushDeliveries.subTaskId))
    .where(eq(pushSubTasks.taskId, taskId))
    .groupBy(day)
    .orderBy(day);
  if (!rows.length) return [];
  const tokens = await tokensByDay(wh, code, platform, rows[0].date, rows[rows.length - 1].date);
  return rows.map((r) => row(r.date, tokens.get(r.date), r));
}

const figures = (installed: number, tokenRetrieved: number): TokenFigures => ({
  installed,
  tokenRetrieved,
  rate: ratio(tokenRetrieved, installed),
});

/** GET stats/tokens: yesterday, the 7 and 30 days up to it (as 001's token stats), and the last 7 days' pushes. */
export async function tokenStats(
  db: Db,
  wh: Warehouse,
  code: string,
  env: Env,
  platform: TaskPlatform,
  now = new Date(),
): Promise<TokenStats> {
  const yesterday = shiftDay(now.toISOString().slice(0, 10), -1);
  const from30 = shiftDay(yesterday, -29);
  const from7 = shiftDay(yesterday, -6);
  const tokens = await tokensByDay(wh, code, platform, from30, yesterday);
  const sum = (from: string) => {
    let i = 0;
    let t = 0;
    for (const [d, f] of tokens)
      if (d >= from && d <= yesterday) {
        i += f.installed;
        t += f.tokenRetrieved;
      }
    return figures(i, t);
  };
  const y = tokens.get(yesterday);
  const [p] = await db
    .select({
      send: sql<number>`coalesce(sum(${pushDaily.send}), 0)::int`,
      success: sql<number>`coalesce(sum(${pushDaily.success}), 0)::int`,
      open: sql<number>`coalesce(sum(${pushDaily.open}), 0)::int`,
    })
    .from(pushDaily)
    .where(
      and(
        eq(pushDaily.projectCode, code),
        eq(pushDaily.env, env),
        eq(pushDaily.platform, platform),
        gte(pushDaily.date, from7),
        lte(pushDaily.date, yesterday),
      ),
    );
  return {
    date: yesterday,
    yesterday: figures(y?.installed ?? 0, y?.tokenRetrieved ?? 0),
    day7: sum(from7),
    day30: sum(from30),
    push7: { ...p, suc_rate: ratio(p.success, p.send), open_rate: ratio(p.open, p.success) },
  };
}
