// Storing a player's uploads of training records: each upload's records inline or in file
// storage (by size), and each player's row (created on its first upload) counts them. The client
// route stores one upload through here; the demo a whole env's players at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import type { FileStore } from '../../../core/server/storage/fileStore';
import type { Env } from '../../../core/shared/constants';
import type { UploadInput } from '../schemas';
import { INLINE_RECORDS_BYTES } from '../shared';
import { trainingUploads, trainingUsers } from './db';
import { uploadKey } from './files';

export interface PlayerUploads {
  player: Omit<UploadInput, 'records'>;
  /** In the order they were sent; `at` defaults to now. */
  uploads: { records: UploadInput['records']; at?: Date }[];
}

/** Rows a statement inserts at most (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 500;

/** Stores the players' uploads (each player once in `players`); answers each player's new upload count. */
export async function storeUploads(db: Db, storage: FileStore, project: string, env: Env, players: PlayerUploads[]): Promise<number[]> {
  const rows: (typeof trainingUploads.$inferInsert)[] = [];
  const users: (typeof trainingUsers.$inferInsert)[] = [];
  for (const { player, uploads } of players) {
    let bytes = 0;
    let last = 0;
    for (const u of uploads) {
      const json = JSON.stringify(u.records);
      const data = new TextEncoder().encode(json);
      let storageKey: string | null = null;
      if (data.byteLength > INLINE_RECORDS_BYTES) {
        // Bytes first: a row never points at a file that is not there.
        storageKey = uploadKey(project, env, player.firebaseId);
        await storage.put(storageKey, data, 'application/json');
      }
      const at = u.at ?? new Date();
      rows.push({
        projectCode: project,
        env,
        firebaseId: player.firebaseId,
        records: storageKey ? null : (JSON.parse(json) as unknown[]),
        storageKey,
        recordCount: u.records.length,
        bytes: data.byteLength,
        createdAt: at,
      });
      bytes += data.byteLength;
      last = Math.max(last, at.getTime());
    }
    users.push({
      projectCode: project,
      env,
      firebaseId: player.firebaseId,
      userId: player.userId,
      platform: player.platform,
      uploadCount: uploads.length,
      bytes,
      lastUploadAt: new Date(last),
    });
  }
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(trainingUploads).values(rows.slice(i, i + CHUNK));
  const counts = new Map<string, number>();
  for (let i = 0; i < users.length; i += CHUNK) {
    const done = await db
      .insert(trainingUsers)
      .values(users.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [trainingUsers.projectCode, trainingUsers.env, trainingUsers.firebaseId],
        // The latest upload names the player's user id and platform (a reinstall may change them).
        set: {
          userId: sql`excluded.user_id`,
          platform: sql`excluded.platform`,
          uploadCount: sql`${trainingUsers.uploadCount} + excluded.upload_count`,
          bytes: sql`${trainingUsers.bytes} + excluded.bytes`,
          lastUploadAt: sql`GREATEST(${trainingUsers.lastUploadAt}, excluded.last_upload_at)`,
        },
      })
      .returning({ firebaseId: trainingUsers.firebaseId, uploadCount: trainingUsers.uploadCount });
    for (const d of done) counts.set(d.firebaseId, d.uploadCount);
  }
  return players.map((p) => counts.get(p.player.firebaseId) ?? 0);
}
