// Secrets at rest: round trip, tamper detection, the key from SECRET_KEY (hex or passphrase) and
// the generated DATA_DIR/secret.key (mode 0600, reused by the next process).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecrets, SECRET_KEY_FILE, SecretError } from './secrets';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const HEX = 'a1'.repeat(32);

describe('secrets', () => {
  it('round-trips any text, a fresh iv each time, versioned', () => {
    const s = createSecrets({ secretKey: HEX, dataDir: tmp() });
    const text = '{"private_key":"-----BEGIN PRIVATE KEY-----\\nMII…\\n"} ünïcødé 🎮';
    const a = s.encrypt(text);
    const b = s.encrypt(text);
    expect(a.startsWith('v1.')).toBe(true);
    expect(a).not.toBe(b);
    expect(a).not.toContain('private_key');
    expect(s.decrypt(a)).toBe(text);
    expect(s.decrypt(b)).toBe(text);
    expect(s.decrypt(s.encrypt(''))).toBe('');
  });

  it('detects tampering and a wrong key, with a clear message', () => {
    const s = createSecrets({ secretKey: HEX, dataDir: tmp() });
    const sealed = s.encrypt('the key');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => s.decrypt('v1.' + raw.toString('base64'))).toThrow(/altered/);
    const other = createSecrets({ secretKey: 'b2'.repeat(32), dataDir: tmp() });
    expect(() => other.decrypt(sealed)).toThrow(SecretError);
    expect(() => other.decrypt(sealed)).toThrow(/not the one it was stored with/);
    expect(() => s.decrypt('the key')).toThrow(/no v1\. prefix/);
    expect(() => s.decrypt('v1.AAAA')).toThrow(/truncated/);
  });

  it('SECRET_KEY: hex is the key, other text a passphrase; the same on every process; no key file', () => {
    const dir = tmp();
    const hex = createSecrets({ secretKey: HEX, dataDir: dir });
    expect(hex.source).toBe('env');
    expect(createSecrets({ secretKey: HEX.toUpperCase(), dataDir: tmp() }).decrypt(hex.encrypt('x'))).toBe('x');
    const pass = createSecrets({ secretKey: 'correct horse battery staple', dataDir: dir });
    expect(pass.source).toBe('passphrase');
    expect(createSecrets({ secretKey: 'correct horse battery staple', dataDir: tmp() }).decrypt(pass.encrypt('y'))).toBe('y');
    expect(() => createSecrets({ secretKey: 'another passphrase', dataDir: dir }).decrypt(pass.encrypt('y'))).toThrow(SecretError);
    expect(fs.existsSync(path.join(dir, SECRET_KEY_FILE))).toBe(false);
  });

  it('without SECRET_KEY: generates DATA_DIR/secret.key once (0600) and reuses it', () => {
    const dir = path.join(tmp(), 'nested');
    const first = createSecrets({ dataDir: dir });
    expect(first.source).toBe('file');
    const file = path.join(dir, SECRET_KEY_FILE);
    const key = fs.readFileSync(file, 'utf8');
    expect(key.trim()).toMatch(/^[0-9a-f]{64}$/);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const sealed = first.encrypt('kept');
    const second = createSecrets({ dataDir: dir, secretKey: '' });
    expect(second.decrypt(sealed)).toBe('kept');
    expect(fs.readFileSync(file, 'utf8')).toBe(key);
    // Another data dir: another key.
    expect(() => createSecrets({ dataDir: tmp() }).decrypt(sealed)).toThrow(SecretError);
    fs.writeFileSync(file, 'garbage');
    expect(() => createSecrets({ dataDir: dir })).toThrow(/does not hold a key/);
  });
});
