// Reading online releases: one row, the API shape, and what a publish snapshots.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { notFound } from '../../../core/server/errors';
import type { FileStore } from '../../../core/server/storage/fileStore';
import { isRowId } from '../../../core/shared/zod';
import type { ClientOnlineRelease, ClientVersionRule, OnlineRelease } from '../shared';
import { onlineReleases, type OnlineReleaseRow } from './db';

export function toApi(r: OnlineReleaseRow, storage: FileStore): OnlineRelease {
  return {
    id: r.id,
    env: r.env,
    name: r.name,
    releaseType: r.releaseType,
    localReleaseId: r.localReleaseId,
    platform: r.platform,
    rule: r.rule ?? null,
    prodId: r.prodId,
    sandboxId: r.sandboxId,
    returnId: r.returnId,
    staging: r.staging ? 1 : 0,
    crc: r.crc,
    assetFileHash: r.assetFileHash,
    resourceName: r.resourceName,
    resourceUrl: r.resourceKey ? storage.url(r.resourceKey) : null,
    resourceSize: r.resourceSize,
    resourceMd5: r.resourceMd5,
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** What the game server holds for one online release: what the client reads, the resource by its storage key (its URL is made per read). */
export type PublishedOnlineRelease = Omit<ClientOnlineRelease, 'resource'> & {
  resource: Omit<ClientOnlineRelease['resource'], 'url'> & { key: string };
};

export function publishedContent(r: OnlineReleaseRow): PublishedOnlineRelease {
  return {
    id: r.sandboxId ?? r.id,
    name: r.name,
    releaseType: r.releaseType,
    platform: r.platform,
    rule: r.rule ?? null,
    localReleaseId: r.localReleaseId,
    resource: { key: r.resourceKey ?? '', md5: r.resourceMd5 ?? '', size: r.resourceSize ?? 0, crc: r.crc ?? '' },
  };
}

export async function mustFind(db: Db, code: string, id: string | number | undefined): Promise<OnlineReleaseRow> {
  const n = Number(id);
  const [row] = isRowId(n)
    ? await db
        .select()
        .from(onlineReleases)
        .where(and(eq(onlineReleases.projectCode, code), eq(onlineReleases.id, n)))
    : [];
  if (!row) throw notFound('Online release not found');
  return row;
}

export const operatorName = (user: { mail: string; displayName: string }) => user.displayName || user.mail;

/** What the game server holds for one general release (001): its build and the build's resources. */
export interface PublishedGeneral {
  id: number;
  name: string;
  releaseType: string;
  buildNum: number;
  versionTag: string;
  country: string;
  platform: 0 | 1 | 2;
  rule: ClientVersionRule | null;
  resources: { platform: 0 | 1 | 2; key: string; md5: string; size: number }[];
}
