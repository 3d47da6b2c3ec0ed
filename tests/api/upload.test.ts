// File upload (POST /v1/:code/upload) and serving under /cdn/.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, uploads } from '../../core/server/db/schema';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from './harness';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: [], config: { uploadLimitMb: 1 } });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const md5 = (b: Uint8Array | string) => createHash('md5').update(b).digest('hex');
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const file = (data: BlobPart, name = 'pic.png', type = 'image/png') => ({ name, data, type });

describe('POST /v1/:code/upload', () => {
  it('stores the file under the project and answers url, md5 and size', async () => {
    const r = await admin.upload('/v1/jigsaw/upload', { file: file(png), key: 'collection/ab12c/pic.png' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      url: '/cdn/jigsaw/collection/ab12c/pic.png',
      dataHash: md5(png),
      size: png.byteLength,
      key: 'jigsaw/collection/ab12c/pic.png',
    });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, 'jigsaw/collection/ab12c/pic.png'));
    expect(row).toMatchObject({
      projectCode: 'jigsaw',
      md5: md5(png),
      size: 12,
      contentType: 'image/png',
      fileName: 'pic.png',
      operatorMail: ADMIN.mail,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'upload'), eq(auditLog.target, 'jigsaw/collection/ab12c/pic.png')));
    expect(audit).toHaveLength(1);
  });

  it('answers the same result to a retried upload of the same bytes, and 409 to different bytes under a taken key', async () => {
    const first = await admin.upload('/v1/tiles/upload', { file: file('one'), key: 'bundle/1/a.json' });
    const again = await admin.upload('/v1/tiles/upload', { file: file('one'), key: 'bundle/1/a.json' });
    expect(again.body).toEqual(first.body);
    const other = await admin.upload('/v1/tiles/upload', { file: file('two'), key: 'bundle/1/a.json' });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("A different file is already stored at 'bundle/1/a.json'; choose another key");
    // A key below a file, or a file where a folder is: a clash, not a crash.
    expect((await admin.upload('/v1/tiles/upload', { file: file('x'), key: 'bundle/1/a.json/b' })).status).toBe(409);
    expect((await admin.upload('/v1/tiles/upload', { file: file('x'), key: 'bundle/1' })).status).toBe(409);
    expect((await t.client().get('/cdn/tiles/bundle/1/a.json')).body).toBe('one');
  });

  it('makes a key when none is given, from the content and the file name made safe', async () => {
    const r = await admin.upload('/v1/jigsaw/upload', { file: file('hello', 'my file (1).txt', 'text/plain') });
    expect(r.status).toBe(200);
    expect(r.body.key).toBe(`jigsaw/uploads/${createHash('sha256').update('hello').digest('hex')}/my_file__1_.txt`);
  });

  it.each([
    ['../escape.txt'],
    ['a/../../b.txt'],
    ['.hidden'],
    ['a/.meta/b'],
    ['a//b'],
    ['a b.txt'],
    ['naïve.txt'],
    ['a\\b'],
    ['x'.repeat(600)],
  ])('refuses the key %j with 400', async (key) => {
    const r = await admin.upload('/v1/jigsaw/upload', { file: file('x'), key });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      message: 'Illegal key: use letters, digits, _ - . in /-separated parts, none starting with a dot',
      issues: [{ path: 'key' }],
    });
  });

  it('asks for the file, and for multipart', async () => {
    const none = await admin.upload('/v1/jigsaw/upload', { key: 'a.txt' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please select a file');
    const json = await admin.post('/v1/jigsaw/upload', { key: 'a.txt' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Send the file as multipart/form-data with the fields file and key');
    const broken = await admin.request('POST', '/v1/jigsaw/upload', '--x\r\nnonsense', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken.status).toBe(400);
  });

  it('answers 413 with a clear message over the limit (UPLOAD_LIMIT_MB), and stores nothing', async () => {
    const justOver = new Uint8Array(1024 * 1024 + 1);
    const r = await admin.upload('/v1/jigsaw/upload', { file: file(justOver, 'big.bin'), key: 'big/one.bin' });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ message: 'The file is over the 1 MB upload limit', code: 'too_large' });
    const wayOver = await admin.upload('/v1/jigsaw/upload', { file: file(new Uint8Array(3 * 1024 * 1024), 'big.bin'), key: 'big/two.bin' });
    expect(wayOver.status).toBe(413);
    expect(wayOver.body.message).toBe('Request body over the 1 MB limit');
    const atLimit = await admin.upload('/v1/jigsaw/upload', { file: file(new Uint8Array(1024 * 1024), 'big.bin'), key: 'big/three.bin' });
    expect(atLimit.status).toBe(200);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, 'jigsaw/big/one.bin'))).toHaveLength(0);
    expect((await t.client().get('/cdn/jigsaw/big/one.bin')).status).toBe(404);
  });

  it('lets any member of the project upload, and nobody else', async () => {
    const user = await t.signIn(USER);
    expect((await user.upload('/v1/tiles/upload', { file: file('u'), key: 'u/1.txt' })).status).toBe(200);
    expect((await user.upload('/v1/pins/upload', { file: file('u'), key: 'u/1.txt' })).status).toBe(403);
    const limit = await t.signIn(LIMIT);
    expect((await limit.upload('/v1/pins/upload', { file: file('l'), key: 'l/1.txt' })).status).toBe(200);
    expect((await t.client().upload('/v1/pins/upload', { file: file('l'), key: 'l/2.txt' })).status).toBe(401);
  });
});

describe('GET /cdn/*', () => {
  it('serves the bytes with type, ETag, Cache-Control, and 304 on If-None-Match', async () => {
    const data = JSON.stringify({ levels: [1, 2, 3] });
    await admin.upload('/v1/words/upload', { file: file(data, 'conf.json', 'text/plain'), key: 'conf/v1/conf.json' });
    const game = t.client();
    const r = await game.get('/cdn/words/conf/v1/conf.json');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ levels: [1, 2, 3] });
    expect(r.headers.get('content-type')).toBe('application/json');
    expect(r.headers.get('etag')).toBe(`"${md5(data)}"`);
    expect(r.headers.get('cache-control')).toBe('public, max-age=60');
    expect(r.headers.get('content-length')).toBe(String(data.length));
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    const again = await game.get('/cdn/words/conf/v1/conf.json', { 'if-none-match': `W/"x", "${md5(data)}"` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(`"${md5(data)}"`);
    expect((await game.get('/cdn/words/conf/v1/conf.json', { 'if-none-match': '"stale"' })).status).toBe(200);
    const head = await t.app.fetch(new Request('http://console.test/cdn/words/conf/v1/conf.json', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(data.length));
  });

  it('serves binary files byte for byte', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7) % 256);
    const up = await admin.upload('/v1/words/upload', { file: file(bytes, 'level.bundle', ''), key: 'bundles/level.bundle' });
    const res = await t.app.fetch(new Request(`http://console.test${up.body.url}`));
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    const got = new Uint8Array(await res.arrayBuffer());
    expect(md5(got)).toBe(up.body.dataHash);
  });

  it('answers a JSON 404 for a missing file, and never reaches outside the store', async () => {
    const game = t.client();
    const missing = await game.get('/cdn/words/nothing/here.png');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No such file', code: 'not_found' });
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'secret');
    for (const p of [
      '/cdn/..%2Fsecret.txt',
      '/cdn/%2e%2e/secret.txt',
      '/cdn/words/..%2F..%2Fsecret.txt',
      '/cdn/.meta/words/conf/v1/conf.json.json',
      '/cdn/.tmp/x',
      '/cdn/',
    ]) {
      const r = await game.get(p);
      expect(r.status, p).toBe(404);
      expect(JSON.stringify(r.body), p).not.toContain('secret');
    }
    // Malformed percent-encoding is refused at the edge, like on every route.
    expect((await game.get('/cdn/%E0%A4%A')).status).toBe(400);
  });
});
