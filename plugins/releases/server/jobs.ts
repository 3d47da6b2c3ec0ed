// Building a release's data file: a core job with progress (000 §7 "data file download (default
// or assetBundle)"). `default` is the release's content as JSON (release, folders in order, each
// folder's puzzles with sort, name, attr, data, md5 and picture URLs, categories); `assetBundle`
// is a zip of that JSON as data.json plus the puzzles' pictures (pics/<id>_pic1.<ext>, ...) read
// from core storage, for clients that load everything offline. Both are stored under a
// content-addressed public key (a game client downloads the default file by its URL and md5);
// a published release's default file becomes its dataFilePath, which uploads publish.
import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../../core/server/audit';
import { puzzles, releases } from '../../../core/server/db/content';
import type { JobContext } from '../../../core/server/plugin';
import { cdnKey } from '../../../core/server/storage/cdnRoute';
import type { FileStore } from '../../../core/server/storage/fileStore';
import { contentKey } from '../../../core/server/storage/fileStore';
import type { BuildResult, DataVariant } from '../shared';
import { confOf, findRelease } from './releases';
import { zip, type ZipEntry } from '../../../core/server/zip';

export const JOBS = { build: 'releases.build' } as const;
export interface BuildPayload {
  releaseId: number;
  variant: DataVariant;
  user: { id: number; mail: string };
}

async function readAll(store: FileStore, url: string): Promise<Uint8Array | null> {
  let key: string | null = null;
  try {
    key = cdnKey(new URL(url, 'http://local').toString());
  } catch {
    return null;
  }
  const f = key ? await store.get(key) : null;
  return f ? new Uint8Array(await new Response(f.stream()).arrayBuffer()) : null;
}

export async function runBuild(ctx: JobContext<BuildPayload>): Promise<BuildResult> {
  const { db, payload, services, signal } = ctx;
  const code = ctx.project ?? '';
  const r = await findRelease(db, code, payload.releaseId);
  if (!r) throw new Error('The release is gone');
  const conf = await confOf(db, r);
  const ids = [...new Set(conf.folders.flatMap((f) => f.puzzles.map((p) => p.id)))];
  const total = ids.length;
  const rows = new Map<number, typeof puzzles.$inferSelect>();
  for (let i = 0; i < ids.length; i += 500) {
    signal.throwIfAborted();
    const part = await db.select().from(puzzles).where(and(eq(puzzles.projectCode, code), inArray(puzzles.id, ids.slice(i, i + 500))));
    for (const p of part) rows.set(p.id, p);
    await ctx.progress(Math.min(i + 500, total), total, `${Math.min(i + 500, total)} of ${total} puzzles read`);
  }
  const puzzleOf = (p: (typeof conf.folders)[number]['puzzles'][number]) => {
    const row = rows.get(p.id);
    return { id: p.id, sort: p.sort, name: p.name, attr: p.attr, md5: p.md5, data: row?.data ?? {}, pic1: row?.pic1 ?? '', pic2: row?.pic2 ?? '' };
  };
  const release = { id: r.id, name: r.name, type: r.type, extra: r.extra, isMultipart: r.isMultipart, includeCategory: r.includeCategory, includeTexts: r.includeTexts, flattenUpload: r.flattenUpload, published: r.published, puzzleCount: total };
  const folderOf = (f: (typeof conf.folders)[number]) => ({ id: f.id, name: f.name, type: f.type, categoryId: f.categoryId });
  // flattenUpload: one list of puzzles in release order (folder by folder, each by sort), each naming its folder.
  const texts = conf.texts ? { texts: conf.texts } : {};
  const data = r.flattenUpload
    ? { release, folders: conf.folders.map(folderOf), puzzles: conf.folders.flatMap((f) => f.puzzles.map((p) => ({ folderId: f.id, ...puzzleOf(p) }))), categories: conf.categories, ...texts }
    : { release, folders: conf.folders.map((f) => ({ ...folderOf(f), puzzles: f.puzzles.map(puzzleOf) })), categories: conf.categories, ...texts };
  const json = new TextEncoder().encode(JSON.stringify(data));
  let bytes: Uint8Array = json;
  let name = `${code}-release-${r.id}.json`;
  let type = 'application/json';
  if (payload.variant === 'assetBundle') {
    const entries: ZipEntry[] = [{ name: 'data.json', data: json }];
    let done = 0;
    for (const id of ids) {
      signal.throwIfAborted();
      const row = rows.get(id);
      for (const [slot, url] of [['pic1', row?.pic1], ['pic2', row?.pic2]] as const) {
        if (!url) continue;
        const pic = await readAll(services.storage, url);
        if (pic) entries.push({ name: `pics/${id}_${slot}${(url.match(/\.[A-Za-z0-9]{1,5}$/)?.[0] ?? '').toLowerCase()}`, data: pic });
      }
      done++;
      if (done % 50 === 0 || done === total) await ctx.progress(done, total, `${done} of ${total} pictures packed`);
    }
    bytes = zip(entries);
    name = `${code}-release-${r.id}-assetBundle.zip`;
    type = 'application/zip';
  }
  const key = contentKey(`releases/${code}/${r.id}`, bytes, name);
  const stored = await services.storage.put(key, bytes, type);
  if (payload.variant === 'default' && r.published) {
    await db.transaction(async (tx) => {
      await tx.update(releases).set({ dataFilePath: key }).where(eq(releases.id, r.id));
      await writeAudit(tx, payload.user, code, { area: 'releases', action: 'dataFile', target: r.id, after: { dataFilePath: key, md5: stored.md5, size: stored.size } });
    });
  }
  return { variant: payload.variant, file: key, name, url: services.storage.url(key), md5: stored.md5, size: stored.size };
}
