// Translating a feedback: 202 and the row pending, then the job: with no provider the memory (the
// same text already translated) or a clear failure, never a made-up text; with a local
// LibreTranslate server the provider's English, its error as the row's failure, and a retry.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../../core/server/db/schema';
import { createJobWorker } from '../../../core/server/jobs/worker';
import { ADMIN, startTestApp, USER, type Client, type TestApp } from '../../../tests/api/harness';
import { startLibreTranslateServer, type LibreTranslateServer } from '../../../tests/support/libreTranslateServer';
import { MESSAGES } from '../shared';
import { feedbacks } from './db';
import { insertFeedbacks } from './ingest';
import { sourceLanguage } from './translate';

async function runJobs(t: TestApp) {
  const worker = createJobWorker({ db: t.db, config: t.config, plugins: t.plugins, services: t.services, settings: { pollMs: 10 } });
  for (let i = 0; i < 20; i++) if (!(await worker.runOnce())) break;
  await worker.stop?.();
}
const rowOf = async (t: TestApp, id: number) => (await t.db.select().from(feedbacks).where(eq(feedbacks.id, id)))[0];
const one = async (t: TestApp, over: Record<string, unknown> = {}) =>
  (
    await insertFeedbacks(t.db, 'jigsaw', 'prod', [
      { userId: 'p1', platform: 1, star: 2, content: 'Das Spiel stürzt ab.', language: 'de', appVersion: '2.0.0', ...over },
    ])
  )[0];

it('reads players’ language tags as core’s codes', () => {
  expect(['de', 'de-AT', 'zh-Hans', 'zh', 'zh-Hant-TW', 'pt-BR', 'ZH-cn'].map(sourceLanguage)).toEqual([
    'de',
    'de',
    'zh-CN',
    'zh-CN',
    'zh-TW',
    'pt',
    'zh-CN',
  ]);
});

describe('translation with no provider configured', () => {
  let t: TestApp;
  let admin: Client;
  let user: Client;
  beforeAll(async () => {
    t = await startTestApp({ plugins: ['feedback'], demo: [] });
    admin = await t.signIn(ADMIN);
    user = await t.signIn(USER);
  });
  afterAll(() => t.close());

  it('answers 202 with the notice and the row pending, then fails it with the reason: no fake translation', async () => {
    const f = await one(t);
    const r = await user.post('/v1/jigsaw/feedback/translate?env=prod', { feedbackId: f.id });
    expect(r.status).toBe(202);
    expect(r.body.message).toBe(MESSAGES.translating);
    expect(r.body.feedback).toMatchObject({ id: f.id, translationState: 'pending', translation: null });
    expect(await rowOf(t, f.id)).toMatchObject({ translationState: 'pending', translationJobId: r.body.jobId });
    // one at a time
    const again = await user.post('/v1/jigsaw/feedback/translate?env=prod', { feedbackId: f.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.alreadyPending);
    await runJobs(t);
    expect(await rowOf(t, f.id)).toMatchObject({ translationState: 'failed', translationError: MESSAGES.noProvider, translation: null });
    const job = (await user.get(`/v1/jobs/${r.body.jobId}`)).body.job;
    expect(job).toMatchObject({ state: 'failed', error: MESSAGES.noProvider, result: { state: 'failed', error: MESSAGES.noProvider } });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'feedback'), eq(auditLog.target, String(f.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['translate', 'translateFailed']);
  });

  it('takes the translation memory: the same text in this project already translated', async () => {
    await one(t, { userId: 'p2', content: 'Tolles Spiel!', translation: { en: 'Great game!' } });
    const f = await one(t, { userId: 'p3', content: 'Tolles Spiel!' });
    expect((await admin.post('/v1/jigsaw/feedback/translate?env=prod', { feedbackId: f.id })).status).toBe(202);
    await runJobs(t);
    expect(await rowOf(t, f.id)).toMatchObject({ translationState: 'done', translation: { en: 'Great game!' }, translationError: null });
  });

  it('refuses English, empty text, another env’s or project’s row and a bad id', async () => {
    const en = await one(t, { language: 'en-GB', content: 'Crashes' });
    expect((await admin.post('/v1/jigsaw/feedback/translate?env=prod', { feedbackId: en.id })).body.message).toBe(MESSAGES.alreadyEnglish);
    const empty = await one(t, { content: '' });
    expect((await admin.post('/v1/jigsaw/feedback/translate?env=prod', { feedbackId: empty.id })).body.message).toBe(MESSAGES.emptyContent);
    const f = await one(t);
    expect((await admin.post('/v1/jigsaw/feedback/translate?env=sandbox', { feedbackId: f.id })).status).toBe(404);
    expect((await admin.post('/v1/tiles/feedback/translate?env=prod', { feedbackId: f.id })).status).toBe(404);
    expect((await admin.post('/v1/jigsaw/feedback/translate?env=prod', { feedbackId: '12345678901234567890' })).status).toBe(400);
    expect((await admin.post('/v1/jigsaw/feedback/translate?env=prod', {})).status).toBe(400);
    expect((await admin.post('/v1/jigsaw/feedback/translate?env=qa', { feedbackId: f.id })).status).toBe(400);
    expect((await rowOf(t, f.id)).translationState).toBe('none');
    expect((await user.post('/v1/words/feedback/translate?env=prod', { feedbackId: f.id })).status).toBe(403);
  });
});

describe('translation through a LibreTranslate server', () => {
  let t: TestApp;
  let admin: Client;
  let lt: LibreTranslateServer;
  beforeAll(async () => {
    lt = await startLibreTranslateServer();
    t = await startTestApp({
      plugins: ['feedback'],
      demo: [],
      config: { translate: { provider: 'libretranslate', url: lt.url, apiKey: '' } },
    });
    admin = await t.signIn(ADMIN);
  });
  afterAll(async () => {
    await t.close();
    await lt.close();
  });

  it('pending, then done with the provider’s English', async () => {
    const f = await one(t, { content: '更新后进度全部丢失了', language: 'zh-Hans' });
    expect((await admin.post('/v1/jigsaw/feedback/translate?env=prod', { feedbackId: f.id })).status).toBe(202);
    expect((await rowOf(t, f.id)).translationState).toBe('pending');
    await runJobs(t);
    expect(await rowOf(t, f.id)).toMatchObject({ translationState: 'done', translation: { en: '[en] 更新后进度全部丢失了' } });
    expect(lt.requests.at(-1)).toMatchObject({ q: ['更新后进度全部丢失了'], source: 'zh', target: 'en' });
    const listed = await admin.get('/v1/jigsaw/feedback?platform=1&env=prod&start=2020-01-01&end=2020-12-31');
    expect(listed.status).toBe(200);
  });

  it('a provider error fails the row with its message; asking again translates it', async () => {
    const f = await one(t, { content: 'Le jeu plante.', language: 'fr' });
    lt.fail(400, 'fr is not supported');
    await admin.post('/v1/jigsaw/feedback/translate?env=prod', { feedbackId: f.id });
    await runJobs(t);
    const failed = await rowOf(t, f.id);
    expect(failed.translationState).toBe('failed');
    expect(failed.translationError).toContain('fr is not supported');
    expect(failed.translation).toBeNull();
    lt.recover();
    const retry = await admin.post('/v1/jigsaw/feedback/translate?env=prod', { feedbackId: f.id });
    expect(retry.status).toBe(202);
    expect(retry.body.feedback).toMatchObject({ translationState: 'pending', translationError: null });
    await runJobs(t);
    expect(await rowOf(t, f.id)).toMatchObject({
      translationState: 'done',
      translation: { en: '[en] Le jeu plante.' },
      translationError: null,
    });
  });
});

describe('a provider that echoes the request (issue 28 item 2)', () => {
  const KEY = 'lt-7d3e9a41-echoed-key';
  let t: TestApp;
  let admin: Client;
  let lt: LibreTranslateServer;
  beforeAll(async () => {
    lt = await startLibreTranslateServer();
    t = await startTestApp({
      plugins: ['feedback'],
      demo: [],
      config: { translate: { provider: 'libretranslate', url: lt.url, apiKey: KEY } },
    });
    admin = await t.signIn(ADMIN);
  });
  afterAll(async () => {
    await t.close();
    await lt.close();
  });

  it('never stores the key: not in the row’s error, the job, the jobs table nor the audit log', async () => {
    const f = await one(t, { content: 'Le jeu plante encore.', language: 'fr' });
    lt.echo(400);
    const r = await admin.post('/v1/jigsaw/feedback/translate?env=prod', { feedbackId: f.id });
    expect(r.status).toBe(202);
    await runJobs(t);
    expect(lt.requests.at(-1)?.api_key).toBe(KEY); // the provider did get the key …
    const row = await rowOf(t, f.id);
    expect(row.translationState).toBe('failed');
    expect(row.translationError).toContain('Invalid request'); // … and its words are kept, redacted
    expect(row.translationError).toContain('[redacted]');
    const job = (await admin.get(`/v1/jobs/${r.body.jobId}`)).body.job;
    expect(job.result).toMatchObject({ state: 'failed' });
    const jobRows = await t.db.select().from(jobs).where(eq(jobs.id, r.body.jobId));
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'feedback'), eq(auditLog.target, String(f.id))));
    expect(audits.map((a) => a.action)).toContain('translateFailed');
    for (const stored of [row, job, jobRows, audits]) expect(JSON.stringify(stored)).not.toContain(KEY);

    // An answer that echoes the request is stored without the key too.
    lt.echo(200);
    await admin.post('/v1/jigsaw/feedback/translate?env=prod', { feedbackId: f.id });
    await runJobs(t);
    const done = await rowOf(t, f.id);
    expect(done.translationState).toBe('done');
    expect(JSON.stringify(done)).not.toContain(KEY);
    lt.recover();
  });
});
