// The list part's routes (002 §7 "Push server"): list and search, shutdown and batch shutdown
// (Ready or Running only; all or nothing; prod for owners and admins), the stats chart and the prod
// token block, export (the rows; the web writes the xlsx), the upload template (a small fixed sheet,
// made in the request) and the upload (an import job: ./uploadJob.ts).
import { and, eq, inArray } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../../../core/server/errors';
import { routeOf, type ServerRoute } from '../../../../core/server/plugin';
import { requireProdAccess } from '../../../../core/server/prodAccess';
import { startImportJob } from '../../../../core/server/jobs/fileJobs';
import { MULTIPART_SLACK, readXlsxUpload, writeXlsx, xlsxResponse } from '../../../../core/server/xlsx';
import { rule } from '../../../../core/shared/access';
import type { JobStarted } from '../../../../core/shared/jobs';
import { appSchemesOf, isRowId } from '../../../../core/shared/zod';
import { listEndpoints as ep } from '../../endpoints/list';
import { env as envField, LIST_MESSAGES } from '../../schemas/list';
import { canShutdown, RIGHT_PUSH, TASK_STATUS, type TaskPlatform, type TaskStatus } from '../../shared';
import { pushTasks } from '../db';
import { stopTasks } from '../delivery/shutdown';
import { allTasks, taskPage } from './rows';
import { dailyStats, taskStats, tokenStats } from './stats';
import { templateSheets } from './upload';
import { UPLOAD_JOB, type UploadPayload } from './uploadJob';

const AREA = 'push';
const right = rule.right(RIGHT_PUSH);
/** Export rows at most (a year of daily tasks on both platforms is far below). */
export const MAX_EXPORT_ROWS = 10_000;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const idOf = (text: string) => {
  const id = Number(text);
  if (!/^\d+$/.test(text) || !isRowId(id)) throw notFound('Task not found');
  return id;
};

export const routes: ServerRoute[] = [
  routeOf(ep.list, {
    rule: right,
    summary:
      "A page of the platform's tasks, newest first (status absent: all but Shutdown; 3: the Shutdown panel); test tasks are not listed",
    async handler({ db, project, query, services }) {
      return taskPage(db, services.warehouse, project.code, { env: query.env, platform: query.platform, status: query.status }, query);
    },
  }),
  routeOf(ep.search, {
    rule: right,
    summary: 'Search the tasks: status, start-day range, keyword (name, description, English title and body, id), isCycle',
    transaction: false,
    async handler({ db, project, body, services }) {
      if (body.projectCode !== undefined && body.projectCode !== project.code)
        throw badRequest(LIST_MESSAGES.project, [{ path: 'projectCode', message: LIST_MESSAGES.project }]);
      return taskPage(db, services.warehouse, project.code, body, body);
    },
  }),
  routeOf(ep.batchShutdown, {
    rule: right,
    summary: 'Shut down several tasks: all or nothing (409 naming the ones that are not Ready or Running)',
    async handler(ctx) {
      const { db, project, body, audit } = ctx;
      requireProdAccess(ctx, body.env);
      const ids = [...new Set(body.idList)];
      const rows = await db
        .select()
        .from(pushTasks)
        .where(
          and(
            eq(pushTasks.projectCode, project.code),
            eq(pushTasks.env, body.env),
            inArray(pushTasks.id, ids),
            eq(pushTasks.isTest, false),
          ),
        );
      if (rows.length !== ids.length) throw notFound(`Task not found: ${ids.filter((id) => !rows.some((r) => r.id === id)).join(', ')}`);
      const stuck = rows.filter((r) => !canShutdown(r.status as TaskStatus));
      if (stuck.length) throw conflict(LIST_MESSAGES.cannotShutdown(stuck.map((r) => `${r.name} (#${r.id})`)));
      await shutDown(
        ctx,
        rows.map((r) => r.id),
      );
      for (const r of rows)
        await audit({
          area: AREA,
          action: 'task.shutdown',
          target: r.id,
          before: { status: r.status },
          after: { status: TASK_STATUS.shutdown, batch: ids },
        });
      return { message: LIST_MESSAGES.shutdownSuccess, ids };
    },
  }),
  routeOf(ep.export, {
    rule: right,
    summary:
      'The tasks to export (002 Export): date range, env and platform required; status and audience countries optional; every status',
    transaction: false,
    async handler({ db, project, body, services }) {
      const tasks = await allTasks(
        db,
        services.warehouse,
        project.code,
        { ...body, anyStatus: body.status === undefined },
        MAX_EXPORT_ROWS,
      );
      return { tasks };
    },
  }),
  routeOf(ep.template, {
    rule: right,
    summary: 'The upload template: the Tasks and Languages sheets with one example task, and a Help sheet',
    handler() {
      return xlsxResponse(writeXlsx(templateSheets()), 'push_tasks_template.xlsx');
    },
  }),
  routeOf(ep.upload, {
    rule: right,
    summary:
      'Upload tasks from an xlsx (multipart: file, isDataType, env): a job; every row checked, any error (cells, languages, bonus codes) creates nothing; its result { errorCells, errorLanguageTasks, errorBonusCodes, res }',
    maxBodyBytes: MAX_UPLOAD_BYTES + MULTIPART_SLACK,
    async handler(ctx): Promise<JobStarted> {
      const { c, project } = ctx;
      const { file, bytes, form } = await readXlsxUpload(c, 'file', MAX_UPLOAD_BYTES);
      const envParsed = envField.safeParse(form.get('env') ?? undefined);
      if (!envParsed.success) throw badRequest(LIST_MESSAGES.env, [{ path: 'env', message: LIST_MESSAGES.env }]);
      const env = envParsed.data;
      requireProdAccess(ctx, env);
      const flag = String(form.get('isDataType') ?? '0');
      if (flag !== '0' && flag !== '1') throw badRequest('isDataType is 0 or 1', [{ path: 'isDataType', message: 'isDataType is 0 or 1' }]);
      return startImportJob<UploadPayload>(
        ctx,
        UPLOAD_JOB,
        { file, bytes },
        { code: project.code, env, isDataType: flag === '1' ? 1 : 0, appSchemes: appSchemesOf(project.config) },
        { project: project.code, audit: { area: AREA, action: 'task.uploadStart', target: file.name.slice(0, 255), after: { env } } },
      );
    },
  }),
  routeOf(ep.dailyStats, {
    rule: right,
    summary: 'The stats chart: per day installs and tokens (warehouse), send, success and open (push_daily), with the rates',
    async handler({ db, project, query, services }) {
      return dailyStats(db, services.warehouse, project.code, query);
    },
  }),
  routeOf(ep.tokenStats, {
    rule: right,
    summary: "The prod block: yesterday's installs, tokens and rate, the 7- and 30-day figures, and the last 7 days' pushes",
    async handler({ db, project, query, services }) {
      // Yesterday and the 7 and 30 days up to it, on the services' clock (a test fixes it).
      return tokenStats(db, services.warehouse, project.code, query.env, query.platform, new Date(services.time.now()));
    },
  }),
  routeOf(ep.shutdown, {
    rule: right,
    summary: 'Shut a Ready or Running task down (409 otherwise); its sub-tasks stop',
    async handler(ctx) {
      const { db, project, params, body, audit } = ctx;
      const id = idOf(params.id);
      const [row] = await db
        .select()
        .from(pushTasks)
        .where(
          and(eq(pushTasks.projectCode, project.code), eq(pushTasks.env, body.env), eq(pushTasks.id, id), eq(pushTasks.isTest, false)),
        );
      if (!row) throw notFound('Task not found');
      requireProdAccess(ctx, row.env);
      if (!canShutdown(row.status as TaskStatus)) throw conflict(LIST_MESSAGES.cannotShutdown([`${row.name} (#${row.id})`]));
      await shutDown(ctx, [id]);
      await audit({
        area: AREA,
        action: 'task.shutdown',
        target: id,
        before: { status: row.status },
        after: { status: TASK_STATUS.shutdown },
      });
      return { message: LIST_MESSAGES.shutdownSuccess, ids: [id] };
    },
  }),
  routeOf(ep.taskStats, {
    rule: right,
    summary: "One task's daily rows (its ledger by sent day)",
    async handler({ db, project, params, query, services }) {
      const id = idOf(params.id);
      const [row] = await db
        .select({ platform: pushTasks.platform })
        .from(pushTasks)
        .where(and(eq(pushTasks.projectCode, project.code), eq(pushTasks.env, query.env), eq(pushTasks.id, id)));
      if (!row) throw notFound('Task not found');
      return taskStats(db, services.warehouse, project.code, id, row.platform as TaskPlatform);
    },
  }),
];

/** Status 3 where still Ready or Running (a concurrent change loses nothing), then the delivery part stops their sub-tasks. */
async function shutDown(ctx: { db: Parameters<typeof stopTasks>[0]; services: Parameters<typeof stopTasks>[1] }, ids: number[]) {
  const done = await ctx.db
    .update(pushTasks)
    .set({ status: TASK_STATUS.shutdown, shutdownAt: new Date(), updatedAt: new Date() })
    .where(and(inArray(pushTasks.id, ids), inArray(pushTasks.status, [TASK_STATUS.ready, TASK_STATUS.running])))
    .returning({ id: pushTasks.id });
  if (done.length !== ids.length)
    throw conflict(LIST_MESSAGES.cannotShutdown(ids.filter((id) => !done.some((d) => d.id === id)).map((id) => `#${id}`)));
  await stopTasks(ctx.db, ctx.services, ids);
}
