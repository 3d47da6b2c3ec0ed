// POST /v1/:code/upload (multipart `file`, `key`) -> { url, dataHash, size, key }. Keys live
// under the project (`<code>/<key>`). A key is written once: the same bytes again answer the
// same result (a retried upload), different bytes get a 409, so a published URL never changes
// under a game client.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { rule } from '../../shared/access';
import { formatBytes } from '../bytes';
import { uploads } from '../db/schema';
import { badRequest, conflict, tooLarge } from '../errors';
import { route } from '../plugin';
import { isPrivateKey, isValidKey, KeyConflictError, MAX_KEY_LENGTH } from './fileStore';

const MB = 1024 * 1024;
/** Room for the multipart framing and the key field around the file itself. */
const MULTIPART_SLACK = 64 * 1024;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data with the fields file and key',
  noFile: 'Please select a file',
  illegalKey: 'Illegal key: use letters, digits, _ - . in /-separated parts, none starting with a dot',
  privateKey: 'Illegal key: the _private folder is reserved for files only the console reads',
  tooLarge: (limit: number) => `The file is over the ${formatBytes(limit)} upload limit`,
  taken: (key: string) => `A different file is already stored at '${key}'; choose another key`,
};

async function readForm(c: Context): Promise<FormData> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  try {
    return await c.req.formData();
  } catch {
    throw badRequest(UPLOAD_MESSAGES.notMultipart);
  }
}

/** No key given: a fresh folder and the file's own name, made safe. */
function defaultKey(fileName: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9_\-.]/g, '_').replace(/^\.+/, '').slice(-100) || 'file';
  return `uploads/${randomBytes(5).toString('hex')}/${safe}`;
}

export const uploadRoute = route({
  method: 'POST',
  path: '/v1/:code/upload',
  rule: rule.member,
  summary: "Upload a file (multipart: file, key) under the project's folder; answers url, dataHash (md5) and size",
  maxBodyBytes: (config) => config.uploadLimitMb * MB + MULTIPART_SLACK,
  async handler({ c, db, config, user, project, services, audit }) {
    const form = await readForm(c);
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest(UPLOAD_MESSAGES.noFile, [{ path: 'file', message: UPLOAD_MESSAGES.noFile }]);
    const limit = config.uploadLimitMb * MB;
    if (file.size > limit) throw tooLarge(UPLOAD_MESSAGES.tooLarge(limit));
    const given = form.get('key');
    const key = typeof given === 'string' && given.trim() ? given.trim().replace(/^\/+/, '') : defaultKey(file.name);
    const fullKey = `${project.code}/${key}`;
    if (isValidKey(key) && isPrivateKey(key)) throw badRequest(UPLOAD_MESSAGES.privateKey, [{ path: 'key', message: UPLOAD_MESSAGES.privateKey }]);
    if (!isValidKey(key) || fullKey.length > MAX_KEY_LENGTH) {
      throw badRequest(UPLOAD_MESSAGES.illegalKey, [{ path: 'key', message: UPLOAD_MESSAGES.illegalKey }]);
    }

    const data = new Uint8Array(await file.arrayBuffer());
    const md5 = createHash('md5').update(data).digest('hex');
    const url = services.storage.url(fullKey);
    // The row and the bytes commit together: a failed write leaves no row behind.
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(uploads)
        .values({
          projectCode: project.code,
          key: fullKey,
          url,
          md5,
          size: data.byteLength,
          contentType: file.type || 'application/octet-stream',
          fileName: file.name.slice(0, 255),
          operatorId: user.id,
          operatorMail: user.mail,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const [existing] = await tx.select().from(uploads).where(eq(uploads.key, fullKey));
        if (existing?.md5 !== md5) throw conflict(UPLOAD_MESSAGES.taken(key));
        return { fresh: false, body: { url: existing.url, dataHash: md5, size: existing.size, key: fullKey } };
      }
      try {
        const stored = await services.storage.put(fullKey, data, file.type);
        await tx.update(uploads).set({ contentType: stored.contentType }).where(eq(uploads.id, row.id));
      } catch (err) {
        if (err instanceof KeyConflictError) throw conflict(UPLOAD_MESSAGES.taken(key));
        throw err;
      }
      return { fresh: true, body: { url, dataHash: md5, size: data.byteLength, key: fullKey } };
    });
    if (result.fresh) await audit({ area: 'upload', action: 'upload', target: fullKey, after: { ...result.body, fileName: file.name } });
    return result.body;
  },
});
