// Storing one upload of a player's training records: the records inline or in file storage
// (by size), and the player's row (created on its first upload) counts it. The client route and
// the demo both store through here.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import type { FileStore } from '../../../core/server/storage/fileStore';
import type { Env } from '../../../core/shared/constants';
import type { UploadInput } from '../schemas';
import { INLINE_RECORDS_BYTES } from '../shared';
import { trainingUploads, trainingUsers } from './db';

export interface StoreUpload {
  project: string;
  env: Env;
  input: UploadInput;
  at?: Date;
}

export async function storeUpload(db: Db, storage: FileStore, { project, env, input, at = new Date() }: StoreUpload): Promise<{ uploadCount: number }> {
  const json = JSON.stringify(input.records);
  const data = new TextEncoder().encode(json);
  let storageKey: string | null = null;
  if (data.byteLength > INLINE_RECORDS_BYTES) {
    // Bytes first: a row never points at a file that is not there.
    storageKey = `training/${project}/${env}/${input.firebaseId}/uploads/${randomUUID()}.json`;
    await storage.put(storageKey, data, 'application/json');
  }
  await db.insert(trainingUploads).values({
    projectCode: project,
    env,
    firebaseId: input.firebaseId,
    records: storageKey ? null : (JSON.parse(json) as unknown[]),
    storageKey,
    recordCount: input.records.length,
    bytes: data.byteLength,
    createdAt: at,
  });
  const [row] = await db
    .insert(trainingUsers)
    .values({ projectCode: project, env, firebaseId: input.firebaseId, userId: input.userId, platform: input.platform, uploadCount: 1, bytes: data.byteLength, lastUploadAt: at })
    .onConflictDoUpdate({
      target: [trainingUsers.projectCode, trainingUsers.env, trainingUsers.firebaseId],
      // The latest upload names the player's user id and platform (a reinstall may change them).
      set: {
        userId: input.userId,
        platform: input.platform,
        uploadCount: sql`${trainingUsers.uploadCount} + 1`,
        bytes: sql`${trainingUsers.bytes} + ${data.byteLength}`,
        lastUploadAt: sql`GREATEST(${trainingUsers.lastUploadAt}, excluded.last_upload_at)`,
      },
    })
    .returning({ uploadCount: trainingUsers.uploadCount });
  return { uploadCount: row.uploadCount };
}
