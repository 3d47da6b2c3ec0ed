// Secrets at rest (DESIGN §4 "secrets"): AES-256-GCM with one key per deployment. The key is
// SECRET_KEY (64 hex characters taken as the key itself; anything else a passphrase stretched with
// scrypt), else a random key generated once into DATA_DIR/secret.key (mode 0600) and reused, so
// every process on the same data decrypts what another wrote. Sealed text is versioned:
// 'v1.' + base64(iv | tag | ciphertext).
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A fixed salt: the passphrase must give the same key on every process (it is the secret, not the salt). */
const SCRYPT_SALT = 'liveops-console secrets v1';
export const SECRET_KEY_FILE = 'secret.key';

export interface Secrets {
  /** Where the key came from: 'env' (SECRET_KEY as hex), 'passphrase' (SECRET_KEY stretched), 'file' (DATA_DIR/secret.key). */
  readonly source: 'env' | 'passphrase' | 'file';
  encrypt(text: string): string;
  /** Throws a SecretError on a wrong key, tampering or a string that is not ours. */
  decrypt(sealed: string): string;
}

export class SecretError extends Error {}

/** The key from SECRET_KEY: 64 hex characters are the key; any other text is a passphrase (scrypt, N=2^15). */
export function keyFromSecret(secret: string): { key: Buffer; source: 'env' | 'passphrase' } {
  const s = secret.trim();
  if (/^[0-9a-fA-F]{64}$/.test(s)) return { key: Buffer.from(s, 'hex'), source: 'env' };
  return { key: scryptSync(s, SCRYPT_SALT, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }), source: 'passphrase' };
}

/**
 * DATA_DIR/secret.key, created once with an exclusive create (mode 0600): two processes starting at
 * once both end up reading the one that won.
 */
export function keyFromFile(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-fA-F]{64}$/.test(text)) throw new Error(`${file} does not hold a key (64 hex characters): restore it or set SECRET_KEY`);
  return Buffer.from(text, 'hex');
}

export function secretsWithKey(key: Buffer, source: Secrets['source']): Secrets {
  if (key.length !== 32) throw new Error('a secrets key is 32 bytes');
  return {
    source,
    encrypt(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return SECRET_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(sealed) {
      if (typeof sealed !== 'string' || !sealed.startsWith(SECRET_PREFIX)) throw new SecretError('Not an encrypted secret (no v1. prefix)');
      const raw = Buffer.from(sealed.slice(SECRET_PREFIX.length), 'base64');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretError('Encrypted secret is truncated');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretError(
          'Cannot decrypt the secret: the key (SECRET_KEY or DATA_DIR/secret.key) is not the one it was stored with, or the stored value was altered',
        );
      }
    },
  };
}

/** The deployment's secrets: SECRET_KEY when set, else DATA_DIR/secret.key. */
export function createSecrets(opts: { secretKey?: string; dataDir: string }): Secrets {
  if (opts.secretKey?.trim()) {
    const { key, source } = keyFromSecret(opts.secretKey);
    return secretsWithKey(key, source);
  }
  return secretsWithKey(keyFromFile(opts.dataDir), 'file');
}
