// The test push (002 "Test Task", §7 push/testPush): an is_test task (not listed) aimed at the
// devices of the given user ids or firebase ids, with one sub-task per zone of those devices
// (isPushByTimezone 1, each at startAt local) or one sent now (pinned to the server's zone). It
// goes through the same scheduler and send job as any task; cap and quiet hours do not apply.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { CoreServices } from '../../../../core/server/services';
import type { Env } from '../../../../core/shared/constants';
import type { TestPushAnswer } from '../../endpoints/delivery';
import type { TestPushBody } from '../../schemas/delivery';
import { TASK_STATUS } from '../../shared';
import { pushDevices, pushSubTasks, pushTasks } from '../db';
import { readSettings } from '../transports/settings';
import { planTask } from './plan';
import { dispatchDue } from './scheduler';
import { utcToWall } from '../../../../core/shared/zone';

export async function createTestPush(
  tx: Db,
  services: CoreServices,
  project: string,
  env: Env,
  operator: string,
  b: TestPushBody,
  now = Date.now(),
): Promise<TestPushAnswer> {
  const settings = await readSettings(tx, project, env);
  const byZone = b.isPushByTimezone === 1;
  const target = { userIds: b.userId, firebaseIds: b.firebaseId };
  const [task] = await tx
    .insert(pushTasks)
    .values({
      projectCode: project,
      env,
      platform: b.platform,
      name: `Test push ${utcToWall(now, settings.serverTimezone)}`,
      description: b.userId.length
        ? `userId: ${b.userId.join(', ')}`.slice(0, 1000)
        : `firebaseId: ${b.firebaseId.join(', ')}`.slice(0, 1000),
      notification: {
        alert: b.notification.alert,
        isDataType: b.notification.isDataType,
        imageUrl: b.imageUrl,
        badge: 1,
        sound: 'default',
        volume: 1,
        channel_id: b.channel_id,
        notification_priority: b.notification_priority,
      },
      scheduleRule: {
        isCycle: 0,
        startAt: byZone ? b.startAt : utcToWall(now, settings.serverTimezone),
        endAt: '',
        countryScope: [],
        timezone: byZone ? '' : settings.serverTimezone,
      },
      audienceRule: {
        country: [],
        timezone: [],
        startVersion: '',
        endVersion: '',
        language: [],
        lastLoginMode: '',
        lastLoginDayLessThan: null,
        lastLoginDayMoreThan: null,
        tokenReciveDay: 0,
        random: null,
      },
      extraData: b.extraData,
      transactional: true,
      isTest: true,
      testTarget: target,
      operator,
    })
    .returning({ id: pushTasks.id });
  await planTask(tx, task.id, now);
  const byId = target.userIds.length ? inArray(pushDevices.userId, target.userIds) : inArray(pushDevices.firebaseId, target.firebaseIds);
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(pushDevices)
    .where(
      and(
        eq(pushDevices.projectCode, project),
        eq(pushDevices.env, env),
        eq(pushDevices.platform, b.platform),
        isNull(pushDevices.invalidAt),
        byId,
      ),
    );
  const subs = await tx.select({ id: pushSubTasks.id }).from(pushSubTasks).where(eq(pushSubTasks.taskId, task.id));
  // Nothing to send (no device in any zone): the test task is over at once.
  if (!subs.length) await tx.update(pushTasks).set({ status: TASK_STATUS.completed }).where(eq(pushTasks.id, task.id));
  // Due now: enqueued with the request, so the send starts without waiting for the scheduler's minute.
  await dispatchDue(tx, services, { now: new Date(now), taskId: task.id });
  const devices = Number(n);
  const message =
    devices === 0 ? 'No registered device matches these ids' : `Test push created for ${devices} device${devices === 1 ? '' : 's'}`;
  return { taskId: task.id, devices, subTasks: subs.length, message };
}
