// Common Translate's API (000 §2.2, §4, §5, §7): every message, the sync check's Ignore/Sync, the
// three-way sync and its conflicts (batchCreateCustoms and applyToAllCustom), the rename into the
// projects, tags, the Excel import with a file made by Gnumeric, suggestions, audit and roles.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../../core/server/db/schema';
import { writeXlsx } from '../../../../core/server/xlsx';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { COMMON_MESSAGES } from '../../schemas/common';
import { mlCommonKeys, mlProjectKeys } from '../db';
import { seedCommon } from './demo';
import { importAndRun } from '../../../../tests/api/jobs';

let t: TestApp;
let admin: Client;
let user: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['translations'], demo: [] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
});
afterAll(() => t.close());

const API = '/v1/admin/ml/common';
const create = async (key: string, translation: Record<string, string>, extra: Record<string, unknown> = {}) => {
  const r = await admin.post(API, { key, translation, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.common as {
    id: number;
    key: string;
    translation: Record<string, string>;
    unfinished: boolean;
    tags: { name: string }[];
    linkedCount: number;
  };
};
const projectKey = async (code: string, key: string) =>
  (
    await t.db
      .select()
      .from(mlProjectKeys)
      .where(and(eq(mlProjectKeys.projectCode, code), eq(mlProjectKeys.key, key)))
  )[0];
const sync = (keyIds: number[], codes: string[], resolutions: unknown[] = []) =>
  admin.post(`${API}/batchCreateCustoms?keyIds=${keyIds.join(',')}`, {
    customs: codes.flatMap((projectCode) => keyIds.map((keyId) => ({ projectCode, keyId, commonId: keyId }))),
    resolutions,
  });
const check = async (keyIds: number[], codes: string[]) => {
  const r = await admin.get(`${API}/customTranslatesByKeysAndProjects?keyIds=${keyIds.join(',')}&projectCodes=${codes.join(',')}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.rows as {
    projectCode: string;
    keyId: number;
    action: string;
    note: string;
    languages: { lang: string; base: string | null; common: string; project: string | null; state: string }[];
  }[];
};
const audits = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.area, 'translations'), eq(auditLog.action, action)));

describe('create, read, edit, delete: the messages of 000 §5', () => {
  it("creates a key; key, en and language codes are checked with the spec's messages", async () => {
    const k = await create('welcome.title', { en: ' Welcome ', fr: 'Bienvenue', de: '' });
    expect(k.translation).toEqual({ en: 'Welcome', fr: 'Bienvenue' });
    expect(k.unfinished).toBe(true);
    const bad = async (body: unknown) => (await admin.post(API, body)).body;
    expect((await bad({ key: '', translation: { en: 'x' } })).issues).toContainEqual({ path: 'key', message: "can't be null" });
    expect((await bad({ translation: { en: 'x' } })).issues).toContainEqual({ path: 'key', message: "can't be null" });
    expect((await bad({ key: 'a.b', translation: { en: '  ' } })).issues).toContainEqual({
      path: 'translation.en',
      message: 'can not be null',
    });
    expect((await bad({ key: 'a.b', translation: { fr: 'x' } })).issues).toContainEqual({
      path: 'translation.en',
      message: 'can not be null',
    });
    expect((await bad({ key: 'a.b', translation: { en: 'x', '': 'y' } })).issues).toContainEqual({
      path: 'translation.',
      message: "can't be null",
    });
    expect((await bad({ key: 'a.b', translation: { en: 'x', xx: 'y' } })).issues).toContainEqual({
      path: 'translation.xx',
      message: COMMON_MESSAGES.unknownLanguage('xx'),
    });
    expect((await bad({ key: 'a b', translation: { en: 'x' } })).issues).toContainEqual({ path: 'key', message: COMMON_MESSAGES.keyChars });
    expect((await bad({ key: 'a.b', translation: { en: 'x' }, maxLength: 0 })).issues).toContainEqual({
      path: 'maxLength',
      message: COMMON_MESSAGES.maxLength,
    });
    expect((await bad({ key: 'a.b', translation: { en: 'x' }, maxLength: 1.5 })).issues).toContainEqual({
      path: 'maxLength',
      message: COMMON_MESSAGES.maxLength,
    });
    expect(((await create('with.limit', { en: 'Short' }, { maxLength: 12 })) as unknown as { maxLength: number }).maxLength).toBe(12);
    const dup = await admin.post(API, { key: 'welcome.title', translation: { en: 'x' } });
    expect([dup.status, dup.body.message]).toEqual([409, COMMON_MESSAGES.keyTaken('welcome.title')]);
    const one = await admin.get(`${API}/${k.id}`);
    expect(one.body.common.key).toBe('welcome.title');
    expect((await admin.get(`${API}/999999`)).status).toBe(404);
    expect((await admin.get(`${API}/abc`)).status).toBe(404);
    expect(await audits('createCommon')).toHaveLength(2);
  });

  it('edits the texts and the Unfinished/Completed flag; deletes', async () => {
    const k = await create('edit.me', { en: 'Edit me' });
    const r = await admin.put(`${API}/${k.id}`, { translation: { en: 'Edited', de: 'Bearbeitet' }, unfinished: false });
    expect(r.status).toBe(200);
    expect([r.body.common.translation, r.body.common.unfinished]).toEqual([{ en: 'Edited', de: 'Bearbeitet' }, false]);
    expect((await admin.put(`${API}/${k.id}`, { translation: { de: 'x' } })).body.issues).toContainEqual({
      path: 'translation.en',
      message: 'can not be null',
    });
    // A machine-filled text an operator changes is no longer the engine's; the untouched one stays.
    await t.db
      .update(mlCommonKeys)
      .set({ translation: { en: 'Edited', de: 'Bearbeitet', fr: 'Modifié' }, engines: { de: 'deepl', fr: 'memory' } })
      .where(eq(mlCommonKeys.id, k.id));
    expect((await admin.put(`${API}/${k.id}`, { translation: { en: 'Edited', de: 'Geändert', fr: 'Modifié' } })).status).toBe(200);
    expect((await t.db.select().from(mlCommonKeys).where(eq(mlCommonKeys.id, k.id)))[0].engines).toEqual({ fr: 'memory' });
    const del = await admin.delete(`${API}/${k.id}`);
    expect(del.body).toEqual({ id: k.id, unlinked: 0 });
    expect((await admin.get(`${API}/${k.id}`)).status).toBe(404);
    expect(await audits('deleteCommon')).toHaveLength(1);
  });

  it('lists a page at a time, searches every text, filters by tags', async () => {
    await create('search.alpha', { en: 'Alpha', ja: 'アルファ' });
    await create('search.beta', { en: 'Beta' });
    const byText = await admin.get(`${API}?q=${encodeURIComponent('アルファ')}`);
    expect(byText.body.list.map((k: { key: string }) => k.key)).toEqual(['search.alpha']);
    expect((await admin.get(`${API}?q=search.&ps=20`)).body.total).toBe(2);
    expect((await admin.get(`${API}?q=100%25`)).body.total).toBe(0);
    expect((await admin.get(`${API}?ps=7`)).status).toBe(400);
    const tag = (await admin.post('/v1/admin/ml/tag', { tagName: 'menu', code: 'common' })).body.tag;
    const beta = (await admin.get(`${API}?q=search.beta`)).body.list[0];
    const set = await admin.post(`/v1/admin/ml/tag/${beta.id}/setTagsToKey`, { tagNameList: ['menu', 'brand-new'] });
    expect(set.body.common.tags.map((x: { name: string }) => x.name)).toEqual(['brand-new', 'menu']);
    const listed = await admin.get(`${API}/listByTags?tagIds=${tag.id}`);
    expect(listed.body.list.map((k: { key: string }) => k.key)).toEqual(['search.beta']);
    expect((await admin.get(`${API}/listByTags`)).status).toBe(400);
    expect((await admin.get(`${API}/listByTags?tagIds=a,b`)).body.message).toContain(COMMON_MESSAGES.tagIds);
  });
});

describe('tags (000 §7 "Tags")', () => {
  it('creates, renames, deletes (taking the tag off its keys); names are unique', async () => {
    const r = await admin.post('/v1/admin/ml/tag', { tagName: 'popup', code: 'common' });
    expect(r.status).toBe(200);
    expect((await admin.post('/v1/admin/ml/tag', { tagName: 'popup', code: 'common' })).status).toBe(409);
    expect((await admin.post('/v1/admin/ml/tag', { tagName: ' ', code: 'common' })).body.issues).toContainEqual({
      path: 'tagName',
      message: COMMON_MESSAGES.tagName,
    });
    expect((await admin.post('/v1/admin/ml/tag', { tagName: 'x', code: 'jigsaw' })).body.issues).toContainEqual({
      path: 'code',
      message: COMMON_MESSAGES.tagScope,
    });
    const k = await create('tagged.key', { en: 'Tagged' });
    await admin.post(`/v1/admin/ml/tag/${k.id}/setTagsToKey`, { tagNameList: ['popup'] });
    expect((await admin.get('/v1/admin/ml/tag')).body.tags.find((x: { name: string }) => x.name === 'popup').keys).toBe(1);
    const renamed = await admin.put(`/v1/admin/ml/tag/${r.body.tag.id}`, { tagName: 'dialog' });
    expect(renamed.body.tag.name).toBe('dialog');
    expect((await admin.get(`${API}/${k.id}`)).body.common.tags.map((x: { name: string }) => x.name)).toEqual(['dialog']);
    expect((await admin.delete(`/v1/admin/ml/tag/${r.body.tag.id}`)).status).toBe(200);
    expect((await admin.get(`${API}/${k.id}`)).body.common.tags).toEqual([]);
    expect((await admin.delete(`/v1/admin/ml/tag/${r.body.tag.id}`)).status).toBe(404);
    expect((await audits('deleteTag')).length).toBe(1);
  });
});

describe('sync to projects: the check, Ignore/Sync, the three-way merge', () => {
  it('marks Ignore a key the project has of its own (no commonId) and never touches it; creates the rest', async () => {
    const k1 = await create('sync.one', { en: 'One', fr: 'Un' });
    const k2 = await create('sync.two', { en: 'Two' });
    await t.db.insert(mlProjectKeys).values({ projectCode: 'jigsaw', key: 'sync.two', translation: { en: 'Two (own)' }, source: 'manual' });
    const rows = await check([k1.id, k2.id], ['jigsaw', 'words']);
    expect(rows.map((r) => [r.projectCode, r.keyId, r.action, r.note])).toEqual([
      ['jigsaw', k1.id, 'Sync', 'create'],
      ['jigsaw', k2.id, 'Ignore', 'The project has its own key of this name'],
      ['words', k1.id, 'Sync', 'create'],
      ['words', k2.id, 'Sync', 'create'],
    ]);
    const r = await sync([k1.id, k2.id], ['jigsaw', 'words']);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      created: 3,
      updated: 0,
      ignored: [{ projectCode: 'jigsaw', keyId: k2.id, key: 'sync.two' }],
      skipped: [],
    });
    const own = await projectKey('jigsaw', 'sync.two');
    expect([own.translation, own.commonId]).toEqual([{ en: 'Two (own)' }, null]);
    const synced = await projectKey('words', 'sync.one');
    expect([synced.translation, synced.commonId, synced.commonBase, synced.source]).toEqual([
      { en: 'One', fr: 'Un' },
      k1.id,
      { en: 'One', fr: 'Un' },
      'common',
    ]);
    expect((await admin.get(`${API}/${k1.id}`)).body.common.linkedCount).toBe(2);
    expect(await audits('syncCommon')).toHaveLength(1);
  });

  it('shows per language the old common, new common and project text; a conflict keeps the project text unless the operator takes the common one', async () => {
    const k = await create('sync.three', { en: 'Continue', fr: 'Continuer', de: 'Weiter' });
    await sync([k.id], ['jigsaw', 'words']);
    // jigsaw rewords its French itself; then the common French and German change.
    const own = await projectKey('jigsaw', 'sync.three');
    await t.db
      .update(mlProjectKeys)
      .set({ translation: { ...own.translation, fr: 'Poursuivre' } })
      .where(eq(mlProjectKeys.id, own.id));
    await admin.put(`${API}/${k.id}`, { translation: { en: 'Continue', fr: 'Continuez', de: 'Fortfahren', es: 'Continuar' } });
    const [jig, words] = await check([k.id], ['jigsaw', 'words']);
    expect(jig.languages).toEqual([
      { lang: 'en', base: 'Continue', common: 'Continue', project: 'Continue', state: 'same' },
      { lang: 'de', base: 'Weiter', common: 'Fortfahren', project: 'Weiter', state: 'update' },
      { lang: 'es', base: null, common: 'Continuar', project: null, state: 'new' },
      { lang: 'fr', base: 'Continuer', common: 'Continuez', project: 'Poursuivre', state: 'conflict' },
    ]);
    expect(words.languages.map((l) => l.state)).toEqual(['same', 'update', 'new', 'update']);
    // No choice: the conflict keeps the project's text and is answered as skipped.
    const r = await sync([k.id], ['jigsaw', 'words']);
    expect(r.body).toMatchObject({
      created: 0,
      updated: 2,
      skipped: [{ projectCode: 'jigsaw', keyId: k.id, lang: 'fr', project: 'Poursuivre', common: 'Continuez' }],
    });
    expect((await projectKey('jigsaw', 'sync.three')).translation).toEqual({
      en: 'Continue',
      fr: 'Poursuivre',
      de: 'Fortfahren',
      es: 'Continuar',
    });
    expect((await projectKey('words', 'sync.three')).translation).toEqual({
      en: 'Continue',
      fr: 'Continuez',
      de: 'Fortfahren',
      es: 'Continuar',
    });
    // The base moved on: the kept text is the project's own now ('kept'), not asked again.
    expect((await check([k.id], ['jigsaw']))[0].languages.find((l) => l.lang === 'fr')!.state).toBe('kept');
    // A new common French: a conflict again; the operator takes the common one.
    await admin.put(`${API}/${k.id}`, { translation: { en: 'Continue', fr: 'Continuer !', de: 'Fortfahren', es: 'Continuar' } });
    const taken = await sync([k.id], ['jigsaw'], [{ projectCode: 'jigsaw', keyId: k.id, lang: 'fr', take: 'common' }]);
    expect(taken.body).toMatchObject({ updated: 1, skipped: [] });
    expect((await projectKey('jigsaw', 'sync.three')).translation.fr).toBe('Continuer !');
  });

  it('applyToAllCustom follows the same rule and answers what it skipped', async () => {
    const k = await create('sync.four', { en: 'Shop', fr: 'Boutique' });
    await sync([k.id], ['jigsaw', 'words']);
    const own = await projectKey('words', 'sync.four');
    await t.db
      .update(mlProjectKeys)
      .set({ translation: { en: 'Store', fr: 'Boutique' } })
      .where(eq(mlProjectKeys.id, own.id));
    // jigsaw's French came from a machine: the common text replaces it, and so the engine's mark.
    await t.db
      .update(mlProjectKeys)
      .set({ engines: { fr: 'deepl' } })
      .where(and(eq(mlProjectKeys.projectCode, 'jigsaw'), eq(mlProjectKeys.key, 'sync.four')));
    await admin.put(`${API}/${k.id}`, { translation: { en: 'The shop', fr: 'La boutique' } });
    const linked = await admin.get(`${API}/${k.id}/linkedCustomTranslations`);
    expect(linked.body.projects.map((p: { projectCode: string; edited: string[] }) => [p.projectCode, p.edited])).toEqual([
      ['jigsaw', []],
      ['words', ['en']],
    ]);
    const r = await admin.post(`${API}/${k.id}/applyToAllCustom`, {});
    expect(r.body).toMatchObject({ updated: 2, skipped: [{ projectCode: 'words', lang: 'en', project: 'Store', common: 'The shop' }] });
    expect((await projectKey('jigsaw', 'sync.four')).translation).toEqual({ en: 'The shop', fr: 'La boutique' });
    expect((await projectKey('jigsaw', 'sync.four')).engines).toEqual({});
    expect((await projectKey('words', 'sync.four')).translation).toEqual({ en: 'Store', fr: 'La boutique' });
    expect(await audits('applyToAllCustom')).toHaveLength(1);
    await admin.put(`${API}/${k.id}`, { translation: { en: 'Shop!', fr: 'La boutique' } });
    const taken = await admin.post(`${API}/${k.id}/applyToAllCustom`, {
      resolutions: [{ projectCode: 'words', lang: 'en', take: 'common' }],
    });
    expect(taken.body).toMatchObject({ updated: 2, skipped: [] });
    expect((await projectKey('words', 'sync.four')).translation.en).toBe('Shop!');
  });

  it('refuses bad pairs and unknown projects or keys with a 400 and changes nothing', async () => {
    const k = await create('sync.five', { en: 'Five' });
    const before = await t.db.select().from(mlProjectKeys);
    expect(
      (
        await admin.post(`${API}/batchCreateCustoms?keyIds=${k.id}`, {
          customs: [{ projectCode: 'jigsaw', keyId: k.id + 1, commonId: k.id + 1 }],
        })
      ).body.message,
    ).toBe(COMMON_MESSAGES.customNotInKeys(k.id + 1));
    expect(
      (await admin.post(`${API}/batchCreateCustoms?keyIds=${k.id}`, { customs: [{ projectCode: 'jigsaw', keyId: k.id, commonId: 1 }] }))
        .body.message,
    ).toBe(COMMON_MESSAGES.commonIdIsKeyId);
    expect(
      (await admin.post(`${API}/batchCreateCustoms?keyIds=${k.id}`, { customs: [{ projectCode: 'nope', keyId: k.id, commonId: k.id }] }))
        .status,
    ).toBe(400);
    expect((await admin.post(`${API}/batchCreateCustoms?keyIds=${k.id}`, { customs: [] })).status).toBe(400);
    expect((await admin.get(`${API}/customTranslatesByKeysAndProjects?keyIds=999999&projectCodes=jigsaw`)).status).toBe(400);
    expect((await admin.get(`${API}/customTranslatesByKeysAndProjects?keyIds=${k.id}`)).status).toBe(400);
    expect(await t.db.select().from(mlProjectKeys)).toEqual(before);
  });

  it('a deleted common key leaves the projects their keys, as their own', async () => {
    const k = await create('sync.six', { en: 'Six' });
    await sync([k.id], ['jigsaw']);
    expect((await admin.delete(`${API}/${k.id}`)).body).toEqual({ id: k.id, unlinked: 1 });
    const row = await projectKey('jigsaw', 'sync.six');
    expect([row.translation, row.commonId]).toEqual([{ en: 'Six' }, null]);
  });
});

describe('key rename (PUT /v1/admin/ml/key/{oldKey})', () => {
  it("needs a new key ('lack of key'), renames the synced project keys, refuses a taken name", async () => {
    const k = await create('rename.me', { en: 'Rename me' });
    await sync([k.id], ['jigsaw']);
    expect((await admin.put('/v1/admin/ml/key/rename.me', {})).body.issues).toContainEqual({ path: 'newKey', message: 'lack of key' });
    expect((await admin.put('/v1/admin/ml/key/rename.me', { newKey: '  ' })).body.issues).toContainEqual({
      path: 'newKey',
      message: 'lack of key',
    });
    expect((await admin.put('/v1/admin/ml/key/no.such', { newKey: 'x' })).status).toBe(404);
    await create('taken.key', { en: 'Taken' });
    expect((await admin.put('/v1/admin/ml/key/rename.me', { newKey: 'taken.key' })).status).toBe(409);
    await t.db.insert(mlProjectKeys).values({ projectCode: 'jigsaw', key: 'project.own', translation: { en: 'Own' } });
    const clash = await admin.put('/v1/admin/ml/key/rename.me', { newKey: 'project.own' });
    expect([clash.status, clash.body.message]).toEqual([409, COMMON_MESSAGES.renameClash('project.own', ['jigsaw'])]);
    const r = await admin.put('/v1/admin/ml/key/rename.me', { newKey: 'renamed.key' });
    expect([r.status, r.body.common.key, r.body.projectKeys]).toEqual([200, 'renamed.key', 1]);
    expect((await projectKey('jigsaw', 'renamed.key')).commonId).toBe(k.id);
    expect(await projectKey('jigsaw', 'rename.me')).toBeUndefined();
    expect(await audits('renameCommon')).toHaveLength(1);
  });
});

describe('Excel import (createByExcel, multipart field excel)', () => {
  const fixture = () => fs.readFileSync(path.join(__dirname, '../../../../tests/fixtures/common-keys.gnumeric.xlsx'));
  const upload = (data: BlobPart, name = 'keys.xlsx') => importAndRun(t, admin, `${API}/createByExcel`, { excel: { name, data } });

  it('reads a file made by Gnumeric: new keys created, an existing one takes the filled cells', async () => {
    await create('existing.key', { en: 'Hello', fr: 'Bonjour' });
    const r = await upload(fixture(), 'common-keys.gnumeric.xlsx');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ rows: 4, created: 3, updated: 1, unchanged: 0 });
    const get = async (key: string) => (await t.db.select().from(mlCommonKeys).where(eq(mlCommonKeys.key, key)))[0];
    expect((await get('menu.play')).translation).toEqual({ en: 'Play', fr: 'Jouer', de: 'Spielen', ja: 'プレイ' });
    expect((await get('menu.quit')).translation).toEqual({ en: 'Quit', fr: 'Quitter', ja: '終了' });
    expect((await get('menu.quit')).unfinished).toBe(true);
    expect((await get('existing.key')).translation).toEqual({ en: 'Hello again', fr: 'Bonjour', de: 'Hallo wieder' });
    expect((await upload(fixture())).body).toEqual({ rows: 4, created: 0, updated: 0, unchanged: 4 });
    expect(await audits('importCommon')).toHaveLength(2);
  });

  it('refuses another file kind, a bad header and bad rows, and changes nothing', async () => {
    const before = await t.db.select().from(mlCommonKeys);
    const csv = await upload('key,en\na,b', 'keys.csv');
    expect([csv.status, csv.body.message]).toEqual([400, 'Only xlsx files can be uploaded']);
    expect((await admin.upload(`${API}/createByExcel`, { file: { name: 'k.xlsx', data: fixture() } })).body.message).toBe(
      'Please select an xlsx file',
    );
    const sheet = (rows: unknown[][]) => writeXlsx([{ name: 's', rows: rows as string[][] }]);
    expect(
      (
        await upload(
          sheet([
            ['en', 'fr'],
            ['a', 'b'],
          ]),
        )
      ).body.message,
    ).toBe('The first row must name the columns: key, en and language codes');
    expect(
      (
        await upload(
          sheet([
            ['key', 'en', 'klingon'],
            ['a', 'b', 'c'],
          ]),
        )
      ).body.message,
    ).toBe('Column klingon is not a supported language');
    const bad = await upload(
      sheet([
        ['key', 'en', 'fr'],
        ['ok.key', 'Fine', ''],
        ['', 'No key', ''],
        ['no.en', '', 'x'],
        ['ok.key', 'Again', ''],
      ]),
    );
    expect([bad.status, bad.job?.state]).toEqual([400, 'failed']);
    expect(bad.body.message).toBe(
      "Row 3: the key can't be null or has characters other than letters, digits and . _ - :; Row 4: en can not be null; Row 5: key ok.key is also in row 2",
    );
    expect(await t.db.select().from(mlCommonKeys)).toEqual(before);
  });
});

describe('translation memory suggestions', () => {
  it('ranks the texts other keys use for the same English text by count', async () => {
    const k = await create('tm.a', { en: 'Settings', fr: 'Paramètres' });
    await create('tm.b', { en: 'Settings', fr: 'Réglages' });
    await t.db.insert(mlProjectKeys).values([
      { projectCode: 'jigsaw', key: 'tm.own', translation: { en: 'Settings', fr: 'Paramètres', de: 'Einstellungen' } },
      { projectCode: 'words', key: 'tm.own', translation: { en: 'Settings', fr: 'Paramètres' } },
    ]);
    const r = await admin.get(`${API}/suggestions?en=Settings&excludeId=${k.id}`);
    // tm.a itself is left out; projects' keys are 'other' (no project is the viewer on the common screen).
    expect(r.body.suggestions).toEqual({
      fr: [
        { text: 'Paramètres', count: 2, from: ['other'] },
        { text: 'Réglages', count: 1, from: ['common'] },
      ],
      de: [{ text: 'Einstellungen', count: 1, from: ['other'] }],
    });
    expect((await admin.get(`${API}/suggestions?en=`)).status).toBe(400);
  });
});

describe('access and demo', () => {
  it('is for admins only', async () => {
    expect((await user.get(API)).status).toBe(403);
    expect((await user.post(API, { key: 'x', translation: { en: 'x' } })).status).toBe(403);
    expect((await user.get('/v1/admin/ml/tag')).status).toBe(403);
    expect((await t.client().get(API)).status).toBe(401);
  });

  it('seeds a game UI: ~40 keys, tags, some unfinished, synced into two projects with one own edit', async () => {
    const d = await startTestApp({ plugins: ['translations'], demo: [] });
    try {
      await seedCommon({ db: d.db });
      const keys = await d.db.select().from(mlCommonKeys);
      expect(keys.length).toBeGreaterThanOrEqual(40);
      expect(keys.some((k) => k.unfinished) && keys.some((k) => !k.unfinished)).toBe(true);
      const a = await d.signIn(ADMIN);
      const cont = keys.find((k) => k.key === 'button.continue')!;
      await a.put(`${API}/${cont.id}`, { translation: { ...cont.translation, fr: 'Continuez' } });
      const rows = (await a.get(`${API}/customTranslatesByKeysAndProjects?keyIds=${cont.id}&projectCodes=jigsaw,words`)).body.rows;
      expect(rows.map((r: { languages: { lang: string; state: string }[] }) => r.languages.find((l) => l.lang === 'fr')!.state)).toEqual([
        'conflict',
        'update',
      ]);
    } finally {
      await d.close();
    }
  });
});
