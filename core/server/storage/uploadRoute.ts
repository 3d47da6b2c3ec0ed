// POST /v1/:code/upload (multipart `file`, `key`) -> { url, dataHash, size, key }. Keys live
// under the project (`<code>/<key>`). A key is written once, whatever put the file there (this
// route, an activity's resource, a demo thumbnail): the store itself refuses to overwrite, so
// the same bytes again answer the same result (a retried upload) and different bytes get a 409.
// A published URL never changes under a game client. Without a key, the key is content-addressed.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { rule } from '../../shared/access';
import { formatBytes } from '../bytes';
import { writeAudit } from '../audit';
import type { Db } from '../db/connect';
import { uploads } from '../db/schema';
import { badRequest, conflict, tooLarge } from '../errors';
import { route } from '../plugin';
import { contentHashOf, contentKey, isPrivateKey, isValidKey, KeyConflictError, MAX_KEY_LENGTH, ownedFolderOf } from './fileStore';

/** Where uploads without a key go, by their content: `uploads/<sha-256>/<name>`. */
const UPLOADS_FOLDER = 'uploads';

const MB = 1024 * 1024;
/** Room for the multipart framing and the key field around the file itself. */
const MULTIPART_SLACK = 64 * 1024;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data with the fields file and key',
  noFile: 'Please select a file',
  illegalKey: 'Illegal key: use letters, digits, _ - . in /-separated parts, none starting with a dot',
  privateKey: 'Illegal key: the _private folder is reserved for files only the console reads',
  ownedKey: (folder: string, owner: string) => `Illegal key: the ${folder} folder is reserved for files ${owner} stores by their content`,
  contentKey: `Illegal key: uploads/<sha-256>/… holds only the file whose sha-256 it names; upload without a key to get it`,
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

export const uploadRoute = route({
  method: 'POST',
  path: '/v1/:code/upload',
  rule: rule.member,
  summary: "Upload a file (multipart: file, key) under the project's folder; answers url, dataHash (md5) and size",
  maxBodyBytes: (config) => config.uploadLimitMb * MB + MULTIPART_SLACK,
  async handler({ c, db, config, user, project, services, plugins }) {
    const form = await readForm(c);
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest(UPLOAD_MESSAGES.noFile, [{ path: 'file', message: UPLOAD_MESSAGES.noFile }]);
    const limit = config.uploadLimitMb * MB;
    if (file.size > limit) throw tooLarge(UPLOAD_MESSAGES.tooLarge(limit));
    const data = new Uint8Array(await file.arrayBuffer());
    const given = form.get('key');
    // No key given: named by its content, so the same file lands on the same URL and a new one on a new URL.
    const key = typeof given === 'string' && given.trim() ? given.trim().replace(/^\/+/, '') : contentKey(UPLOADS_FOLDER, data, file.name);
    const fullKey = `${project.code}/${key}`;
    if (isValidKey(key) && isPrivateKey(key))
      throw badRequest(UPLOAD_MESSAGES.privateKey, [{ path: 'key', message: UPLOAD_MESSAGES.privateKey }]);
    if (!isValidKey(key) || fullKey.length > MAX_KEY_LENGTH) {
      throw badRequest(UPLOAD_MESSAGES.illegalKey, [{ path: 'key', message: UPLOAD_MESSAGES.illegalKey }]);
    }
    // Folders a plugin fills by content hash (its manifest's ownedFolders): an upload there first
    // would make the plugin's own write of that file a permanent 409.
    for (const p of plugins) {
      const folder = ownedFolderOf(key, p.ownedFolders ?? []);
      if (folder)
        throw badRequest(UPLOAD_MESSAGES.ownedKey(folder, p.title), [{ path: 'key', message: UPLOAD_MESSAGES.ownedKey(folder, p.title) }]);
    }
    // Core's own content-addressed folder (keyless uploads): a key there must name these bytes' hash.
    const [top, hash] = key.split('/');
    if (top === UPLOADS_FOLDER && hash !== contentHashOf(data))
      throw badRequest(UPLOAD_MESSAGES.contentKey, [{ path: 'key', message: UPLOAD_MESSAGES.contentKey }]);

    const md5 = createHash('md5').update(data).digest('hex');
    const url = services.storage.url(fullKey);
    // A key once listed keeps its bytes even if its file went missing from the store.
    const [listed] = await db.select({ md5: uploads.md5 }).from(uploads).where(eq(uploads.key, fullKey));
    if (listed && listed.md5 !== md5) throw conflict(UPLOAD_MESSAGES.taken(key));
    // The store decides: it creates the file, answers the same bytes again, refuses other bytes.
    const stored = await services.storage.put(fullKey, data, file.type).catch((err) => {
      throw err instanceof KeyConflictError ? conflict(UPLOAD_MESSAGES.taken(key)) : err;
    });
    const body = { url, dataHash: md5, size: stored.size, key: fullKey };
    // The row lists the upload (the first one wins: a retry of the same bytes adds none), with its audit entry.
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = await tx
        .insert(uploads)
        .values({
          projectCode: project.code,
          key: fullKey,
          url,
          md5: stored.md5,
          size: stored.size,
          contentType: stored.contentType,
          fileName: file.name.slice(0, 255),
          operatorId: user.id,
          operatorMail: user.mail,
        })
        .onConflictDoNothing()
        .returning();
      if (row)
        await writeAudit(tx, user, project.code, {
          area: 'upload',
          action: 'upload',
          target: fullKey,
          after: { ...body, fileName: file.name },
        });
    });
    return body;
  },
});
