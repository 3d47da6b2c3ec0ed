// Reading activities: one row, the API shape, and what a publish snapshots.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { notFound } from '../../../core/server/errors';
import type { FileStore } from '../../../core/server/storage/fileStore';
import { contentHash } from '../../../core/server/publish/contentHash';
import { liveMark, type LiveMark } from '../../../core/server/publish/live';
import type { PublishPipeline } from '../../../core/server/publish/types';
import type { Activity, ActivityEnv, GrayRelease } from '../shared';
import { PUBLISH_KIND } from '../shared';
import { activities, type ActivityRow } from './db';

export const publishTarget = (code: string, row: Pick<ActivityRow, 'env' | 'id'>) => ({
  project: code,
  env: row.env as ActivityEnv,
  kind: PUBLISH_KIND,
  key: String(row.id),
});

/** What game clients of the activity's env read for it now (core/server/publish/live.ts). */
export const liveOf = (publish: PublishPipeline, code: string, row: Pick<ActivityRow, 'env' | 'id'>) =>
  liveMark(publish, publishTarget(code, row));

/**
 * The API shape. `live`: the pointer's snapshot for this activity (its returnId), null when
 * unpublished or cleared; changed when what it serves is not what the row would publish now.
 */
export function toApi(r: ActivityRow, storage: FileStore, live: LiveMark | null): Activity {
  return {
    id: r.id,
    env: r.env,
    name: r.name,
    openAt: r.openAt.toISOString(),
    closeAt: r.closeAt.toISOString(),
    priority: r.priority,
    enable: r.enable ? 1 : 0,
    rule: r.rule,
    version: r.version,
    resource: r.resourceKey,
    resourceUrl: r.resourceKey ? storage.url(r.resourceKey) : null,
    resourceName: r.resourceName,
    resourceSize: r.resourceSize,
    resourceMd5: r.resourceMd5,
    returnId: live?.id ?? null,
    prodId: r.prodId,
    sandboxId: r.sandboxId,
    eventId: r.sandboxId ?? r.id,
    grayRelease: r.grayRelease ?? null,
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    changed: !!live && live.contentHash !== contentHash(publishedContent(r)),
  };
}

/** What the game server holds for one activity (the resource by its storage key). */
export interface PublishedActivity {
  id: number;
  eventId: number;
  name: string;
  openAt: string;
  closeAt: string;
  priority: number;
  enable: 0 | 1;
  rule: Record<string, unknown>;
  version: [string, string, string];
  resource: { key: string; md5: string | null; size: number | null } | null;
  grayRelease: GrayRelease | null;
}

export function publishedContent(r: ActivityRow): PublishedActivity {
  return {
    id: r.id,
    eventId: r.sandboxId ?? r.id,
    name: r.name,
    openAt: r.openAt.toISOString(),
    closeAt: r.closeAt.toISOString(),
    priority: r.priority,
    enable: r.enable ? 1 : 0,
    rule: r.rule,
    version: r.version,
    resource: r.resourceKey ? { key: r.resourceKey, md5: r.resourceMd5, size: r.resourceSize } : null,
    grayRelease: r.grayRelease ?? null,
  };
}

export function parseId(id: string | undefined): number | null {
  const n = Number(id);
  return Number.isSafeInteger(n) && n >= 1 && n <= 2 ** 31 - 1 ? n : null;
}

export async function findActivity(db: Db, code: string, id: string | number | undefined): Promise<ActivityRow | null> {
  const n = typeof id === 'number' ? id : parseId(id);
  if (!n) return null;
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.projectCode, code), eq(activities.id, n)));
  return row ?? null;
}

export async function mustFind(db: Db, code: string, id: string | number | undefined): Promise<ActivityRow> {
  const row = await findActivity(db, code, id);
  if (!row) throw notFound('Activity not found');
  return row;
}

/** Who did it, as the publish pipeline and the row's operator column want it. */
export const operatorOf = (user: { id: number; mail: string; displayName: string }) => ({
  id: user.id,
  mail: user.mail,
  displayName: user.displayName,
});
