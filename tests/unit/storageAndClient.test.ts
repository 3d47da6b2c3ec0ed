// Small core helpers of storage, publishing and the client API.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../core/server/bytes';
import { clientEnv, clientJson } from '../../core/server/clientApi';
import { etagMatches } from '../../core/server/etag';
import { contentHash, stableJson } from '../../core/server/publish/contentHash';
import { isValidKey } from '../../core/server/storage/fileStore';
import { contentTypeFor } from '../../core/server/storage/localStore';

describe('storage keys', () => {
  it('takes /-separated parts of letters, digits, _ - . and nothing that climbs or hides', () => {
    for (const k of ['a', 'jigsaw/collection/ab12c/pic.png', 'bundle/1/x_y-z.v2.json']) expect(isValidKey(k), k).toBe(true);
    for (const k of ['', '/a', 'a/', 'a//b', '..', 'a/../b', './a', '.meta/x', 'a/.b', 'a b', 'é', 'a\\b', 'a%2fb', 'x'.repeat(513)])
      expect(isValidKey(k), k).toBe(false);
  });

  it('types files by their extension first', () => {
    expect(contentTypeFor('a/b.png', 'text/html')).toBe('image/png');
    expect(contentTypeFor('a/b.bundle', 'application/x-thing')).toBe('application/x-thing');
    expect(contentTypeFor('a/b.bundle', 'not a type<script>')).toBe('application/octet-stream');
  });
});

describe('formatBytes', () => {
  it('rounds down to a readable size', () => {
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(50 * 1024 * 1024 + 64 * 1024)).toBe('50 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10)).toBe('10 bytes');
  });
});

describe('content hash', () => {
  it('ignores key order and undefined members, not values', () => {
    expect(stableJson({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe('{"a":[1,{"d":2}],"b":1}');
    expect(contentHash({ a: 1, b: 2 })).toBe(contentHash({ b: 2, a: 1 }));
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: '1' }));
    expect(contentHash(null)).toBe(contentHash(undefined));
  });
});

describe('ETags', () => {
  it('matches lists, weak validators and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });

  it('clientJson answers 200 with an ETag, then 304 for it', async () => {
    const app = new Hono().get('/x', (c) => clientJson(c, { rule: { id: 1 } }));
    const first = await app.request('/x');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ rule: { id: 1 } });
    const etag = first.headers.get('etag')!;
    const second = await app.request('/x', { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it('clientEnv knows sandbox and prod only', () => {
    expect(clientEnv('sandbox')).toBe('sandbox');
    expect(clientEnv('prod')).toBe('prod');
    expect(() => clientEnv('dev')).toThrow(/Unknown environment 'dev'/);
    expect(() => clientEnv(undefined)).toThrow();
  });
});
