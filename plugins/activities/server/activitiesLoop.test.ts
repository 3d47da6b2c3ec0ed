// The loop to the game client for activities (DESIGN §5): create, publish to sandbox, read it
// with the client key, take it to prod, read it there; the filters of the client API and the
// gray-release draw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type Client, type TestApp, createProject } from '../../../tests/api/harness';
import { createActivity, inHours } from './activitiesHelpers';

let t: TestApp;
let admin: Client;
let game: Client;
let key: string;
const CODE = 'loop';
const base = `/v1/${CODE}/event`;
const V = (a: string, i: string, m = '1.0.0') => JSON.stringify([a, i, m]);

beforeAll(async () => {
  t = await startTestApp({ plugins: ['activities'], demo: false });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
  game = t.client();
});
afterAll(() => t.close());

const read = (env: string, query: string, headers: Record<string, string> = {}) =>
  game.get(`/client/v1/${CODE}/${env}/activities?${query}`, { 'x-client-key': key, ...headers });
const names = async (env: string, query: string) => ((await read(env, query)).body.activities as { name: string }[]).map((a) => a.name);

describe('activities: console to game client', () => {
  it('serves an activity once published to sandbox, and on prod only after its own publish', async () => {
    const a = await createActivity(admin, CODE, { name: 'Loop Event', rule: '{"goal": 10}', priority: '2', version: V('1.2.0', '1.3.0') });
    expect((await read('sandbox', 'platform=1&version=2.0.0')).body).toEqual({ activities: [] });
    await admin.post(`${base}/${a.id}/upload?env=sandbox`);
    // Through the generated typed client (app/client): the contract game teams build on.
    const got = await t.gameClient(key).GET('/client/v1/{code}/{env}/activities', {
      params: { path: { code: CODE, env: 'sandbox' }, query: { platform: 1, version: '2.0.0', userId: 'u1' } },
    });
    expect(got.response.status).toBe(200);
    expect(got.data?.activities).toEqual([
      {
        id: a.id,
        eventId: a.id,
        name: 'Loop Event',
        openAt: a.openAt,
        closeAt: a.closeAt,
        priority: 2,
        rule: { goal: 10 },
        resource: { url: a.resourceUrl, md5: a.resourceMd5, size: a.resourceSize },
        grayRelease: null,
      },
    ]);
    // The resource the client is told about is downloadable as is.
    expect((await game.get(got.data!.activities[0].resource!.url)).body).toBe('level pack');
    expect((await read('prod', 'platform=1&version=2.0.0')).body.activities).toEqual([]);

    const prod = (
      await admin.upload(base, {
        env: 'prod',
        sandboxId: String(a.id),
        openAt: inHours(-2),
        closeAt: inHours(30),
        version: V('1.5.0', '1.5.0'),
      })
    ).body.activity;
    expect((await read('prod', 'platform=1&version=2.0.0')).body.activities).toEqual([]);
    await admin.post(`${base}/${prod.id}/upload?env=prod`);
    const onProd = (await read('prod', 'platform=1&version=2.0.0')).body.activities;
    expect(onProd).toHaveLength(1);
    expect(onProd[0]).toMatchObject({ id: prod.id, eventId: a.id, name: 'Loop Event', openAt: prod.openAt, closeAt: prod.closeAt });
    // Prod's own minimum versions apply there.
    expect(await names('prod', 'platform=2&version=1.4.0')).toEqual([]);
    expect(await names('sandbox', 'platform=2&version=1.4.0')).toEqual(['Loop Event']);
  });

  it('serves what is published, not what is being edited; the enable switch acts at once', async () => {
    const a = await createActivity(admin, CODE, { name: 'Edited' });
    await admin.post(`${base}/${a.id}/upload`);
    await admin.putUpload(`${base}/${a.id}`, {
      name: 'Edited',
      openAt: a.openAt,
      closeAt: a.closeAt,
      rule: '{"v":2}',
      version: V('1.0.0', '1.0.0'),
    });
    const served = ((await read('sandbox', 'platform=1&version=1.0.0')).body.activities as { name: string; rule: object }[]).find(
      (x) => x.name === 'Edited',
    );
    expect(served?.rule).toEqual({});
    await admin.putUpload(`${base}/${a.id}?env=sandbox`, { enable: '0' });
    expect(await names('sandbox', 'platform=1&version=1.0.0')).not.toContain('Edited');
    await admin.putUpload(`${base}/${a.id}?env=sandbox`, { enable: '1' });
    expect(await names('sandbox', 'platform=1&version=1.0.0')).toContain('Edited');
    await admin.delete(`${base}/${a.id}`);
    expect(await names('sandbox', 'platform=1&version=1.0.0')).not.toContain('Edited');
  });

  it('serves only what is open now, for the client version or later, by priority', async () => {
    const make = async (name: string, over: Record<string, string>) => {
      const a = await createActivity(admin, CODE, { name, ...over });
      await admin.post(`${base}/${a.id}/upload`);
    };
    await make('Later', { openAt: inHours(2), closeAt: inHours(10) });
    await make('Over', { openAt: inHours(-10), closeAt: inHours(-1) });
    await make('Mac only new', { version: V('1.0.0', '1.0.0', '3.0.0') });
    await make('High', { priority: '9' });
    const list = await names('sandbox', 'platform=3&version=2.9.9');
    expect(list[0]).toBe('High');
    expect(list).not.toContain('Later');
    expect(list).not.toContain('Over');
    expect(list).not.toContain('Mac only new');
    expect(await names('sandbox', 'platform=mac&version=3.0.0')).toContain('Mac only new');
  });

  it('gives each user one tag of a gray release, always the same, by the weights', async () => {
    const ids: number[] = [];
    for (const [tag, weight] of [
      ['A', 80],
      ['B', 20],
    ] as const) {
      const a = await createActivity(admin, CODE, { name: `Gray ${tag}` });
      await admin.putUpload(`${base}/${a.id}?env=sandbox`, { grayRelease: JSON.stringify({ tag, weight, name: 'trial' }) });
      await admin.post(`${base}/${a.id}/upload`);
      ids.push(a.id);
    }
    const counts: Record<string, number> = {};
    for (let i = 0; i < 300; i++) {
      const gray = (
        (await read('sandbox', `platform=1&version=1.0.0&userId=player${i}`)).body.activities as {
          name: string;
          grayRelease: { tag: string } | null;
        }[]
      ).filter((x) => x.grayRelease);
      expect(gray).toHaveLength(1);
      counts[gray[0].grayRelease!.tag] = (counts[gray[0].grayRelease!.tag] ?? 0) + 1;
      if (i < 5)
        expect(
          (await read('sandbox', `platform=1&version=1.0.0&userId=player${i}`)).body.activities.filter(
            (x: { grayRelease: unknown }) => x.grayRelease,
          ),
        ).toEqual(gray);
    }
    expect(counts.A).toBeGreaterThan(210);
    expect(counts.A).toBeLessThan(270);
    // Without a user id nobody draws: gray activities are left out.
    expect((await names('sandbox', 'platform=1&version=1.0.0')).filter((n) => n.startsWith('Gray'))).toEqual([]);
  });

  it('answers with an ETag and 304, and wants the key, an env, a platform and a version', async () => {
    const first = await read('sandbox', 'platform=1&version=1.0.0&userId=x');
    const etag = first.headers.get('etag')!;
    expect((await read('sandbox', 'platform=1&version=1.0.0&userId=x', { 'if-none-match': etag })).status).toBe(304);
    expect((await game.get(`/client/v1/${CODE}/sandbox/activities?platform=1&version=1.0.0`)).status).toBe(401);
    expect((await read('dev', 'platform=1&version=1.0.0')).status).toBe(404);
    expect((await read('prod', 'platform=4&version=1.0.0')).body.message).toBe('platform must be 1 (Android), 2 (iOS) or 3 (Mac)');
    expect((await read('prod', 'platform=1')).body.message).toBe('version is required, like 1.2.3');
  });
});
