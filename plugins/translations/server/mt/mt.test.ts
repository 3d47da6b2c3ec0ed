// Machine translation through the API: validation messages (nothing enqueued), access, the job
// with the translation memory as the default (fills from other projects' and the common keys'
// identical English, reports what it could not, never overwrites unless asked), with a
// LibreTranslate-speaking local server as the provider, and with a DeepL one out of quota.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../../../core/server/db/schema';
import { createJobWorker } from '../../../../core/server/jobs/worker';
import type { TranslateSettings } from '../../../../core/server/translate/types';
import { seedMachineTranslation } from './demo';
import { ADMIN, startTestApp, USER, type Client, type TestApp } from '../../../../tests/api/harness';
import { MT_MESSAGES } from '../../schemas/mt';
import { mlCommonKeys, mlProjectKeys } from '../db';

async function runJobs(t: TestApp, admin: Client, id: number) {
  const worker = createJobWorker({ db: t.db, config: t.config, plugins: t.plugins, services: t.services, settings: { pollMs: 10 } });
  for (let i = 0; i < 20; i++) if (!(await worker.runOnce())) break;
  await worker.stop?.();
  return (await admin.get(`/v1/jobs/${id}`)).body.job;
}

async function key(t: TestApp, code: string, k: string, translation: Record<string, string>) {
  const [row] = await t.db.insert(mlProjectKeys).values({ projectCode: code, key: k, translation, unfinished: false }).returning();
  return row;
}
const row = async (t: TestApp, id: number) => (await t.db.select().from(mlProjectKeys).where(eq(mlProjectKeys.id, id)))[0];
const jobCount = async (t: TestApp) => Number((await t.db.select({ n: count() }).from(jobs))[0].n);

describe('machine translation with the translation memory (no provider)', () => {
  let t: TestApp;
  let admin: Client;
  let user: Client;
  beforeAll(async () => {
    // Only this part's demo (common keys missing languages, the project texts that fill them): the
    // figures below count on it, not on the other parts' demo keys.
    t = await startTestApp({ plugins: ['translations'], demo: [] });
    await seedMachineTranslation({ db: t.db, config: t.config, plugins: t.plugins, services: t.services, print: () => {} });
    admin = await t.signIn(ADMIN);
    user = await t.signIn(USER);
  });
  afterAll(() => t.close());

  it('refuses what the spec refuses, with its messages, and enqueues nothing', async () => {
    const a = await key(t, 'words', 'v.one', { en: 'Continue' });
    const b = await key(t, 'words', 'v.two', { en: '  ', fr: 'Deux' });
    const c = await key(t, 'words', 'v.three', { de: 'Drei' });
    const before = await jobCount(t);
    const post = (body: unknown) => admin.post('/v1/words/translate', body);
    const ok = { ids: [a.id], sourceLanguage: 'en', targetLanguageList: ['fr'] };
    expect((await post({ ...ok, ids: [] })).body.message).toBe(MT_MESSAGES.selectRows);
    expect((await post({ sourceLanguage: 'en', targetLanguageList: ['fr'] })).body.message).toBe(MT_MESSAGES.selectRows);
    expect((await post({ ...ok, sourceLanguage: '' })).body.message).toBe(MT_MESSAGES.sourceRequired);
    expect((await post({ ...ok, targetLanguageList: [] })).body.message).toBe(MT_MESSAGES.targetsRequired);
    expect((await post({ ...ok, targetLanguageList: ['klingon'] })).body.message).toBe(MT_MESSAGES.unknownLanguage);
    expect((await post({ ...ok, targetLanguageList: ['en', 'fr'] })).body.message).toBe(MT_MESSAGES.targetIsSource);
    expect((await post({ ...ok, ids: ['12345678901234567890'] })).status).toBe(400);
    const empty = await post({ ...ok, ids: [a.id, b.id, c.id] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The source language (en) has no text in 2 rows: v.two, v.three');
    expect(MT_MESSAGES.sourceEmpty('en', ['k'])).toBe('The source language (en) has no text in row: k');
    // a key of another project is not this project's row
    const other = await key(t, 'tiles', 'v.tiles', { en: 'Continue' });
    expect((await post({ ...ok, ids: [a.id, other.id] })).status).toBe(404);
    expect(await jobCount(t)).toBe(before);
  });

  it('needs the right in the project; the common keys need an admin; the languages any signed-in user', async () => {
    const k = await key(t, 'jigsaw', 'r.one', { en: 'Hello there' });
    const w = await key(t, 'words', 'r.words', { en: 'Hello there' });
    expect((await user.post('/v1/words/translate', { ids: [w.id], sourceLanguage: 'en', targetLanguageList: ['fr'] })).status).toBe(403);
    const started = await user.post('/v1/jigsaw/translate', { ids: [k.id], sourceLanguage: 'en', targetLanguageList: ['fr'] });
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('translation submitted, check results later');
    expect((await user.get(`/v1/jobs/${started.body.jobId}`)).status).toBe(200);
    const [common] = await t.db.select().from(mlCommonKeys).limit(1);
    expect((await user.post('/v1/admin/ml/translate', { ids: [common.id], sourceLanguage: 'en', targetLanguageList: ['fr'] })).status).toBe(
      403,
    );
    expect((await user.get('/v1/admin/ml/translate/keys')).status).toBe(403);
    const own = await user.get('/v1/jigsaw/translate/keys');
    expect(own.status).toBe(200);
    expect(own.body.keys.map((x: { key: string }) => x.key)).toContain('r.one');
    expect((await user.get('/v1/words/translate/keys')).status).toBe(403);
    const langs = await user.get('/v1/translate/supportedLanguages');
    expect(langs.status).toBe(200);
    expect(langs.body.code).toBe(0);
    expect(langs.body.engines).toEqual(['memory']);
    expect(langs.body.payload).toContainEqual({ code: 'zh-CN', name: 'Chinese (Simplified)', machine: false });
    expect((await t.client().get('/v1/translate/supportedLanguages')).status).toBe(401);
  });

  it('fills from the same English elsewhere (this project, common keys, other projects), unfinished, with its engine; reports what it could not', async () => {
    // the demo: jigsaw's hud.continue and tiles' menu.continue say Continue in fr, de, es (tiles also it)
    const k1 = await key(t, 'words', 'm.continue', { en: 'Continue' });
    const k2 = await key(t, 'words', 'm.play', { en: 'Play', de: 'Los!' }); // common button.play knows fr and de
    const k3 = await key(t, 'words', 'm.unknown', { en: 'Nobody said this before' });
    const started = await admin.post('/v1/words/translate', {
      ids: [k1.id, k2.id, k3.id],
      sourceLanguage: 'en',
      targetLanguageList: ['fr', 'de', 'ja'],
    });
    expect(started.status).toBe(200);
    const job = await runJobs(t, admin, started.body.jobId);
    expect(job.state).toBe('succeeded');
    expect(job.progress).toMatchObject({ done: 9, total: 9 });
    expect(job.result).toMatchObject({
      scope: 'words',
      source: 'en',
      rows: 3,
      filled: 3,
      kept: 1,
      unfilled: 5,
      byEngine: { memory: 3 },
      failures: [],
    });
    expect(job.result.languages).toEqual([
      { lang: 'fr', filled: 2, unfilled: 1, kept: 0 },
      { lang: 'de', filled: 1, unfilled: 1, kept: 1 },
      { lang: 'ja', filled: 0, unfilled: 3, kept: 0 },
    ]);
    const r1 = await row(t, k1.id);
    expect(r1.translation).toEqual({ en: 'Continue', fr: 'Continuer', de: 'Weiter' });
    expect(r1).toMatchObject({ unfinished: true, source: 'memory', engines: { fr: 'memory', de: 'memory' } });
    const r2 = await row(t, k2.id);
    expect(r2.translation).toEqual({ en: 'Play', fr: 'Jouer', de: 'Los!' }); // de kept: not overwritten
    expect(r2.engines).toEqual({ fr: 'memory' });
    expect((await row(t, k3.id)).translation).toEqual({ en: 'Nobody said this before' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectCode, 'words'), eq(auditLog.action, 'machineTranslate')))
      .orderBy(desc(auditLog.id));
    expect(audits.map((a) => a.target).sort()).toEqual(['de', 'fr']);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'machineTranslateSubmit'))).not.toHaveLength(0);
  });

  it('prefers this project’s own translation, and overwrites only when asked (the old text kept in the audit entry)', async () => {
    await key(t, 'pins', 'o.src', { en: 'Well done', fr: 'Bravo (pins)' });
    await key(t, 'tiles', 'o.other', { en: 'Well done', fr: 'Bien joué' });
    const k = await key(t, 'pins', 'o.target', { en: 'Well done', fr: 'Mine' });
    const plain = await admin.post('/v1/pins/translate', { ids: [k.id], sourceLanguage: 'en', targetLanguageList: ['fr'] });
    expect((await runJobs(t, admin, plain.body.jobId)).result).toMatchObject({ filled: 0, kept: 1, unfilled: 0 });
    expect((await row(t, k.id)).translation.fr).toBe('Mine');
    const over = await admin.post('/v1/pins/translate', { ids: [k.id], sourceLanguage: 'en', targetLanguageList: ['fr'], overwrite: true });
    expect((await runJobs(t, admin, over.body.jobId)).result).toMatchObject({ filled: 1, kept: 0 });
    expect((await row(t, k.id)).translation.fr).toBe('Bravo (pins)');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectCode, 'pins'), eq(auditLog.action, 'machineTranslate')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit.before).toEqual({ 'o.target': 'Mine' });
  });

  it('translates the common keys for an admin from the projects’ texts, and lists them for the translator page', async () => {
    const list = await admin.get('/v1/admin/ml/translate/keys');
    expect(list.status).toBe(200);
    const lc = list.body.keys.find((k: { key: string }) => k.key === 'popup.level_complete');
    const reward = list.body.keys.find((k: { key: string }) => k.key === 'popup.daily_reward.title');
    const started = await admin.post('/v1/admin/ml/translate', {
      ids: [lc.id, reward.id],
      sourceLanguage: 'en',
      targetLanguageList: ['fr', 'es'],
    });
    expect(started.status).toBe(200);
    const job = await runJobs(t, admin, started.body.jobId);
    expect(job.project).toBeNull();
    expect(job.result).toMatchObject({ scope: 'common', filled: 2, unfilled: 2 });
    const [after] = await t.db.select().from(mlCommonKeys).where(eq(mlCommonKeys.id, lc.id));
    expect(after.translation).toEqual({ en: 'Level complete!', fr: 'Niveau terminé !', es: '¡Nivel completado!' });
    expect(after.engines).toEqual({ fr: 'memory', es: 'memory' });
    expect(after.unfinished).toBe(true);
  });
});

/** A local server for one protocol; `reply` answers each translate request. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON bodies by property
async function provider(reply: (body: any) => { status: number; json: unknown }) {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const a = reply(JSON.parse(raw || '{}'));
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.json));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

describe('machine translation with a configured provider', () => {
  it('LibreTranslate fills what the memory cannot; the engine and source say machine', async () => {
    const lt = await provider((b) => ({ status: 200, json: { translatedText: b.q.map((q: string) => `[${b.target}] ${q}`) } }));
    const translate: TranslateSettings = { provider: 'libretranslate', url: lt.url, apiKey: '' };
    const t = await startTestApp({ plugins: ['translations'], config: { translate } });
    try {
      const admin = await t.signIn(ADMIN);
      expect((await admin.get('/v1/translate/supportedLanguages')).body.engines).toEqual(['memory', 'libretranslate']);
      const a = await key(t, 'words', 'p.continue', { en: 'Continue' });
      const b = await key(t, 'words', 'p.new', { en: 'Brand new text' });
      const started = await admin.post('/v1/words/translate', { ids: [a.id, b.id], sourceLanguage: 'en', targetLanguageList: ['fr'] });
      const job = await runJobs(t, admin, started.body.jobId);
      expect(job.result).toMatchObject({ filled: 2, unfilled: 0, byEngine: { memory: 1, libretranslate: 1 } });
      expect((await row(t, a.id)).translation.fr).toBe('Continuer');
      const rb = await row(t, b.id);
      expect(rb).toMatchObject({
        translation: { en: 'Brand new text', fr: '[fr] Brand new text' },
        engines: { fr: 'libretranslate' },
        source: 'machine',
        unfinished: true,
      });
      // A selection bigger than one chunk of the job (200 rows): every row written, progress to the end.
      const many = await t.db
        .insert(mlProjectKeys)
        .values(Array.from({ length: 450 }, (_, i) => ({ projectCode: 'words', key: `bulk.${i}`, translation: { en: `Bulk text ${i}` } })))
        .returning({ id: mlProjectKeys.id });
      const bulk = await admin.post('/v1/words/translate', {
        ids: many.map((m) => m.id),
        sourceLanguage: 'en',
        targetLanguageList: ['de', 'it'],
      });
      const bj = await runJobs(t, admin, bulk.body.jobId);
      expect(bj.result).toMatchObject({ rows: 450, filled: 900, unfilled: 0, byEngine: { libretranslate: 900 } });
      expect(bj.progress).toMatchObject({ done: 900, total: 900 });
      expect((await row(t, many[449].id)).translation).toEqual({ en: 'Bulk text 449', de: '[de] Bulk text 449', it: '[it] Bulk text 449' });
      const chunks = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.projectCode, 'words'), eq(auditLog.action, 'machineTranslate'), eq(auditLog.target, 'de')));
      expect(chunks.length).toBe(3); // one audit entry per chunk: 200 + 200 + 50
    } finally {
      await t.close();
      await lt.close();
    }
  });

  it('DeepL out of quota: the memory still fills, the rest is reported unfilled with the reason, and DeepL is not asked again', async () => {
    let asked = 0;
    const dl = await provider(() => (asked++, { status: 456, json: { message: 'Quota exceeded' } }));
    const t = await startTestApp({
      plugins: ['translations'],
      config: { translate: { provider: 'deepl', url: dl.url, apiKey: 'secret:fx' } },
    });
    try {
      const admin = await t.signIn(ADMIN);
      const a = await key(t, 'words', 'q.continue', { en: 'Continue' });
      const b = await key(t, 'words', 'q.new', { en: 'Brand new text' });
      const started = await admin.post('/v1/words/translate', {
        ids: [a.id, b.id],
        sourceLanguage: 'en',
        targetLanguageList: ['fr', 'de'],
      });
      const job = await runJobs(t, admin, started.body.jobId);
      expect(job.state).toBe('succeeded');
      expect(job.result).toMatchObject({ filled: 2, unfilled: 2, byEngine: { memory: 2 } });
      expect(job.result.failures).toEqual([{ lang: 'fr', engine: 'deepl', kind: 'quota', message: 'deepl: translation quota exceeded' }]);
      expect(asked).toBe(1);
      expect(JSON.stringify(job)).not.toContain('secret');
    } finally {
      await t.close();
      await dl.close();
    }
  });
});

describe('a failed machine translation', () => {
  it('a translation that failed ends FAILED, not succeeded: nothing filled, the provider refused (issue 28 #14)', async () => {
    const dl = await provider(() => ({ status: 456, json: { message: 'Quota exceeded' } }));
    const t = await startTestApp({
      plugins: ['translations'],
      config: { translate: { provider: 'deepl', url: dl.url, apiKey: 'secret:fx' } },
    });
    try {
      const admin = await t.signIn(ADMIN);
      const a = await key(t, 'words', 'q.never', { en: 'Nobody said this before either' });
      const started = await admin.post('/v1/words/translate', { ids: [a.id], sourceLanguage: 'en', targetLanguageList: ['fr'] });
      const job = await runJobs(t, admin, started.body.jobId);
      expect(job.state).toBe('failed');
      expect(job.error).toBe('Nothing was translated: deepl: translation quota exceeded');
      expect(job.result).toMatchObject({ filled: 0, unfilled: 1 });
    } finally {
      await t.close();
      await dl.close();
    }
  });
});

describe('cancelling a translation job', () => {
  it('stops a queued job of the scope; another scope or kind is a 404', async () => {
    const t = await startTestApp({ plugins: ['translations'] });
    try {
      const admin = await t.signIn(ADMIN);
      const user = await t.signIn(USER);
      const k = await key(t, 'jigsaw', 'c.one', { en: 'Continue' });
      const started = await user.post('/v1/jigsaw/translate', { ids: [k.id], sourceLanguage: 'en', targetLanguageList: ['fr'] });
      expect((await user.post(`/v1/tiles/translate/${started.body.jobId}/cancel`)).status).toBe(404);
      expect((await admin.post(`/v1/admin/ml/translate/${started.body.jobId}/cancel`)).status).toBe(404);
      expect((await user.post('/v1/jigsaw/translate/99999999999999999999/cancel')).status).toBeLessThan(500);
      const other = await t.services.jobs.enqueue('translations.other', {}, { project: 'jigsaw' });
      expect((await user.post(`/v1/jigsaw/translate/${other.id}/cancel`)).status).toBe(404);
      const r = await user.post(`/v1/jigsaw/translate/${started.body.jobId}/cancel`);
      expect(r.status).toBe(200);
      expect(r.body.message).toBe(MT_MESSAGES.cancelled);
      const job = await runJobs(t, admin, started.body.jobId);
      expect(job.state).toBe('cancelled');
      expect((await row(t, k.id)).translation).toEqual({ en: 'Continue' });
      expect((await user.post(`/v1/jigsaw/translate/${started.body.jobId}/cancel`)).status).toBe(409);
    } finally {
      await t.close();
    }
  });
});
