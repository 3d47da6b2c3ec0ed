// The S3 store against a local S3-compatible server (s3rver on loopback): the file store contract,
// then the app on it (startTestApp with config.s3): uploads, activity resources and demo files go
// to the bucket, keys are created once through every path (tests/api/fileKeys.test.ts's cases),
// /cdn/ streams from the bucket with ETag and 304, and private files stay out of /cdn/.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../../plugins/activities/server/db';
import { activityFields, createActivity, resourceFile } from '../../../plugins/activities/server/activitiesHelpers';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { projects, uploads } from '../db/schema';
import { describeFileStore } from './fileStoreContract';
import { startLocalS3 } from './localS3';
import { S3FileStore } from './s3Store';

describeFileStore('S3 (s3rver)', async () => {
  const s3 = await startLocalS3();
  const store = await S3FileStore.open(s3.settings);
  return {
    store,
    close: async () => {
      store.close();
      await s3.close();
    },
  };
});

describeFileStore('S3 (s3rver) under a prefix', async () => {
  const s3 = await startLocalS3();
  const store = await S3FileStore.open({ ...s3.settings, prefix: 'console/' });
  return {
    store,
    close: async () => {
      store.close();
      await s3.close();
    },
  };
});

const md5 = (b: Uint8Array | string) => createHash('md5').update(b).digest('hex');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');
const bytes = (s: string) => new TextEncoder().encode(s);
const file = (data: string, name = 'x.json') => ({ name, data, type: 'application/json' });

describe('the app on S3 storage', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let t: TestApp;
  let admin: Client;
  let user: Client;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await startTestApp({ plugins: ['activities', 'stats'], config: { s3: s3.settings } });
    admin = await t.signIn(ADMIN);
    user = await t.signIn(USER);
    // The demo's few hundred files go to s3rver one request at a time: slower than a folder on a loaded machine.
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  async function served(key: string, headers: Record<string, string> = {}) {
    const r = await t.app.fetch(new Request(`http://console.test/cdn/${key}`, { headers }));
    return { status: r.status, body: await r.text(), etag: r.headers.get('etag') };
  }

  it('stores in the bucket, not in DATA_DIR', async () => {
    expect(t.services.storage).toBeInstanceOf(S3FileStore);
    const r = await user.upload('/v1/tiles/upload', { file: file('{"in":"bucket"}'), key: 'where/am/i.json' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ url: '/cdn/tiles/where/am/i.json', dataHash: md5('{"in":"bucket"}'), size: 15 });
    expect(fs.existsSync(path.join(t.config.dataDir, 'files', 'tiles/where/am/i.json'))).toBe(false);
    expect((await t.services.storage.stat('tiles/where/am/i.json'))?.md5).toBe(md5('{"in":"bucket"}'));
  });

  it('serves /cdn/ from the bucket with the md5 as ETag, 304, HEAD without the bytes, 404 for what is not there', async () => {
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

  it("refuses different bytes at an activity resource's key, and prod clients keep the file and md5 they were given", async () => {
    const [spring] = await t.db.select().from(activities).where(and(eq(activities.projectCode, 'jigsaw'), eq(activities.env, 'prod'), eq(activities.name, 'Spring Festival')));
    const key = spring.resourceKey!;
    const before = await served(key);
    expect(before.status).toBe(200);
    expect(before.etag).toBe(`"${spring.resourceMd5}"`);
    const r = await user.upload('/v1/jigsaw/upload', { file: file('{"evil":true}', 'spring_festival.json'), key: key.slice('jigsaw/'.length) });
    expect(r.status).toBe(409);
    expect(await served(key)).toEqual(before);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
    const [project] = await t.db.select().from(projects).where(eq(projects.code, 'jigsaw'));
    const client = await t.client().get('/client/v1/jigsaw/prod/activities?platform=1&version=9.9.9', { 'x-client-key': project.clientKey });
    const advertised = client.body.activities.find((a: { name: string }) => a.name === 'Spring Festival');
    expect(advertised.resource).toMatchObject({ url: `/cdn/${key}`, md5: md5(before.body) });
  });

  it('refuses different bytes at a key an earlier upload took, keeping its row; the same bytes answer the same result', async () => {
    const first = await user.upload('/v1/tiles/upload', { file: file('{"v":1}'), key: 'bundle/1/abcde/pack.zip' });
    expect(first.status).toBe(200);
    expect((await user.upload('/v1/tiles/upload', { file: file('{"v":1}'), key: 'bundle/1/abcde/pack.zip' })).body).toEqual(first.body);
    const r = await admin.upload('/v1/tiles/upload', { file: file('{"v":2}'), key: 'bundle/1/abcde/pack.zip' });
    expect(r.status).toBe(409);
    expect((await served('tiles/bundle/1/abcde/pack.zip')).body).toBe('{"v":1}');
    expect((await t.db.select().from(uploads).where(eq(uploads.key, 'tiles/bundle/1/abcde/pack.zip'))).map((u) => u.md5)).toEqual([md5('{"v":1}')]);
  });

  it('names a file uploaded without a key by its content', async () => {
    const a = await user.upload('/v1/tiles/upload', { file: file('{"a":1}', 'level.json') });
    expect(a.body.key).toBe(`tiles/uploads/${sha256('{"a":1}')}/level.json`);
    expect((await user.upload('/v1/tiles/upload', { file: file('{"a":1}', 'level.json') })).body).toEqual(a.body);
    expect((await user.upload('/v1/tiles/upload', { file: file('{"a":2}', 'level.json') })).body.key).toBe(`tiles/uploads/${sha256('{"a":2}')}/level.json`);
  });

  it('content-addresses activity resources and refuses a key already holding other bytes', async () => {
    const a = await createActivity(admin, 'tiles', { name: 'S3 Keys A' }, resourceFile('s3 pack one'));
    expect(a.resource).toBe(`tiles/activities/${sha256('s3 pack one')}/pack.zip`);
    expect((await served(a.resource)).body).toBe('s3 pack one');
    expect((await createActivity(admin, 'tiles', { name: 'S3 Keys C' }, resourceFile('s3 pack one'))).resource).toBe(a.resource);
    const key = `tiles/activities/${sha256('s3 pack three')}/pack.zip`;
    await t.services.storage.put(key, bytes('squatter'));
    const r = await admin.upload('/v1/tiles/event', { ...activityFields({ name: 'S3 Keys D' }), resource: resourceFile('s3 pack three') });
    expect(r.status).toBe(409);
    expect((await served(key)).body).toBe('squatter');
  });
});
