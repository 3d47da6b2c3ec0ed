// The feedback API: the game client's route (key, bad input, limits, durable), the console's
// reads (paging, ranges, filters, the distribution with zeros and 1-decimal rounding, the
// per-version view) and access.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projects } from '../../../core/server/db/schema';
import { ADMIN, startTestApp, USER, type Client, type TestApp } from '../../../tests/api/harness';
import { MESSAGES } from '../shared';
import { feedbacks } from './db';
import { insertFeedbacks } from './ingest';

const keyOf = async (t: TestApp, code: string) =>
  (await t.db.select({ k: projects.clientKey }).from(projects).where(eq(projects.code, code)))[0].k;
const good = { userId: 'u1', platform: 1, star: 4, content: 'Nice game', language: 'de', appVersion: '1.2.3' };
const day = (d: string, h = 12) => new Date(`${d}T${String(h).padStart(2, '0')}:00:00Z`);

describe('feedback from game clients', () => {
  let t: TestApp;
  let key: string;
  let game: Client;
  const send = (body: unknown, k = key, env = 'prod', code = 'tiles') =>
    game.post(`/client/v1/${code}/${env}/feedback`, body, k ? { 'x-client-key': k } : {});
  beforeAll(async () => {
    t = await startTestApp({ plugins: ['feedback'], demo: [] });
    key = await keyOf(t, 'tiles');
    game = t.client();
  });
  afterAll(() => t.close());

  it('stores a feedback before answering 201; a star alone is feedback too', async () => {
    // Through the generated typed client (app/client).
    const r = await t.gameClient(key).POST('/client/v1/{code}/{env}/feedback', {
      params: { path: { code: 'tiles', env: 'prod' } },
      body: { ...good, platform: 1 },
    });
    expect(r.response.status).toBe(201);
    expect(r.data).toEqual({ id: expect.any(Number), message: MESSAGES.received });
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, r.data!.id));
    expect(row).toMatchObject({
      projectCode: 'tiles',
      env: 'prod',
      platform: 1,
      userId: 'u1',
      star: 4,
      content: 'Nice game',
      language: 'de',
      appVersion: '1.2.3',
      translation: null,
      translationState: 'none',
    });
    const silent = await send({ ...good, userId: 'u-silent', content: '', platform: 'ios', language: 'pt_BR' });
    expect(silent.status).toBe(201);
    const [s] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, silent.body.id));
    expect(s).toMatchObject({ content: '', platform: 2, language: 'pt-BR', env: 'prod' });
    expect((await send({ ...good, userId: 'u-sb' }, key, 'sandbox')).status).toBe(201);
  });

  it('wants the project’s client key and a real env', async () => {
    expect((await send(good, '')).status).toBe(401);
    expect([401, 403]).toContain((await send(good, 'not-the-key')).status);
    expect([401, 403]).toContain((await send(good, key, 'prod', 'jigsaw')).status);
    expect((await send(good, key, 'dev')).status).toBe(404);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const before = (await t.db.select().from(feedbacks)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, star: 0 }, 'star'],
      [{ ...good, star: 6 }, 'star'],
      [{ ...good, star: 2.5 }, 'star'],
      [{ ...good, star: '5' }, 'star'],
      [{ ...good, star: undefined }, 'star'],
      [{ ...good, platform: 3 }, 'platform'],
      [{ ...good, userId: '' }, 'userId'],
      [{ ...good, userId: 'x'.repeat(65) }, 'userId'],
      [{ ...good, content: 'x'.repeat(4001) }, 'content'],
      [{ ...good, content: 5 }, 'content'],
      [{ ...good, language: 'german language' }, 'language'],
      [{ ...good, language: undefined }, 'language'],
      [{ ...good, appVersion: 'latest' }, 'appVersion'],
      [{ ...good, star: 12345678901234567890 }, 'star'],
      [{ ...good, content: 'bad \u0000 byte' }, 'content'],
    ];
    for (const [body, field] of cases) {
      const r = await send(body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(field);
    }
    expect((await send('not json')).status).toBe(400);
    expect((await t.db.select().from(feedbacks)).length).toBe(before);
    // 4,000 characters exactly is fine.
    expect((await send({ ...good, userId: 'u-long', content: '字'.repeat(4000) })).status).toBe(201);
  });

  it('takes at most 10 a day from one user: 429 with Retry-After, other users unaffected', async () => {
    for (let i = 0; i < 10; i++) expect((await send({ ...good, userId: 'spammer' })).status).toBe(201);
    const r = await send({ ...good, userId: 'spammer' });
    expect(r.status).toBe(429);
    expect(r.body.message).toBe(MESSAGES.tooMany(10));
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect((await t.db.select().from(feedbacks).where(eq(feedbacks.userId, 'spammer'))).length).toBe(10);
    expect((await send({ ...good, userId: 'someone-else' })).status).toBe(201);
  });
});

describe('feedback in the console', () => {
  let t: TestApp;
  let admin: Client;
  let user: Client;
  const q = (o: Record<string, string | number> = {}) =>
    new URLSearchParams({
      platform: '1',
      env: 'prod',
      start: '2026-03-01',
      end: '2026-03-31',
      ...Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)])),
    });
  beforeAll(async () => {
    t = await startTestApp({ plugins: ['feedback'], demo: [] });
    admin = await t.signIn(ADMIN);
    user = await t.signIn(USER);
    const base = { userId: 'p', content: 'x', language: 'en', appVersion: '1.0.0' };
    // jigsaw prod Android, March: stars 5,5,1 on 1.0.0 and 2,1,1,1... on 1.1.0
    await insertFeedbacks(t.db, 'jigsaw', 'prod', [
      { ...base, platform: 1, star: 5, createdAt: day('2026-03-01', 0) },
      { ...base, platform: 1, star: 5, createdAt: day('2026-03-10') },
      { ...base, platform: 1, star: 1, createdAt: day('2026-03-31', 23) },
      ...Array.from({ length: 12 }, (_, i) => ({
        ...base,
        platform: 1 as const,
        star: i < 2 ? 3 : 1,
        appVersion: '1.10.0',
        createdAt: day('2026-03-20', i),
      })),
      ...Array.from({ length: 12 }, (_, i) => ({
        ...base,
        platform: 1 as const,
        star: 5,
        appVersion: '1.9.0',
        createdAt: day('2026-03-15', i),
      })),
      // outside the range, another platform, another env: never counted
      { ...base, platform: 1, star: 2, createdAt: day('2026-02-28', 23) },
      { ...base, platform: 1, star: 2, createdAt: day('2026-04-01', 0) },
      { ...base, platform: 2, star: 2, createdAt: day('2026-03-10') },
    ]);
    await insertFeedbacks(t.db, 'jigsaw', 'sandbox', [{ ...base, platform: 1, star: 2, createdAt: day('2026-03-10') }]);
  });
  afterAll(() => t.close());

  it('lists newest first with the total, pages, and the range includes both days whole', async () => {
    const r = await admin.get(`/v1/jigsaw/feedback?${q({ ps: 10 })}`);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(27);
    expect(r.body.list).toHaveLength(10);
    expect(r.body.list[0]).toMatchObject({ star: 1, createdAt: '2026-03-31T23:00:00.000Z', translation: null, translationState: 'none' });
    const last = await admin.get(`/v1/jigsaw/feedback?${q({ ps: 10, pn: 3 })}`);
    expect(last.body.list).toHaveLength(7);
    expect(last.body.list.at(-1).createdAt).toBe('2026-03-01T00:00:00.000Z');
    const ids = new Set(
      [...(await admin.get(`/v1/jigsaw/feedback?${q({ ps: 20 })}`)).body.list, ...last.body.list].map((f: { id: number }) => f.id),
    );
    expect(ids.size).toBe(27);
    expect((await admin.get(`/v1/jigsaw/feedback?${q({ start: '2026-03-10', end: '2026-03-10' })}`)).body.total).toBe(1);
    expect((await admin.get(`/v1/jigsaw/feedback?${q({ platform: 2 })}`)).body.total).toBe(1);
    expect((await admin.get(`/v1/jigsaw/feedback?${q({ env: 'sandbox' })}`)).body.total).toBe(1);
    expect((await admin.get(`/v1/jigsaw/feedback?${q({ pn: 99 })}`)).body).toEqual({ total: 27, list: [] });
  });

  it('refuses a bad query with a 400', async () => {
    for (const bad of <Record<string, string | number>[]>[
      { ps: 15 },
      { pn: 0 },
      { platform: 3 },
      { env: 'dev' },
      { start: '2026-02-30' },
      { start: 'yesterday' },
      { start: '2026-04-01', end: '2026-03-01' },
      { start: '2020-01-01' },
      { pn: '12345678901234567890' },
    ]) {
      const r = await admin.get(`/v1/jigsaw/feedback?${q(bad)}`);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await admin.get('/v1/jigsaw/feedback?platform=1&env=prod')).status).toBe(400);
  });

  it('gives the star distribution as five rows with zeros, rates and the average rounded to 1 decimal', async () => {
    const r = await admin.get(`/v1/jigsaw/feedback/starDistribution?${q()}`);
    expect(r.status).toBe(200);
    // 27: 5 x14, 3 x2, 1 x11 -> average (70 + 6 + 11) / 27 = 3.222
    expect(r.body).toEqual({
      total: 27,
      average: 3.2,
      list: [
        { star: 5, count: 14, rate: 51.9 },
        { star: 4, count: 0, rate: 0 },
        { star: 3, count: 2, rate: 7.4 },
        { star: 2, count: 0, rate: 0 },
        { star: 1, count: 11, rate: 40.7 },
      ],
    });
    // 1 March (from midnight) to 10 March: the two 5s only
    const three = await admin.get(`/v1/jigsaw/feedback/starDistribution?${q({ start: '2026-03-01', end: '2026-03-10' })}`);
    expect(three.body.list.map((s: { rate: number }) => s.rate)).toEqual([100, 0, 0, 0, 0]);
    expect(three.body.average).toBe(5);
    const empty = await admin.get(`/v1/jigsaw/feedback/starDistribution?${q({ start: '2025-01-01', end: '2025-01-31' })}`);
    expect(empty.body).toEqual({ total: 0, average: null, list: [5, 4, 3, 2, 1].map((star) => ({ star, count: 0, rate: 0 })) });
  });

  it('rounds 11/3 to 3.7 and 2/3 to 66.7', async () => {
    const base = { userId: 'r', content: '', language: 'en', appVersion: '3.0.0', platform: 2 as const };
    await insertFeedbacks(
      t.db,
      'tiles',
      'prod',
      [5, 5, 1].map((star) => ({ ...base, star, createdAt: day('2026-05-05') })),
    );
    const r = await admin.get(`/v1/tiles/feedback/starDistribution?${q({ platform: 2, start: '2026-05-01', end: '2026-05-31' })}`);
    expect(r.body.average).toBe(3.7);
    expect(r.body.list[0]).toEqual({ star: 5, count: 2, rate: 66.7 });
    expect(r.body.list[4]).toEqual({ star: 1, count: 1, rate: 33.3 });
  });

  it('gives volume and average per client version, newest first, and flags one well below the period', async () => {
    const r = await admin.get(`/v1/jigsaw/feedback/versions?${q()}`);
    expect(r.status).toBe(200);
    expect(r.body.average).toBe(3.2);
    expect(r.body.list).toEqual([
      { appVersion: '1.10.0', count: 12, average: 1.3, low: true },
      { appVersion: '1.9.0', count: 12, average: 5, low: false },
      // below the period too, but three feedbacks prove nothing
      { appVersion: '1.0.0', count: 3, average: 3.7, low: false },
    ]);
  });

  it('needs the feedback right in the project', async () => {
    expect((await user.get(`/v1/jigsaw/feedback?${q()}`)).status).toBe(200);
    expect((await user.get(`/v1/words/feedback?${q()}`)).status).toBe(403);
    expect((await user.get(`/v1/words/feedback/starDistribution?${q()}`)).status).toBe(403);
    expect((await user.post('/v1/words/feedback/translate?env=prod', { feedbackId: 1 })).status).toBe(403);
    expect((await t.client().get(`/v1/jigsaw/feedback?${q()}`)).status).toBe(401);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.area, 'feedback'), eq(auditLog.projectCode, 'words'))),
    ).toHaveLength(0);
  });
});
