// The local default transport (issue 16): "sends" by recording every message in push_outbox,
// inside the ledger's transaction, so a message and its ledger row commit together: exactly once
// with nothing ever in flight. The task detail's OutboxPanel reads it back.
import { eq, inArray, sql } from 'drizzle-orm';
import { pushSubTasks, pushTasks } from '../db';
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
    const rows: Record<string, unknown>[] = [];
    for (const m of messages) {
      const owner = bySub.get(subTaskOf(m.pushId));
      if (!owner) {
        results.push({ ok: false, kind: 'failed', error: 'outbox: unknown sub-task' });
        continue;
      }
      rows.push({
        project_code: owner.project,
        env: owner.env,
        sub_task_id: owner.id,
        task_id: owner.taskId,
        device_id: m.deviceId,
        platform: m.platform,
        token: m.token,
        message: outboxMessage(m),
      });
      results.push({ ok: true });
    }
    // One statement for the batch (a row set in one JSON parameter).
    if (rows.length)
      await tx.execute(sql`insert into push_outbox (project_code, env, sub_task_id, task_id, device_id, platform, token, message)
        select r.project_code, r.env, r.sub_task_id, r.task_id, r.device_id, r.platform, r.token, r.message
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(project_code text, env text, sub_task_id int, task_id int, device_id bigint, platform int, token text, message jsonb)
        on conflict do nothing`);
    return results;
  },
};
