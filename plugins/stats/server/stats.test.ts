// Event ingestion (POST /client/v1/:code/events) and the metrics query (POST /v1/:code/stats/query):
// client keys, the batch limit, a bad event's index, queryable within 2 s, rights and 400s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_BATCH } from '../../../core/shared/events';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
const keys: Record<string, string> = {};
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp({ plugins: ['stats'] });
  admin = await t.signIn(ADMIN);
  for (const code of ['words', 'blocks', 'jigsaw']) keys[code] = (await admin.get(`/v1/${code}/project`)).body.project.clientKey;
});
afterAll(() => t.close());

const event = (i: number, extra: Record<string, unknown> = {}) => ({
  event: 'game_enter',
  userId: `api-user-${i}`,
  ts: Date.now() - 60_000,
  platform: 1,
  appVersion: '2.0.0',
  country: 'FR',
  level: 900,
  puzzleId: 'P900',
  ...extra,
});
const send = (code: string, events: unknown[], key: string | null = keys[code]) =>
  t.client().post(`/client/v1/${code}/events`, { events }, key ? { 'x-client-key': key } : {});
const level900 = (c: Client, code = 'words') =>
  c.post(`/v1/${code}/stats/query`, {
    filter: { dimension: 'level', query: [{ key: 'level', value: 900 }], metrics: ['enterUv', 'enterPv'] },
    start: monthAgo,
    end: today,
  });

describe('POST /client/v1/:code/events', () => {
  // How soon an accepted batch is queryable is the warehouse's flush interval (FLUSH_MS), a timing
  // promise for `npm run bench` (ingestion until queryable), not for a test: here it flushes at once.
  it('takes a batch with the project key and makes it queryable at the next flush', async () => {
    const events = Array.from({ length: 40 }, (_, i) => event(i % 10));
    // Through the generated typed client (app/client).
    const r = await t.gameClient(keys.words).POST('/client/v1/{code}/events', { params: { path: { code: 'words' } }, body: { events } });
    expect(r.response.status).toBe(200);
    expect(r.data).toEqual({ accepted: 40 });
    await t.services.warehouse.flush();
    expect((await level900(admin)).body.data).toEqual([{ level: 900, enterUv: 10, enterPv: 40 }]);
  });

  it('refuses a missing or another project’s key, and a console session', async () => {
    expect((await send('blocks', [event(1)], null)).status).toBe(401);
    expect((await send('blocks', [event(1)], keys.words)).status).toBe(401);
    expect((await admin.post('/client/v1/blocks/events', { events: [event(1)] })).status).toBe(401);
    expect((await send('nope', [event(1)], keys.words)).status).toBe(404);
  });

  it(`takes at most ${MAX_EVENTS_PER_BATCH} events a batch`, async () => {
    const r = await send(
      'blocks',
      Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, (_, i) => event(i)),
    );
    expect(r.status).toBe(413);
    expect(r.body.message).toBe(`At most ${MAX_EVENTS_PER_BATCH} events a batch (this one has ${MAX_EVENTS_PER_BATCH + 1})`);
    expect(
      (
        await send(
          'blocks',
          Array.from({ length: MAX_EVENTS_PER_BATCH }, (_, i) => event(i, { level: 901 })),
        )
      ).body,
    ).toEqual({ accepted: 1000 });
  });

  it('refuses the whole batch over one bad event, naming its index and reason', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ts: 'yesterday' }, 'events[3].ts: ts must be a time in milliseconds'],
      [{ ts: 1_000 }, 'events[3].ts: ts must be a time in milliseconds after 2015-01-01'],
      [{ ts: Date.now() + 3 * 86_400_000 }, 'events[3].ts: ts is more than a day ahead of the server clock'],
      [{ platform: 4 }, 'events[3].platform: platform must be 1 (Android), 2 (iOS) or 3 (Mac)'],
      [{ event: 'game enter' }, 'events[3].event: event must be a name of letters, digits and _ (at most 64)'],
      [{ userId: '' }, 'events[3].userId: userId is required'],
      [{ level: 1.5 }, 'events[3].level: level must be a whole number'],
      [{ duration: -1 }, 'events[3].duration: duration must be 0 or more'],
      [{ props: { 'a-b': 1 } }, 'events[3].props.a-b: props keys must be names of letters, digits and _'],
      [{ props: { x: { nested: true } } }, 'events[3].props.x: props values must be strings, numbers or booleans'],
      [{ colour: 'red' }, 'events[3]: Unrecognized key: "colour"'],
    ];
    for (const [bad, message] of cases) {
      const events = [
        event(1, { level: 902 }),
        event(2, { level: 902 }),
        event(3, { level: 902 }),
        event(4, { level: 902, ...bad }),
        event(5, { level: 902 }),
      ];
      const r = await send('blocks', events);
      expect(r.status, message).toBe(400);
      expect(r.body.message).toBe(message);
      expect(r.body.issues[0].path).toMatch(/^events\.3/);
    }
    expect((await send('blocks', 'not a list' as never)).status).toBe(400);
    await t.services.warehouse.flush();
    const r = await admin.post('/v1/blocks/stats/query', {
      filter: { query: [{ key: 'level', value: 902 }], metrics: ['enterPv'] },
      start: monthAgo,
      end: today,
    });
    expect(r.body.data).toEqual([]); // nothing of the refused batches was stored
  });

  it('stores what the event says and adds the receive time', async () => {
    const ts = Date.now() - 3_600_000;
    await send('blocks', [
      event(7, { ts, level: null, event: 'purchase', value: 4.99, country: 'gb', props: { productId: 'coins_499', sale: true } }),
    ]);
    await t.services.warehouse.flush();
    const [row] = await t.services.warehouse.query('blocks', {
      sql: `SELECT event, user_id, ts, received_at, platform, country, level, value, prop_keys, prop_values FROM "events_blocks" WHERE event = 'purchase' AND user_id = 'api-user-7'`,
      params: [],
    });
    expect(row).toMatchObject({
      event: 'purchase',
      user_id: 'api-user-7',
      ts,
      platform: 1,
      country: 'GB',
      level: null,
      value: 4.99,
      prop_keys: ['productId', 'sale'],
    });
    expect(row.prop_values).toEqual(['coins_499', 'true']);
    expect(Number(row.received_at)).toBeGreaterThanOrEqual(ts + 3_500_000);
  });
});

describe('POST /v1/:code/stats/query', () => {
  it('answers the level table from the demo events', async () => {
    const r = await admin.post('/v1/jigsaw/stats/query', {
      filter: {
        dimension: 'level',
        query: [{ key: 'level', value: { max: 3 } }],
        metrics: ['enterUv', 'finishUv', 'finishUvRate', 'uvLost', 'duration', 'coins'],
        fractions: [0.5],
      },
      start: new Date(Date.now() - 59 * 86_400_000).toISOString().slice(0, 10),
      end: today,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(0);
    expect(r.body.data[0]).toEqual({
      level: 1,
      enterUv: expect.any(Number),
      finishUv: expect.any(Number),
      finishUvRate: expect.any(Number),
      uvLost: expect.toSatisfy((v: unknown) => v === null || typeof v === 'number'),
      duration: expect.any(Number),
      coins: expect.any(Number),
    });
  });

  it('answers 400 naming an unknown metric or dimension, and the schema’s messages', async () => {
    const base = { filter: { metrics: ['enterUv'] }, start: monthAgo, end: today };
    const post = (body: unknown) => admin.post('/v1/jigsaw/stats/query', body);
    expect((await post({ ...base, filter: { metrics: ['enterUv', 'sparkle'] } })).body).toMatchObject({
      message: 'Unknown metric: sparkle',
      code: 'invalid_input',
    });
    expect((await post({ ...base, filter: { metrics: ['enterUv'], dimension: 'mood' } })).body.message).toBe('Unknown dimension: mood');
    expect((await post({ ...base, filter: { metrics: [] } })).body.message).toBe('metrics: choose at least one metric');
    expect((await post({ ...base, start: '2024-13-01' })).body.message).toBe('start must be a date (YYYY-MM-DD)');
    expect((await post({ ...base, start: today, end: monthAgo })).body.message).toBe('end must not be before start');
    expect((await post({ ...base, filter: { metrics: ['uvLost'], dimension: 'day' } })).status).toBe(400);
  });

  it('answers 400 naming the key for a numeric filter value beyond its column, never 500 (issue 28)', async () => {
    const post = (query: unknown[], extra: Record<string, unknown> = {}) =>
      admin.post('/v1/jigsaw/stats/query', {
        filter: { dimension: 'level', metrics: ['enterUv', 'duration'], query, ...extra },
        start: monthAgo,
        end: today,
      });
    const huge = '99999999999999999999';
    const cases: [unknown[], string][] = [
      [[{ key: 'level', value: huge }], 'level'],
      [[{ key: 'level', value: [1, huge] }], 'level'],
      [[{ key: 'level', value: 2 ** 40 }], 'level'],
      [[{ key: 'level', value: { min: 1, max: 2 ** 40 } }], 'level'],
      [[{ key: 'level', value: -(2 ** 40) }], 'level'],
      [[{ key: 'platform', value: huge }], 'platform'],
      [[{ key: 'platform', value: 300 }], 'platform'],
      [[{ key: 'duration', value: huge }], 'duration'],
      [[{ key: 'value', value: [huge] }], 'value'],
      [[{ key: 'install.level', value: huge }], 'install.level'],
    ];
    for (const [query, key] of cases) {
      const r = await post(query);
      expect([r.status, r.body.code, String(r.body.message).startsWith(`query: ${key} `)], JSON.stringify(query)).toEqual([
        400,
        'invalid_input',
        true,
      ]);
    }
    // a range's ends are numbers (the schema), within ±2^53 (the edge)
    const text = await post([{ key: 'value', value: { min: huge } }]);
    expect([text.status, text.body.message, text.body.issues[0].path]).toEqual([
      400,
      'query values are a value, a list of values or a range {min, max} of numbers',
      'filter.query.0.value',
    ]);
    const split = await post([], { splitPoints: [10, 2 ** 40] });
    expect([split.status, split.body.message]).toEqual([400, expect.stringContaining('splitPoints')]);
    // the bounds themselves still answer
    expect((await post([{ key: 'level', value: { min: 1, max: 2 ** 31 - 1 } }])).status).toBe(200);
    expect((await post([{ key: 'value', value: { min: -1e15, max: 1e15 } }])).status).toBe(200);
  });

  it('keeps the boss or classic levels of the project config, and answers 400 without it or for another kind', async () => {
    const body = (value: unknown, metrics = ['enterUv', 'lost']) => ({
      filter: {
        dimension: 'level',
        query: [
          { key: 'levelKind', value },
          { key: 'level', value: { max: 40 } },
        ],
        metrics,
      },
      start: new Date(Date.now() - 59 * 86_400_000).toISOString().slice(0, 10),
      end: today,
    });
    // The demo's jigsaw config: boss_begin 10, boss_interval 10.
    const boss = await admin.post('/v1/jigsaw/stats/query', body('boss'));
    expect(boss.status).toBe(200);
    expect(boss.body.data.map((r: { level: number }) => r.level)).toEqual([10, 20, 30, 40].slice(0, boss.body.data.length));
    expect(boss.body.data.length).toBeGreaterThan(0);
    const classic = await admin.post('/v1/jigsaw/stats/query', body('classic'));
    expect(classic.body.data.some((r: { level: number }) => r.level % 10 === 0)).toBe(false);
    expect(classic.body.data[0].level).toBe(1);
    const extra = await admin.post('/v1/jigsaw/stats/query', body('', ['folderName', 'skillLevelName', 'finishDuration', 'afterFailPv']));
    expect(extra.body.data[0]).toEqual({
      level: 1,
      folderName: 'F1',
      skillLevelName: expect.any(String),
      finishDuration: expect.any(Number),
      afterFailPv: expect.any(Number),
    });

    expect((await admin.post('/v1/jigsaw/stats/query', body('mini'))).body).toMatchObject({
      message: 'query: levelKind takes classic or boss, not "mini"',
      code: 'invalid_input',
    });
    const words = await admin.post('/v1/words/stats/query', body('boss'));
    expect(words.status).toBe(400);
    expect(words.body.message).toBe(
      'query: levelKind needs boss_begin and boss_interval in the project config (whole numbers, boss_interval at least 1)',
    );
  });

  it('is for users holding a stats right in the project', async () => {
    const body = { filter: { metrics: ['enterUv'] }, start: monthAgo, end: today };
    expect((await t.client().post('/v1/jigsaw/stats/query', body)).status).toBe(401);
    const user = await t.signIn(USER);
    expect((await user.post('/v1/jigsaw/stats/query', body)).status).toBe(200);
    expect((await user.post('/v1/pins/stats/query', body)).status).toBe(403);
    const limit = await t.signIn(LIMIT);
    expect((await limit.post('/v1/pins/stats/query', body)).status).toBe(200);
    expect((await limit.post('/v1/jigsaw/stats/query', body)).status).toBe(403);
  });

  it('answers on each screen’s path to the holders of that screen’s right only', async () => {
    const body = { filter: { metrics: ['enterUv'] }, start: monthAgo, end: today };
    const r = await admin.post('/v1/admin/user/createUser', { mail: 'funnel-only@example.com', displayName: 'Funnel only' });
    expect(r.status).toBe(200);
    expect((await admin.post('/v1/words/authorize', { userId: r.body.id, rights: ['funnelStats'] })).status).toBe(200);
    const funnel = await t.signIn({ mail: 'funnel-only@example.com', password: r.body.password });
    expect((await funnel.post('/v1/words/stats/funnel/query', body)).status).toBe(200);
    expect((await funnel.post('/v1/words/stats/query', body)).status).toBe(403);
    expect((await funnel.post('/v1/words/stats/histogram/query', body)).status).toBe(403);
    expect((await funnel.get('/v1/words/stats/catalog')).status).toBe(200);
    expect((await funnel.get('/v1/blocks/stats/catalog')).status).toBe(403);
  });

  it('lists the metrics a query may name, with the project’s configured ones', async () => {
    const r = await admin.get('/v1/jigsaw/stats/catalog');
    expect(r.status).toBe(200);
    expect(r.body.metrics).toEqual(
      expect.arrayContaining([
        { name: 'enterUv', title: expect.any(String), configured: false },
        { name: 'coins', title: 'Coins per finish', configured: true },
      ]),
    );
    expect(r.body.dimensions).toContain('level');
  });
});
