// Demo data for every project: a couple of hundred prod players and a few dozen sandbox ones,
// each with 1 to 8 uploads of realistic puzzle sessions, stored through the client route's
// storeUploads; a few prod players' files built by the job's own builder (success), and one
// player whose last build failed. Seeded random numbers: every first start looks the same.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import type { FileStore } from '../../../core/server/storage/fileStore';
import type { Env } from '../../../core/shared/constants';
import type { UploadInput } from '../schemas';
import { trainingUsers } from './db';
import { buildUserFile } from './job';
import { storeUploads, type PlayerUploads } from './upload';

const DAY = 24 * 3600_000;
const PLAYERS: Record<Env, number> = { prod: 200, sandbox: 30 };
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function session(r: () => number, level: number, at: number) {
  const completed = r() > 0.2;
  const durationMs = Math.round((60 + r() * 540) * 1000);
  return {
    puzzleId: `p${1000 + Math.floor(r() * 400)}`,
    level,
    startedAt: new Date(at),
    durationMs,
    moves: 20 + Math.floor(r() * 300),
    hintsUsed: r() > 0.7 ? 1 + Math.floor(r() * 3) : 0,
    completed,
    extra: {
      pieces: [48, 100, 144, 256][Math.floor(r() * 4)],
      rotation: r() > 0.5,
      abandonedAt: completed ? undefined : Math.round(durationMs * r()),
    },
  };
}

async function seedPlayers(db: Db, storage: FileStore, code: string, env: Env, r: () => number, now: number) {
  const players: PlayerUploads[] = [];
  for (let i = 0; i < PLAYERS[env]; i++) {
    const firebaseId = Array.from({ length: 28 }, () => ID_CHARS[Math.floor(r() * ID_CHARS.length)]).join('');
    const userId = String(100000 + Math.floor(r() * 900000));
    const platform = r() > 0.45 ? 1 : 2;
    // Few players upload a lot, most a little.
    const uploads = 1 + Math.floor(r() ** 2 * 6);
    let level = 1;
    const sent: { records: UploadInput['records']; at: Date }[] = [];
    for (let u = 0; u < uploads; u++) {
      const at = now - (uploads - u) * DAY * (0.5 + r());
      const records = Array.from({ length: 3 + Math.floor(r() * 10) }, (_, k) => session(r, level + k, at + k * 600_000));
      level += records.length;
      sent.push({ records, at: new Date(at) });
    }
    players.push({ player: { firebaseId, userId, platform: platform as 1 | 2 }, uploads: sent });
  }
  await storeUploads(db, storage, code, env, players);
}

export async function seedTraining({ db, services }: DemoContext): Promise<void> {
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  const now = Date.now();
  for (const [ci, code] of codes.entries()) {
    for (const env of ['prod', 'sandbox'] as const) {
      const r = rng(ci * 7919 + (env === 'prod' ? 1 : 2));
      // One transaction per env: one commit instead of thousands (a first start stays quick).
      await db.transaction((tx) => seedPlayers(tx as unknown as Db, services.storage, code, env, r, now));
    }
    // The busiest prod players: four built, the fifth's last build failed.
    const top = await db
      .select()
      .from(trainingUsers)
      .where(and(eq(trainingUsers.projectCode, code), eq(trainingUsers.env, 'prod')))
      .orderBy(desc(trainingUsers.uploadCount), trainingUsers.firebaseId)
      .limit(5);
    for (const u of top.slice(0, 4)) {
      const built = await buildUserFile(db, services.storage, u);
      await db
        .update(trainingUsers)
        .set({ fileStatus: 'success', fileKey: built.key, builtAt: built.builtAt })
        .where(eq(trainingUsers.id, u.id));
    }
    if (top[4]) {
      await db
        .update(trainingUsers)
        .set({ fileStatus: 'failed', fileError: 'The worker running it stopped on its last attempt' })
        .where(eq(trainingUsers.id, top[4].id));
    }
  }
}
