// The tasks part's routes (002 §7 "Push server"): create (Both makes two), update (Ready only),
// detail, the server date, the version lists and the notification image upload.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { ProjectRow, ServerRoute } from '../../../../core/server/plugin';
import { routeOf } from '../../../../core/server/plugin';
import { checkClientUrls } from '../../../../core/server/clientUrls';
import { conflict, notFound } from '../../../../core/server/errors';
import { requireProdAccess } from '../../../../core/server/prodAccess';
import { rule } from '../../../../core/shared/access';
import { CLIENT_VERSION_PATTERN, compareVersions } from '../../../../core/shared/version';
import { taskEndpoints } from '../../endpoints/tasks';
import { TASK_API_MESSAGES, type TaskBody } from '../../schemas/tasks';
import { canEdit, RIGHT_PUSH, type TaskStatus } from '../../shared';
import { pushDevices } from '../db';
import { readSettings } from '../transports/settings';
import { taskDetail } from './detail';
import { imageRoute } from './image';
import { serverDate } from './serverTime';
import { createTasks, findTask, updateTask } from './store';

const push = rule.right(RIGHT_PUSH);

/** Deep links in the extra data follow the project's app schemes (the shared schema knows none). */
export const checkTaskUrls = (project: Pick<ProjectRow, 'config'>, body: Pick<TaskBody, 'extraData' | 'notification'>) =>
  checkClientUrls(project, [
    { path: 'notification.imageUrl', url: body.notification.imageUrl, kind: 'file' },
    ...body.extraData.map((e, i) => ({ path: `extraData.${i}.value`, url: e.value, kind: 'value' as const })),
  ]);

export const routes: ServerRoute[] = [
  routeOf(taskEndpoints.create, {
    rule: push,
    summary: 'Create a push task (platform 3, Both, makes one per platform); answers the ids. Prod: owners and admins',
    async handler(ctx) {
      const { env, ...body } = ctx.body;
      requireProdAccess(ctx, env);
      checkTaskUrls(ctx.project, body);
      const ids = await createTasks(ctx.db, { project: ctx.project.code, env, operator: ctx.user.displayName, body });
      await ctx.audit({ area: 'push', action: 'createTask', target: ids.join(','), after: { env, ids, ...body } });
      return { ids };
    },
  }),
  routeOf(taskEndpoints.update, {
    rule: push,
    summary: 'Update a Ready push task (the id in the body); 409 in any other status. Prod: owners and admins',
    async handler(ctx) {
      const { env, id, ...body } = ctx.body;
      requireProdAccess(ctx, env);
      checkTaskUrls(ctx.project, body);
      const before = await findTask(ctx.db, ctx.project.code, env, id, true);
      if (!before) throw notFound(TASK_API_MESSAGES.notFound);
      if (!canEdit(before.status as TaskStatus)) throw conflict(TASK_API_MESSAGES.notReady);
      await updateTask(ctx.db, id, ctx.user.displayName, body);
      await ctx.audit({ area: 'push', action: 'updateTask', target: id, before, after: { env, id, ...body } });
      return { id };
    },
  }),
  routeOf(taskEndpoints.serverDate, {
    rule: push,
    summary: "Now on the project env's server clock: date 'YYYY-MM-DD HH:mm:00', timezone 'UTC+8' style, zone (IANA)",
    async handler(ctx) {
      const settings = await readSettings(ctx.db, ctx.project.code, ctx.query.env);
      return serverDate(settings.serverTimezone);
    },
  }),
  routeOf(taskEndpoints.versions, {
    rule: push,
    summary: 'The app versions registered devices of the env and platform reported, ascending',
    async handler(ctx) {
      const rows = await ctx.db
        .selectDistinct({ v: pushDevices.appVersion })
        .from(pushDevices)
        .where(
          and(
            eq(pushDevices.projectCode, ctx.project.code),
            eq(pushDevices.env, ctx.query.env),
            eq(pushDevices.platform, ctx.query.platform),
            ne(pushDevices.appVersion, ''),
          ),
        )
        .orderBy(asc(pushDevices.appVersion))
        .limit(5000);
      // Only versions the task schema takes (a client may report anything); numeric order, not text order.
      return rows
        .map((r) => r.v)
        .filter((v) => CLIENT_VERSION_PATTERN.test(v))
        .sort(compareVersions);
    },
  }),
  imageRoute,
  routeOf(taskEndpoints.detail, {
    rule: push,
    summary: "A push task with its per-timezone sub-tasks and per-country counts; 404 for another project's or env's task",
    async handler(ctx) {
      const id = Number(ctx.params.id);
      const task = Number.isSafeInteger(id) && id >= 1 && id < 2 ** 31 ? await findTask(ctx.db, ctx.project.code, ctx.query.env, id) : null;
      if (!task) throw notFound(TASK_API_MESSAGES.notFound);
      return taskDetail(ctx.db, task);
    },
  }),
];
