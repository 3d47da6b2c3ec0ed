// Reading and writing Adjust apps: the rows the table shows and what the provider offers.
import { and, asc, eq, ne } from 'drizzle-orm';
import { projects } from '../../../core/server/db/schema';
import type { Db } from '../../../core/server/db/connect';
import { badRequest, conflict, notFound, sqlStateOf } from '../../../core/server/errors';
import { isRowId } from '../../../core/shared/zod';
import { platformLabel, type AdjustAppRow, type AdjustPlatform } from '../shared';
import { adjustApps } from './db';

type AppRecord = typeof adjustApps.$inferSelect;

const rowOf = (a: AppRecord, nickname: string): AdjustAppRow => ({
  id: a.id,
  projectCode: a.projectCode,
  projectNickname: nickname,
  platform: a.platform as AdjustPlatform,
  token: a.token,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

/** Every app, by project then platform. */
export async function listApps(db: Db): Promise<AdjustAppRow[]> {
  const rows = await db
    .select({ app: adjustApps, nickname: projects.nickname })
    .from(adjustApps)
    .innerJoin(projects, eq(projects.code, adjustApps.projectCode))
    .orderBy(asc(adjustApps.projectCode), asc(adjustApps.platform));
  return rows.map((r) => rowOf(r.app, r.nickname));
}

/** A project's apps (the `adjust.apps` provider). */
/** An Adjust app of a project: at most one per platform (1 Android, 2 iOS). */
export interface ProvidedAdjustApp {
  platform: number;
  token: string;
}

declare module '../../../core/server/provides' {
  interface ProvidedContracts {
    /** The project's Adjust apps (the app tokens its installs are attributed to). */
    'adjust.apps': (db: Db, projectCode: string) => Promise<ProvidedAdjustApp[]>;
  }
}

export async function appsOf(db: Db, projectCode: string): Promise<ProvidedAdjustApp[]> {
  const rows = await db
    .select({ platform: adjustApps.platform, token: adjustApps.token })
    .from(adjustApps)
    .where(eq(adjustApps.projectCode, projectCode))
    .orderBy(asc(adjustApps.platform));
  return rows;
}

export async function findApp(db: Db, rawId: string | number): Promise<AppRecord> {
  const id = Number(rawId);
  if (!isRowId(id)) throw notFound('No such adjust app');
  const [a] = await db.select().from(adjustApps).where(eq(adjustApps.id, id));
  if (!a) throw notFound('No such adjust app');
  return a;
}

export interface AppValues {
  projectCode: string;
  platform: AdjustPlatform;
  token: string;
}

/** The project must exist; one app per (project, platform). */
async function checkValues(db: Db, v: AppValues, exceptId?: number): Promise<string> {
  const [p] = await db.select({ nickname: projects.nickname }).from(projects).where(eq(projects.code, v.projectCode));
  if (!p) throw badRequest(`No project ${v.projectCode}`, [{ path: 'projectCode', message: `No project ${v.projectCode}` }]);
  const same = and(eq(adjustApps.projectCode, v.projectCode), eq(adjustApps.platform, v.platform));
  const [taken] = await db
    .select({ id: adjustApps.id })
    .from(adjustApps)
    .where(exceptId ? and(same, ne(adjustApps.id, exceptId)) : same);
  if (taken) throw duplicate(v);
  return p.nickname;
}

const duplicate = (v: AppValues) => conflict(`${v.projectCode} already has an adjust app for ${platformLabel(v.platform)}`);

/** A write that lost a race: the unique index (23505) or the project just removed (23503). */
function raced(err: unknown, v: AppValues): unknown {
  const state = sqlStateOf(err);
  if (state === '23505') return duplicate(v);
  if (state === '23503') return badRequest(`No project ${v.projectCode}`);
  return err;
}

export async function createApp(db: Db, v: AppValues): Promise<AdjustAppRow> {
  const nickname = await checkValues(db, v);
  try {
    const [a] = await db.insert(adjustApps).values(v).returning();
    return rowOf(a, nickname);
  } catch (err) {
    throw raced(err, v);
  }
}

export async function updateApp(db: Db, id: number, v: AppValues): Promise<{ before: AppRecord; row: AdjustAppRow }> {
  const before = await findApp(db, id);
  const nickname = await checkValues(db, v, id);
  try {
    const [a] = await db
      .update(adjustApps)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(adjustApps.id, id))
      .returning();
    return { before, row: rowOf(a, nickname) };
  } catch (err) {
    throw raced(err, v);
  }
}
