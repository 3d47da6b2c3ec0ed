// JSON answers over 1 KB go out gzip-compressed when the client takes gzip. Small answers (most
// game-client reads) are left alone: compressing them costs more than it saves. An answer with
// a strong ETag (the client API's, hashed over its bytes) is compressed once and kept, so a hot
// read costs a map lookup; its ETag becomes weak (W/), which still matches for a 304.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, Next } from 'hono';
import { LRUCache } from 'lru-cache';
import { acceptedEncodings } from './precompressed';

const gzipAsync = promisify(gzip);
export const COMPRESS_MIN_BYTES = 1024;
const KEPT_MAX = 2000;
/** Compressed bodies by strong ETag, the least recently used dropped first; false when the answer is too small to compress. */
const kept = new LRUCache<string, Buffer | false>({ max: KEPT_MAX });

const keep = (etag: string, value: Buffer | false) => kept.set(etag, value);

export async function compressJson(c: Context, next: Next): Promise<void> {
  await next();
  const res = c.res;
  if (res.status !== 200 || !res.body || res.headers.has('content-encoding')) return;
  if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
  if (!acceptedEncodings(c.req.header('accept-encoding')).has('gzip')) return;
  if (Number(res.headers.get('content-length') ?? NaN) < COMPRESS_MIN_BYTES) return;
  const etag = res.headers.get('etag');
  const strong = etag && !etag.startsWith('W/') ? etag : null;
  let zipped = strong ? kept.get(strong) : undefined;
  if (zipped === false) return;
  if (zipped) {
    await res.body.cancel();
  } else {
    const plain = Buffer.from(await res.arrayBuffer());
    if (plain.length < COMPRESS_MIN_BYTES) {
      if (strong) keep(strong, false);
      c.res = new Response(new Uint8Array(plain), { status: 200, headers: res.headers });
      return;
    }
    zipped = await gzipAsync(plain, { level: 6 });
    if (strong) keep(strong, zipped);
  }
  const headers = new Headers(res.headers);
  const vary = headers.get('vary');
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(zipped.length));
  if (strong) headers.set('ETag', `W/${strong}`);
  // Hono copies the old answer's headers over a new one; drop it first so Vary and ETag stay ours.
  c.res = undefined as unknown as Response;
  c.res = new Response(new Uint8Array(zipped.buffer as ArrayBuffer, zipped.byteOffset, zipped.length), { status: 200, headers });
}
