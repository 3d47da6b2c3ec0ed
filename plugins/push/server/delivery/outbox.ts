// The local default transport (issue 16): "sends" by recording every message in push_outbox,
// inside the ledger's transaction, so a message and its ledger row commit together: exactly once
// with nothing ever in flight. The task detail's OutboxPanel reads it back.
import { eq, inArray } from 'drizzle-orm';
import { pushOutbox, pushSubTasks, pushTasks } from '../db';
import type { PushMessage, PushTransport, SendResult } from '../transport';

/** What the outbox keeps of a message (the fields a transport would send). */
export function outboxMessage(m: PushMessage): Record<string, unknown> {
  return {
    pushId: m.pushId,
    language: m.language ?? 'en',
    title: m.title,
    subtitle: m.subtitle,
    body: m.body,
    imageUrl: m.imageUrl,
    data: m.data,
    badge: m.badge,
    sound: m.sound,
    channelId: m.channelId,
    priority: m.priority,
    isDataType: m.isDataType,
  };
}

/** `${subTaskId}:${deviceId}` -> the sub-task id. */
const subTaskOf = (pushId: string) => Number(pushId.split(':')[0]);

export const outboxTransport: PushTransport = {
  name: 'outbox',
  transactional: true,
  async send(messages, { tx }) {
    if (!messages.length) return [];
    const subIds = [...new Set(messages.map((m) => subTaskOf(m.pushId)))];
    const owners = await tx
      .select({ id: pushSubTasks.id, taskId: pushTasks.id, project: pushTasks.projectCode, env: pushTasks.env })
      .from(pushSubTasks)
      .innerJoin(pushTasks, eq(pushTasks.id, pushSubTasks.taskId))
      .where(inArray(pushSubTasks.id, subIds));
    const bySub = new Map(owners.map((o) => [o.id, o]));
    const results: SendResult[] = [];
    const rows: (typeof pushOutbox.$inferInsert)[] = [];
    for (const m of messages) {
      const owner = bySub.get(subTaskOf(m.pushId));
      if (!owner) {
        results.push({ ok: false, kind: 'failed', error: 'outbox: unknown sub-task' });
        continue;
      }
      rows.push({ projectCode: owner.project, env: owner.env, subTaskId: owner.id, taskId: owner.taskId, deviceId: m.deviceId, platform: m.platform, token: m.token, message: outboxMessage(m) });
      results.push({ ok: true });
    }
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(pushOutbox).values(rows.slice(i, i + 1000)).onConflictDoNothing();
    return results;
  },
};
