// Ads (002, 000 §7): internal (self) ads CRUD with the platform locked on update and stamped
// creatives; in-house ad releases: create and update on sandbox only, 'Please select
// advertisement', upload to its env (locks it), sync to prod, enable switch, deployments, roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['ads'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const file = (name: string) => ({ url: `/cdn/words/ads/${name}`, md5: 'a'.repeat(32), size: 10 });
const ad = (over: Record<string, unknown> = {}) => ({
  name: { en: 'Word Garden', fr: 'Jardin' },
  platform: 1,
  attr: { icon: '/cdn/words/ads/icon.png', campaign: 'xpromo_words' },
  resources: { list: [file('list.zip')], mrect: [file('mrect.zip')] },
  ...over,
});
const createAd = async (code: string, over: Record<string, unknown> = {}) =>
  (await admin.post(`/v1/${code}/internalAd`, ad(over))).body.internalAd;

describe('internal ads (self ads)', () => {
  it('creates, reads, lists by platform, updates with the platform locked, deletes', async () => {
    const created = await admin.post('/v1/words/internalAd', ad());
    expect(created.status).toBe(200);
    const a = created.body.internalAd;
    expect(a).toMatchObject({
      projectCode: 'words',
      platform: 1,
      name: { en: 'Word Garden', fr: 'Jardin' },
      attr: { icon: '/cdn/words/ads/icon.png', campaign: 'xpromo_words' },
      operator: 'Admin',
    });
    expect(a.resources.list[0]).toMatchObject({ url: '/cdn/words/ads/list.zip', buildNum: 1, operator: 'Admin' });
    expect((await admin.get(`/v1/words/internalAd/${a.id}`)).body.internalAd).toEqual(a);
    expect((await admin.get('/v1/words/internalAd?platform=1')).body.internalAds.map((x: { id: number }) => x.id)).toContain(a.id);
    expect((await admin.get('/v1/words/internalAd?platform=2')).body.internalAds.map((x: { id: number }) => x.id)).not.toContain(a.id);

    const updated = await admin.put(
      `/v1/words/internalAd/${a.id}`,
      ad({ platform: 2, name: { en: 'Word Garden 2' }, resources: { list: [file('list2.zip')], mrect: [file('mrect.zip')] } }),
    );
    expect(updated.status).toBe(200);
    const u = updated.body.internalAd;
    expect(u.platform).toBe(1);
    expect(u.name).toEqual({ en: 'Word Garden 2' });
    expect(u.resources.list[0]).toMatchObject({ url: '/cdn/words/ads/list2.zip', buildNum: 2 });
    expect(u.resources.mrect[0]).toEqual(a.resources.mrect[0]);

    expect((await admin.delete(`/v1/words/internalAd/${a.id}`)).body).toEqual({ id: a.id });
    for (const p of [`/v1/words/internalAd/${a.id}`, '/v1/words/internalAd/abc', '/v1/words/internalAd/99999999999'])
      expect((await admin.get(p)).status, p).toBe(404);
    expect((await admin.put(`/v1/words/internalAd/${a.id}`, ad())).status).toBe(404);
  });

  it("keeps each project's ads to itself", async () => {
    const a = await createAd('colors');
    expect((await admin.get(`/v1/words/internalAd/${a.id}`)).status).toBe(404);
    expect((await admin.delete(`/v1/words/internalAd/${a.id}`)).status).toBe(404);
  });

  it('wants name.en and a platform', async () => {
    expect((await admin.post('/v1/words/internalAd', ad({ name: { fr: 'Jardin' } }))).body.message).toBe('Please input name');
    expect((await admin.post('/v1/words/internalAd', ad({ name: { en: '  ' } }))).body.message).toBe('Please input name');
    expect((await admin.post('/v1/words/internalAd', ad({ name: undefined }))).body.message).toBe('Please input name');
    expect((await admin.post('/v1/words/internalAd', ad({ platform: undefined }))).body.message).toBe('Please select platform');
    expect((await admin.put('/v1/words/internalAd/1', ad({ name: {} }))).body.message).toBe('Please input name');
  });
});

describe('in-house ad releases', () => {
  const CODE = 'blocks';
  let promoted: { id: number; projectCode: string }[];
  beforeAll(async () => {
    promoted = [await createAd('tiles', { name: { en: 'Tile Master' } }), await createAd('pins', { name: { en: 'Pin Rescue' } })].map(
      (a) => ({ id: a.id, projectCode: a.projectCode }),
    );
  });
  const base = `/v1/${CODE}/adRelease`;

  it("offers every project's ads of the platform", async () => {
    const r = await admin.get(`${base}/ads?platform=1`);
    const tiles = r.body.projects.find((p: { code: string }) => p.code === 'tiles');
    expect(tiles.nickname).toBe('Tile Master');
    expect(tiles.ads.map((a: { id: number }) => a.id)).toContain(promoted[0].id);
    expect(
      (await admin.get(`${base}/ads?platform=2`)).body.projects.flatMap((p: { ads: { id: number }[] }) => p.ads.map((a) => a.id)),
    ).not.toContain(promoted[0].id);
  });

  it('creates on sandbox, updates until uploaded, uploads, syncs to prod, publishes there', async () => {
    const created = await admin.post(base, { platform: 1, env: 'sandbox', idList: [promoted[0]] });
    expect(created.status).toBe(200);
    const rel = created.body.adRelease;
    expect(rel).toMatchObject({
      platform: 1,
      env: 'sandbox',
      conf: { ads: [promoted[0]] },
      published: false,
      enable: true,
      returnId: null,
    });
    expect((await admin.get(`${base}?platform=1&env=sandbox`)).body.adReleases[0].id).toBe(rel.id);

    const updated = await admin.put(`${base}/${rel.id}`, { idList: promoted });
    expect(updated.body.adRelease.conf.ads).toEqual(promoted);

    expect((await admin.post(`${base}/${rel.id}/syncProd`)).body.message).toBe(`Upload release ${rel.id} to sandbox first`);
    expect((await admin.post(`${base}/${rel.id}/upload`, { platform: 1, env: 'prod' })).status).toBe(409);
    const up = await admin.post(`${base}/${rel.id}/upload`, { platform: 1, env: 'sandbox' });
    expect(up.status).toBe(200);
    expect(up.body.adRelease).toMatchObject({ published: true, returnId: up.body.returnId });
    const locked = await admin.put(`${base}/${rel.id}`, { idList: [promoted[1]] });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(`Release ${rel.id} is published: create a new release to change it`);

    const deployments = (await admin.get(`${base}/deployments?platform=1&env=sandbox`)).body.deployments;
    expect(deployments[0]).toMatchObject({ id: up.body.returnId, releaseId: rel.id, enable: true, operator: 'Admin' });
    expect(deployments[0].ads.map((a: { name: { en: string } }) => a.name.en)).toEqual(['Tile Master', 'Pin Rescue']);

    const synced = await admin.post(`${base}/${rel.id}/syncProd`);
    expect(synced.status).toBe(200);
    const prod = synced.body.adRelease;
    expect(prod).toMatchObject({ env: 'prod', sandboxId: rel.id, conf: { ads: promoted }, published: false });
    expect((await admin.post(`${base}/${prod.id}/syncProd`)).body.message).toBe('Only a sandbox release can be synced to prod');
    expect((await admin.put(`${base}/${prod.id}`, { idList: promoted })).body.message).toBe(
      'Releases are created and changed on sandbox; sync one to prod',
    );
    const prodUp = await admin.post(`${base}/${prod.id}/upload`, { platform: 1, env: 'prod' });
    expect(prodUp.status).toBe(200);
    expect((await admin.get(`${base}/deployments?platform=1&env=prod`)).body.deployments[0].releaseId).toBe(prod.id);
  });

  it('switches a release on and off; the live one is published again with the flag', async () => {
    const [live] = (await admin.get(`${base}?platform=1&env=sandbox`)).body.adReleases;
    const count = async () => (await admin.get(`${base}/deployments?platform=1&env=sandbox`)).body.deployments.length;
    const before = await count();
    const off = await admin.post(`${base}/${live.id}/switchEnable`, { enable: false });
    expect(off.body.adRelease.enable).toBe(false);
    expect(await count()).toBe(before + 1);
    expect((await admin.get(`${base}/deployments?platform=1&env=sandbox`)).body.deployments[0].enable).toBe(false);
    // A release that is not live changes only itself.
    const draft = (await admin.post(base, { platform: 1, env: 'sandbox', idList: [promoted[0]] })).body.adRelease;
    await admin.post(`${base}/${draft.id}/switchEnable`, { enable: false });
    expect(await count()).toBe(before + 1);
    expect((await admin.post(`${base}/${live.id}/switchEnable`, {})).body.message).toBe('enable must be true or false');
  });

  it('marks the release game clients get now, read from the pointer: a newer upload and a rollback move it', async () => {
    const live = async () =>
      ((await admin.get(`${base}?platform=2&env=sandbox`)).body.adReleases as { id: number; liveId: number | null }[]).filter(
        (r) => r.liveId !== null,
      );
    const iosAd = await createAd('tiles', { platform: 2, name: { en: 'Tile Master iOS' } });
    const idList = [{ id: iosAd.id, projectCode: iosAd.projectCode }];
    const first = (await admin.post(base, { platform: 2, env: 'sandbox', idList })).body.adRelease;
    expect(first.liveId).toBeNull();
    const firstUp = await admin.post(`${base}/${first.id}/upload`, { platform: 2, env: 'sandbox' });
    expect(firstUp.body.adRelease.liveId).toBe(firstUp.body.returnId);
    const second = (await admin.post(base, { platform: 2, env: 'sandbox', idList })).body.adRelease;
    const secondUp = await admin.post(`${base}/${second.id}/upload`, { platform: 2, env: 'sandbox' });
    expect(await live()).toEqual([expect.objectContaining({ id: second.id, liveId: secondUp.body.returnId })]);
    const back = await admin.post(`/v1/${CODE}/releases/ads/rollback`, { env: 'sandbox', id: firstUp.body.returnId });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    // The first release is live again, as of the rollback's snapshot; its upload's returnId stays its own.
    expect(await live()).toEqual([expect.objectContaining({ id: first.id, liveId: back.body.returnId, returnId: firstUp.body.returnId })]);
  });

  it("says 'Please select advertisement' for a row without an ad, and refuses ads that are gone or of another platform", async () => {
    const msg = async (body: Record<string, unknown>) => (await admin.post(base, { platform: 1, env: 'sandbox', ...body })).body.message;
    expect(await msg({ idList: [{ projectCode: 'tiles' }] })).toBe('Please select advertisement');
    expect(await msg({ idList: [{ id: '', projectCode: '' }] })).toBe('Please select advertisement');
    expect(await msg({ idList: [] })).toBe('Please select advertisement');
    expect(await msg({ idList: undefined })).toBe('Please select advertisement');
    expect(await msg({ idList: [promoted[0], promoted[0]] })).toBe('This advertisement is selected twice');
    expect(await msg({ idList: [{ id: 999999, projectCode: 'tiles' }] })).toBe('Advertisement 999999 of tiles no longer exists');
    expect(await msg({ idList: [{ id: promoted[0].id, projectCode: 'pins' }] })).toBe(
      `Advertisement ${promoted[0].id} of pins no longer exists`,
    );
    expect(await msg({ platform: 2, idList: [promoted[0]] })).toBe(`Advertisement ${promoted[0].id} of tiles is not for this platform`);
    expect(await msg({ env: 'prod', idList: [promoted[0]] })).toBe('Releases are created and changed on sandbox; sync one to prod');
    expect(await msg({ env: undefined, idList: [promoted[0]] })).toBe('Please select env');
  });

  it('refuses to upload a release whose ad was deleted since', async () => {
    const gone = await createAd('tiles', { name: { en: 'Gone soon' } });
    const rel = (await admin.post(base, { platform: 1, env: 'sandbox', idList: [{ id: gone.id, projectCode: 'tiles' }] })).body.adRelease;
    await admin.delete(`/v1/tiles/internalAd/${gone.id}`);
    const r = await admin.post(`${base}/${rel.id}/upload`, { platform: 1, env: 'sandbox' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(`Advertisement ${gone.id} of tiles no longer exists`);
  });

  it('lets only owners and admins change prod, and refuses users without the right', async () => {
    const user = await t.signIn(USER); // rights in jigsaw (owner) and tiles
    const inTiles = (await user.post('/v1/tiles/adRelease', { platform: 1, env: 'sandbox', idList: [promoted[1]] })).body.adRelease;
    expect((await user.post(`/v1/tiles/adRelease/${inTiles.id}/upload`, { platform: 1, env: 'sandbox' })).status).toBe(200);
    const prod = (await user.post(`/v1/tiles/adRelease/${inTiles.id}/syncProd`)).body.adRelease;
    const refused = await user.post(`/v1/tiles/adRelease/${prod.id}/upload`, { platform: 1, env: 'prod' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the project's owners and admins can change prod");
    expect((await user.post(`/v1/tiles/adRelease/${prod.id}/switchEnable`, { enable: false })).status).toBe(403);

    const inJigsaw = (await user.post('/v1/jigsaw/adRelease', { platform: 1, env: 'sandbox', idList: [promoted[1]] })).body.adRelease;
    await user.post(`/v1/jigsaw/adRelease/${inJigsaw.id}/upload`, { platform: 1, env: 'sandbox' });
    const jp = (await user.post(`/v1/jigsaw/adRelease/${inJigsaw.id}/syncProd`)).body.adRelease;
    expect((await user.post(`/v1/jigsaw/adRelease/${jp.id}/upload`, { platform: 1, env: 'prod' })).status).toBe(200);

    expect((await user.get(`${base}?platform=1&env=sandbox`)).status).toBe(403);
    expect((await user.get('/v1/words/internalAd?platform=1')).status).toBe(403);
  });
});
