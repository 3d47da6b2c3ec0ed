// The log-files panel and the log file view (001 §7 Track): GET /v1/{code}/track/filesList
// (newest first; userId and platform filter, pn/ps pages) and GET /track/logDetail?fileName
// (the file's text). Both under the eventCheck right; the bytes are never public.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { MESSAGES, RIGHT_EVENT_CHECK, type FilesListResponse, type LogDetailResponse } from '../shared';
import { clientLogFiles } from './db';
import { toLogFile } from './logFiles';
import { requireTracking } from './tracking';

const read = access.right(RIGHT_EVENT_CHECK);

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

export const logRoutes = [
  routeOf(endpoints.files, {
    rule: read,
    summary: 'Client log files, newest first (userId, platform, pn, ps)',
    async handler({ db, project, query }): Promise<FilesListResponse> {
      requireTracking(project);
      const where: SQL[] = [eq(clientLogFiles.projectCode, project.code)];
      if (query.userId) where.push(eq(clientLogFiles.userId, query.userId));
      if (query.platform) where.push(eq(clientLogFiles.platform, query.platform));
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(clientLogFiles)
          .where(and(...where))
          .orderBy(desc(clientLogFiles.uploadedAt), desc(clientLogFiles.id))
          .limit(query.ps)
          .offset((query.pn - 1) * query.ps),
        db
          .select({ n: count() })
          .from(clientLogFiles)
          .where(and(...where)),
      ]);
      return { files: rows.map(toLogFile), total: n };
    },
  }),
  routeOf(endpoints.logDetail, {
    rule: read,
    summary: 'One client log file as text',
    async handler({ db, project, services, query }): Promise<LogDetailResponse> {
      requireTracking(project);
      const [row] = await db
        .select()
        .from(clientLogFiles)
        .where(and(eq(clientLogFiles.projectCode, project.code), eq(clientLogFiles.fileName, query.fileName)));
      const stored = row ? await services.storage.get(row.storageKey) : null;
      if (!row || !stored) throw notFound(MESSAGES.noLogFile(query.fileName));
      return { file: toLogFile(row), content: await streamText(stored.stream()) };
    },
  }),
];
