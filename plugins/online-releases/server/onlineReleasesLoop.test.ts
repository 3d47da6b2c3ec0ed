// The loop to the game client (DESIGN §5): create, upload to sandbox, read it as the client,
// sync, stage, switch to prod, read it there, ship a second one, roll prod back, read the earlier.
// Plus the client API's filters (platform, client-version rule), ETag/304 and bad queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';
import { ruleTakes } from './clientRoute';
import { createRelease, releaseFields, resourceFile } from './onlineReleasesHelpers';

let t: TestApp;
let admin: Client;
let game: Client;
let key: string;
const CODE = 'olloop';
const base = `/v1/${CODE}/online_release`;

beforeAll(async () => {
  t = await startTestApp({ plugins: ['online-releases'], demo: false });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
  game = t.client();
});
afterAll(() => t.close());

const read = (env: string, query: string, headers: Record<string, string> = {}) =>
  game.get(`/client/v1/${CODE}/${env}/releases?${query}`, { 'x-client-key': key, ...headers });
const served = async (env: string, query = 'platform=android&version=1.5.0') =>
  (await read(env, query)).body.releases as { name: string; resource: { md5: string } }[];

describe('online releases: console to game client', () => {
  it('serves what is uploaded to sandbox, then on prod only after staging and switch; a rollback serves the earlier', async () => {
    const r = await createRelease(admin, CODE, { name: 'Loop v1' }, resourceFile('v1 bytes'));
    expect(await served('sandbox')).toEqual([]);
    await admin.post(`${base}/${r.id}/upload?env=sandbox`);
    // Through the generated typed client (app/client): the contract game teams build on.
    const got = await t.gameClient(key).GET('/client/v1/{code}/{env}/releases', {
      params: { path: { code: CODE, env: 'sandbox' }, query: { platform: 'android', version: '1.5.0' } },
    });
    expect(got.response.status).toBe(200);
    expect(got.data?.general).toEqual([]);
    expect(got.data?.releases).toEqual([
      {
        id: r.id,
        name: 'Loop v1',
        releaseType: 'main',
        platform: 'android',
        rule: { clientVersions: ['1.0.0', '2.0.0'] },
        localReleaseId: null,
        resource: { url: r.resourceUrl, md5: r.resourceMd5, size: 8, crc: r.crc },
      },
    ]);
    expect((await game.get(got.data!.releases[0].resource.url)).body).toBe('v1 bytes');
    expect(await served('prod')).toEqual([]);

    const prod = (await admin.post(`${base}/${r.id}/resource/sync`)).body.release;
    await admin.post(`${base}/${prod.id}/upload?env=prod`);
    // Staged is not live: clients still read what was live (nothing).
    expect(await served('prod')).toEqual([]);
    const first = await admin.post(`${base}/${prod.id}/switch`);
    expect((await served('prod')).map((x) => x.name)).toEqual(['Loop v1']);

    // A second upload of the same release, synced, staged and switched: prod serves v2.
    await admin.putUpload(`${base}/${r.id}`, { ...releaseFields({ name: 'Loop v2' }), resource: resourceFile('v2 bytes!') });
    await admin.post(`${base}/${r.id}/upload`);
    expect((await served('sandbox')).map((x) => x.name)).toEqual(['Loop v2']);
    await admin.post(`${base}/${r.id}/resource/sync`);
    await admin.post(`${base}/${prod.id}/upload?env=prod`);
    expect((await served('prod')).map((x) => x.name)).toEqual(['Loop v1']);
    await admin.post(`${base}/${prod.id}/switch`);
    expect((await served('prod')).map((x) => x.name)).toEqual(['Loop v2']);

    // Roll prod back to the first switch: clients read v1 again, and the row follows.
    const back = await admin.post(`/v1/${CODE}/releases/online-releases/rollback`, { env: 'prod', id: first.body.returnId });
    expect(back.status).toBe(200);
    const after = await served('prod');
    expect(after.map((x) => x.name)).toEqual(['Loop v1']);
    expect(after[0].resource.md5).toBe(r.resourceMd5);
    expect((await admin.get(`${base}/${prod.id}`)).body.release).toMatchObject({ returnId: back.body.returnId, staging: 0 });
    const history = (await admin.get(`/v1/${CODE}/releases/online-releases/history?env=prod&key=${prod.id}`)).body.rows;
    expect(history.find((h: { live: boolean }) => h.live).id).toBe(back.body.returnId);
  });

  it('serves by platform and client-version rule', async () => {
    const make = async (name: string, over: Record<string, string>) => {
      const x = await createRelease(admin, CODE, { name, ...over });
      await admin.post(`${base}/${x.id}/upload`);
    };
    await make('iOS only', { platform: 'ios', rule: '' });
    await make('All platforms new', { platform: '', rule: JSON.stringify({ clientVersions: ['3.0.0', ''] }) });
    await make('Old clients', { platform: '', rule: JSON.stringify({ clientVersions: ['', '1.2.0'] }) });
    const names = async (q: string) => (await served('sandbox', q)).map((x) => x.name);
    expect(await names('platform=ios&version=3.1.0')).toEqual(['All platforms new', 'iOS only']);
    expect(await names('platform=2&version=1.0.0')).toEqual(['Old clients', 'iOS only']);
    expect(await names('platform=mac&version=2.5.0')).toEqual([]);
    expect(ruleTakes(null, '9.9.9')).toBe(true);
    expect(ruleTakes({ clientVersions: ['1.0.0', '2.0.0'] }, '2.0.0')).toBe(true);
    expect(ruleTakes({ clientVersions: ['1.0.0', '2.0.0'] }, '2.0.1')).toBe(false);
    expect(ruleTakes({ clientVersions: ['1.0.0', '0.0.0'] }, '0.9.9')).toBe(false);
  });

  it('answers with an ETag and 304, and wants the key, an env, a platform and a version', async () => {
    const first = await read('sandbox', 'platform=android&version=1.0.0');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await read('sandbox', 'platform=android&version=1.0.0', { 'if-none-match': etag })).status).toBe(304);
    expect((await game.get(`/client/v1/${CODE}/sandbox/releases?platform=android&version=1.0.0`)).status).toBe(401);
    expect((await read('dev', 'platform=android&version=1.0.0')).status).toBe(404);
    expect((await read('prod', 'platform=windows&version=1.0.0')).body.message).toBe('platform must be android, ios or mac (or 1, 2, 3)');
    expect((await read('prod', 'platform=ios')).body.message).toBe('version is required, like 1.2.3');
    expect((await read('prod', `platform=ios&version=${'9'.repeat(20)}`)).status).toBe(400);
  });
});
