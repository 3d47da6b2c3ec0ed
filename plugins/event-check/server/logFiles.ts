// Client log files: their names, where their bytes live in core's file storage (a `_private`
// folder /cdn/ never serves) and the row the list shows.
import { randomBytes } from 'node:crypto';
import { PRIVATE_SEGMENT } from '../../../core/server/storage/fileStore';
import type { LogFile } from '../shared';
import type { ClientLogFileRow } from './db';

/** A name unique in the project and safe in a URL path: user, platform, UTC time, random part. */
export function newLogFileName(userId: string, platform: number, at: Date): string {
  const user = userId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40) || 'user';
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${user}_${platform}_${stamp}_${randomBytes(3).toString('hex')}.log`;
}

export const logStorageKey = (code: string, fileName: string) => `${code}/${PRIVATE_SEGMENT}/client-logs/${fileName}`;

export const toLogFile = (r: ClientLogFileRow): LogFile => ({
  fileName: r.fileName,
  userId: r.userId,
  platform: r.platform,
  appVersion: r.appVersion,
  size: r.size,
  uploadedAt: r.uploadedAt.toISOString(),
});
