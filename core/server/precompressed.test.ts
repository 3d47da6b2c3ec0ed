// Issue 11 item 6: hashed assets go out brotli or gzip when the client takes it, plain otherwise,
// with the right type, caching, Vary, ETag/304 and HEAD.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountWeb } from './staticWeb';
import { acceptedEncodings } from './precompressed';

const JS = Buffer.from(`export const x = ${JSON.stringify('liveops '.repeat(2000))};\n`);
let webDir: string;
let app: Hono;
beforeAll(() => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-assets-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body></body></html>');
  fs.mkdirSync(path.join(webDir, 'assets'));
  const file = path.join(webDir, 'assets', 'index-abc123.js');
  fs.writeFileSync(file, JS);
  fs.writeFileSync(file + '.br', brotliCompressSync(JS));
  fs.writeFileSync(file + '.gz', gzipSync(JS));
  fs.writeFileSync(path.join(webDir, 'assets', 'logo-abc.png'), Buffer.from([137, 80, 78, 71]));
  app = new Hono();
  mountWeb(app, webDir);
});
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.fetch(new Request(`http://console.test${p}`, { method, headers }));
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());

describe('compressed assets', () => {
  it('sends brotli when the client takes br', async () => {
    const r = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(r.headers.get('vary')).toBe('Accept-Encoding');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(r);
    expect(body.length).toBeLessThan(JS.length / 10);
    expect(Number(r.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).equals(JS)).toBe(true);
  });

  it('sends gzip when the client takes only gzip (or refuses br)', async () => {
    for (const ae of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const r = await get('/assets/index-abc123.js', { 'accept-encoding': ae });
      expect(r.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytes(r)).equals(JS)).toBe(true);
    }
  });

  it('sends the plain file when the client takes no encoding we have', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const r = await get('/assets/index-abc123.js', headers);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-encoding')).toBeNull();
      expect(r.headers.get('vary')).toBe('Accept-Encoding');
      expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect((await bytes(r)).equals(JS)).toBe(true);
    }
  });

  it('answers HEAD with the headers and no body, and 304 for the ETag of the same encoding', async () => {
    const head = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(Number(head.headers.get('content-length'))).toBeLessThan(JS.length / 10);
    expect((await bytes(head)).length).toBe(0);
    const etag = head.headers.get('etag')!;
    const again = await get('/assets/index-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-encoding')).toBe('br');
    // Another representation has another ETag: a gzip-only client gets the gzip file, not a 304.
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('leaves images alone and 404s what is missing or outside assets', async () => {
    const png = await get('/assets/logo-abc.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('vary')).toBeNull();
    expect((await get('/assets/nope.js')).status).toBe(404);
    expect((await get('/assets/..%2Findex.html')).status).toBe(404);
  });

  it('keeps index.html uncached', async () => {
    const r = await get('/login', { accept: 'text/html' });
    expect(r.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('acceptedEncodings', () => {
  it('reads q-values and the wildcard', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*;q=0.1, gzip;q=0')]).toEqual(['br']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
