// The delivery part's routes: the game client's token and open calls (client key), the outbox
// page, the timezone preview and the test push (right `push`; prod for owners and admins).
import { and, desc, eq, sql } from 'drizzle-orm';
import { clientAddress } from '../../../../core/server/clientAddress';
import { clientEnv } from '../../../../core/server/clientApi';
import { checkClientUrls } from '../../../../core/server/clientUrls';
import { notFound } from '../../../../core/server/errors';
import { routeOf, type ServerRoute } from '../../../../core/server/plugin';
import { requireProdAccess } from '../../../../core/server/prodAccess';
import { take, tooManyAnswer } from '../../../../core/server/rateLimit';
import { rule as access } from '../../../../core/shared/access';
import { isRowId } from '../../../../core/shared/zod';
import { deliveryClientEndpoints, deliveryEndpoints, type OutboxRow, type TestPushRow } from '../../endpoints/delivery';
import { DELIVERY_MESSAGES, MAX_TOKENS_PER_ADDRESS_MINUTE, MAX_TOKENS_PER_USER_HOUR } from '../../schemas/delivery';
import { RIGHT_PUSH } from '../../shared';
import { pushOutbox, pushTasks } from '../db';
import { recordOpen, registerToken } from './client';
import { previewDelivery } from './preview';
import { createTestPush } from './testPush';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A client call's body at most (a token is at most 4 KB). */
const CLIENT_MAX_BYTES = 16 * 1024;

export const routes: ServerRoute[] = [
  routeOf(deliveryClientEndpoints.token, {
    rule: access.clientKey,
    summary:
      "Game clients: register (or refresh) a device's push token; a new token records a push_token event and answers its deviceSecret, which moving the token to another userId needs. At most 100 a minute per address and 20 an hour per user (429 with Retry-After)",
    maxBodyBytes: CLIENT_MAX_BYTES,
    async handler({ c, config, db, project, params, body, services }) {
      const env = clientEnv(params.env);
      // Every call counts (a re-register writes too); a refusal is an answer, so the count stays.
      const address = await take(db, `push-token:address:${clientAddress(c, config)}`, 1, MAX_TOKENS_PER_ADDRESS_MINUTE, MINUTE);
      if (!address.ok) return tooManyAnswer(DELIVERY_MESSAGES.tooManyFromAddress, address.resetAt);
      const user = await take(db, `push-token:user:${project.code}:${env}:${body.userId}`, 1, MAX_TOKENS_PER_USER_HOUR, HOUR);
      if (!user.ok) return tooManyAnswer(DELIVERY_MESSAGES.tooManyFromUser(MAX_TOKENS_PER_USER_HOUR), user.resetAt);
      return registerToken(db, services, project.code, env, body);
    },
  }),
  routeOf(deliveryClientEndpoints.open, {
    rule: access.clientKey,
    summary: 'Game clients: report that a push was opened (counted once)',
    maxBodyBytes: CLIENT_MAX_BYTES,
    async handler({ db, project, params, body }) {
      return recordOpen(db, project.code, clientEnv(params.env), body.pushId);
    },
  }),
  routeOf(deliveryEndpoints.outbox, {
    rule: access.right(RIGHT_PUSH),
    summary: 'The messages the local outbox transport recorded for a task, newest first',
    async handler({ db, project, params, query }) {
      const id = Number(params.id);
      if (!isRowId(id)) throw notFound('No such task');
      const [task] = await db
        .select({ id: pushTasks.id })
        .from(pushTasks)
        .where(and(eq(pushTasks.id, id), eq(pushTasks.projectCode, project.code), eq(pushTasks.env, query.env)));
      if (!task) throw notFound('No such task');
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(pushOutbox)
        .where(eq(pushOutbox.taskId, id));
      const rows = await db
        .select()
        .from(pushOutbox)
        .where(eq(pushOutbox.taskId, id))
        .orderBy(desc(pushOutbox.id))
        .limit(query.ps)
        .offset((query.pn - 1) * query.ps);
      return {
        total: Number(n),
        rows: rows.map((r): OutboxRow => {
          const m = r.message as { language?: string; title?: string; body?: string; data?: Record<string, string> };
          return {
            id: r.id,
            subTaskId: r.subTaskId,
            deviceId: r.deviceId,
            token: r.token,
            language: m.language ?? 'en',
            title: m.title ?? '',
            body: m.body ?? '',
            data: m.data ?? {},
            createdAt: r.createdAt.toISOString(),
          };
        }),
      };
    },
  }),
  routeOf(deliveryEndpoints.tests, {
    rule: access.right(RIGHT_PUSH),
    summary: "The project env's test pushes, newest first, with their sub-tasks' counters",
    async handler({ db, project, query }) {
      const where = and(eq(pushTasks.projectCode, project.code), eq(pushTasks.env, query.env), eq(pushTasks.isTest, true));
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(pushTasks)
        .where(where);
      // The sub-queries name push_tasks.id in full: drizzle writes a one-table select's columns unqualified.
      const rows = await db
        .select({
          task: pushTasks,
          subTasks: sql<number>`(select count(*)::int from push_sub_tasks s where s.task_id = push_tasks.id)`,
          sums: sql<
            number[]
          >`(select array[coalesce(sum(send_count), 0)::int, coalesce(sum(success_count), 0)::int, coalesce(sum(fail_count), 0)::int, coalesce(sum(open_count), 0)::int] from push_sub_tasks s where s.task_id = push_tasks.id)`,
        })
        .from(pushTasks)
        .where(where)
        .orderBy(desc(pushTasks.id))
        .limit(query.ps)
        .offset((query.pn - 1) * query.ps);
      return {
        total: Number(n),
        rows: rows.map(({ task, subTasks, sums }): TestPushRow => ({
          id: task.id,
          platform: task.platform as TestPushRow['platform'],
          name: task.name,
          description: task.description,
          status: task.status as TestPushRow['status'],
          title: task.notification.alert.en?.title ?? '',
          operator: task.operator,
          subTasks: Number(subTasks),
          sendCount: Number(sums[0]),
          successCount: Number(sums[1]),
          failCount: Number(sums[2]),
          openCount: Number(sums[3]),
          createdAt: task.createdAt.toISOString(),
        })),
      };
    },
  }),
  routeOf(deliveryEndpoints.preview, {
    rule: access.right(RIGHT_PUSH),
    summary: 'Timezone delivery preview: per zone the local and UTC fire time, the audience size, passed zones and DST changes',
    transaction: false,
    async handler({ db, project, body, services }) {
      return previewDelivery(db, services.warehouse, project.code, body);
    },
  }),
  routeOf(deliveryEndpoints.testPush, {
    rule: access.right(RIGHT_PUSH),
    summary: "Test push to the devices of a list of user ids or firebase ids (prod for the project's owners and admins)",
    async handler(ctx) {
      const { db, project, body, user, services, audit } = ctx;
      requireProdAccess(ctx, body.env);
      checkClientUrls(project, [
        { path: 'imageUrl', url: body.imageUrl, kind: 'file' },
        ...Object.entries(body.extraData).map(([k, v]) => ({ path: `extraData.${k}`, url: v, kind: 'value' as const })),
      ]);
      const answer = await createTestPush(db, services, project.code, body.env, user.mail, body);
      await audit({
        area: 'push',
        action: 'testPush',
        target: answer.taskId,
        after: { env: body.env, platform: body.platform, userId: body.userId, firebaseId: body.firebaseId, devices: answer.devices },
      });
      return answer;
    },
  }),
];
