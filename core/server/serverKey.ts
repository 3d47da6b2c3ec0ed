// A project's server key: the secret its game SERVERS send (`Authorization: Bearer sk_...`, rule.serverKey).
// Unlike the client key (shipped inside the game app), it is a real secret: random, shown once,
// stored only as its sha256 (a 256-bit random key needs no slow hash).
import { createHash, randomBytes } from 'node:crypto';

export const SERVER_KEY_REFUSED = 'Missing or wrong server key';

export const newServerKey = (): string => 'sk_' + randomBytes(32).toString('base64url');

export const hashServerKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
