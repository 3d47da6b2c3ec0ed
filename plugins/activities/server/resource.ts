// Resource files of activities: stored by content (sha-256 in the key) under the project, so the
// same bytes land on the same key, a new file on a new URL, and a published URL never changes
// under a game client (the store refuses to overwrite a key, whoever asks: 409).
import { createHash } from 'node:crypto';
import { formatBytes } from '../../../core/server/bytes';
import type { ServerConfig } from '../../../core/server/config';
import { badRequest, tooLarge } from '../../../core/server/errors';
import { contentKey, isValidKey, MAX_KEY_LENGTH, type FileStore } from '../../../core/server/storage/fileStore';

const MB = 1024 * 1024;
/** Room for the multipart framing and the text fields around the file. */
export const maxActivityBody = (config: ServerConfig) => config.uploadLimitMb * MB + 256 * 1024;

export interface StoredResource {
  resourceKey: string;
  resourceName: string;
  resourceMd5: string;
  resourceSize: number;
}

/** Where an activity's resource file lives: `<code>/activities/<sha-256>/<name>`. */
export const resourceKey = (code: string, data: Uint8Array, fileName: string) =>
  contentKey(`${code}/activities`, data, fileName, 'resource');

export async function storeResource(storage: FileStore, config: ServerConfig, code: string, file: File): Promise<StoredResource> {
  const limit = config.uploadLimitMb * MB;
  if (file.size > limit) throw tooLarge(`The file is over the ${formatBytes(limit)} upload limit`);
  const data = new Uint8Array(await file.arrayBuffer());
  const md5 = createHash('md5').update(data).digest('hex');
  const key = resourceKey(code, data, file.name);
  if (!isValidKey(key) || key.length > MAX_KEY_LENGTH) throw badRequest('Illegal file name');
  await storage.put(key, data, file.type);
  return { resourceKey: key, resourceName: file.name.slice(0, 255), resourceMd5: md5, resourceSize: data.byteLength };
}
