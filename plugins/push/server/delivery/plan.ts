// Planning (issue 16 "Real delivery"): a task becomes one sub-task per (IANA zone, occurrence),
// each firing when that zone's clock shows the task's local start time. Decisions (README
// "Delivery"): occurrences are startAt, then every isCycle days until endAt, at most
// MAX_OCCURRENCES; a fire time more than PASSED_GRACE_MS in the past when planned is skipped (not
// planned; the preview flags it), a fresher one is sent at the scheduler's next pass; zones whose
// devices appear later are added by `addNewZones` (the scheduler's pass) while their time is ahead.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { ScheduleRule, AudienceRule } from '../../shared';
import { TASK_STATUS } from '../../shared';
import { pushDevices, pushSubTasks, pushTasks } from '../db';
import { formatWall, parseWall, wallToUtc } from '../../../../core/shared/zone';

/** A cycle task plans at most this many occurrences (a year of a daily task). */
export const MAX_OCCURRENCES = 366;
/** A fire time this recent is still sent (at once); an older one is skipped. */
export const PASSED_GRACE_MS = 60 * 60_000;
const DAY = 86_400_000;

/** The local wall times the task fires at: startAt, then every isCycle days up to endAt. */
export function occurrences(rule: Pick<ScheduleRule, 'isCycle' | 'startAt' | 'endAt'>): string[] {
  const start = parseWall(rule.startAt);
  if (!rule.isCycle || !rule.endAt) return [formatWall(start)];
  const end = parseWall(rule.endAt);
  const out: string[] = [];
  for (let t = start; t <= end && out.length < MAX_OCCURRENCES; t += rule.isCycle * DAY) out.push(formatWall(t));
  return out;
}

export interface TaskFacts {
  projectCode: string;
  env: 'sandbox' | 'prod';
  platform: number;
  scheduleRule: ScheduleRule;
  audienceRule: AudienceRule;
}

/** The zones a task fires in: the pinned zone; else the audience's zone list; else the live devices' zones. */
export async function zonesOf(db: Db, t: TaskFacts): Promise<string[]> {
  if (t.scheduleRule.timezone) return [t.scheduleRule.timezone];
  if (t.audienceRule.timezone.length) return [...new Set(t.audienceRule.timezone)].sort();
  const rows = await db
    .selectDistinct({ z: pushDevices.timezone })
    .from(pushDevices)
    .where(
      and(
        eq(pushDevices.projectCode, t.projectCode),
        eq(pushDevices.env, t.env),
        eq(pushDevices.platform, t.platform),
        isNull(pushDevices.invalidAt),
      ),
    );
  return rows.map((r) => r.z).sort();
}

export interface PlannedFire {
  timezone: string;
  local: string;
  fireAt: Date;
  passed: boolean;
  /** Passed longer than the grace: not planned. */
  skipped: boolean;
}

/** Every (zone, occurrence) with its UTC fire time, as of `now`. */
export function fires(zones: readonly string[], rule: ScheduleRule, now = Date.now()): PlannedFire[] {
  const locals = occurrences(rule);
  const out: PlannedFire[] = [];
  for (const timezone of zones)
    for (const local of locals) {
      const fireAt = wallToUtc(local, timezone);
      const passed = fireAt.getTime() <= now;
      out.push({ timezone, local, fireAt, passed, skipped: fireAt.getTime() < now - PASSED_GRACE_MS });
    }
  return out;
}

async function loadTask(tx: Db, taskId: number) {
  const [task] = await tx.select().from(pushTasks).where(eq(pushTasks.id, taskId));
  return task;
}

async function setSpan(tx: Db, taskId: number) {
  await tx.execute(sql`update push_tasks set first_fire_at = s.lo, last_fire_at = s.hi
    from (select min(fire_at) lo, max(fire_at) hi from push_sub_tasks where task_id = ${taskId}) s where push_tasks.id = ${taskId}`);
}

/** (Re)plans a Ready task: its sub-tasks per zone and occurrence, firstFireAt/lastFireAt. */
export async function planTask(tx: Db, taskId: number, now = Date.now()): Promise<void> {
  const task = await loadTask(tx, taskId);
  if (!task || task.status !== TASK_STATUS.ready) return;
  await tx.delete(pushSubTasks).where(eq(pushSubTasks.taskId, taskId));
  const zones = task.isTest && !task.scheduleRule.timezone ? await testZones(tx, task) : await zonesOf(tx, task);
  const rows = fires(zones, task.scheduleRule, now).filter((f) => !f.skipped);
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(pushSubTasks).values(rows.slice(i, i + 1000).map((f) => ({ taskId, timezone: f.timezone, fireAt: f.fireAt })));
  await setSpan(tx, taskId);
}

/** A test push by timezone: the zones of the devices it targets. */
async function testZones(tx: Db, task: typeof pushTasks.$inferSelect): Promise<string[]> {
  const t = task.testTarget ?? { userIds: [], firebaseIds: [] };
  const byUser = t.userIds.length
    ? inArray(pushDevices.userId, t.userIds)
    : inArray(pushDevices.firebaseId, t.firebaseIds.length ? t.firebaseIds : ['']);
  const rows = await tx
    .selectDistinct({ z: pushDevices.timezone })
    .from(pushDevices)
    .where(
      and(
        eq(pushDevices.projectCode, task.projectCode),
        eq(pushDevices.env, task.env),
        eq(pushDevices.platform, task.platform),
        isNull(pushDevices.invalidAt),
        byUser,
      ),
    );
  return rows.map((r) => r.z).sort();
}

/**
 * Devices in a zone no sub-task covers yet (they registered after planning): a Ready or Running
 * task that follows its devices' zones gets that zone's occurrences still ahead. Answers how many
 * sub-tasks it added.
 */
export async function addNewZones(tx: Db, taskId: number, now = Date.now()): Promise<number> {
  const task = await loadTask(tx, taskId);
  if (!task || task.isTest || (task.status !== TASK_STATUS.ready && task.status !== TASK_STATUS.running)) return 0;
  if (task.scheduleRule.timezone || task.audienceRule.timezone.length) return 0;
  const have = new Set(
    (await tx.selectDistinct({ z: pushSubTasks.timezone }).from(pushSubTasks).where(eq(pushSubTasks.taskId, taskId))).map((r) => r.z),
  );
  const fresh = (await zonesOf(tx, task)).filter((z) => !have.has(z));
  if (!fresh.length) return 0;
  const rows = fires(fresh, task.scheduleRule, now).filter((f) => !f.passed);
  if (!rows.length) return 0;
  const added = await tx
    .insert(pushSubTasks)
    .values(rows.map((f) => ({ taskId, timezone: f.timezone, fireAt: f.fireAt })))
    .onConflictDoNothing()
    .returning({ id: pushSubTasks.id });
  await setSpan(tx, taskId);
  return added.length;
}
