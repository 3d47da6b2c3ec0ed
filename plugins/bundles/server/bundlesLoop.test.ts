// The loop to the game client for bundles: create Normal and Loop bundles, upload to sandbox,
// read what is on now with the client key, take it to prod, read there; ETag and 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laDay } from '../shared';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';
import { dayEnd, dayStart, loop, normal, uploadResource } from './bundlesHelpers';

let t: TestApp;
let admin: Client;
let game: Client;
let key: string;
const CODE = 'bundleloop';

beforeAll(async () => {
  t = await startTestApp({ plugins: ['bundles'], demo: false });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
  game = t.client();
});
afterAll(() => t.close());

const read = (env: string, query: string, headers: Record<string, string> = {}) =>
  game.get(`/client/v1/${CODE}/${env}/bundles?${query}`, { 'x-client-key': key, ...headers });
const names = (r: { body: { bundles: { name: string }[] } }) => r.body.bundles.map((b) => b.name).sort();
const save = async (name: string, content: Record<string, unknown>, rule = {}) => {
  const r = await admin.post(`/v1/${CODE}/bundle`, { id: null, platform: 1, name, description: '', rule, content });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.bundle.id as number;
};
const upload = (env: string) => admin.post(`/v1/${CODE}/bundle/upload?platform=1&env=${env}`);

describe('bundles: console to game client', () => {
  it('serves the bundles on now: Normal by range, Loop by today’s switch; sandbox first, then prod', async () => {
    const res = await uploadResource(admin, CODE);
    await save('now_pack', normal(res, { start: dayStart(0), end: dayEnd(2) }));
    await save('later_pack', normal(res, { start: dayStart(3), end: dayEnd(9) }));
    // Started today: today is day 0 of the loop.
    await save('loop_on_today', loop(res, [1, 0]));
    await save('loop_off_today', loop(res, [0, 1]));
    await save('new_clients_only', normal(res), { clientVersions: ['2.0.0', '0.0.0'] });
    expect((await read('sandbox', 'platform=1')).body).toEqual({ bundles: [] });

    expect((await upload('sandbox')).status).toBe(200);
    // Through the generated typed client (app/client): the contract game teams build on.
    const got = await t
      .gameClient(key)
      .GET('/client/v1/{code}/{env}/bundles', { params: { path: { code: CODE, env: 'sandbox' }, query: { platform: 1 } } });
    expect(got.response.status).toBe(200);
    expect(got.data!.bundles.map((b) => b.name).sort()).toEqual(['loop_on_today', 'new_clients_only', 'now_pack']);
    const now = got.data!.bundles.find((b) => b.name === 'now_pack')!;
    expect(now).toMatchObject({
      productID: 'now_pack',
      type: 1,
      start: dayStart(0),
      end: dayEnd(2),
      resource: { url: res.url, md5: res.md5, size: res.size },
    });
    expect(laDay(now.start)).toBe(laDay(Date.now() / 1000));
    expect(names(await read('sandbox', 'platform=1&version=1.9.0'))).toEqual(['loop_on_today', 'now_pack']);
    expect(names(await read('sandbox', 'platform=android&version=2.1.0'))).toEqual(['loop_on_today', 'new_clients_only', 'now_pack']);
    expect((await read('sandbox', 'platform=2')).body.bundles).toEqual([]);
    expect((await read('prod', 'platform=1')).body.bundles).toEqual([]);

    expect((await upload('prod')).status).toBe(200);
    expect((await read('prod', 'platform=1')).body).toEqual(got.data);
  });

  it('serves what is uploaded, not what is being edited', async () => {
    const list = (await admin.get(`/v1/${CODE}/bundle?platform=1`)).body.bundles as { id: number; name: string }[];
    const nowPack = list.find((b) => b.name === 'now_pack')!;
    expect((await admin.delete(`/v1/${CODE}/bundle/${nowPack.id}`)).status).toBe(200);
    expect(names(await read('sandbox', 'platform=1'))).toContain('now_pack');
    await upload('sandbox');
    expect(names(await read('sandbox', 'platform=1'))).not.toContain('now_pack');
    expect(names(await read('prod', 'platform=1'))).toContain('now_pack');
  });

  it('answers with an ETag and 304 while nothing changed, and a new ETag after an upload', async () => {
    const first = await read('sandbox', 'platform=1');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await read('sandbox', 'platform=1', { 'if-none-match': etag })).status).toBe(304);
    await save('fresh_pack', normal(await uploadResource(admin, CODE, 'fresh.zip')));
    await upload('sandbox');
    const changed = await read('sandbox', 'platform=1', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(names(changed)).toContain('fresh_pack');
  });

  it('wants the client key, a known env and a platform', async () => {
    expect((await game.get(`/client/v1/${CODE}/sandbox/bundles?platform=1`)).status).toBe(401);
    expect((await admin.get(`/client/v1/${CODE}/sandbox/bundles?platform=1`)).status).toBe(401);
    expect((await read('dev', 'platform=1')).status).toBe(404);
    expect((await read('prod', '')).body.message).toBe('platform must be 1 (Android) or 2 (iOS)');
    expect((await read('prod', 'platform=1&version=2')).body.message).toBe('version must look like 1.2.3');
  });
});
