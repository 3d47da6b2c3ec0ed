// The Jobs screen's API (admins only): the list with its filters, retry and cancel.
import { and, asc, desc, eq, isNull, like, notLike, or, sql, type SQL } from 'drizzle-orm';
import { rule } from '../../../core/shared/access';
import { isRowId } from '../../../core/shared/zod';
import { jobs } from '../../../core/server/db/schema';
import { conflict, notFound } from '../../../core/server/errors';
import { jobView, type JobRow } from '../../../core/server/jobs/queue';
import { routeOf, type RouteContext, type ServerPlugin } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import type { AdminJobView } from '../shared';

/** A run a schedule enqueued (core/server/jobs/schedules.ts keys them `schedule:<fire time>`). */
const SCHEDULED_KEY = 'schedule:%';
const isScheduled = (r: JobRow) => !!r.idempotencyKey?.startsWith('schedule:');

/** Why a kind's jobs are not retried (the plugins' `notRetryable`), or null. */
const retryRefusal = (plugins: readonly ServerPlugin[], kind: string): string | null => {
  for (const p of plugins) if (p.notRetryable?.[kind]) return p.notRetryable[kind];
  return null;
};

const adminView = (plugins: readonly ServerPlugin[], r: JobRow): AdminJobView => ({
  ...jobView(r),
  payload: r.payload,
  retryRefused: retryRefusal(plugins, r.kind),
  scheduled: isScheduled(r),
});

const jobId = (raw: string) => {
  const id = Number(raw);
  if (!isRowId(id)) throw notFound('No such job');
  return id;
};

/** Retry or cancel, with its audit entry in the same transaction. */
async function act(ctx: RouteContext, verb: 'retry' | 'cancel') {
  const id = jobId(ctx.params.id);
  const before = await ctx.services.jobs.get(id);
  if (!before) throw notFound('No such job');
  const refused = verb === 'retry' ? retryRefusal(ctx.plugins, before.kind) : null;
  if (refused) throw conflict(refused);
  const after = verb === 'retry' ? await ctx.services.jobs.retry(id) : await ctx.services.jobs.cancel(id);
  await ctx.audit({
    area: 'jobs',
    action: verb,
    target: `${id} ${after.kind}`,
    before: { state: before.state },
    after: { state: after.state },
  });
  return { message: verb === 'retry' ? 'Queued again' : 'Cancelled', job: adminView(ctx.plugins, after) };
}

export const jobRoutes = [
  routeOf(endpoints.list, {
    rule: rule.admin,
    summary: 'Jobs, newest first, filtered by kind, state and project',
    async handler({ db, query, plugins }) {
      const where: SQL[] = [];
      // Scheduled housekeeping (thousands a day) stays out of operators' way unless asked for.
      if (query.source === 'operators') where.push(or(isNull(jobs.idempotencyKey), notLike(jobs.idempotencyKey, SCHEDULED_KEY))!);
      if (query.source === 'scheduled') where.push(like(jobs.idempotencyKey, SCHEDULED_KEY));
      if (query.kind) where.push(eq(jobs.kind, query.kind));
      if (query.state) where.push(eq(jobs.state, query.state));
      if (query.project) where.push(eq(jobs.projectCode, query.project));
      const filter = where.length ? and(...where) : undefined;
      const page = await db
        .select({ job: jobs, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(jobs)
        .where(filter)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(query.ps)
        .offset((query.pn - 1) * query.ps);
      const total = page.length
        ? page[0].total
        : (
            await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(jobs)
              .where(filter)
          )[0].n;
      const kinds = await db.selectDistinct({ kind: jobs.kind }).from(jobs).orderBy(asc(jobs.kind));
      return { jobs: page.map((p) => adminView(plugins, p.job)), total, kinds: kinds.map((k) => k.kind) };
    },
  }),
  routeOf(endpoints.retry, {
    rule: rule.admin,
    summary: 'Queues a failed or cancelled job again, with fresh attempts',
    handler: (ctx) => act(ctx, 'retry'),
  }),
  routeOf(endpoints.cancel, {
    rule: rule.admin,
    summary: 'Cancels a queued or running job (a running handler is aborted)',
    handler: (ctx) => act(ctx, 'cancel'),
  }),
];
