// The loop to the game client for in-site messages: create, upload to sandbox, read with the
// client key (the country's config, else 'default'), take it to prod, read there; clear; ETag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
let game: Client;
let key: string;
const CODE = 'msgloop';

beforeAll(async () => {
  t = await startTestApp({ plugins: ['in-site-messages'], demo: false });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
  game = t.client();
});
afterAll(() => t.close());

const read = (env: string, query: string, headers: Record<string, string> = {}) =>
  game.get(`/client/v1/${CODE}/${env}/messages?${query}`, { 'x-client-key': key, ...headers });
const item = (url: string) => ({ to: 'Facebook', type: 'message', url, startTimestamp: 1_800_000_000, timezone: 'Europe/Paris' });
const save = async (country: string, url: string, rule = {}) =>
  (await admin.post(`/v1/${CODE}/inSiteMessage`, { platform: 1, country, config: { messages: [item(url)] }, rule })).body.inSiteMessage
    .id as number;
const upload = (id: number, env: string) => admin.post(`/v1/${CODE}/inSiteMessage/upload`, { platform: 1, env, id });

describe('in-site messages: console to game client', () => {
  it('serves nothing before an upload, then sandbox, then prod after its own upload', async () => {
    const fallback = await save('default', 'https://x.test/all');
    const fr = await save('FR', 'https://x.test/fr', { clientVersions: ['1.5.0', '0.0.0'] });
    expect((await read('sandbox', 'platform=1&country=FR')).body).toEqual({ messages: [], country: null, rule: null, id: null });

    expect((await upload(fallback, 'sandbox')).status).toBe(200);
    expect((await upload(fr, 'sandbox')).status).toBe(200);
    // Through the generated typed client (app/client): the contract game teams build on.
    const got = await t
      .gameClient(key)
      .GET('/client/v1/{code}/{env}/messages', { params: { path: { code: CODE, env: 'sandbox' }, query: { platform: 1, country: 'FR' } } });
    expect(got.response.status).toBe(200);
    expect(got.data).toEqual({
      messages: [item('https://x.test/fr')],
      country: 'FR',
      rule: { clientVersions: ['1.5.0', '0.0.0'] },
      id: fr,
    });
    // Another country, or none: the 'default' country's config.
    expect((await read('sandbox', 'platform=1&country=DE')).body).toMatchObject({
      messages: [item('https://x.test/all')],
      country: 'default',
    });
    expect((await read('sandbox', 'platform=android')).body.country).toBe('default');
    expect((await read('sandbox', 'platform=2&country=FR')).body.messages).toEqual([]);
    // The rule's version range: below it, no messages.
    expect((await read('sandbox', 'platform=1&country=FR&version=1.4.9')).body.messages).toEqual([]);
    expect((await read('sandbox', 'platform=1&country=FR&version=1.5.0')).body.messages).toHaveLength(1);
    expect((await read('prod', 'platform=1&country=FR')).body.messages).toEqual([]);

    expect((await upload(fr, 'prod')).status).toBe(200);
    expect((await read('prod', 'platform=1&country=FR')).body).toEqual(got.data);
    expect((await read('prod', 'platform=1&country=DE')).body.messages).toEqual([]);
  });

  it('serves what is uploaded, not what is being edited, and falls back after a clear', async () => {
    const us = await save('US', 'https://x.test/us-1');
    await upload(us, 'sandbox');
    await admin.post(`/v1/${CODE}/inSiteMessage`, {
      id: us,
      platform: 1,
      country: 'US',
      config: { messages: [item('https://x.test/us-2')] },
    });
    expect((await read('sandbox', 'platform=1&country=US')).body.messages[0].url).toBe('https://x.test/us-1');
    await upload(us, 'sandbox');
    expect((await read('sandbox', 'platform=1&country=US')).body.messages[0].url).toBe('https://x.test/us-2');

    await admin.post(`/v1/${CODE}/inSiteMessage/upload/clear`, { platform: 1, env: 'sandbox', country: 'US' });
    expect((await read('sandbox', 'platform=1&country=US')).body.country).toBe('default');
  });

  it('answers with an ETag and 304 while nothing changed, and a new ETag after an upload', async () => {
    const first = await read('sandbox', 'platform=1&country=GB');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await read('sandbox', 'platform=1&country=GB', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    await upload(await save('GB', 'https://x.test/gb'), 'sandbox');
    const changed = await read('sandbox', 'platform=1&country=GB', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.country).toBe('GB');
  });

  it('wants the client key, a known env and a platform', async () => {
    expect((await game.get(`/client/v1/${CODE}/sandbox/messages?platform=1`)).status).toBe(401);
    expect((await admin.get(`/client/v1/${CODE}/sandbox/messages?platform=1`)).status).toBe(401);
    expect((await read('dev', 'platform=1')).status).toBe(404);
    expect((await read('prod', 'platform=3')).body.message).toBe('platform must be 1 (Android) or 2 (iOS)');
    expect((await read('prod', 'platform=1&country=U%20S')).status).toBe(400);
    expect((await read('prod', 'platform=1&version=x')).body.message).toBe('version must look like 1.2.3');
  });
});
