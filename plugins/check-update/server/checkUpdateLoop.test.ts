// The loop to the game client (DESIGN §5): create a rule, publish to sandbox, read it through
// the client API with the project's client key, take it to prod, read it there; ETag and 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
let game: Client;
let key: string;
const CODE = 'loop';

beforeAll(async () => {
  t = await startTestApp({ plugins: ['check-update'], demo: false });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
  game = t.client();
});
afterAll(() => t.close());

const read = (env: string, query: string, headers: Record<string, string> = {}) =>
  game.get(`/client/v1/${CODE}/${env}/check-update?${query}`, { 'x-client-key': key, ...headers });

const form = {
  platform: 1,
  startVersion: '1.0.0',
  endVersion: '1.9.9',
  data: {
    title: { en: 'Update required', 'zh-CN': '需要更新', fr: 'Mise à jour' },
    msg: { en: 'Please update', 'zh-CN': '请更新', fr: 'Veuillez mettre à jour' },
    buttons: [
      { action: 'update', title: { en: 'Update', fr: 'Mettre à jour' } },
      { action: 'openUrl', title: { en: 'News' }, url: 'https://example.com/news' },
    ],
  },
};

describe('check-update: console to game client', () => {
  it('serves nothing before a publish, then what sandbox has, then prod after its own publish', async () => {
    const id = (await admin.post(`/v1/${CODE}/checkUpdateRules`, form)).body.rule.id;
    expect((await read('sandbox', 'platform=1&version=1.2.0')).body).toEqual({ rule: null });

    const sandbox = await admin.get(`/v1/${CODE}/checkUpdateRules/publish?env=Sandbox&platform=1`);
    expect(sandbox.status).toBe(200);
    // Through the generated typed client (app/client): the contract game teams build on.
    const got = await t.gameClient(key).GET('/client/v1/{code}/{env}/check-update', {
      params: { path: { code: CODE, env: 'sandbox' }, query: { platform: 1, version: '1.2.0', lang: 'en' } },
    });
    expect(got.response.status).toBe(200);
    expect(got.data).toEqual({
      rule: {
        id,
        startVersion: '1.0.0',
        endVersion: '1.9.9',
        title: 'Update required',
        msg: 'Please update',
        buttons: [
          { action: 'update', title: 'Update' },
          { action: 'openUrl', title: 'News', url: 'https://example.com/news' },
        ],
      },
    });
    expect((await read('prod', 'platform=1&version=1.2.0')).body).toEqual({ rule: null });

    const prod = await admin.get(`/v1/${CODE}/checkUpdateRules/publish?env=Prod&platform=1`);
    expect(prod.status).toBe(200);
    expect(prod.body.returnId).toBeGreaterThan(sandbox.body.returnId);
    expect((await read('prod', 'platform=1&version=1.2.0&lang=en')).body).toEqual(got.data);
  });

  it('serves what is published, not what is being edited', async () => {
    const [row] = (await admin.get(`/v1/${CODE}/checkUpdateRules?platform=1`)).body.rows;
    await admin.put(`/v1/${CODE}/checkUpdateRules/${row.id}`, { ...form, endVersion: '1.0.5' });
    expect((await read('sandbox', 'platform=1&version=1.2.0')).body.rule).not.toBeNull();
    await admin.get(`/v1/${CODE}/checkUpdateRules/publish?env=Sandbox&platform=1`);
    expect((await read('sandbox', 'platform=1&version=1.2.0')).body).toEqual({ rule: null });
    expect((await read('sandbox', 'platform=1&version=1.0.5')).body.rule.endVersion).toBe('1.0.5');
    // Prod keeps the old range until it is released there too.
    expect((await read('prod', 'platform=1&version=1.2.0')).body.rule.endVersion).toBe('1.9.9');
  });

  it('matches the version range inclusively and numerically, per platform', async () => {
    expect((await read('prod', 'platform=1&version=1.0.0')).body.rule).not.toBeNull();
    expect((await read('prod', 'platform=1&version=1.9.9')).body.rule).not.toBeNull();
    expect((await read('prod', 'platform=1&version=1.9.10')).body.rule).toBeNull();
    expect((await read('prod', 'platform=1&version=0.9.9')).body.rule).toBeNull();
    expect((await read('prod', 'platform=1&version=2.0.0')).body.rule).toBeNull();
    expect((await read('prod', 'platform=android&version=1.5')).body.rule).not.toBeNull();
    expect((await read('prod', 'platform=2&version=1.5.0')).body.rule).toBeNull();
  });

  it('answers in the client language, falling back to the base language and to English', async () => {
    const t1 = async (lang: string) => (await read('prod', `platform=1&version=1.5.0&lang=${lang}`)).body.rule;
    expect((await t1('zh-CN')).title).toBe('需要更新');
    expect((await t1('zh_cn')).msg).toBe('请更新');
    expect((await t1('zh')).title).toBe('需要更新');
    expect((await t1('fr-CA')).title).toBe('Mise à jour');
    expect((await t1('fr')).buttons).toEqual([
      { action: 'update', title: 'Mettre à jour' },
      { action: 'openUrl', title: 'News', url: 'https://example.com/news' },
    ]);
    expect((await t1('de')).title).toBe('Update required');
  });

  it('answers with an ETag and 304 while nothing changed, and a new ETag after a publish', async () => {
    const q = 'platform=1&version=1.0.1&lang=en';
    const first = await read('sandbox', q);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await read('sandbox', q, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
    const [row] = (await admin.get(`/v1/${CODE}/checkUpdateRules?platform=1`)).body.rows;
    await admin.put(`/v1/${CODE}/checkUpdateRules/${row.id}`, {
      ...form,
      endVersion: '1.0.5',
      data: { ...form.data, title: { ...form.data.title, en: 'Please update now' } },
    });
    await admin.get(`/v1/${CODE}/checkUpdateRules/publish?env=Sandbox&platform=1`);
    const changed = await read('sandbox', q, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.rule.title).toBe('Please update now');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('wants the client key, a known env, a platform and a version', async () => {
    expect((await game.get(`/client/v1/${CODE}/sandbox/check-update?platform=1&version=1.0.0`)).status).toBe(401);
    expect(
      (await game.get(`/client/v1/${CODE}/sandbox/check-update?platform=1&version=1.0.0`, { 'x-client-key': 'ck_wrong' })).status,
    ).toBe(401);
    expect((await admin.get(`/client/v1/${CODE}/sandbox/check-update?platform=1&version=1.0.0`)).status).toBe(401);
    const env = await read('dev', 'platform=1&version=1.0.0');
    expect(env.status).toBe(404);
    expect(env.body.message).toBe("Unknown environment 'dev': use sandbox or prod");
    expect((await read('Prod', 'platform=1&version=1.0.0')).status).toBe(404);
    expect((await read('prod', 'platform=5&version=1.0.0')).body.message).toBe('platform must be 1 (Android), 2 (iOS) or 3 (Mac)');
    expect((await read('prod', 'platform=1')).body.message).toBe('version is required, like 1.2.3');
    expect((await read('prod', 'platform=1&version=v1')).body.message).toBe('version must look like 1.2.3');
    expect((await game.get(`/client/v1/nope/prod/check-update?platform=1&version=1.0.0`, { 'x-client-key': key })).status).toBe(404);
  });
});
