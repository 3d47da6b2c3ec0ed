// The loop to the game client for in-house ads: a self ad of one game, a release of another
// that promotes it, upload to sandbox, read with the client key, sync and publish to prod, read
// there; the enable switch; published ads do not change under the client; ETag and 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
let game: Client;
let key: string;
const CODE = 'adloop';
const OTHER = 'promoted';

beforeAll(async () => {
  t = await startTestApp({ plugins: ['ads'], demo: false });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
  await createProject(admin, OTHER);
  game = t.client();
});
afterAll(() => t.close());

const read = (env: string, query: string, headers: Record<string, string> = {}) =>
  game.get(`/client/v1/${CODE}/${env}/ads?${query}`, { 'x-client-key': key, ...headers });
const base = `/v1/${CODE}/adRelease`;

describe('in-house ads: console to game client', () => {
  let adId: number;
  let sandboxRelease: number;
  let prodRelease: number;

  it('serves the release’s ads on sandbox, then on prod after sync and publish', async () => {
    const upload = await admin.upload(`/v1/${OTHER}/upload`, { file: { name: 'list.zip', data: 'creative' }, key: 'ads/1/abcde/list.zip' });
    const ad = await admin.post(`/v1/${OTHER}/internalAd`, {
      name: { en: 'Promoted Game', de: 'Beworbenes Spiel' },
      platform: 1,
      attr: { icon: '/cdn/promoted/ads/icon.png', campaign: 'xpromo_adloop' },
      resources: { list: [{ url: upload.body.url, md5: upload.body.dataHash, size: upload.body.size }], mrect: [] },
    });
    adId = ad.body.internalAd.id;
    sandboxRelease = (await admin.post(base, { platform: 1, env: 'sandbox', idList: [{ id: adId, projectCode: OTHER }] })).body.adRelease
      .id;
    expect((await read('sandbox', 'platform=1')).body).toEqual({ ads: [] });

    expect((await admin.post(`${base}/${sandboxRelease}/upload`, { platform: 1, env: 'sandbox' })).status).toBe(200);
    // Through the generated typed client (app/client): the contract game teams build on.
    const got = await t
      .gameClient(key)
      .GET('/client/v1/{code}/{env}/ads', { params: { path: { code: CODE, env: 'sandbox' }, query: { platform: 1 } } });
    expect(got.response.status).toBe(200);
    expect(got.data).toEqual({
      ads: [
        {
          id: adId,
          projectCode: OTHER,
          name: { en: 'Promoted Game', de: 'Beworbenes Spiel' },
          icon: '/cdn/promoted/ads/icon.png',
          campaign: 'xpromo_adloop',
          list: { url: upload.body.url, md5: upload.body.dataHash, size: upload.body.size },
          mrect: null,
        },
      ],
    });
    expect((await read('sandbox', 'platform=ios')).body.ads).toEqual([]);
    expect((await read('prod', 'platform=1')).body.ads).toEqual([]);

    prodRelease = (await admin.post(`${base}/${sandboxRelease}/syncProd`)).body.adRelease.id;
    expect((await read('prod', 'platform=1')).body.ads).toEqual([]);
    expect((await admin.post(`${base}/${prodRelease}/upload`, { platform: 1, env: 'prod' })).status).toBe(200);
    expect((await read('prod', 'platform=android')).body).toEqual(got.data);
  });

  it('serves what was published, even after the ad is edited or deleted', async () => {
    await admin.put(`/v1/${OTHER}/internalAd/${adId}`, { name: { en: 'Renamed' }, attr: {}, resources: { list: [], mrect: [] } });
    expect((await read('prod', 'platform=1')).body.ads[0].name.en).toBe('Promoted Game');
    await admin.delete(`/v1/${OTHER}/internalAd/${adId}`);
    expect((await read('prod', 'platform=1')).body.ads[0].name.en).toBe('Promoted Game');
  });

  it('serves no ads while the live release is switched off', async () => {
    const first = await read('prod', 'platform=1');
    const etag = first.headers.get('etag')!;
    expect((await read('prod', 'platform=1', { 'if-none-match': etag })).status).toBe(304);
    await admin.post(`${base}/${prodRelease}/switchEnable`, { enable: false });
    const off = await read('prod', 'platform=1', { 'if-none-match': etag });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ads: [] });
    expect((await read('sandbox', 'platform=1')).body.ads).toHaveLength(1);
    await admin.post(`${base}/${prodRelease}/switchEnable`, { enable: true });
    expect((await read('prod', 'platform=1')).body).toEqual(first.body);
  });

  it('wants the client key, a known env and a platform', async () => {
    expect((await game.get(`/client/v1/${CODE}/sandbox/ads?platform=1`)).status).toBe(401);
    expect((await admin.get(`/client/v1/${CODE}/sandbox/ads?platform=1`)).status).toBe(401);
    expect((await read('staging', 'platform=1')).status).toBe(404);
    expect((await read('prod', 'platform=3')).body.message).toBe('platform must be 1 (Android) or 2 (iOS)');
  });
});
