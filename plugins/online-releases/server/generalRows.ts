// Online releases v2, general releases: a release's and a resource's API shape, finding a release,
// its build's resources and the status they make, and setting the status. Used by general.ts and
// its helpers (generalBuild.ts, generalDeploy.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { notFound } from '../../../core/server/errors';
import type { RouteContext } from '../../../core/server/plugin';
import type { FileStore } from '../../../core/server/storage/fileStore';
import { isRowId } from '../../../core/shared/zod';
import {
  GENERAL_STATUS as S,
  RESOURCE_STATUS,
  type GeneralPlatform,
  type GeneralRelease,
  type GeneralResource,
  type GeneralStatus,
  type ResourceStatus,
} from '../shared';
import { onlineGeneralReleases, onlineGeneralResources, type GeneralResourceRow, type GeneralRow } from './db';

/** What a general release's routes and helpers read of the request. */
export type GeneralCtx = Pick<RouteContext, 'c' | 'db' | 'config' | 'user' | 'project' | 'services' | 'audit'>;

export function generalToApi(r: GeneralRow): GeneralRelease {
  return {
    id: r.id,
    name: r.name,
    releaseType: r.releaseType,
    buildNum: r.buildNum,
    buildNums: Array.from({ length: r.buildNum }, (_, i) => r.buildNum - i),
    versionTag: r.versionTag,
    country: r.country,
    status: r.status as GeneralStatus,
    operator: r.operator,
    fromType: r.fromType,
    fromId: r.fromId,
    multiPlatform: !!r.multiPlatform,
    rule: r.rule ?? null,
    platform: r.platform as GeneralPlatform,
    assetFileName: r.assetFileName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const resourceToApi = (r: GeneralResourceRow, storage: FileStore): GeneralResource => ({
  id: r.id,
  genDataReleaseId: r.genDataReleaseId,
  buildNum: r.buildNum,
  platform: r.platform as GeneralPlatform,
  key: r.key,
  url: r.key ? storage.url(r.key) : null,
  md5: r.md5,
  size: r.size,
  status: r.status as ResourceStatus,
  extra: r.extra,
});

export async function mustFindGeneral(db: Db, code: string, id: string | number | undefined): Promise<GeneralRow> {
  const n = Number(id);
  const [row] = isRowId(n)
    ? await db
        .select()
        .from(onlineGeneralReleases)
        .where(and(eq(onlineGeneralReleases.projectCode, code), eq(onlineGeneralReleases.id, n)))
    : [];
  if (!row) throw notFound('Release not found');
  return row;
}

export const buildResources = (db: Db, id: number, buildNum: number) =>
  db
    .select()
    .from(onlineGeneralResources)
    .where(and(eq(onlineGeneralResources.genDataReleaseId, id), eq(onlineGeneralResources.buildNum, buildNum)))
    .orderBy(asc(onlineGeneralResources.platform), asc(onlineGeneralResources.id));

/** Resource Ready once every resource of the current build is Available (Init otherwise). */
export async function readyStatus(db: Db, id: number, buildNum: number): Promise<GeneralStatus> {
  const rows = await buildResources(db, id, buildNum);
  return rows.length && rows.every((r) => r.status === RESOURCE_STATUS.available) ? S.resourceReady : S.init;
}

export const setStatus = async (db: Db, id: number, status: GeneralStatus) =>
  (await db.update(onlineGeneralReleases).set({ status, updatedAt: new Date() }).where(eq(onlineGeneralReleases.id, id)).returning())[0];
