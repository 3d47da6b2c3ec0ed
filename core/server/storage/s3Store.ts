// The file store on S3-compatible storage (S3_ENDPOINT, S3_BUCKET, ...: core/server/config.ts),
// with the guarantees of the local store (fileStore.ts): a key is created once; the same bytes
// again answer the stored file, different bytes are a KeyConflictError (409).
//
// Create-once: a PutObject with `If-None-Match: *` is an atomic exclusive create on AWS S3 (since
// 2024), MinIO, R2 and Ceph; a server that answers 412 (or 409) there had the key already. Servers
// that ignore the header (s3rver, older MinIO) would overwrite, so a HEAD goes first and writes of
// one key in this process are serialised; across processes only the conditional put makes a race
// safe, so use a server that honours it when several processes upload.
//
// Objects are written without an ACL (the bucket's own, private, applies): nothing is public-read.
// Clients fetch files through /cdn/ (cdnRoute.ts), which streams them from the bucket and keeps
// `_private` keys out, exactly as with the local folder.
import { createHash } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { contentTypeFor } from './localStore';
import { isValidKey, KeyConflictError, keyToUrlPath, type FileStore, type OpenedFile, type StoredFile } from './fileStore';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (MinIO, s3rver, most self-hosted servers). */
  forcePathStyle: boolean;
  /** Folder inside the bucket that holds the store's keys ('' for the bucket's root). */
  prefix?: string;
}

/** The md5 of the bytes, kept as object metadata (an ETag is not always the md5: multipart, SSE-KMS). */
const MD5_META = 'md5';

const statusOf = (err: unknown): number | undefined =>
  (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** The SDK loads only when S3 is configured (it takes a while to import). */
type Sdk = typeof import('@aws-sdk/client-s3');

export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  /** Writes of one key in this process, one after another (see the header). */
  private readonly writing = new Map<string, Promise<unknown>>();

  static async open(s3: S3Settings, publicUrl = ''): Promise<S3FileStore> {
    return new S3FileStore(await import('@aws-sdk/client-s3'), s3, publicUrl);
  }

  private constructor(
    private readonly sdk: Sdk,
    private readonly s3: S3Settings,
    private readonly publicUrl = '',
  ) {
    this.client = new sdk.S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // Checksums only where the protocol requires them: S3-compatible servers differ in the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return `${this.s3.prefix ?? ''}${key}`;
  }

  private serialised<T>(key: string, run: () => Promise<T>): Promise<T> {
    const before = this.writing.get(key) ?? Promise.resolve();
    const next = before.then(run, run);
    const settled = next.catch(() => undefined);
    this.writing.set(key, settled);
    void settled.then(() => {
      if (this.writing.get(key) === settled) this.writing.delete(key);
    });
    return next;
  }

  async put(key: string, data: Uint8Array, contentType?: string): Promise<StoredFile> {
    const Key = this.objectKey(key);
    const md5 = createHash('md5').update(data).digest('hex');
    const type = contentTypeFor(key, contentType);
    return this.serialised(key, async () => {
      if (await this.stat(key)) return this.taken(key, data);
      try {
        await this.client.send(
          new this.sdk.PutObjectCommand({
            Bucket: this.s3.bucket,
            Key,
            Body: data,
            ContentType: type,
            ContentLength: data.byteLength,
            ContentMD5: Buffer.from(md5, 'hex').toString('base64'),
            Metadata: { [MD5_META]: md5 },
            IfNoneMatch: '*',
          }),
        );
      } catch (err) {
        // 412: the key exists (another process won the race); 409: a concurrent conditional write.
        if (statusOf(err) === 412 || statusOf(err) === 409) return this.taken(key, data);
        throw err;
      }
      // What was just written (no HEAD: the bytes, their md5 and type are ours; the server checked Content-MD5).
      return { key, size: data.byteLength, md5, contentType: type, updatedAt: new Date() };
    });
  }

  /** The key is taken: the same bytes answer the stored file (a retried write); anything else is refused. */
  private async taken(key: string, data: Uint8Array): Promise<StoredFile> {
    const out = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.s3.bucket, Key: this.objectKey(key) })).catch((err) => {
      if (statusOf(err) === 404) return null;
      throw err;
    });
    const bytes = out?.Body ? await out.Body.transformToByteArray() : null;
    if (!bytes || !Buffer.from(bytes).equals(Buffer.from(data))) throw new KeyConflictError(key);
    const stored = await this.stat(key);
    if (!stored) throw new KeyConflictError(key);
    return stored;
  }

  async stat(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    try {
      const head = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.s3.bucket, Key: this.objectKey(key) }));
      const etag = (head.ETag ?? '').replace(/"/g, '');
      return {
        key,
        size: head.ContentLength ?? 0,
        md5: head.Metadata?.[MD5_META] ?? etag,
        contentType: head.ContentType ?? contentTypeFor(key),
        updatedAt: head.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (statusOf(err) === 404 || statusOf(err) === 403) return null;
      throw err;
    }
  }

  async get(key: string): Promise<OpenedFile | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const client = this.client;
    const { GetObjectCommand } = this.sdk;
    const request = { Bucket: this.s3.bucket, Key: this.objectKey(key) };
    // The GET goes out only when the stream is first read (a 304 or a HEAD never fetches the bytes).
    const stream = (): ReadableStream<Uint8Array> => {
      let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!reader) {
            const out = await client.send(new GetObjectCommand(request));
            if (!out.Body) return controller.close();
            reader = (out.Body.transformToWebStream() as ReadableStream<Uint8Array>).getReader();
          }
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        async cancel(reason) {
          await reader?.cancel(reason);
        },
      });
    };
    return { info, stream };
  }

  async delete(key: string): Promise<boolean> {
    if (!(await this.stat(key))) return false;
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.s3.bucket, Key: this.objectKey(key) }));
    return true;
  }

  url(key: string): string {
    return `${this.publicUrl}/cdn/${keyToUrlPath(key)}`;
  }

  /** Closes the client's connections (at stop). */
  close(): void {
    this.client.destroy();
  }
}
