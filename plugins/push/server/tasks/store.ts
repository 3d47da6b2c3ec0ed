// Creating and updating tasks: the wizard's create, copy and the Excel upload all come through
// `createTasks`. Platform 3 (Both) makes two tasks, one per platform (002 §4); each is planned by
// the delivery part at once. (The tasks part owns this file; the list part's upload calls `createTasks`.)
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { Env } from '../../../../core/shared/constants';
import type { TaskBody } from '../../schemas/tasks';
import type { AudienceRule, TaskPlatform } from '../../shared';
import { pushTasks } from '../db';
import { planTask } from '../delivery/plan';

export interface CreateTasksInput {
  project: string;
  env: Env;
  operator: string;
  body: TaskBody;
}

/** Both hides the versions (002 §5): a version list is per platform. */
const audienceFor = (body: TaskBody): AudienceRule =>
  body.platform === 3 ? { ...body.audienceRule, startVersion: '', endVersion: '' } : body.audienceRule;
const extraDataMap = (body: TaskBody) => Object.fromEntries(body.extraData.map((e) => [e.key, e.value]));

/** The stored columns of a task's content, for one platform (create and update write the same). */
const contentOf = (body: TaskBody, platform: TaskPlatform, operator: string) => ({
  platform,
  name: body.name,
  description: body.description,
  notification: body.notification,
  scheduleRule: body.scheduleRule,
  audienceRule: audienceFor(body),
  extraData: extraDataMap(body),
  transactional: body.transactional,
  operator,
});

/** Inserts the task (two for Both) and plans it; the ids in platform order. Call inside the request's transaction. */
export async function createTasks(tx: Db, { project, env, operator, body }: CreateTasksInput): Promise<number[]> {
  const platforms: TaskPlatform[] = body.platform === 3 ? [1, 2] : [body.platform];
  const ids: number[] = [];
  for (const platform of platforms) {
    const [row] = await tx
      .insert(pushTasks)
      .values({ projectCode: project, env, ...contentOf(body, platform, operator) })
      .returning({ id: pushTasks.id });
    await planTask(tx, row.id);
    ids.push(row.id);
  }
  return ids;
}

/** A task of the project and env, locked for the rest of the transaction when `lock`; null when none. */
export async function findTask(tx: Db, project: string, env: Env, id: number, lock = false) {
  const q = tx
    .select()
    .from(pushTasks)
    .where(and(eq(pushTasks.id, id), eq(pushTasks.projectCode, project), eq(pushTasks.env, env), eq(pushTasks.isTest, false)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Replaces a Ready task's content and re-plans it (the caller checked it is Ready, under the row lock). */
export async function updateTask(tx: Db, id: number, operator: string, body: TaskBody & { platform: TaskPlatform }): Promise<void> {
  await tx
    .update(pushTasks)
    .set({ ...contentOf(body, body.platform, operator), updatedAt: new Date() })
    .where(eq(pushTasks.id, id));
  await planTask(tx, id);
}
