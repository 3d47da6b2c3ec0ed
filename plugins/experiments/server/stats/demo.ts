// Demo exposures, so the stats screen shows something real on the first start: for each demo
// experiment with weighted groups, a share of the users active since it started (the game events
// the stats plugin's demo made) get an experiment_exposure at their first event since then, in a
// group chosen by a hash of (experiment, user) weighted like the groups. Their finish rates and
// D1/D7 then come from their real activity (the game events do not depend on the group, so the
// groups differ by chance only, and the SRM check passes).
import { inArray } from 'drizzle-orm';
import type { DemoContext } from '../../../../core/server/plugin';
import { experiments, type ExperimentRow } from '../../../../core/server/db/experiments';
import { toEventRow } from '../../../../core/server/warehouse/rows';
import { eventsTable, ident } from '../../../../core/server/warehouse/schema';
import { SqlParams } from '../../../../core/server/warehouse/sql';
import { EXPOSURE_EVENT, type WizardFilter } from '../../../../core/shared/experiments';
import type { Warehouse } from '../../../../core/server/warehouse/types';

const DAY = 86_400_000;
/** How far back a demo experiment's exposures start (its startAt when it has one inside that). */
export const DEMO_EXPOSURE_DAYS = 28;
/** The share of those users an experiment takes (times its percent). */
export const DEMO_EXPOSED_SHARE = 0.6;
const BATCH = 10_000;

/** FNV-1a, 32 bits: a stable hash of text to [0, 1). */
export function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // A final avalanche, so ids that differ in the last character spread.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return (h >>> 0) / 2 ** 32;
}

/** The group of a user at `u` in [0, 1): the weights cut [0, 1) in order (groups weighted 0 take nobody). */
export function pickGroup(groups: readonly { tag: string; weight: number }[], u: number): string | null {
  const total = groups.reduce((a, g) => a + Math.max(0, g.weight), 0);
  if (!(total > 0)) return null;
  let edge = 0;
  for (const g of groups) {
    edge += Math.max(0, g.weight) / total;
    if (g.weight > 0 && u < edge) return g.tag;
  }
  return [...groups].reverse().find((g) => g.weight > 0)!.tag;
}

const PLATFORM_CODES: Record<string, number> = { android: 1, ios: 2 };

/** The users active since `start` (day number) with their first event's time and attributes. */
async function activeUsers(wh: Warehouse, code: string, startDay: number, platform: number | null) {
  const p = new SqlParams(wh.dialect);
  const where = [`day >= ${p.date(new Date(startDay * DAY).toISOString().slice(0, 10))}`];
  if (platform) where.push(`platform = ${p.value(platform)}`);
  const sql = `SELECT user_id, min(ts) AS ts, min(platform) AS platform, max(app_version) AS app_version, max(country) AS country FROM ${ident(eventsTable(code))} WHERE ${where.join(' AND ')} GROUP BY user_id ORDER BY user_id`;
  return wh.query(code, p.done(sql));
}

/** Writes one experiment's demo exposures; resolves with how many. */
export async function exposeDemoUsers(wh: Warehouse, exp: ExperimentRow, now = Date.now()): Promise<number> {
  const today = Math.floor(now / DAY);
  let startDay = today - DEMO_EXPOSURE_DAYS + 1;
  const startAt = exp.kind === 2 ? (exp.filter as WizardFilter).startAt : null;
  if (startAt && /^\d{4}-\d{2}-\d{2}$/.test(startAt)) startDay = Math.min(today, Math.max(startDay, Date.parse(`${startAt}T00:00:00Z`) / DAY));
  const platform = exp.kind === 2 ? (PLATFORM_CODES[exp.platform] ?? null) : null;
  const share = DEMO_EXPOSED_SHARE * (Math.min(100, Math.max(0, exp.percent)) / 100);
  const users = await activeUsers(wh, exp.projectCode, startDay, platform);
  let batch = [];
  let written = 0;
  for (const u of users) {
    const userId = String(u.user_id);
    if (unitHash(`${exp.id}:take:${userId}`) >= share) continue;
    const group = pickGroup(exp.groups, unitHash(`${exp.id}:group:${userId}`));
    if (!group) continue;
    const ts = Number(u.ts);
    const pf = Number(u.platform) as 1 | 2 | 3;
    batch.push(
      toEventRow(
        { event: EXPOSURE_EVENT, userId, ts, platform: pf, appVersion: String(u.app_version ?? ''), country: String(u.country ?? ''), props: { experiment: exp.id, group } },
        ts + 1000,
      ),
    );
    if (batch.length >= BATCH) {
      await wh.write(exp.projectCode, batch);
      written += batch.length;
      batch = [];
    }
  }
  if (batch.length) await wh.write(exp.projectCode, batch);
  return written + batch.length;
}

/** The demo exposures of every experiment (either kind) with groups in the projects that have demo events. */
export async function seedExposures({ db, services, print }: DemoContext): Promise<void> {
  const rows = await db.select().from(experiments).where(inArray(experiments.kind, [1, 2])).orderBy(experiments.id);
  let total = 0;
  let count = 0;
  for (const exp of rows) {
    if (!exp.groups.some((g) => g.weight > 0)) continue;
    const n = await exposeDemoUsers(services.warehouse, exp);
    if (n) count += 1;
    total += n;
  }
  if (total) print(`Demo experiment exposures: ${total.toLocaleString('en-US')} in ${count} experiments`);
}
