// The `training.aggregate` job: the user's row goes building, its uploads (inline or from
// storage) become a SQLite file (builder.ts) stored under a new key, and the row goes success
// with that key; any error leaves it failed with the message. A stop of the server (the signal)
// leaves it building: the job is handed back and runs again.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import type { JobContext } from '../../../core/server/plugin';
import type { FileStore } from '../../../core/server/storage/fileStore';
import { MESSAGES } from '../shared';
import { buildTrainingDb, type BuildUpload } from './builder';
import { trainingUploads, trainingUsers, type TrainingUserRow } from './db';
import { builtFileKey } from './files';

async function readUploads(db: Db, storage: FileStore, u: TrainingUserRow, signal?: AbortSignal): Promise<BuildUpload[]> {
  const rows = await db
    .select()
    .from(trainingUploads)
    .where(
      and(eq(trainingUploads.projectCode, u.projectCode), eq(trainingUploads.env, u.env), eq(trainingUploads.firebaseId, u.firebaseId)),
    )
    .orderBy(asc(trainingUploads.id));
  const out: BuildUpload[] = [];
  for (const r of rows) {
    signal?.throwIfAborted();
    let records = r.records;
    if (!records && r.storageKey) {
      const file = await storage.get(r.storageKey);
      if (!file) throw new Error(`Upload ${r.id}'s records are missing from storage`);
      records = JSON.parse(await new Response(file.stream()).text()) as unknown[];
    }
    out.push({ id: r.id, createdAt: r.createdAt, records: (records ?? []) as Record<string, unknown>[] });
  }
  return out;
}

/** Builds and stores the user's file; returns the key. Used by the job and the demo. */
export async function buildUserFile(
  db: Db,
  storage: FileStore,
  u: TrainingUserRow,
  signal?: AbortSignal,
): Promise<{ key: string; sessions: number; builtAt: Date }> {
  const uploads = await readUploads(db, storage, u, signal);
  if (!uploads.length) throw new Error(MESSAGES.noUploads);
  const builtAt = new Date();
  const bytes = await buildTrainingDb(
    { firebaseId: u.firebaseId, userId: u.userId, platform: u.platform, env: u.env, builtAt },
    uploads,
    signal,
  );
  const key = builtFileKey(u.projectCode, u.env, u.firebaseId, builtAt, u.jobId ?? 0);
  await storage.put(key, bytes, 'application/vnd.sqlite3');
  return { key, sessions: uploads.reduce((n, x) => n + x.records.length, 0), builtAt };
}

/** What the row's tooltip says: the error's message, never a failed query's parameters. */
function failureText(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 500);
  return (typeof (err as { query?: unknown }).query === 'string' ? 'A database query failed' : err.message).slice(0, 500);
}

export async function runAggregate({ payload, db, services, signal, progress, job }: JobContext<{ userRowId: number }>) {
  // Only the row this job was enqueued for, still waiting for it (or re-run after a stop).
  const mine = and(eq(trainingUsers.id, payload.userRowId), eq(trainingUsers.jobId, job.id));
  const [u] = await db.update(trainingUsers).set({ fileStatus: 'building' }).where(mine).returning();
  if (!u) return { skipped: true };
  await progress(0, 1, 'Building the SQLite file');
  try {
    const built = await buildUserFile(db, services.storage, u, signal);
    await db.update(trainingUsers).set({ fileStatus: 'success', fileKey: built.key, builtAt: built.builtAt, fileError: null }).where(mine);
    await progress(1, 1, `${built.sessions} sessions`);
    return { key: built.key, sessions: built.sessions };
  } catch (err) {
    if (signal.aborted) throw err;
    await db
      .update(trainingUsers)
      .set({ fileStatus: 'failed', fileError: failureText(err) })
      .where(mine);
    throw err;
  }
}
