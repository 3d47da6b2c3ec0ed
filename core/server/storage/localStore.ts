// The embedded file store: bytes under <dataDir>/files/<key>, with a small JSON sidecar per
// file (md5, type) under files/.meta so serving never re-hashes. A file is written to a temporary
// file and hard-linked into place: the link is an exclusive create (EEXIST when the key is
// taken, so nothing is ever overwritten) and a crash never leaves half a file under a key.
import { createHash, randomBytes } from 'node:crypto';
import { constants as fsConstants, createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';
import { isValidKey, KeyConflictError, keyToUrlPath, type FileStore, type OpenedFile, type StoredFile } from './fileStore';

interface Sidecar {
  md5: string;
  contentType: string;
  size: number;
  mtimeMs: number;
}

export function contentTypeFor(key: string, declared?: string): string {
  // The extension wins over what the browser declared: a CDN serves by name.
  return getMimeType(key) ?? (declared && /^[\w.+-]+\/[\w.+-]+$/.test(declared) ? declared : 'application/octet-stream');
}

export class LocalFileStore implements FileStore {
  constructor(
    private readonly root: string,
    private readonly publicUrl = '',
  ) {}

  private file(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  private sidecar(key: string): string {
    this.file(key);
    return path.join(this.root, '.meta', `${key}.json`);
  }

  private async writeAtomic(target: string, data: Uint8Array | string): Promise<void> {
    const tmpDir = path.join(this.root, '.tmp');
    await fs.mkdir(tmpDir, { recursive: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(tmpDir, randomBytes(8).toString('hex'));
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, target);
  }

  /** Places the bytes at `target` only if nothing is there; false when something is. */
  private async createExclusive(target: string, data: Uint8Array): Promise<boolean> {
    const tmpDir = path.join(this.root, '.tmp');
    await fs.mkdir(tmpDir, { recursive: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(tmpDir, randomBytes(8).toString('hex'));
    await fs.writeFile(tmp, data);
    try {
      await fs.link(tmp, target);
      return true;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return false;
      // A file system without hard links: an exclusive copy (not crash-atomic, still never an overwrite).
      if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP') {
        return fs.copyFile(tmp, target, fsConstants.COPYFILE_EXCL).then(
          () => true,
          (e: NodeJS.ErrnoException) => {
            if (e.code === 'EEXIST') return false;
            throw e;
          },
        );
      }
      throw err;
    } finally {
      await fs.rm(tmp, { force: true });
    }
  }

  private async holds(target: string, data: Uint8Array): Promise<boolean> {
    const st = await fs.stat(target).catch(() => null);
    if (!st?.isFile() || st.size !== data.byteLength) return false;
    return Buffer.from(data).equals(await fs.readFile(target));
  }

  async put(key: string, data: Uint8Array, contentType?: string): Promise<StoredFile> {
    const target = this.file(key);
    const md5 = createHash('md5').update(data).digest('hex');
    const type = contentTypeFor(key, contentType);
    const created = await this.createExclusive(target, data).catch((err: NodeJS.ErrnoException) => {
      // A folder where the key's file would go, or a file where one of its folders would.
      if (['ENOTDIR', 'EISDIR', 'EEXIST', 'ENOTEMPTY'].includes(err.code ?? '')) throw new KeyConflictError(key);
      throw err;
    });
    if (!created) {
      // Taken: the same bytes are a retried write and answer the stored file; anything else is refused.
      if (!(await this.holds(target, data))) throw new KeyConflictError(key);
      const stored = await this.stat(key);
      if (!stored) throw new KeyConflictError(key);
      return stored;
    }
    const st = await fs.stat(target);
    const meta: Sidecar = { md5, contentType: type, size: st.size, mtimeMs: st.mtimeMs };
    await this.writeAtomic(this.sidecar(key), JSON.stringify(meta));
    return { key, size: st.size, md5, contentType: type, updatedAt: st.mtime };
  }

  async stat(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    const target = this.file(key);
    const st = await fs.stat(target).catch(() => null);
    if (!st?.isFile()) return null;
    let meta = await fs
      .readFile(this.sidecar(key), 'utf8')
      .then((t) => JSON.parse(t) as Sidecar)
      .catch(() => null);
    // A file put there by hand, or a crash between the bytes and the sidecar: hash it again.
    if (!meta || meta.size !== st.size || meta.mtimeMs !== st.mtimeMs) {
      const md5 = await hashFile(target);
      meta = { md5, contentType: meta?.contentType ?? contentTypeFor(key), size: st.size, mtimeMs: st.mtimeMs };
      await this.writeAtomic(this.sidecar(key), JSON.stringify(meta));
    }
    return { key, size: st.size, md5: meta.md5, contentType: meta.contentType, updatedAt: st.mtime };
  }

  async get(key: string): Promise<OpenedFile | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const target = this.file(key);
    return { info, stream: () => Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array> };
  }

  async delete(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    const gone = await fs.rm(this.file(key)).then(
      () => true,
      () => false,
    );
    await fs.rm(this.sidecar(key), { force: true });
    return gone;
  }

  url(key: string): string {
    return `${this.publicUrl}/cdn/${keyToUrlPath(key)}`;
  }
}

function hashFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('md5');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}
