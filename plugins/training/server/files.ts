// Where a player's training data lives in core's file storage: under the project's `_private`
// folder (core/server/storage/README.md), which `/cdn/` never serves and uploads cannot write, so
// a built file or a big upload is read only through the right-checked download (routes.ts) or the
// build job. Keys written before that (`training/<code>/...`, public and guessable) are moved
// there at start (movePublicFiles).
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { isPrivateKey, PRIVATE_SEGMENT, type FileStore } from '../../../core/server/storage/fileStore';
import type { LifecycleContext } from '../../../core/server/plugin';
import { trainingUploads, trainingUsers } from './db';

const folder = (code: string, env: string, firebaseId: string) => `${code}/${PRIVATE_SEGMENT}/training/${env}/${firebaseId}`;

/** A new upload's records (over INLINE_RECORDS_BYTES). */
export const uploadKey = (code: string, env: string, firebaseId: string) => `${folder(code, env, firebaseId)}/uploads/${randomUUID()}.json`;

/** A built SQLite file (001's lastKey): a new key per build. */
export const builtFileKey = (code: string, env: string, firebaseId: string, builtAt: Date, jobId: number) =>
  `${folder(code, env, firebaseId)}/files/${builtAt.getTime()}-${jobId}.db`;

/** The private key for a key of the old public layout `training/<code>/<env>/<fid>/<kind>/<name>`. */
export function privateKeyOf(key: string): string | null {
  const m = /^training\/([^/]+)\/([^/]+)\/([^/]+)\/(uploads|files)\/([^/]+)$/.exec(key);
  return m ? `${folder(m[1], m[2], m[3])}/${m[4]}/${m[5]}` : null;
}

/** Copies one public file to its private key (create-once: a second process copying too agrees), then repoints. */
async function moveOne(storage: FileStore, key: string, repoint: (to: string) => Promise<void>): Promise<void> {
  const to = privateKeyOf(key);
  if (!to) return;
  const file = await storage.get(key);
  if (file) await storage.put(to, new Uint8Array(await new Response(file.stream()).arrayBuffer()), file.info.contentType);
  else if (!(await storage.stat(to))) return; // gone from both: leave the row as it is (the build reports it missing)
  await repoint(to);
  await storage.delete(key);
}

/** onStart: training files stored under the old public keys go private, their rows with them. */
export async function movePublicFiles({ db, services }: Pick<LifecycleContext, 'db' | 'services'>): Promise<void> {
  const storage = services.storage;
  const uploads = await db
    .select({ id: trainingUploads.id, key: trainingUploads.storageKey })
    .from(trainingUploads)
    .where(like(trainingUploads.storageKey, 'training/%'));
  for (const u of uploads) {
    if (!u.key || isPrivateKey(u.key)) continue;
    await moveOne(
      storage,
      u.key,
      async (to) => void (await db.update(trainingUploads).set({ storageKey: to }).where(eq(trainingUploads.id, u.id))),
    );
  }
  const users = await db
    .select({ id: trainingUsers.id, key: trainingUsers.fileKey })
    .from(trainingUsers)
    .where(like(trainingUsers.fileKey, 'training/%'));
  for (const u of users) {
    if (!u.key || isPrivateKey(u.key)) continue;
    await moveOne(
      storage,
      u.key,
      async (to) => void (await db.update(trainingUsers).set({ fileKey: to }).where(eq(trainingUsers.id, u.id))),
    );
  }
}
