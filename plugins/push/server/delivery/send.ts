// The send job (issue 16 "Exactly once"): a sub-task's audience in keyset batches. Per batch the
// ledger rows are inserted first (ON CONFLICT DO NOTHING RETURNING) and only what this insert
// claimed is sent. The outbox (transactional) writes in the same transaction, so nothing is ever
// in flight; a remote transport gets the claim committed first, then the outcomes in one
// transaction. A retried job finds a dead attempt's rows still 'sending': they are never sent
// again (at most once) and resolve to fail with IN_FLIGHT_ERROR.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { Warehouse } from '../../../../core/server/warehouse/types';
import { SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import { TASK_STATUS, type PushSettings, type TaskPlatform } from '../../shared';
import { pushDeliveries, pushDeviceDays, pushDevices, pushSubTasks, pushTasks } from '../db';
import type { Env } from '../../../../core/shared/constants';
import type { PushMessage, PushTransport, SendResult } from '../transport';
import { readSettings } from '../transports/settings';
import { audienceBatches, countCandidates, type Device, type Selection } from './audience';
import { add, applyTally, newTally, type Tally } from './counters';
import { inQuietHours, localDayAndTime } from '../../../../core/shared/zone';

export const SEND_KIND = 'push.send';
export const IN_FLIGHT_ERROR = 'unknown: the worker stopped while the message was in flight';
export const SKIP_CAP = 'frequency cap';
export const SKIP_QUIET = 'quiet hours';

export interface SendDeps {
  db: Db;
  warehouse: Warehouse | null;
  /** The transport of a task's project, env and platform (the job binds the process's secrets). */
  resolve: (db: Db, project: string, env: Env, platform: TaskPlatform) => Promise<PushTransport>;
  signal: AbortSignal;
  progress?: (done: number, total?: number | null, message?: string) => Promise<void>;
  now?: () => number;
  /** Devices read a batch (default 1,000). */
  batch?: number;
  /** The frequency cap and quiet hours' source (default: the transports part's readSettings). */
  settings?: typeof readSettings;
}

export interface SendOutcome {
  subTaskId: number;
  audience: number;
  claimed: number;
  success: number;
  fail: number;
  inactive: number;
  skipped: number;
  resolvedInFlight: number;
  stopped?: boolean;
}

type Task = typeof pushTasks.$inferSelect;
type Sub = typeof pushSubTasks.$inferSelect;

function aborted(signal: AbortSignal) {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('The send was stopped');
}

/** The message for one device: the alert in its language, else en. */
export function messageFor(task: Task, sub: Sub, d: Device): PushMessage {
  const alerts = task.notification.alert;
  const language = alerts[d.language] ? d.language : SOURCE_LANGUAGE;
  const a = alerts[language] ?? { title: '', subtitle: '', body: '' };
  const pushId = `${sub.id}:${d.id}`;
  const n = task.notification;
  return {
    pushId,
    deviceId: d.id,
    token: d.token,
    platform: task.platform as TaskPlatform,
    title: a.title,
    subtitle: a.subtitle,
    body: a.body,
    imageUrl: n.imageUrl,
    data: { ...task.extraData, pushId, taskId: String(task.id) },
    badge: n.badge,
    sound: n.sound,
    channelId: n.channel_id,
    priority: n.notification_priority,
    isDataType: n.isDataType,
    language,
  };
}

/** Rows of `db.execute` on either driver (PGlite answers { rows }, postgres-js an array). */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/**
 * Sets the claimed rows' outcomes in one statement (only rows still 'sending': a re-claimed job
 * may have resolved them) and counts them.
 */
async function resolveClaims(
  tx: Db,
  sub: Sub,
  claimed: Device[],
  results: SendResult[],
  tally: Tally,
  at: Date,
): Promise<{ success: number; fail: number; inactive: number }> {
  // Grouped by outcome (usually one group: all delivered), one statement a group over an id array.
  const groups = new Map<string, { state: 'success' | 'fail' | 'inactive'; error: string | null; ids: number[] }>();
  claimed.forEach((d, i) => {
    const r = results[i] ?? { ok: false, kind: 'failed', error: 'no result from the transport' };
    const state = r.ok ? 'success' : r.kind === 'invalid-token' ? 'inactive' : 'fail';
    const error = r.ok ? null : r.error.slice(0, 500);
    const key = `${state}\u0000${error ?? ''}`;
    const g = groups.get(key) ?? { state, error, ids: [] };
    g.ids.push(d.id);
    groups.set(key, g);
  });
  const done: { device_id: number | string; country: string; state: 'success' | 'fail' | 'inactive' }[] = [];
  for (const g of groups.values()) {
    done.push(
      ...rowsOf<{ device_id: number | string; country: string; state: 'success' | 'fail' | 'inactive' }>(
        await tx.execute(sql`update push_deliveries set state = ${g.state}, error = ${g.error}, sent_at = ${at.toISOString()}::timestamptz
          where sub_task_id = ${sub.id} and device_id = any(${`{${g.ids.join(',')}}`}::bigint[]) and state = 'sending'
          returning device_id, country, state`),
      ),
    );
  }
  const out = { success: 0, fail: 0, inactive: 0 };
  const dead: number[] = [];
  for (const r of done) {
    add(tally, r.country, r.state);
    out[r.state]++;
    if (r.state === 'inactive') dead.push(Number(r.device_id));
  }
  if (dead.length) await tx.update(pushDevices).set({ invalidAt: new Date() }).where(inArray(pushDevices.id, dead));
  return out;
}

/** Which devices of a batch the cap or quiet hours hold back (none for transactional and test pushes). */
async function holds(db: Db, devices: Device[], settings: PushSettings, exempt: boolean, now: number): Promise<Map<number, string>> {
  const held = new Map<number, string>();
  if (exempt || (!settings.frequencyCap && !settings.quietHours)) return held;
  const local = new Map(devices.map((d) => [d.id, localDayAndTime(now, d.timezone)]));
  if (settings.quietHours)
    for (const d of devices) if (inQuietHours(local.get(d.id)!.time, settings.quietHours)) held.set(d.id, SKIP_QUIET);
  if (settings.frequencyCap > 0) {
    const ids = devices.filter((d) => !held.has(d.id)).map((d) => d.id);
    if (ids.length) {
      const counts = await db.select().from(pushDeviceDays).where(inArray(pushDeviceDays.deviceId, ids));
      for (const c of counts) if (c.day === local.get(c.deviceId)!.day && c.count >= settings.frequencyCap) held.set(c.deviceId, SKIP_CAP);
    }
  }
  return held;
}

/** Sends one sub-task (the job's work); safe to run again for the same sub-task. */
export async function sendSubTask(deps: SendDeps, subTaskId: number): Promise<SendOutcome> {
  const { db, signal } = deps;
  const now = deps.now ?? Date.now;
  const out: SendOutcome = { subTaskId, audience: 0, claimed: 0, success: 0, fail: 0, inactive: 0, skipped: 0, resolvedInFlight: 0 };
  const [row] = await db
    .select({ sub: pushSubTasks, task: pushTasks })
    .from(pushSubTasks)
    .innerJoin(pushTasks, eq(pushTasks.id, pushSubTasks.taskId))
    .where(eq(pushSubTasks.id, subTaskId));
  if (!row) return { ...out, stopped: true };
  const { sub, task } = row;
  if (task.status === TASK_STATUS.shutdown || sub.status === TASK_STATUS.shutdown || sub.status === TASK_STATUS.completed)
    return { ...out, stopped: true };
  const target = { id: sub.id, projectCode: task.projectCode, env: task.env, platform: task.platform };

  // A dead attempt's claims: never sent again; they failed as far as anyone can tell.
  await db.transaction(async (tx) => {
    const left = await tx
      .update(pushDeliveries)
      .set({ state: 'fail', error: IN_FLIGHT_ERROR })
      .where(and(eq(pushDeliveries.subTaskId, sub.id), eq(pushDeliveries.state, 'sending')))
      .returning({ country: pushDeliveries.country });
    if (!left.length) return;
    const tally = newTally();
    for (const r of left) add(tally, r.country, 'fail');
    await applyTally(tx, target, tally, new Date(now()));
    out.resolvedInFlight = left.length;
  });

  const settings = await (deps.settings ?? readSettings)(db, task.projectCode, task.env);
  const transport: PushTransport = await deps.resolve(db, task.projectCode, task.env, task.platform as TaskPlatform);
  const exempt = task.transactional || task.isTest;
  const selection: Selection = {
    projectCode: task.projectCode,
    env: task.env,
    platform: task.platform,
    // A pinned zone (and a test push sent now, pinned to the server's zone) reaches every device at once.
    zone: task.scheduleRule.timezone ? null : sub.timezone,
    scheduleRule: task.scheduleRule,
    audienceRule: task.audienceRule,
    taskId: task.id,
    test: task.isTest ? (task.testTarget ?? { userIds: [], firebaseIds: [] }) : null,
  };
  // Resume after the last device a previous attempt recorded: batches go in id order and each batch's claims commit at once.
  const [{ maxId }] = await db
    .select({ maxId: sql<number | null>`max(${pushDeliveries.deviceId})` })
    .from(pushDeliveries)
    .where(eq(pushDeliveries.subTaskId, sub.id));
  const [{ n: already }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushDeliveries)
    .where(eq(pushDeliveries.subTaskId, sub.id));
  out.audience = Number(already);
  const total = deps.progress ? await countCandidates(db, selection, now()) : null;
  let scannedAll = 0;

  for await (const { devices, scanned } of audienceBatches(db, selection, deps.warehouse, {
    now: now(),
    afterId: Number(maxId ?? 0),
    batch: deps.batch,
  })) {
    aborted(signal);
    scannedAll += scanned;
    if (!devices.length) continue;
    out.audience += devices.length;
    const t = now();
    const held = await holds(db, devices, settings, exempt, t);
    const tally = newTally();
    let claimed: Device[] = [];
    const run = async (tx: Db) => {
      // One statement for the batch (a row set in one JSON parameter): the claim.
      const rows = devices.map((d) => ({
        id: d.id,
        country: d.country,
        state: held.has(d.id) ? 'skipped' : 'sending',
        error: held.get(d.id) ?? null,
      }));
      const inserted = rowsOf<{ device_id: number | string; state: string }>(
        await tx.execute(sql`insert into push_deliveries (sub_task_id, device_id, country, state, error, sent_at)
          select ${sub.id}, d.id, d.country, d.state, d.error, ${new Date(t).toISOString()}::timestamptz from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as d(id bigint, country text, state text, error text)
          on conflict do nothing returning device_id, state`),
      ).map((r) => ({ deviceId: Number(r.device_id), state: r.state }));
      const mine = new Set(inserted.filter((r) => r.state === 'sending').map((r) => r.deviceId));
      out.skipped += inserted.length - mine.size;
      claimed = devices.filter((d) => mine.has(d.id));
      if (!exempt && settings.frequencyCap > 0 && claimed.length) {
        await tx
          .insert(pushDeviceDays)
          .values(claimed.map((d) => ({ deviceId: d.id, day: localDayAndTime(t, d.timezone).day, count: 1 })))
          .onConflictDoUpdate({ target: [pushDeviceDays.deviceId, pushDeviceDays.day], set: { count: sql`${pushDeviceDays.count} + 1` } });
      }
    };
    if (transport.transactional) {
      await db.transaction(async (tx) => {
        await run(tx);
        if (!claimed.length) return;
        const results = await transport.send(
          claimed.map((d) => messageFor(task, sub, d)),
          { signal, tx },
        );
        const r = await resolveClaims(tx, sub, claimed, results, tally, new Date(t));
        await applyTally(tx, target, tally, new Date(t));
        out.success += r.success;
        out.fail += r.fail;
        out.inactive += r.inactive;
      });
    } else {
      await db.transaction(run);
      if (claimed.length) {
        const results = await transport.send(
          claimed.map((d) => messageFor(task, sub, d)),
          { signal, tx: db },
        );
        await db.transaction(async (tx) => {
          const r = await resolveClaims(tx, sub, claimed, results, tally, new Date(t));
          await applyTally(tx, target, tally, new Date(t));
          out.success += r.success;
          out.fail += r.fail;
          out.inactive += r.inactive;
        });
      }
    }
    out.claimed += claimed.length;
    await deps.progress?.(Math.min(scannedAll, total ?? scannedAll), total, `${out.claimed} sent, ${out.skipped} held back`);
  }
  aborted(signal);
  await db.transaction(async (tx) => {
    await tx
      .update(pushSubTasks)
      .set({ status: TASK_STATUS.completed, plannedCount: out.audience })
      .where(and(eq(pushSubTasks.id, sub.id), inArray(pushSubTasks.status, [TASK_STATUS.ready, TASK_STATUS.running])));
    await completeTask(tx, task.id);
  });
  return out;
}

/** A Ready or Running task whose sub-tasks have all finished is Completed. */
export async function completeTask(tx: Db, taskId: number): Promise<void> {
  await tx.execute(sql`update push_tasks t set status = ${TASK_STATUS.completed}, updated_at = now()
    where t.id = ${taskId} and t.status in (${TASK_STATUS.ready}, ${TASK_STATUS.running})
      and exists (select 1 from push_sub_tasks s where s.task_id = t.id)
      and not exists (select 1 from push_sub_tasks s where s.task_id = t.id and s.status in (${TASK_STATUS.ready}, ${TASK_STATUS.running}))`);
}
