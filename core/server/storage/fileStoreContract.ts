// Tests only: what every file store must do (fileStore.ts), run against each store
// (localStore.test.ts, s3Store.test.ts).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../errors';
import { KeyConflictError, type FileStore } from './fileStore';

const bytes = (s: string) => new TextEncoder().encode(s);
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

export function describeFileStore(name: string, open: () => Promise<{ store: FileStore; close: () => Promise<void> }>): void {
  describe(`file store contract: ${name}`, () => {
    let store: FileStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close?.());

    it('creates a key once: the same bytes again answer the stored file, different bytes are a 409 conflict', async () => {
      const key = 'words/store/once.txt';
      const first = await store.put(key, bytes('first'), 'text/plain');
      expect(first).toMatchObject({ key, size: 5, md5: md5('first') });
      expect(first.contentType).toMatch(/^text\/plain/);
      expect((await store.put(key, bytes('first'))).md5).toBe(first.md5);
      const refused = await store.put(key, bytes('other bytes'), 'text/plain').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(KeyConflictError);
      expect((refused as HttpError).status).toBe(409);
      // Same length, different bytes: compared byte for byte, not by size.
      expect(await store.put(key, bytes('fir5t')).catch((e: unknown) => e)).toBeInstanceOf(KeyConflictError);
      expect(await store.stat(key)).toMatchObject({ md5: md5('first'), size: 5 });
    });

    it('lets only one of two racing writes of different bytes create the key', async () => {
      const key = 'words/store/race.txt';
      const results = await Promise.allSettled(['a'.repeat(1000), 'b'.repeat(1000)].map((s) => store.put(key, bytes(s))));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const winner = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ md5: string }>).value;
      expect((await store.stat(key))?.md5).toBe(winner.md5);
    });

    it('opens what it stored, as a stream read only when asked', async () => {
      const key = 'words/store/read.bin';
      const data = new Uint8Array(300_000).map((_, i) => i % 251);
      await store.put(key, data, 'application/octet-stream');
      const file = await store.get(key);
      expect(file?.info).toMatchObject({ key, size: data.byteLength, md5: createHash('md5').update(data).digest('hex') });
      expect(Buffer.from(await new Response(file!.stream()).arrayBuffer()).equals(Buffer.from(data))).toBe(true);
      expect(file!.info.updatedAt).toBeInstanceOf(Date);
    });

    it('names the type by the extension, answers null for what it does not hold, and deletes', async () => {
      expect((await store.put('words/store/page.json', bytes('{}'), 'text/html')).contentType).toMatch(/^application\/json/);
      expect(await store.stat('words/store/missing.txt')).toBeNull();
      expect(await store.get('words/store/missing.txt')).toBeNull();
      expect(await store.stat('../outside')).toBeNull();
      expect(await store.delete('words/store/page.json')).toBe(true);
      expect(await store.delete('words/store/page.json')).toBe(false);
      expect(await store.stat('words/store/page.json')).toBeNull();
      expect(store.url('a/b c.txt')).toMatch(/\/cdn\/a\/b%20c\.txt$/);
    });
  });
}
