// Building a release's data file: a core job with progress (000 §7 "data file download (default
// or assetBundle)"). `default` is the release's content as JSON (release, folders in order, each
// folder's puzzles with sort, name, attr, data, md5 and picture URLs, categories); `assetBundle`
// is a zip of that JSON as data.json plus the puzzles' pictures (pics/<id>_pic1.<ext>, ...) read
// from core storage, for clients that load everything offline. Both are stored under a
// content-addressed public key (a game client downloads the default file by its URL and md5);
// a published release's default file becomes its dataFilePath (what online releases take).
// The upload job (`releases.upload`, 000 §3): builds the release's default data file as above, with
// progress, then publishes it to the env after the upload's checks ran again; an unpublished
// release is uploaded (trying content on sandbox locks nothing); the result says isSuccess.
import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../../core/server/audit';
import { puzzles, releases, type ReleaseRow } from '../../../core/server/db/content';
import { projects } from '../../../core/server/db/schema';
import { HttpError, notFound } from '../../../core/server/errors';
import { JobFailed, type JobContext } from '../../../core/server/plugin';
import type { PublishContext } from '../../../core/server/publish/publishable';
import { loadUser } from '../../../core/server/session';
import { contentKey } from '../../../core/server/storage/fileStore';
import { zip, type ZipEntry } from '../../../core/server/zip';
import { dataFileOf } from './dataFile';
import { MESSAGES, PLUGIN_ID, type BuildResult, type DataVariant, type PublishedRelease, type UploadJobResult } from '../shared';
import { releasesPublishable } from './publishable';
import { confOf, findRelease } from './releases';
import { readStored, uploadPlan, type UploadRequest } from './upload';

export const JOBS = { build: 'releases.build', upload: 'releases.upload' } as const;
export interface BuildPayload {
  releaseId: number;
  variant: DataVariant;
  user: { id: number; mail: string };
}
export interface UploadPayload extends UploadRequest {
  releaseId: number;
  user: { id: number; mail: string };
}

/** Builds and stores a release's data file (`default` JSON or `assetBundle` zip), with progress. */
async function buildDataFile(ctx: JobContext<unknown>, r: ReleaseRow, variant: DataVariant): Promise<BuildResult> {
  const { db, services, signal } = ctx;
  const code = r.projectCode;
  const conf = await confOf(db, r, services.provided('translations.projectTexts'));
  const ids = [...new Set(conf.folders.flatMap((f) => f.puzzles.map((p) => p.id)))];
  const total = ids.length;
  const rows = new Map<number, typeof puzzles.$inferSelect>();
  for (let i = 0; i < ids.length; i += 500) {
    signal.throwIfAborted();
    const part = await db
      .select()
      .from(puzzles)
      .where(and(eq(puzzles.projectCode, code), inArray(puzzles.id, ids.slice(i, i + 500))));
    for (const p of part) rows.set(p.id, p);
    await ctx.progress(Math.min(i + 500, total), total, `${Math.min(i + 500, total)} of ${total} puzzles read`);
  }
  const release = {
    id: r.id,
    name: r.name,
    type: r.type,
    extra: r.extra,
    isMultipart: r.isMultipart,
    includeCategory: r.includeCategory,
    includeTexts: r.includeTexts,
    flattenUpload: r.flattenUpload,
    published: r.published,
    puzzleCount: total,
  };
  const data = dataFileOf(release, conf, (id) => rows.get(id));
  const json = new TextEncoder().encode(JSON.stringify(data));
  let bytes: Uint8Array = json;
  let name = `${code}-release-${r.id}.json`;
  let type = 'application/json';
  if (variant === 'assetBundle') {
    const entries: ZipEntry[] = [{ name: 'data.json', data: json }];
    let done = 0;
    for (const id of ids) {
      signal.throwIfAborted();
      const row = rows.get(id);
      for (const [slot, url] of [
        ['pic1', row?.pic1],
        ['pic2', row?.pic2],
      ] as const) {
        if (!url) continue;
        const pic = await readStored(services.storage, url);
        if (pic) entries.push({ name: `pics/${id}_${slot}${(url.match(/\.[A-Za-z0-9]{1,5}$/)?.[0] ?? '').toLowerCase()}`, data: pic });
      }
      done++;
      if (done % 50 === 0 || done === total) await ctx.progress(done, total, `${done} of ${total} pictures packed`);
    }
    bytes = await zip(entries);
    name = `${code}-release-${r.id}-assetBundle.zip`;
    type = 'application/zip';
  }
  const key = contentKey(`releases/${code}/${r.id}`, bytes, name);
  const stored = await services.storage.put(key, bytes, type);
  return { variant, file: key, name, url: services.storage.url(key), md5: stored.md5, size: stored.size };
}

export async function runBuild(ctx: JobContext<BuildPayload>): Promise<BuildResult> {
  const { db, payload } = ctx;
  const code = ctx.project ?? '';
  const r = await findRelease(db, code, payload.releaseId);
  if (!r) throw new Error('The release is gone');
  const built = await buildDataFile(ctx, r, payload.variant);
  if (payload.variant === 'default' && r.published) {
    await db.transaction(async (tx) => {
      await tx.update(releases).set({ dataFilePath: built.file }).where(eq(releases.id, r.id));
      await writeAudit(tx, payload.user, code, {
        area: 'releases',
        action: 'dataFile',
        target: r.id,
        after: { dataFilePath: built.file, md5: built.md5, size: built.size },
      });
    });
  }
  return built;
}

/**
 * Uploads a release to an env: its checks (a published release is locked, the diff check), the
 * default data file built from its content now, the checks again (the env may have taken another
 * release meanwhile), then the publish (prod: owners and admins, and only what sandbox serves),
 * idempotent by the job's id. A refusal fails the job for good with isSuccess false and its
 * message (the screen says 'Please Retry!'); nothing is published then.
 */
export async function runUpload(ctx: JobContext<UploadPayload>): Promise<UploadJobResult> {
  const { db, payload, services } = ctx;
  const code = ctx.project ?? '';
  const { env } = payload;
  try {
    const r = await findRelease(db, code, payload.releaseId);
    const [project] = await db.select().from(projects).where(eq(projects.code, code));
    const user = await loadUser(db, payload.user.id);
    if (!r || !project || !user) throw notFound(MESSAGES.notFound);
    await ctx.progress(0, null, `Checking ${env}`);
    await uploadPlan(db, services, project, r, payload);
    const built = await buildDataFile(ctx, r, 'default');
    // The release as it is now (published meanwhile? locked) and the env as it is now.
    const now = (await findRelease(db, code, r.id)) ?? r;
    const { puzzleIds, check } = await uploadPlan(db, services, project, now, payload);
    await ctx.progress(built.size, built.size, `Uploading to ${env}`);
    const pctx: PublishContext = { db, user, project, services, audit: (entry) => writeAudit(db, user, code, entry) };
    const content: PublishedRelease = {
      releaseId: r.id,
      name: r.name,
      type: r.type,
      puzzleCount: check.puzzleCount,
      forceAll: payload.forceAll,
      puzzleIds,
      dataFile: { url: built.url, md5: built.md5, size: built.size },
    };
    const { snapshot, replayed } = await releasesPublishable.publish(pctx, { env, key: r.type }, content, {
      idempotencyKey: `${PLUGIN_ID}.upload:${ctx.job.id}`,
    });
    return { isSuccess: true, env, returnId: snapshot.id, unchanged: replayed, dataFile: content.dataFile };
  } catch (e) {
    if (e instanceof HttpError) {
      const result: UploadJobResult = { isSuccess: false, env, returnId: null, unchanged: false, message: e.message };
      throw new JobFailed(e.message, result);
    }
    throw e;
  }
}
