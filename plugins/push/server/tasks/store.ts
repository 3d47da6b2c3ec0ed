// Creating tasks: the wizard's create, copy and the Excel upload all come here. Platform 3 (Both)
// makes two tasks, one per platform (002 §4); each is planned by the delivery part at once.
// (The tasks part owns this file; the list part's upload calls `createTasks`.)
import type { Db } from '../../../../core/server/db/connect';
import type { Env } from '../../../../core/shared/constants';
import type { TaskBody } from '../../schemas/task';
import type { TaskPlatform } from '../../shared';
import { pushTasks } from '../db';
import { planTask } from '../delivery/plan';

export interface CreateTasksInput {
  project: string;
  env: Env;
  operator: string;
  body: TaskBody;
}

/** Inserts the task (two for Both) and plans it; the ids in platform order. Call inside the request's transaction. */
export async function createTasks(tx: Db, { project, env, operator, body }: CreateTasksInput): Promise<number[]> {
  const platforms: TaskPlatform[] = body.platform === 3 ? [1, 2] : [body.platform];
  const ids: number[] = [];
  for (const platform of platforms) {
    const [row] = await tx
      .insert(pushTasks)
      .values({
        projectCode: project,
        env,
        platform,
        name: body.name,
        description: body.description,
        notification: body.notification,
        scheduleRule: body.scheduleRule,
        // Both hides the versions (002 §5): a version list is per platform.
        audienceRule: body.platform === 3 ? { ...body.audienceRule, startVersion: '', endVersion: '' } : body.audienceRule,
        extraData: Object.fromEntries(body.extraData.map((e) => [e.key, e.value])),
        transactional: body.transactional,
        operator,
      })
      .returning({ id: pushTasks.id });
    await planTask(tx, row.id);
    ids.push(row.id);
  }
  return ids;
}
