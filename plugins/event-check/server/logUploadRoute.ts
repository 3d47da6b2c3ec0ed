// POST /client/v1/{code}/logs (ours): a game client uploads a log file with the project's
// X-Client-Key, multipart `file` plus `userId`, `platform` and optionally `appVersion`. At most
// MAX_LOG_BYTES (413 above). So that clients cannot fill the disk (issue 9), at most
// MAX_LOGS_PER_USER_HOUR per user, MAX_LOGS_PER_ADDRESS_HOUR per address (whatever user ids it
// sends) and the project's daily quota of bytes (config clientLogQuotaMb): 429 above each, counted
// atomically in the database (core/server/rateLimit.ts) so parallel uploads and every server
// process agree. Answers {fileName, size}.
import type { Context } from 'hono';
import { rule as access } from '../../../core/shared/access';
import { toApiIssues } from '../../../core/shared/zod';
import { clientAddress } from '../../../core/server/clientAddress';
import { badRequest, tooLarge, tooManyRequests } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { giveBack, minutesUntil, take } from '../../../core/server/rateLimit';
import { endpoints } from '../endpoints';
import { logUploadSchema } from '../schemas';
import { logQuotaMb, MAX_LOG_BYTES, MAX_LOGS_PER_ADDRESS_HOUR, MAX_LOGS_PER_USER_HOUR, MESSAGES } from '../shared';
import { clientLogFiles } from './db';
import { logStorageKey, newLogFileName } from './logFiles';
import { requireTracking } from './tracking';

async function readForm(c: Context): Promise<FormData> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw badRequest(MESSAGES.logNotMultipart);
  try {
    return await c.req.formData();
  } catch {
    throw badRequest(MESSAGES.logNotMultipart);
  }
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export const logUploadRoute = routeOf(endpoints.clientLogs, {
  rule: access.clientKey,
  summary: `A game client's log file (multipart file, userId, platform, appVersion; at most ${MAX_LOG_BYTES / 1024 / 1024} MB)`,
  // Room for the multipart framing around the file; the file itself is checked below.
  maxBodyBytes: MAX_LOG_BYTES + 64 * 1024,
  async handler({ c, db, config, project, services }) {
    requireTracking(project);
    const form = await readForm(c);
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest(MESSAGES.noFile, [{ path: 'file', message: MESSAGES.noFile }]);
    if (file.size > MAX_LOG_BYTES) throw tooLarge(MESSAGES.logTooLarge);
    const fields = logUploadSchema.safeParse({
      userId: form.get('userId'),
      platform: form.get('platform'),
      appVersion: form.get('appVersion'),
    });
    if (!fields.success) {
      const issues = toApiIssues(fields.error);
      throw badRequest(issues[0].message, issues);
    }
    const { userId, platform, appVersion } = fields.data;
    const address = clientAddress(c, config);
    if (!(await take(db, `logs:address:${address}`, 1, MAX_LOGS_PER_ADDRESS_HOUR, HOUR)).ok)
      throw tooManyRequests(MESSAGES.tooManyLogsFromAddress);
    if (!(await take(db, `logs:user:${project.code}:${userId}`, 1, MAX_LOGS_PER_USER_HOUR, HOUR)).ok)
      throw tooManyRequests(MESSAGES.tooManyLogs);
    const quotaMb = logQuotaMb(project.config);
    const bytesKey = `logs:bytes:${project.code}`;
    const quota = await take(db, bytesKey, file.size, Math.floor(quotaMb * 1024 * 1024), DAY);
    if (!quota.ok) throw tooManyRequests(MESSAGES.logQuotaReached(quotaMb, minutesUntil(quota.resetAt)));

    const now = new Date();
    const fileName = newLogFileName(userId, platform, now);
    const storageKey = logStorageKey(project.code, fileName);
    const data = new Uint8Array(await file.arrayBuffer());
    // Bytes first: a row never points at a file that is not there.
    await services.storage.put(storageKey, data, 'text/plain').catch(async (err) => {
      await giveBack(db, bytesKey, file.size); // nothing stored: the quota is not used
      throw err;
    });
    await db.insert(clientLogFiles).values({
      projectCode: project.code,
      fileName,
      storageKey,
      userId,
      platform,
      appVersion,
      originalName: file.name.slice(0, 255),
      size: data.byteLength,
      uploadedAt: now,
    });
    return { fileName, size: data.byteLength };
  },
});
