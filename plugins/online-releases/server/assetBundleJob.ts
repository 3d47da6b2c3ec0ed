// The asset bundle job (001 §4: resource status Generating -> Available, or Invalid shown as
// Failed, retried from the screen): packs the local release's data file for one platform
// (gzip, named `<assetFileName>` under the build's and platform's folder, stored by content).
// A failed attempt is retried with backoff; the last failed attempt marks the resource Invalid.
import { gzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { releases as contentReleases } from '../../../core/server/db/content';
import type { JobHandler } from '../../../core/server/plugin';
import { contentKey } from '../../../core/server/storage/fileStore';
import { GENERAL_STATUS, RESOURCE_STATUS } from '../shared';
import { onlineGeneralReleases, onlineGeneralResources } from './db';
import { describe } from './resource';

export const ASSET_BUNDLE_JOB = 'online-releases.assetBundle';
export const ASSET_BUNDLE_ATTEMPTS = 2;
const PLATFORM_DIR: Record<number, string> = { 0: 'all', 1: 'android', 2: 'ios' };

export const runAssetBundle: JobHandler<{ resourceId: number; assetFileName?: string }> = async ({
  db,
  payload,
  services,
  attempt,
  progress,
}) => {
  const [res] = await db.select().from(onlineGeneralResources).where(eq(onlineGeneralResources.id, payload.resourceId));
  if (!res || res.status !== RESOURCE_STATUS.generating) return { skipped: true };
  const [release] = await db.select().from(onlineGeneralReleases).where(eq(onlineGeneralReleases.id, res.genDataReleaseId));
  try {
    await progress(0, 3, 'Reading the release data');
    const [local] = release.fromId
      ? await db
          .select()
          .from(contentReleases)
          .where(and(eq(contentReleases.projectCode, release.projectCode), eq(contentReleases.id, release.fromId)))
      : [];
    const opened = local?.dataFilePath ? await services.storage.get(local.dataFilePath) : null;
    if (!opened) throw new Error(`The data file of release #${release.fromId} is missing`);
    const data = new Uint8Array(await new Response(opened.stream()).arrayBuffer());
    await progress(1, 3, `Packing the ${PLATFORM_DIR[res.platform]} bundle`);
    const bundle = new Uint8Array(gzipSync(data));
    const fileName = payload.assetFileName || release.assetFileName || 'bundle';
    const key = contentKey(
      `${release.projectCode}/online-releases/general/${release.id}/${res.buildNum}/${PLATFORM_DIR[res.platform]}`,
      bundle,
      fileName,
      'bundle',
    );
    await services.storage.put(key, bundle, 'application/octet-stream');
    const d = describe(bundle);
    await progress(2, 3, 'Recording the bundle');
    await db.transaction(async (tx) => {
      await tx
        .update(onlineGeneralResources)
        .set({ status: RESOURCE_STATUS.available, key, md5: d.resourceMd5, size: d.resourceSize, extra: { fileName } })
        .where(eq(onlineGeneralResources.id, res.id));
      const all = await tx
        .select()
        .from(onlineGeneralResources)
        .where(and(eq(onlineGeneralResources.genDataReleaseId, release.id), eq(onlineGeneralResources.buildNum, res.buildNum)));
      if (all.every((r) => r.status === RESOURCE_STATUS.available)) {
        await tx
          .update(onlineGeneralReleases)
          .set({ status: GENERAL_STATUS.resourceReady, updatedAt: new Date() })
          .where(
            and(
              eq(onlineGeneralReleases.id, release.id),
              eq(onlineGeneralReleases.buildNum, res.buildNum),
              eq(onlineGeneralReleases.status, GENERAL_STATUS.init),
            ),
          );
      }
    });
    await progress(3, 3, 'Available');
    return { key, md5: d.resourceMd5, size: d.resourceSize };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    if (attempt >= ASSET_BUNDLE_ATTEMPTS)
      await db
        .update(onlineGeneralResources)
        .set({ status: RESOURCE_STATUS.invalid, extra: { ...res.extra, error } })
        .where(eq(onlineGeneralResources.id, res.id));
    throw e;
  }
};
