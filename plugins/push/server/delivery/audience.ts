// The audience (002 §3 "audienceRule"): which live devices a sub-task sends to, read in keyset
// batches. One code path for the send, the preview's counts and the bench. In SQL: project, env,
// platform, zone, not invalid, country (rule ∩ the schedule's countryScope), language, the token
// age; then in code: the version range, last login (the warehouse) and the random share.
import { and, asc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { Warehouse } from '../../../../core/server/warehouse/types';
import { lastSeenAt } from '../../../../core/server/warehouse/lastSeen';
import { CLIENT_VERSION_PATTERN, versionInRange } from '../../../../core/shared/version';
import type { AudienceRule, ScheduleRule } from '../../shared';
import { pushDevices } from '../db';

export const BATCH = 1_000;
const DAY = 86_400_000;

export type Device = typeof pushDevices.$inferSelect;

export interface Selection {
  projectCode: string;
  env: 'sandbox' | 'prod';
  platform: number;
  /** The sub-task's zone; null: every zone (a pinned zone, a test push sent at once). */
  zone: string | null;
  scheduleRule: Pick<ScheduleRule, 'countryScope'>;
  audienceRule: AudienceRule;
  /** Seeds the random share. */
  taskId: number;
  /** A test push: these users' (or firebase ids') devices, and no other rule. */
  test?: { userIds: string[]; firebaseIds: string[] } | null;
}

/** FNV-1a of (taskId, deviceId) into 0..99: the same device is in or out of a task's share every time. */
export function randomBucket(taskId: number, deviceId: number): number {
  let h = 0x811c9dc5;
  const s = `${taskId}:${deviceId}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100;
}
export const inRandomShare = (taskId: number, deviceId: number, percent: number | null) =>
  percent === null || randomBucket(taskId, deviceId) < percent;

/** The countries a device may be in: the audience's ∩ the schedule's scope (null: any). */
export function allowedCountries(s: Pick<Selection, 'scheduleRule' | 'audienceRule'>): string[] | null {
  const a = s.audienceRule.country;
  const b = s.scheduleRule.countryScope;
  if (a.length && b.length) return a.filter((c) => b.includes(c));
  if (a.length) return a;
  if (b.length) return b;
  return null;
}

function where(s: Selection, now: number, afterId: number): SQL {
  const parts: (SQL | undefined)[] = [
    eq(pushDevices.projectCode, s.projectCode),
    eq(pushDevices.env, s.env),
    eq(pushDevices.platform, s.platform),
    isNull(pushDevices.invalidAt),
    gt(pushDevices.id, afterId),
  ];
  if (s.zone) parts.push(eq(pushDevices.timezone, s.zone));
  if (s.test) {
    parts.push(
      s.test.userIds.length
        ? inArray(pushDevices.userId, s.test.userIds)
        : inArray(pushDevices.firebaseId, s.test.firebaseIds.length ? s.test.firebaseIds : ['']),
    );
    return and(...parts)!;
  }
  const countries = allowedCountries(s);
  if (countries) parts.push(inArray(pushDevices.country, countries.length ? countries : ['']));
  if (s.audienceRule.language.length) parts.push(inArray(pushDevices.language, s.audienceRule.language));
  if (s.audienceRule.tokenReciveDay > 0) parts.push(lte(pushDevices.tokenAt, new Date(now - s.audienceRule.tokenReciveDay * DAY)));
  return and(...parts)!;
}

/** A device whose version is not three numbers is outside any bounded range. */
function versionOk(v: string, r: AudienceRule): boolean {
  return versionInRange(CLIENT_VERSION_PATTERN.test(v) ? v : null, r.startVersion, r.endVersion);
}

/** Days since a user's last event (∞ with none) within the rule's bounds. */
function lastLoginOk(days: number, r: AudienceRule): boolean {
  const { lastLoginMode: mode, lastLoginDayLessThan: max, lastLoginDayMoreThan: min } = r;
  if (!mode) return true;
  if ((mode === 'between' || mode === 'max') && max !== null && !(days < max)) return false;
  if ((mode === 'between' || mode === 'min') && min !== null && !(days > min)) return false;
  return true;
}

/** The rules SQL cannot apply, on one batch. */
export async function filterBatch(devices: Device[], s: Selection, wh: Warehouse | null, now: number): Promise<Device[]> {
  if (s.test) return devices;
  const r = s.audienceRule;
  let out = devices.filter((d) => versionOk(d.appVersion, r) && inRandomShare(s.taskId, d.id, r.random));
  if (r.lastLoginMode && out.length) {
    const seen = wh
      ? await lastSeenAt(
          wh,
          s.projectCode,
          out.map((d) => d.userId),
        )
      : new Map<string, number>();
    out = out.filter((d) => {
      const at = seen.get(d.userId);
      return lastLoginOk(at === undefined ? Infinity : (now - at) / DAY, r);
    });
  }
  return out;
}

/** The audience in keyset batches of `BATCH` raw devices (a yielded batch may be smaller or empty). */
export async function* audienceBatches(
  db: Db,
  s: Selection,
  wh: Warehouse | null,
  opts: { now?: number; afterId?: number; batch?: number } = {},
): AsyncGenerator<{ devices: Device[]; lastId: number; scanned: number }> {
  const now = opts.now ?? Date.now();
  let lastId = opts.afterId ?? 0;
  for (;;) {
    const rows = await db
      .select()
      .from(pushDevices)
      .where(where(s, now, lastId))
      .orderBy(asc(pushDevices.id))
      .limit(opts.batch ?? BATCH);
    if (!rows.length) return;
    lastId = rows[rows.length - 1].id;
    yield { devices: await filterBatch(rows, s, wh, now), lastId, scanned: rows.length };
  }
}

/** Devices the SQL part selects (the job's progress total: the rules applied in code may take fewer). */
export async function countCandidates(db: Db, s: Selection, now = Date.now()): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushDevices)
    .where(where(s, now, 0));
  return Number(n);
}

/** The audience size (the preview's figure; the send selects the same way). */
export async function countAudience(db: Db, s: Selection, wh: Warehouse | null, now = Date.now()): Promise<number> {
  let n = 0;
  for await (const b of audienceBatches(db, s, wh, { now, batch: 5_000 })) n += b.devices.length;
  return n;
}
