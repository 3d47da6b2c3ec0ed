// The publish part through the HTTP API: the name message, the gate's refusal and the explicit
// English fallbacks, prod (sandbox's content, owners and admins), the game client's reads with
// ETag and 304, rollback, the history and its diff, downloads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROD_OWNERS_ONLY } from '../../../../core/shared/access';
import { auditLog, projects } from '../../../../core/server/db/schema';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { PUBLISH_MESSAGES } from '../../shared';
import { mlProjectKeys, mlVersions } from '../db';
import { exportFile } from '../../../../tests/api/jobs';

let t: TestApp;
let admin: Client;
let user: Client;
let game: Client;
const CODE = 'tiles'; // USER holds the right here but does not own it
const OWNED = 'jigsaw';
const api = (code = CODE) => `/v1/${code}/mlTranslate`;
let clientKey = '';

beforeAll(async () => {
  t = await startTestApp({ plugins: ['translations'], demo: [] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
  game = t.client();
  clientKey = (await t.db.select().from(projects).where(eq(projects.code, CODE)))[0].clientKey;
});
afterAll(() => t.close());

async function setKeys(code: string, keys: { key: string; translation: Record<string, string>; notInUse?: boolean; maxLength?: number }[]) {
  await t.db.delete(mlProjectKeys).where(eq(mlProjectKeys.projectCode, code));
  if (keys.length)
    await t.db.insert(mlProjectKeys).values(
      keys.map((k) => ({
        projectCode: code,
        key: k.key,
        translation: k.translation,
        notInUse: k.notInUse ?? false,
        maxLength: k.maxLength ?? null,
      })),
    );
}
const read = (env: string, lang: string, headers: Record<string, string> = {}, code = CODE, key = clientKey) =>
  game.get(`/client/v1/${code}/${env}/i18n/${lang}`, { 'x-client-key': key, ...headers });

describe('publishing i18n files', () => {
  it('requires a publish name, a known env and at least one key in use', async () => {
    for (const name of [undefined, '', '   ']) {
      const r = await admin.post(`${api()}/generateI18nJson`, { name, env: 'sandbox' });
      expect(r.status).toBe(400);
      expect(r.body.issues).toContainEqual({ path: 'name', message: PUBLISH_MESSAGES.nameRequired });
    }
    const env = await admin.post(`${api()}/generateI18nJson`, { name: 'v1', env: 'staging' });
    expect(env.status).toBe(400);
    expect(env.body.issues).toContainEqual({ path: 'env', message: PUBLISH_MESSAGES.envInvalid });
    await setKeys(CODE, [{ key: 'old', translation: { en: 'Old' }, notInUse: true }]);
    const empty = await admin.post(`${api()}/generateI18nJson`, { name: 'v1', env: 'sandbox' });
    expect([empty.status, empty.body.message]).toEqual([409, PUBLISH_MESSAGES.nothingToPublish]);
    expect(await t.db.select().from(mlVersions).where(eq(mlVersions.projectCode, CODE))).toEqual([]);
  });

  it('the gate refuses with the list; a dry run lists the same and changes nothing', async () => {
    await setKeys(CODE, [
      { key: 'menu.play', translation: { en: 'Play', fr: 'Jouer', de: '' } },
      { key: 'level.done', translation: { en: 'Level {n} done', fr: 'Niveau terminé', de: 'Level {n} geschafft' } },
      { key: 'shop.title', translation: { en: 'Shop', fr: 'Boutique', de: 'Laden' } },
      { key: 'coins', translation: { en: '<b>%d</b>', fr: '<b>%d</b>' }, maxLength: 10 },
      { key: 'retired', translation: { en: 'Gone' }, notInUse: true },
    ]);
    const gate = await user.get(`${api()}/gate`);
    expect(gate.status).toBe(200);
    expect(gate.body.languages).toEqual(['en', 'de', 'fr']);
    expect(gate.body.keys).toBe(4);
    expect(gate.body.counts).toEqual({ missing: 1, empty: 1, placeholders: 1, tooLong: 0 });
    const refused = await user.post(`${api()}/generateI18nJson`, { name: 'v1', env: 'sandbox' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('gate_refused');
    expect(refused.body.message).toBe(
      'The publish gate found 3 problems (1 missing text, 1 empty text, 1 placeholder mismatch): fix them before publishing; missing and empty texts may use English fallbacks',
    );
    expect(refused.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'de.coins', message: 'Missing text: no de text' },
        { path: 'de.menu.play', message: 'Empty text: the de text is blank' },
        { path: 'fr.level.done', message: 'Placeholder mismatch: placeholders differ from en: lacks {n}' },
      ]),
    );
    // Fallbacks do not cover a placeholder problem.
    const still = await user.post(`${api()}/generateI18nJson`, {
      name: 'v1',
      env: 'sandbox',
      fallbacks: [
        { lang: 'de', key: 'coins' },
        { lang: 'de', key: 'menu.play' },
      ],
    });
    expect([still.status, still.body.message]).toEqual([409, PUBLISH_MESSAGES.notFallbackable(1)]);
    expect(await t.db.select().from(mlVersions).where(eq(mlVersions.projectCode, CODE))).toEqual([]);
    expect((await read('sandbox', 'en')).status).toBe(404);
  });

  it('publishes with explicit English fallbacks covering every missing and empty text, and records them', async () => {
    await t.db
      .update(mlProjectKeys)
      .set({ translation: { en: 'Level {n} done', fr: 'Niveau {n} terminé', de: 'Level {n} geschafft' } })
      .where(eq(mlProjectKeys.key, 'level.done'));
    const partial = await user.post(`${api()}/generateI18nJson`, { name: 'v1', env: 'sandbox', fallbacks: [{ lang: 'de', key: 'coins' }] });
    expect(partial.status).toBe(409);
    expect(partial.body.message).toBe('The publish gate found 1 problem (1 empty text): fill them, or publish them with English fallbacks');
    expect(partial.body.issues).toEqual([{ path: 'de.menu.play', message: 'Empty text: the de text is blank' }]);

    const r = await user.post(`${api()}/generateI18nJson`, {
      name: 'v1',
      env: 'sandbox',
      fallbacks: [
        { lang: 'de', key: 'coins' },
        { lang: 'de', key: 'menu.play' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      unchanged: false,
      languages: ['en', 'de', 'fr'],
      keys: 4,
      version: { name: 'v1', env: 'sandbox', operator: expect.any(String) },
    });
    expect(r.body.version.fallbacks).toEqual([
      { lang: 'de', key: 'coins' },
      { lang: 'de', key: 'menu.play' },
    ]);
    expect(r.body.version.snapshotId).toBe(r.body.returnId);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.area, 'translations'));
    expect(audit.at(-1)).toMatchObject({ action: 'publish:sandbox', projectCode: CODE });
  });

  it('serves each language to game clients with ETag and 304; 404 for a language not published', async () => {
    const de = await read('sandbox', 'de');
    expect(de.status).toBe(200);
    expect(de.body).toEqual({ coins: '<b>%d</b>', 'level.done': 'Level {n} geschafft', 'menu.play': 'Play', 'shop.title': 'Laden' });
    const etag = de.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await read('sandbox', 'de', { 'if-none-match': etag })).status).toBe(304);
    expect((await read('sandbox', 'ja')).status).toBe(404);
    expect((await read('prod', 'en')).status).toBe(404);
    expect((await read('sandbox', 'en', {}, CODE, 'ck_wrong')).status).toBe(401);
    // Through the generated typed client (app/client).
    const index = await t.gameClient(clientKey).GET('/client/v1/{code}/{env}/i18n', { params: { path: { code: CODE, env: 'sandbox' } } });
    expect(index.data).toMatchObject({ name: 'v1', languages: ['en', 'de', 'fr'] });
  });

  it('prod takes what sandbox serves and is for owners and admins only', async () => {
    const refused = await user.post(`${api()}/generateI18nJson`, { name: 'v1 prod', env: 'prod' });
    expect([refused.status, refused.body.message]).toEqual([403, PROD_OWNERS_ONLY]);
    expect((await read('prod', 'en')).status).toBe(404);
    // Keys edited after the sandbox publish do not reach prod: prod takes sandbox's content.
    await t.db
      .update(mlProjectKeys)
      .set({ translation: { en: 'Store', fr: 'Magasin', de: 'Laden' } })
      .where(eq(mlProjectKeys.key, 'shop.title'));
    const ok = await admin.post(`${api()}/generateI18nJson`, { name: 'v1 prod', env: 'prod' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.version.fallbacks).toHaveLength(2);
    expect((await read('prod', 'en')).body['shop.title']).toBe('Shop');
    // One truth (issue 28): the client's versionId and name are the prod row the history marks live, not sandbox's.
    const index = await game.get(`/client/v1/${CODE}/prod/i18n`, { 'x-client-key': clientKey });
    expect(index.body).toMatchObject({ versionId: ok.body.version.id, name: 'v1 prod', returnId: ok.body.returnId });
    const prodLive = (await admin.get(`${api()}/history?env=prod`)).body.rows.find((r: { live: boolean }) => r.live);
    expect(prodLive.id).toBe(index.body.versionId);
    const again = await admin.post(`${api()}/generateI18nJson`, { name: 'v1 prod again', env: 'prod' });
    expect(again.body).toMatchObject({ unchanged: true, returnId: ok.body.returnId, version: { id: ok.body.version.id } });
    // The owner of a project may publish its prod.
    await setKeys(OWNED, [{ key: 'a', translation: { en: 'A' } }]);
    expect((await user.post(`${api(OWNED)}/generateI18nJson`, { name: 'o1', env: 'prod' })).body.message).toBe(
      PUBLISH_MESSAGES.sandboxFirst,
    );
    expect((await user.post(`${api(OWNED)}/generateI18nJson`, { name: 'o1', env: 'sandbox' })).status).toBe(200);
    expect((await user.post(`${api(OWNED)}/generateI18nJson`, { name: 'o1', env: 'prod' })).status).toBe(200);
  });

  it('a retry with the same Idempotency-Key makes no second version', async () => {
    const h = { 'idempotency-key': 'publish-v2-once' };
    const a = await admin.post(
      `${api()}/generateI18nJson`,
      {
        name: 'v2',
        env: 'sandbox',
        fallbacks: [
          { lang: 'de', key: 'coins' },
          { lang: 'de', key: 'menu.play' },
        ],
      },
      h,
    );
    const b = await admin.post(
      `${api()}/generateI18nJson`,
      {
        name: 'v2',
        env: 'sandbox',
        fallbacks: [
          { lang: 'de', key: 'coins' },
          { lang: 'de', key: 'menu.play' },
        ],
      },
      h,
    );
    expect(a.status).toBe(200);
    expect(b.body).toMatchObject({ unchanged: true, returnId: a.body.returnId, version: { id: a.body.version.id } });
    expect((await t.db.select().from(mlVersions).where(eq(mlVersions.name, 'v2'))).length).toBe(1);
    expect((await read('sandbox', 'en')).body['shop.title']).toBe('Store');
  });

  it('history lists the versions newest first with the live ones marked; diff shows the texts that changed', async () => {
    const h = await user.get(`${api()}/history?ps=10`);
    expect(h.status).toBe(200);
    expect(
      h.body.rows.map((r: { name: string; env: string; live: boolean; fallbackCount: number }) => [r.name, r.env, r.live, r.fallbackCount]),
    ).toEqual([
      ['v2', 'sandbox', true, 2],
      ['v1 prod', 'prod', true, 2],
      ['v1', 'sandbox', false, 2],
    ]);
    expect(h.body.count).toBe(3);
    expect((await user.get(`${api()}/history?env=prod`)).body.rows).toHaveLength(1);
    const [v2, , v1] = h.body.rows;
    const d = await user.get(`${api()}/history/${v2.id}/diff?with=${v1.id}`);
    expect(d.status).toBe(200);
    expect(d.body.from.id).toBe(v1.id);
    expect(d.body.rows).toEqual([
      { lang: 'en', key: 'shop.title', change: 'changed', old: 'Shop', new: 'Store' },
      { lang: 'fr', key: 'shop.title', change: 'changed', old: 'Boutique', new: 'Magasin' },
    ]);
    // Default: the version before it on the same env.
    expect((await user.get(`${api()}/history/${v2.id}/diff`)).body.from.id).toBe(v1.id);
    expect((await user.get(`${api()}/history/${v2.id}/diff?with=${v1.id}&lang=fr`)).body.rows).toHaveLength(1);
    const first = await user.get(`${api()}/history/${v1.id}/diff`);
    expect([first.body.from, first.body.total]).toEqual([null, 12]);
    expect((await user.get(`${api()}/history/999999/diff`)).body.message).toBe(PUBLISH_MESSAGES.versionNotFound(999999));
    expect((await user.get(`${api()}/history/${v2.id}/diff?with=999999`)).status).toBe(404);
    expect((await user.get(`${api()}/history/${v2.id}/diff?with=abc`)).status).toBe(400);
    expect((await user.get(`${api()}/history?pn=0`)).status).toBe(400);
  });

  it('a rollback (core route) makes the earlier texts live and is listed in the history', async () => {
    const h = (await user.get(`${api()}/history`)).body.rows;
    const v1 = h.find((r: { name: string }) => r.name === 'v1');
    const before = await read('sandbox', 'en');
    const r = await user.post(`/v1/${CODE}/releases/translations/rollback`, { env: 'sandbox', id: v1.snapshotId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await read('sandbox', 'en', { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.body['shop.title']).toBe('Shop');
    const top = (await user.get(`${api()}/history`)).body.rows[0];
    expect(top).toMatchObject({ name: 'Rollback to v1', env: 'sandbox', live: true, snapshotId: r.body.returnId, fallbackCount: 2 });
    const index = await game.get(`/client/v1/${CODE}/sandbox/i18n`, { 'x-client-key': clientKey });
    expect(index.body).toMatchObject({ versionId: top.id, name: 'Rollback to v1', returnId: r.body.returnId });
    // Prod rollback: owners and admins.
    const prodRefused = await user.post(`/v1/${CODE}/releases/translations/rollback`, { env: 'prod', id: v1.snapshotId });
    expect(prodRefused.status).toBe(403);
  });

  it('downloads one language as JSON or all as a zip, of a version, an env or the keys now', async () => {
    const h = (await user.get(`${api()}/history`)).body.rows;
    const v2 = h.find((r: { name: string }) => r.name === 'v2');
    const one = await exportFile(t, user, `${api()}/getI18nFile?lang=fr&version=${v2.id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe('application/json');
    expect(one.headers.get('content-disposition')).toContain(`tiles-i18n-v${v2.id}-fr.json`);
    expect((await one.json())['shop.title']).toBe('Magasin');
    const live = await exportFile(t, user, `${api()}/getI18nFile?lang=en&env=prod`);
    expect((await live.json())['shop.title']).toBe('Shop');
    const all = await exportFile(t, user, `${api()}/getI18nFile?env=sandbox`);
    expect(all.headers.get('content-type')).toBe('application/zip');
    expect(all.headers.get('content-disposition')).toContain('tiles-i18n-sandbox.zip');
    const zipped = Buffer.from(await all.arrayBuffer());
    expect(zipped.readUInt32LE(0)).toBe(0x04034b50);
    // Stored entries: the names and the texts are there as written.
    expect(zipped.includes('en.json')).toBe(true);
    expect(zipped.includes('"shop.title": "Shop"')).toBe(true);
    const draft = await exportFile(t, user, `${api()}/getI18nFile?lang=de`);
    expect(await draft.json()).toEqual({ 'level.done': 'Level {n} geschafft', 'shop.title': 'Laden' });
    // The draft is built by the job: a language it lacks fails the job with the 404's message.
    await expect(exportFile(t, user, `${api()}/getI18nFile?lang=ko`)).rejects.toThrow(PUBLISH_MESSAGES.languageNotPublished('ko'));
    expect((await user.get(`${api()}/getI18nFile?lang=ko&env=sandbox`)).status).toBe(404);
    expect((await user.get(`${api()}/getI18nFile?lang=ko&version=${v2.id}`)).body.message).toBe(
      PUBLISH_MESSAGES.languageNotPublished('ko'),
    );
    expect((await user.get(`${api()}/getI18nFile?version=99999999`)).body.message).toBe(PUBLISH_MESSAGES.versionNotFound(99999999));
    expect((await user.get(`${api()}/getI18nFile?env=sandbox&version=1`)).status).toBe(400);
  });

  it('needs the translate right', async () => {
    const limit = await t.signIn(LIMIT);
    for (const [m, p] of [
      ['GET', `${api()}/gate`],
      ['GET', `${api()}/history`],
      ['GET', `${api()}/getI18nFile?env=sandbox`],
      ['POST', `${api()}/generateI18nJson`],
    ] as const) {
      const r = await limit.request(m, p, m === 'POST' ? { name: 'x', env: 'sandbox' } : undefined);
      expect(r.status, `${m} ${p}`).toBe(403);
    }
  });
});

describe('demo data', () => {
  it('publishes versions a game client reads, with history for the diff', async () => {
    const d = await startTestApp({ plugins: ['translations'], demo: ['translations'] });
    try {
      const a = await d.signIn(ADMIN);
      const h = await a.get('/v1/jigsaw/mlTranslate/history');
      expect(h.body.rows.map((r: { name: string; env: string }) => `${r.name}@${r.env}`)).toEqual([
        'Spring event texts@sandbox',
        'Launch texts@prod',
        'Launch texts@sandbox',
      ]);
      const [key] = await d.db.select().from(projects).where(eq(projects.code, 'jigsaw'));
      const de = await d.client().get('/client/v1/jigsaw/prod/i18n/de', { 'x-client-key': key.clientKey });
      // Prod serves what was published; the edit made since (shop.coins lost {count} in de) is not
      // live, and the gate refuses the next publish for it.
      expect(de.body['shop.coins']).toBe('{count} Münzen');
      const gate = await a.get('/v1/jigsaw/mlTranslate/gate');
      expect(gate.status).toBe(200);
      expect(JSON.stringify(gate.body)).toContain('shop.coins');
      const diff = await a.get(`/v1/jigsaw/mlTranslate/history/${h.body.rows[0].id}/diff`);
      expect(diff.body.total).toBeGreaterThan(0);
    } finally {
      await d.close();
    }
  });
});
