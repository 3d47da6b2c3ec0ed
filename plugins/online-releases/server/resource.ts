// Resource files of online releases: stored by content (sha-256 in the key) under the project, so
// a published URL never changes under a game client. md5, size, CRC-32 and sha-256 are kept on the row.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { formatBytes } from '../../../core/server/bytes';
import type { ServerConfig } from '../../../core/server/config';
import { badRequest, tooLarge } from '../../../core/server/errors';
import { contentKey, isValidKey, MAX_KEY_LENGTH, type FileStore } from '../../../core/server/storage/fileStore';

const MB = 1024 * 1024;
export const maxReleaseBody = (config: ServerConfig) => config.uploadLimitMb * MB + 256 * 1024;

export interface StoredResource {
  resourceKey: string;
  resourceName: string;
  resourceMd5: string;
  resourceSize: number;
  crc: string;
  assetFileHash: string;
}

export function describe(data: Uint8Array) {
  return {
    resourceMd5: createHash('md5').update(data).digest('hex'),
    resourceSize: data.byteLength,
    crc: crc32(data).toString(16).padStart(8, '0'),
    assetFileHash: createHash('sha256').update(data).digest('hex'),
  };
}

export async function storeResource(storage: FileStore, config: ServerConfig, code: string, file: File): Promise<StoredResource> {
  const limit = config.uploadLimitMb * MB;
  if (file.size > limit) throw tooLarge(`The file is over the ${formatBytes(limit)} upload limit`);
  const data = new Uint8Array(await file.arrayBuffer());
  const key = contentKey(`${code}/online-releases`, data, file.name, 'resource');
  if (!isValidKey(key) || key.length > MAX_KEY_LENGTH) throw badRequest('Illegal file name');
  await storage.put(key, data, file.type);
  return { resourceKey: key, resourceName: file.name.slice(0, 255), ...describe(data) };
}

/** Select mode: the published release's data file, as it is in storage. */
export async function readStored(storage: FileStore, key: string): Promise<Omit<StoredResource, 'resourceKey' | 'resourceName'> | null> {
  const opened = await storage.get(key);
  if (!opened) return null;
  const data = new Uint8Array(await new Response(opened.stream()).arrayBuffer());
  return describe(data);
}
