// Reading bundles: one row of the project, the API and published shapes, the platform's set as
// an upload publishes it, and the check that a resource is a file uploaded to this project.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { uploads } from '../../../core/server/db/schema';
import type { FileStore } from '../../../core/server/storage/fileStore';
import type { Bundle, BundlePlatform, PublishedBundle, PublishedBundles } from '../shared';
import { bundles, type BundleRow } from './db';

export const byProjectPlatform = (code: string, platform: number) => and(eq(bundles.projectCode, code), eq(bundles.platform, platform));
/** Table and publish order: oldest first. */
export const bundleOrder = [asc(bundles.id)];

export function toApi(r: BundleRow): Bundle {
  return {
    id: r.id,
    platform: r.platform as BundlePlatform,
    name: r.name,
    description: r.description,
    rule: r.rule ?? {},
    content: r.content,
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toPublished(r: BundleRow): PublishedBundle {
  const c = r.content;
  return {
    id: r.id,
    productID: r.name,
    name: r.name,
    description: r.description,
    rule: r.rule ?? {},
    type: c.type,
    start: c.start,
    end: c.end,
    resource: c.resource,
    switchList: c.switchList,
    loopIntervalDays: c.loopIntervalDays,
    loopTag: c.loopTag,
  };
}

export async function platformRows(db: Db, code: string, platform: number): Promise<BundleRow[]> {
  return db
    .select()
    .from(bundles)
    .where(byProjectPlatform(code, platform))
    .orderBy(...bundleOrder);
}

export const publishedContent = (platform: BundlePlatform, rows: BundleRow[]): PublishedBundles => ({
  platform,
  bundles: rows.map(toPublished),
});

export async function findBundle(db: Db, code: string, id: number | string | undefined): Promise<BundleRow | null> {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 31 - 1) return null;
  const [row] = await db
    .select()
    .from(bundles)
    .where(and(eq(bundles.projectCode, code), eq(bundles.id, n)));
  return row ?? null;
}

/** The upload row behind a resource url of this project, or null when it was not uploaded here. */
export async function uploadedFile(db: Db, code: string, url: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.projectCode, code), eq(uploads.url, url)))
    .limit(1);
  return row ?? null;
}

/** Why a bundle's resource cannot be served (gone from storage or changed), or null when it can. */
export async function resourceProblem(db: Db, storage: FileStore, code: string, b: PublishedBundle): Promise<string | null> {
  const row = await uploadedFile(db, code, b.resource.url);
  const stored = row ? await storage.stat(row.key) : null;
  if (!row || !stored) return `The resource file of ${b.name} is missing: upload it again`;
  if (b.resource.md5 && stored.md5 !== b.resource.md5) return `The resource file of ${b.name} has changed: upload it again`;
  return null;
}
