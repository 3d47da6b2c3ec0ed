// A published URL never changes (issue 9, item 2): the file store refuses to overwrite a key,
// whatever wrote it first (an upload, an activity's resource, a demo thumbnail), through every
// path that writes files; the same bytes again answer the same result (a retry). Resource keys
// are content-addressed, so a new file gets a new URL. Every case runs on both stores: the local
// folder (the embedded default) and an S3-compatible bucket (s3rver on loopback), which also
// shows that the files go to the bucket, /cdn/ streams them, and private files stay private.
import { createHash } from 'node:crypto';
import fs, { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, uploads } from '../../core/server/db/schema';
import { HttpError } from '../../core/server/errors';
import { KeyConflictError } from '../../core/server/storage/fileStore';
import { startLocalS3 } from '../../core/server/storage/localS3';
import { S3FileStore } from '../../core/server/storage/s3Store';
import { activities } from '../../plugins/activities/server/db';
import { activityFields, createActivity, resourceFile } from '../../plugins/activities/server/activitiesHelpers';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from './harness';

const md5 = (b: Uint8Array | string) => createHash('md5').update(b).digest('hex');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');
const bytes = (s: string) => new TextEncoder().encode(s);
const file = (data: string, name = 'x.json') => ({ name, data, type: 'application/json' });

for (const onS3 of [false, true])
  describe(onS3 ? 'on an S3 bucket (s3rver)' : 'on the local folder', () => {
    let s3: Awaited<ReturnType<typeof startLocalS3>> | undefined;
    let t: TestApp;
    let admin: Client;
    let user: Client;
    beforeAll(async () => {
      s3 = onS3 ? await startLocalS3() : undefined;
      t = await startTestApp({ plugins: ['activities', 'stats'], config: s3 ? { s3: s3.settings } : {} });
      admin = await t.signIn(ADMIN);
      user = await t.signIn(USER);
      // On S3 the demo's few hundred files go to s3rver one request at a time.
    }, 240_000);
    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    /** What /cdn/ serves for a full key: the bytes and the ETag (the md5 clients were told). */
    async function served(key: string, headers: Record<string, string> = {}) {
      const r = await t.app.fetch(new Request(`http://console.test/cdn/${key}`, { headers }));
      return { status: r.status, body: await r.text(), etag: r.headers.get('etag') };
    }

    describe.runIf(onS3)('the bucket', () => {
      it('holds the uploads, not DATA_DIR', async () => {
        expect(t.services.storage).toBeInstanceOf(S3FileStore);
        const r = await user.upload('/v1/tiles/upload', { file: file('{"in":"bucket"}'), key: 'where/am/i.json' });
        expect(r.status).toBe(200);
        expect(r.body).toMatchObject({ url: '/cdn/tiles/where/am/i.json', dataHash: md5('{"in":"bucket"}'), size: 15 });
        expect(fs.existsSync(path.join(t.config.dataDir, 'files', 'tiles/where/am/i.json'))).toBe(false);
        expect((await t.services.storage.stat('tiles/where/am/i.json'))?.md5).toBe(md5('{"in":"bucket"}'));
      });

      it('is served under /cdn/ with the md5 as ETag, 304, HEAD without the bytes, 404 for what is not there', async () => {
        const got = await served('tiles/where/am/i.json');
        expect(got).toEqual({ status: 200, body: '{"in":"bucket"}', etag: `"${md5('{"in":"bucket"}')}"` });
        expect((await served('tiles/where/am/i.json', { 'if-none-match': got.etag! })).status).toBe(304);
        const head = await t.app.fetch(new Request('http://console.test/cdn/tiles/where/am/i.json', { method: 'HEAD' }));
        expect(head.status).toBe(200);
        expect(head.headers.get('content-length')).toBe('15');
        expect((await served('tiles/where/am/not.json')).status).toBe(404);
      });

      it('keeps private files out of /cdn/ though they are in the bucket', async () => {
        await t.services.storage.put('tiles/_private/logs/secret.txt', bytes('client log'), 'text/plain');
        expect((await t.services.storage.stat('tiles/_private/logs/secret.txt'))?.size).toBe(10);
        expect((await served('tiles/_private/logs/secret.txt')).status).toBe(404);
      });
    });

    describe('the file store', () => {
      it('creates a key once: the same bytes again answer the stored file, different bytes are a 409 conflict', async () => {
        const key = 'words/store/once.txt';
        const first = await t.services.storage.put(key, bytes('first'), 'text/plain');
        expect((await t.services.storage.put(key, bytes('first'))).md5).toBe(first.md5);
        const refused = await t.services.storage.put(key, bytes('other bytes'), 'text/plain').catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(KeyConflictError);
        expect((refused as HttpError).status).toBe(409);
        // Same length, different bytes: compared byte for byte, not by size.
        expect(await t.services.storage.put(key, bytes('fir5t')).catch((e: unknown) => e)).toBeInstanceOf(KeyConflictError);
        expect(await t.services.storage.stat(key)).toMatchObject({ md5: md5('first'), size: 5 });
        expect((await served(key)).body).toBe('first');
      });

      it('lets only one of two racing writes of different bytes create the key', async () => {
        const key = 'words/store/race.txt';
        const results = await Promise.allSettled(['a'.repeat(1000), 'b'.repeat(1000)].map((s) => t.services.storage.put(key, bytes(s))));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const winner = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ md5: string }>).value;
        expect((await t.services.storage.stat(key))?.md5).toBe(winner.md5);
      });
    });

    describe('POST /v1/:code/upload onto a key another table wrote', () => {
      it("refuses different bytes at an activity resource's key, and prod clients keep the file and md5 they were given", async () => {
        const [spring] = await t.db
          .select()
          .from(activities)
          .where(and(eq(activities.projectCode, 'jigsaw'), eq(activities.env, 'prod'), eq(activities.name, 'Spring Festival')));
        const key = spring.resourceKey!;
        const before = await served(key);
        expect(before.etag).toBe(`"${spring.resourceMd5}"`);
        // jigsaw/activities/<sha>/name: the upload route takes the part after the project's folder.
        // The activities folder is the plugin's own (its manifest's ownedFolders, issue 28): refused before the store is asked.
        const r = await user.upload('/v1/jigsaw/upload', {
          file: file('{"evil":true}', 'spring_festival.json'),
          key: key.slice('jigsaw/'.length),
        });
        expect(r.status).toBe(400);
        expect(r.body.message).toBe('Illegal key: the activities folder is reserved for files Activities stores by their content');
        expect(await served(key)).toEqual(before);
        expect(await t.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
        // What the client API advertises still matches what /cdn/ serves.
        const [project] = await t.db.select().from(projects).where(eq(projects.code, 'jigsaw'));
        const client = await t
          .client()
          .get('/client/v1/jigsaw/prod/activities?platform=1&version=9.9.9', { 'x-client-key': project.clientKey });
        const advertised = client.body.activities.find((a: { name: string }) => a.name === 'Spring Festival');
        expect(advertised.resource).toMatchObject({ url: `/cdn/${key}`, md5: md5(before.body) });
      });

      // It finds the demo's thumbnail in DATA_DIR: the local folder's case.
      it.skipIf(onS3)("refuses different bytes at a puzzle thumbnail's key", async () => {
        const key = 'jigsaw/puzzles/thumbs';
        const [project] = await t.db.select().from(projects).where(eq(projects.code, 'jigsaw'));
        const template = String(project.config.puzzleThumbnailUrl);
        expect(template).toContain(`/cdn/${key}/`);
        const name = readdirSync(`${t.config.dataDir}/files/${key}`)[0];
        const before = await served(`${key}/${name}`);
        expect(before.status).toBe(200);
        const r = await user.upload('/v1/jigsaw/upload', {
          file: { name, data: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: 'image/svg+xml' },
          key: `puzzles/thumbs/${name}`,
        });
        expect(r.status).toBe(409);
        expect(await served(`${key}/${name}`)).toEqual(before);
      });

      it('refuses different bytes at a key an earlier upload took, keeping its row; the same bytes answer the same result', async () => {
        const first = await user.upload('/v1/tiles/upload', { file: file('{"v":1}'), key: 'bundle/1/abcde/pack.zip' });
        expect(first.status).toBe(200);
        expect((await user.upload('/v1/tiles/upload', { file: file('{"v":1}'), key: 'bundle/1/abcde/pack.zip' })).body).toEqual(first.body);
        const r = await admin.upload('/v1/tiles/upload', { file: file('{"v":2}'), key: 'bundle/1/abcde/pack.zip' });
        expect(r.status).toBe(409);
        expect((await served('tiles/bundle/1/abcde/pack.zip')).body).toBe('{"v":1}');
        expect((await t.db.select().from(uploads).where(eq(uploads.key, 'tiles/bundle/1/abcde/pack.zip'))).map((u) => u.md5)).toEqual([
          md5('{"v":1}'),
        ]);
      });

      it('names a file uploaded without a key by its content', async () => {
        const a = await user.upload('/v1/tiles/upload', { file: file('{"a":1}', 'level.json') });
        expect(a.body.key).toBe(`tiles/uploads/${sha256('{"a":1}')}/level.json`);
        expect((await user.upload('/v1/tiles/upload', { file: file('{"a":1}', 'level.json') })).body).toEqual(a.body);
        expect((await user.upload('/v1/tiles/upload', { file: file('{"a":2}', 'level.json') })).body.key).toBe(
          `tiles/uploads/${sha256('{"a":2}')}/level.json`,
        );
      });
    });

    describe('activity resources', () => {
      it('are content-addressed: a new file gets a new URL, the old one keeps serving', async () => {
        const a = await createActivity(admin, 'tiles', { name: 'Keys A' }, resourceFile('pack one'));
        const b = await createActivity(admin, 'tiles', { name: 'Keys B' }, resourceFile('pack two'));
        expect(a.resource).toBe(`tiles/activities/${sha256('pack one')}/pack.zip`);
        expect(b.resource).toBe(`tiles/activities/${sha256('pack two')}/pack.zip`);
        expect((await served(a.resource)).body).toBe('pack one');
        // The same bytes again share the file.
        expect((await createActivity(admin, 'tiles', { name: 'Keys C' }, resourceFile('pack one'))).resource).toBe(a.resource);
      });

      it('go through the refusing store too: a key already holding other bytes is a 409, not an overwrite', async () => {
        const key = `tiles/activities/${sha256('pack three')}/pack.zip`;
        await t.services.storage.put(key, bytes('squatter'));
        const r = await admin.upload('/v1/tiles/event', { ...activityFields({ name: 'Keys D' }), resource: resourceFile('pack three') });
        expect(r.status).toBe(409);
        expect((await served(key)).body).toBe('squatter');
      });
    });
  });
