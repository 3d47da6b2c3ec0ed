// The game client's calls (client key, like the bonus redeem): register a device's push token
// and report an open. A NEW token also records a `push_token` event through core's ingest path,
// so the daily user token figures count real registrations (a re-register is not a new token).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { CoreServices } from '../../../../core/server/services';
import type { Env } from '../../../../core/shared/constants';
import { EVENTS } from '../../../../core/shared/events';
import { parseBatch } from '../../../../core/server/warehouse/batch';
import { notFound } from '../../../../core/server/errors';
import type { TokenBody } from '../../schemas/delivery';
import { pushDeliveries, pushDevices, pushSubTasks, pushTasks } from '../db';
import { add, applyTally, newTally } from './counters';

export async function registerToken(tx: Db, services: CoreServices, project: string, env: Env, b: TokenBody): Promise<{ deviceId: number; created: boolean }> {
  const now = new Date();
  const fields = { userId: b.userId, firebaseId: b.firebaseId, timezone: b.timezone, language: b.language, country: b.country, appVersion: b.appVersion };
  const [row] = await tx
    .insert(pushDevices)
    .values({ projectCode: project, env, platform: b.platform, token: b.token, ...fields, tokenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [pushDevices.projectCode, pushDevices.env, pushDevices.platform, pushDevices.token], set: { ...fields, lastSeenAt: now, invalidAt: null } })
    .returning({ id: pushDevices.id, created: sql<boolean>`(xmax = 0)` });
  if (row.created) {
    const event = { event: EVENTS.pushToken, userId: b.userId, ts: now.getTime(), platform: b.platform, appVersion: b.appVersion, country: b.country };
    await services.warehouse.ingest(project, parseBatch([event], now.getTime(), now.getTime()), JSON.stringify({ events: [event] }));
  }
  return { deviceId: row.id, created: Boolean(row.created) };
}

/** Marks a delivered message opened, once; answers whether this call was the first open. */
/** `at`: when the player opened it (now for a client's report; the demo dates its opens after their sends). */
export async function recordOpen(tx: Db, project: string, env: Env, pushId: string, at = new Date()): Promise<{ opened: boolean }> {
  const [subId, deviceId] = pushId.split(':').map(Number);
  const [owner] = await tx
    .select({ id: pushSubTasks.id, projectCode: pushTasks.projectCode, env: pushTasks.env, platform: pushTasks.platform })
    .from(pushSubTasks)
    .innerJoin(pushTasks, eq(pushTasks.id, pushSubTasks.taskId))
    .where(and(eq(pushSubTasks.id, subId), eq(pushTasks.projectCode, project), eq(pushTasks.env, env)));
  if (!owner) throw notFound('Unknown pushId');
  const [row] = await tx
    .update(pushDeliveries)
    .set({ openedAt: at })
    .where(and(eq(pushDeliveries.subTaskId, subId), eq(pushDeliveries.deviceId, deviceId), eq(pushDeliveries.state, 'success'), isNull(pushDeliveries.openedAt)))
    .returning({ country: pushDeliveries.country });
  if (!row) {
    const [known] = await tx.select({ s: pushDeliveries.state }).from(pushDeliveries).where(and(eq(pushDeliveries.subTaskId, subId), eq(pushDeliveries.deviceId, deviceId)));
    if (!known) throw notFound('Unknown pushId');
    return { opened: false };
  }
  const tally = newTally();
  add(tally, row.country, 'open');
  await applyTally(tx, owner, tally, at);
  return { opened: true };
}
