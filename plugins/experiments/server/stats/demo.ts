// Demo exposures, so the stats screen shows something real on the first start: for each demo
// experiment with weighted groups, a share of the users active since it started (the game events
// the stats plugin's demo made) get an experiment_exposure at their first event since then, in a
// group chosen by a hash of (experiment, user) weighted like the groups. Their finish rates and
// D1/D7 then come from their real activity (the game events do not depend on the group, so the
// groups differ by chance only, and the SRM check passes).
import { inArray } from 'drizzle-orm';
import type { DemoContext } from '../../../../core/server/plugin';
import { experimentDeployments, experiments, type ExperimentRow } from '../../../../core/server/db/experiments';
import { toEventRow } from '../../../../core/server/warehouse/rows';
import { eventsTable, ident } from '../../../../core/server/warehouse/schema';
import { SqlParams } from '../../../../core/server/warehouse/sql';
import {
  EXPERIMENT_PLATFORM_NUMBER,
  EXPOSURE_EVENT,
  type ExperimentPlatform,
  type WizardFilter,
} from '../../../../core/shared/experiments';
import type { Warehouse } from '../../../../core/server/warehouse/types';
import { hash32, pickGroup } from '../assign';

const DAY = 86_400_000;
/** How far back a demo experiment's exposures start (its startAt when it has one inside that). */
export const DEMO_EXPOSURE_DAYS = 28;
/** The share of those users an experiment takes (times its percent). */
export const DEMO_EXPOSED_SHARE = 0.6;
const BATCH = 10_000;

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
  if (startAt && /^\d{4}-\d{2}-\d{2}$/.test(startAt))
    startDay = Math.min(today, Math.max(startDay, Date.parse(`${startAt}T00:00:00Z`) / DAY));
  const platform = exp.kind === 2 ? (EXPERIMENT_PLATFORM_NUMBER[exp.platform as ExperimentPlatform] ?? null) : null;
  const share = DEMO_EXPOSED_SHARE * (Math.min(100, Math.max(0, exp.percent)) / 100);
  const users = await activeUsers(wh, exp.projectCode, startDay, platform);
  let batch = [];
  let written = 0;
  for (const u of users) {
    const userId = String(u.user_id);
    if (hash32(`${exp.id}:demo:${userId}`) / 4294967296 >= share) continue;
    // The group the client endpoint gives this user (../assign.ts), so the demo agrees with it.
    const group = pickGroup(exp.id, userId, exp.groups)?.tag;
    if (!group) continue;
    const ts = Number(u.ts);
    const pf = Number(u.platform) as 1 | 2 | 3;
    batch.push(
      toEventRow(
        {
          event: EXPOSURE_EVENT,
          userId,
          ts,
          platform: pf,
          appVersion: String(u.app_version ?? ''),
          country: String(u.country ?? ''),
          props: { experiment: exp.id, group },
        },
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

/** The demo exposures of every experiment (either kind) that has run, in the projects that have demo events. */
export async function seedExposures({ db, services, print }: DemoContext): Promise<void> {
  const rows = await db
    .select()
    .from(experiments)
    .where(inArray(experiments.kind, [1, 2]))
    .orderBy(experiments.id);
  // Only experiments that have run had players: v1 deployed somewhere, v2 past READY.
  const deployed = new Set(
    (await db.selectDistinct({ id: experimentDeployments.experimentId }).from(experimentDeployments)).map((d) => d.id),
  );
  let total = 0;
  let count = 0;
  for (const exp of rows) {
    if (!exp.groups.some((g) => g.weight > 0)) continue;
    if (exp.kind === 1 ? !deployed.has(exp.id) : exp.status === 'READY') continue;
    const n = await exposeDemoUsers(services.warehouse, exp);
    if (n) count += 1;
    total += n;
  }
  if (total) print(`Demo experiment exposures: ${total.toLocaleString('en-US')} in ${count} experiments`);
}
