// A service's API token: random, shown once, stored only as its sha256 (a token is as strong as a
// key, so a fast hash is enough and the lookup is by hash).
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PREFIX = 'svc_';

export const newApiToken = (): string => TOKEN_PREFIX + randomBytes(32).toString('base64url');

export const hashApiToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S{1,512})\s*$/i.exec(header ?? '');
  return m ? m[1] : null;
}
