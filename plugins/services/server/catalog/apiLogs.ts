// API error logs (001 §3 Service api log): what services report, counted per (service, server,
// api, errCode), and the admin's page of them (count desc, then the latest first).
import { and, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { INT4_MAX } from '../../../../core/shared/zod';
import type { ApiLogsResponse } from '../../endpoints/catalog';
import type { ApiLogReport } from '../../schemas/catalog';
import { API_LOG_THRESHOLD } from '../../shared';
import { serviceApiLogs } from '../db';

/** Adds a report's counts (entries of one key summed first: one upsert touches a row once). */
export async function recordApiLogs(db: Db, serviceId: number, report: ApiLogReport): Promise<number> {
  const byKey = new Map<string, { api: string; errCode: string; count: number }>();
  for (const e of report.entries) {
    const key = JSON.stringify([e.api, e.errCode]);
    const prev = byKey.get(key);
    if (prev) prev.count = Math.min(prev.count + e.count, INT4_MAX);
    else byKey.set(key, { api: e.api, errCode: e.errCode, count: e.count });
  }
  const now = new Date();
  const rows = [...byKey.values()].map((e) => ({
    serviceId,
    serverName: report.server,
    api: e.api,
    errCode: e.errCode,
    count: e.count,
    updatedAt: now,
  }));
  await db
    .insert(serviceApiLogs)
    .values(rows)
    .onConflictDoUpdate({
      target: [serviceApiLogs.serviceId, serviceApiLogs.serverName, serviceApiLogs.api, serviceApiLogs.errCode],
      // Capped at the column's largest value: a noisy service never makes its report fail.
      set: { count: sql`least(${serviceApiLogs.count}::bigint + excluded.count, ${INT4_MAX})::integer`, updatedAt: now },
    });
  return rows.length;
}

export async function apiLogsPage(db: Db, serviceId: number, q: { pn: number; ps: number }): Promise<ApiLogsResponse> {
  const mine = eq(serviceApiLogs.serviceId, serviceId);
  const rows = await db
    .select()
    .from(serviceApiLogs)
    .where(mine)
    .orderBy(desc(serviceApiLogs.count), desc(serviceApiLogs.updatedAt), desc(serviceApiLogs.id))
    .limit(q.ps)
    .offset((q.pn - 1) * q.ps);
  const [all] = await db
    .select({ total: count(), errors: sum(serviceApiLogs.count) })
    .from(serviceApiLogs)
    .where(mine);
  const [above] = await db
    .select({ n: count() })
    .from(serviceApiLogs)
    .where(and(mine, gte(serviceApiLogs.count, API_LOG_THRESHOLD)));
  return {
    result: rows.map((r) => ({
      id: r.id,
      server: { name: r.serverName },
      api: r.api,
      errCode: r.errCode,
      count: r.count,
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: all.total,
    stats: { atOrAboveThreshold: above.n, totalErrors: Number(all.errors ?? 0) },
  };
}
