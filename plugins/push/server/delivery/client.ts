// The game client's calls (client key, like the bonus redeem): register a device's push token
// and report an open. A NEW token also records a `push_token` event through core's ingest path,
// so the daily user token figures count real registrations (a re-register is not a new token).
//
// Who may move a token: the first registration answers a random device secret (only its SHA-256
// is stored); a re-register that names another userId must send it back, so only the device that
// holds the token (and kept the secret) can hand it to another player. A device registered
// before secrets existed gets one at its next re-register under its own userId.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { CoreServices } from '../../../../core/server/services';
import type { Env } from '../../../../core/shared/constants';
import { EVENTS } from '../../../../core/shared/events';
import { parseBatch } from '../../../../core/server/warehouse/batch';
import { forbidden, notFound } from '../../../../core/server/errors';
import { DELIVERY_MESSAGES, type TokenBody } from '../../schemas/delivery';
import { pushDeliveries, pushDevices, pushSubTasks, pushTasks } from '../db';
import { add, applyTally, newTally } from './counters';

export interface Registered {
  deviceId: number;
  created: boolean;
  /** Only when this call made the device's secret (first registration): the client keeps it. */
  deviceSecret?: string;
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function registerToken(tx: Db, services: CoreServices, project: string, env: Env, b: TokenBody): Promise<Registered> {
  const now = new Date(services.time.now());
  const fields = {
    userId: b.userId,
    firebaseId: b.firebaseId,
    timezone: b.timezone,
    language: b.language,
    country: b.country,
    appVersion: b.appVersion,
  };
  const secret = randomBytes(32).toString('base64url');
  const [created] = await tx
    .insert(pushDevices)
    .values({
      projectCode: project,
      env,
      platform: b.platform,
      token: b.token,
      ...fields,
      tokenAt: now,
      lastSeenAt: now,
      secretHash: hashOf(secret),
    })
    .onConflictDoNothing({ target: [pushDevices.projectCode, pushDevices.env, pushDevices.platform, pushDevices.token] })
    .returning({ id: pushDevices.id });
  if (created) {
    const event = {
      event: EVENTS.pushToken,
      userId: b.userId,
      ts: now.getTime(),
      platform: b.platform,
      appVersion: b.appVersion,
      country: b.country,
    };
    await services.warehouse.ingest(project, parseBatch([event], now.getTime(), now.getTime()), JSON.stringify({ events: [event] }));
    return { deviceId: created.id, created: true, deviceSecret: secret };
  }
  // A known token: locked, so two re-registers cannot both pass the owner check on a stale row.
  const [known] = await tx
    .select({ id: pushDevices.id, userId: pushDevices.userId, secretHash: pushDevices.secretHash })
    .from(pushDevices)
    .where(
      and(
        eq(pushDevices.projectCode, project),
        eq(pushDevices.env, env),
        eq(pushDevices.platform, b.platform),
        eq(pushDevices.token, b.token),
      ),
    )
    .for('update');
  const proven = Boolean(b.deviceSecret && known.secretHash && sameHash(hashOf(b.deviceSecret), known.secretHash));
  if (b.deviceSecret && known.secretHash && !proven) throw forbidden(DELIVERY_MESSAGES.wrongSecret);
  if (known.userId !== b.userId && !proven) throw forbidden(DELIVERY_MESSAGES.tokenOfAnotherUser);
  const issue = known.secretHash === null;
  await tx
    .update(pushDevices)
    .set({ ...fields, lastSeenAt: now, invalidAt: null, ...(issue ? { secretHash: hashOf(secret) } : {}) })
    .where(eq(pushDevices.id, known.id));
  return { deviceId: known.id, created: false, ...(issue ? { deviceSecret: secret } : {}) };
}

/**
 * Marks a delivered message opened, once; answers whether this call was the first open. The open
 * counts in push_daily on the UTC day its message was sent (as the send did), so a day's open rate
 * is of that day's messages, and the last 7 days' block counts an open of yesterday's push.
 */
export async function recordOpen(tx: Db, project: string, env: Env, pushId: string): Promise<{ opened: boolean }> {
  const [subId, deviceId] = pushId.split(':').map(Number);
  const [owner] = await tx
    .select({ id: pushSubTasks.id, projectCode: pushTasks.projectCode, env: pushTasks.env, platform: pushTasks.platform })
    .from(pushSubTasks)
    .innerJoin(pushTasks, eq(pushTasks.id, pushSubTasks.taskId))
    .where(and(eq(pushSubTasks.id, subId), eq(pushTasks.projectCode, project), eq(pushTasks.env, env)));
  if (!owner) throw notFound('Unknown pushId');
  const [row] = await tx
    .update(pushDeliveries)
    .set({ openedAt: new Date() })
    .where(
      and(
        eq(pushDeliveries.subTaskId, subId),
        eq(pushDeliveries.deviceId, deviceId),
        eq(pushDeliveries.state, 'success'),
        isNull(pushDeliveries.openedAt),
      ),
    )
    .returning({ country: pushDeliveries.country, sentAt: pushDeliveries.sentAt });
  if (!row) {
    const [known] = await tx
      .select({ s: pushDeliveries.state })
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.subTaskId, subId), eq(pushDeliveries.deviceId, deviceId)));
    if (!known) throw notFound('Unknown pushId');
    return { opened: false };
  }
  const tally = newTally();
  add(tally, row.country, 'open');
  await applyTally(tx, owner, tally, row.sentAt);
  return { opened: true };
}
