// The console's training API (001 §7): the list (server paging, search by part of the Firebase
// id, upload count descending), the aggregate trigger (init + a job; 409 while init or building)
// and the download of the built file as `{firebaseId}.db` (only in success).
import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { contentDisposition } from '../../../core/server/download';
import { conflict, notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { AGGREGATE_JOB, MESSAGES, RIGHT_TRAINING, type TrainingUser } from '../shared';
import { trainingUsers, type TrainingUserRow } from './db';

const right = access.right(RIGHT_TRAINING);

export function userView(r: TrainingUserRow): TrainingUser {
  return {
    fId: r.firebaseId,
    userId: r.userId,
    platform: r.platform,
    meta: { uploadCount: r.uploadCount, bytes: r.bytes, lastUploadAt: r.lastUploadAt?.toISOString() ?? null },
    fileInfo: {
      status: r.fileStatus ?? null,
      lastKey: r.fileKey,
      builtAt: r.builtAt?.toISOString() ?? null,
      error: r.fileError,
      jobId: r.jobId,
    },
  };
}

/** `%`, `_` and `\` stand for themselves in the search. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export const consoleRoutes = [
  routeOf(endpoints.list, {
    rule: right,
    summary: "The env's training users, most uploads first (paged; firebaseId: part of the Firebase id)",
    async handler({ db, project, query }) {
      const where = and(
        eq(trainingUsers.projectCode, project.code),
        eq(trainingUsers.env, query.env),
        query.firebaseId ? ilike(trainingUsers.firebaseId, `%${likeText(query.firebaseId)}%`) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(trainingUsers)
          .where(where)
          .orderBy(desc(trainingUsers.uploadCount), trainingUsers.firebaseId)
          .limit(query.ps)
          .offset((query.pn - 1) * query.ps),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(trainingUsers)
          .where(where),
      ]);
      return { users: rows.map(userView), total: Number(total) };
    },
  }),
  routeOf(endpoints.trigger, {
    rule: right,
    summary: "Aggregate a user's uploads into a SQLite file (a job); 409 while one is init or building",
    async handler({ db, project, query, body, services, user, audit }) {
      const match = and(
        eq(trainingUsers.projectCode, project.code),
        eq(trainingUsers.env, query.env),
        eq(trainingUsers.firebaseId, body.firebaseId),
        eq(trainingUsers.userId, body.userId),
      );
      // One conditional UPDATE: of two triggers at once only one finds the row idle (the other
      // waits on its row lock, then sees init and gets the 409).
      const [claimed] = await db
        .update(trainingUsers)
        .set({ fileStatus: 'init', fileError: null })
        .where(and(match, or(isNull(trainingUsers.fileStatus), inArray(trainingUsers.fileStatus, ['success', 'failed']))))
        .returning();
      if (!claimed) {
        const [row] = await db.select({ id: trainingUsers.id }).from(trainingUsers).where(match);
        throw row ? conflict(MESSAGES.busy) : notFound(MESSAGES.noUser);
      }
      const { id: jobId } = await services.jobs.enqueue(
        AGGREGATE_JOB,
        { userRowId: claimed.id },
        { project: project.code, createdBy: user.id, maxAttempts: 1 },
      );
      const [row] = await db.update(trainingUsers).set({ jobId }).where(eq(trainingUsers.id, claimed.id)).returning();
      await audit({ area: 'training', action: 'trigger', target: body.firebaseId, after: { env: query.env, userId: body.userId, jobId } });
      return { user: userView(row), jobId };
    },
  }),
  routeOf(endpoints.download, {
    rule: right,
    summary: "The user's built SQLite file, saved as {firebaseId}.db (409 unless the build succeeded)",
    async handler({ db, project, query, services }) {
      const [row] = await db
        .select()
        .from(trainingUsers)
        .where(
          and(
            eq(trainingUsers.projectCode, project.code),
            eq(trainingUsers.env, query.env),
            eq(trainingUsers.firebaseId, query.firebaseId),
          ),
        );
      if (!row) throw notFound(MESSAGES.noUser);
      if (row.fileStatus !== 'success' || !row.fileKey) throw conflict(MESSAGES.notReady);
      const file = await services.storage.get(row.fileKey);
      if (!file) throw notFound(MESSAGES.fileGone);
      return new Response(file.stream(), {
        headers: {
          'Content-Type': 'application/vnd.sqlite3',
          'Content-Length': String(file.info.size),
          'Content-Disposition': contentDisposition(`${row.firebaseId}.db`),
        },
      });
    },
  }),
];
