// Reading the project's keys for a publish, and its published versions.
import { and, desc, eq, lt, count, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { I18nVersion, GateKey } from '../../shared';
import { mlProjectKeys, mlVersions } from '../db';

export async function loadKeys(db: Db, code: string): Promise<GateKey[]> {
  return db
    .select({
      id: mlProjectKeys.id,
      key: mlProjectKeys.key,
      translation: mlProjectKeys.translation,
      notInUse: mlProjectKeys.notInUse,
      maxLength: mlProjectKeys.maxLength,
    })
    .from(mlProjectKeys)
    .where(eq(mlProjectKeys.projectCode, code));
}

type VersionRow = typeof mlVersions.$inferSelect;

export const toVersion = (r: VersionRow): I18nVersion => ({
  id: r.id,
  name: r.name,
  env: r.env,
  snapshotId: r.snapshotId,
  fallbacks: r.fallbacks,
  operator: r.operator,
  createdAt: r.createdAt.toISOString(),
});

export async function getVersion(db: Db, code: string, id: number): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(mlVersions)
    .where(and(eq(mlVersions.projectCode, code), eq(mlVersions.id, id)));
  return row ?? null;
}

/** The version published just before `v` on its env (the diff's default "previous"). */
export async function previousVersion(db: Db, code: string, v: VersionRow): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(mlVersions)
    .where(and(eq(mlVersions.projectCode, code), eq(mlVersions.env, v.env), lt(mlVersions.id, v.id), isNotNull(mlVersions.snapshotId)))
    .orderBy(desc(mlVersions.id))
    .limit(1);
  return row ?? null;
}

export async function versionBySnapshot(db: Db, code: string, snapshotId: number): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(mlVersions)
    .where(and(eq(mlVersions.projectCode, code), eq(mlVersions.snapshotId, snapshotId)))
    .orderBy(desc(mlVersions.id))
    .limit(1);
  return row ?? null;
}

export async function listVersions(db: Db, code: string, q: { env?: string; pn: number; ps: number }) {
  const where = and(eq(mlVersions.projectCode, code), q.env ? eq(mlVersions.env, q.env) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(mlVersions)
      .where(where)
      .orderBy(desc(mlVersions.id))
      .limit(q.ps)
      .offset((q.pn - 1) * q.ps),
    db.select({ n: count() }).from(mlVersions).where(where),
  ]);
  return { rows, count: Number(n) };
}
