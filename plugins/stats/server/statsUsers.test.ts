// Users and engagement through the API (plugins/stats/server/userRoutes.ts and the screens' metrics
// query paths) against the figures of tests/warehouse/usersFixture.ts worked out by hand: DAU, new
// users per country, all-time totals, new accounts per type, daily stats, token rates, event and
// dimension stats; the 400s of bad bodies and the 403 without the screen's right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_DAYS as D, USER_EVENTS } from '../../../tests/warehouse/usersFixture';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
const CODE = 'ustats';
const range = { start: D[1], end: D[5] };
const days = [D[1], D[2], D[3], D[4], D[5]];
const post = (path: string, body: unknown) => admin.post(`/v1/${CODE}/stats/${path}`, body);
/** The answer's `result`, failing loudly on another status. */
async function result(path: string, body: unknown) {
  const r = await post(path, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
}

beforeAll(async () => {
  t = await startTestApp({ plugins: ['stats'], demo: false });
  admin = await t.signIn(ADMIN);
  const key = await createProject(admin, CODE);
  const sent = await t.client().post(`/client/v1/${CODE}/events`, { events: USER_EVENTS }, { 'x-client-key': key });
  expect(sent.body).toEqual({ accepted: USER_EVENTS.length });
  await t.services.warehouse.flush();
});
afterAll(() => t?.close());

describe('users and engagement', () => {
  it('DAU: users with any event per day, every day of the range, per platform', async () => {
    expect(await result('dailyActiveUser', range)).toEqual(days.map((date, i) => ({ date, count: [2, 2, 4, 2, 1][i] })));
    expect((await result('dailyActiveUser', { ...range, platform: 1 })).map((r: { count: number }) => r.count)).toEqual([2, 1, 2, 1, 0]);
    expect((await result('dailyActiveUser', { ...range, platform: null })).map((r: { count: number }) => r.count)).toEqual([2, 2, 4, 2, 1]);
  });

  it('daily new users: installs per listed country, OTHER takes the unlisted ones, the columns add up', async () => {
    const saved = await admin.post(`/v1/${CODE}/config`, { modifies: [{ jsonPath: '$.countries', newValue: ['US', 'GB', 'OTHER'] }] });
    expect(saved.status).toBe(200);
    const row = (date: string, total: number, us: number, gb: number, other: number) => ({
      date,
      total,
      countryStats: [
        { country: 'US', installed: us },
        { country: 'GB', installed: gb },
        { country: 'OTHER', installed: other },
      ],
    });
    // a3's reinstall on day 4 is an install of that day; i2 (CN) counts as OTHER.
    expect(await result('dailyNewUser', range)).toEqual([
      row(D[1], 2, 1, 1, 0),
      row(D[2], 1, 1, 0, 0),
      row(D[3], 2, 1, 0, 1),
      row(D[4], 1, 1, 0, 0),
      row(D[5], 0, 0, 0, 0),
    ]);
    expect(await result('dailyNewUser', { ...range, platform: 2 })).toEqual([
      row(D[1], 0, 0, 0, 0),
      row(D[2], 1, 1, 0, 0),
      row(D[3], 1, 0, 0, 1),
      row(D[4], 0, 0, 0, 0),
      row(D[5], 0, 0, 0, 0),
    ]);
  });

  it('total users and accounts: all time up to each day, per platform, on both paths', async () => {
    const expected = days.map((date, i) => ({
      date,
      users: [3, 4, 6, 6, 6][i],
      accounts: [1, 3, 3, 3, 4][i],
      androidUsers: [2, 2, 3, 3, 3][i],
      androidAccounts: [0, 1, 1, 1, 1][i],
      iosUsers: [0, 1, 2, 2, 2][i],
      iosAccounts: [0, 1, 1, 1, 2][i],
      macUsers: 1,
      macAccounts: 1,
    }));
    expect(await result('totalUserAndAccount', range)).toEqual(expected);
    expect(await result('dailyNewUser/totals', range)).toEqual(expected);
  });

  it('daily new accounts: users linking each extType per day', async () => {
    const rows = await result('dailyNewAccount', range);
    expect(rows).toHaveLength(15);
    expect(rows.filter((r: { count: number }) => r.count > 0)).toEqual([
      { date: D[2], extType: 'Facebook', count: 1 },
      { date: D[2], extType: 'Apple', count: 1 },
      { date: D[5], extType: 'Google', count: 1 },
    ]);
    expect(rows.slice(0, 3)).toEqual([
      { date: D[1], extType: 'Facebook', count: 0 },
      { date: D[1], extType: 'Apple', count: 0 },
      { date: D[1], extType: 'Google', count: 0 },
    ]);
    const ios = await result('dailyNewAccount', { ...range, platform: 2 });
    expect(ios.filter((r: { count: number }) => r.count > 0)).toEqual([
      { date: D[2], extType: 'Apple', count: 1 },
      { date: D[5], extType: 'Google', count: 1 },
    ]);
  });

  it('daily stats: installs, DAU, the finish ratio and per-level finish rates', async () => {
    const lv = (level: number, players: number, finishers: number, finishRate: number | null) => ({
      level,
      players,
      finishers,
      finishRate,
    });
    expect(await result('daily', { ...range, levels: { from: 1, to: 2 } })).toEqual([
      { date: D[1], installs: 2, dau: 2, players: 1, finishers: 1, finishRate: 1, levels: [lv(1, 1, 1, 1), lv(2, 1, 0, 0)] },
      { date: D[2], installs: 1, dau: 2, players: 1, finishers: 0, finishRate: 0, levels: [lv(1, 1, 0, 0), lv(2, 0, 0, null)] },
      { date: D[3], installs: 2, dau: 4, players: 0, finishers: 0, finishRate: null, levels: [lv(1, 0, 0, null), lv(2, 0, 0, null)] },
      { date: D[4], installs: 1, dau: 2, players: 1, finishers: 1, finishRate: 1, levels: [lv(1, 1, 1, 1), lv(2, 0, 0, null)] },
      { date: D[5], installs: 0, dau: 1, players: 0, finishers: 0, finishRate: null, levels: [lv(1, 0, 0, null), lv(2, 0, 0, null)] },
    ]);
    // Filters: iOS in US only (i1), levels 1..10 by default.
    const ios = await result('daily', { ...range, platform: 2, country: ['US'] });
    expect(ios[1]).toMatchObject({ date: D[2], installs: 1, dau: 1, players: 1, finishRate: 0 });
    expect(ios[1].levels).toHaveLength(10);
    expect(ios[3].levels[0]).toEqual(lv(1, 1, 1, 1));
  });

  it('daily user token: installs, tokens and the rate per day, and the last 7 and 30 days', async () => {
    const android = await post('dailyUserToken', { ...range, platform: 1 });
    expect(android.body).toEqual({
      result: [
        { date: D[1], installed: 2, tokenRetrieved: 1, rate: 0.5 },
        { date: D[2], installed: 0, tokenRetrieved: 0, rate: null },
        { date: D[3], installed: 1, tokenRetrieved: 0, rate: 0 },
        { date: D[4], installed: 1, tokenRetrieved: 1, rate: 1 },
        { date: D[5], installed: 0, tokenRetrieved: 0, rate: null },
      ],
      day7: { installed: 4, tokenRetrieved: 2, rate: 0.5 },
      day30: { installed: 4, tokenRetrieved: 2, rate: 0.5 },
    });
    // Ending on 03-08: the last 7 days start on 03-02, so a1 and a2 (03-01) are in day30 only.
    const later = await post('dailyUserToken', { start: D[5], end: '2024-03-08', platform: 1 });
    expect(later.body.day7).toEqual({ installed: 2, tokenRetrieved: 1, rate: 0.5 });
    expect(later.body.day30).toEqual({ installed: 4, tokenRetrieved: 2, rate: 0.5 });
    const ios = await post('dailyUserToken', { ...range, platform: 2, country: ['us'] });
    expect(ios.body.result.map((r: { rate: number | null }) => r.rate)).toEqual([null, 1, null, null, null]);
    expect(ios.body.day7).toEqual({ installed: 1, tokenRetrieved: 1, rate: 1 });
  });

  it('event stats and dimension stats through their screens’ metrics query paths', async () => {
    const events = await admin.post(`/v1/${CODE}/stats/eventStats/query`, {
      filter: { dimension: 'day', metrics: ['pv', 'uv'], query: [{ key: 'event', value: 'session_start' }] },
      ...range,
    });
    expect(events.body.data).toEqual(days.map((day, i) => ({ day, pv: [2, 2, 4, 2, 1][i], uv: [2, 2, 4, 2, 1][i] })));
    const totals = await admin.post(`/v1/${CODE}/stats/eventStats/query`, {
      filter: { dimension: null, metrics: ['pv', 'uv'], query: [{ key: 'event', value: 'session_start' }] },
      ...range,
    });
    expect(totals.body.data).toEqual([{ pv: 11, uv: 6 }]);
    const byCountry = await admin.post(`/v1/${CODE}/stats/dimensionStats/query`, {
      filter: { dimension: 'country', metrics: ['pv', 'uv'], orderBy: 'pv desc' },
      ...range,
    });
    expect(byCountry.body.data).toEqual([
      { country: 'US', pv: 20, uv: 3 },
      { country: 'GB', pv: 6, uv: 1 },
      { country: 'CN', pv: 5, uv: 1 },
      { country: 'FR', pv: 1, uv: 1 },
    ]);
  });

  it('answers 400 with the field’s message for a bad body, never a 500', async () => {
    const cases: [string, unknown, string][] = [
      ['dailyActiveUser', {}, 'start is required (YYYY-MM-DD)'],
      ['dailyActiveUser', { ...range, start: '2024-02-30' }, 'start must be a date (YYYY-MM-DD)'],
      ['dailyActiveUser', { start: D[5], end: D[1] }, 'end must not be before start'],
      ['dailyActiveUser', { start: '2022-01-01', end: D[1] }, 'The date range is at most 400 days'],
      ['dailyNewUser', { ...range, platform: 4 }, 'platform must be 1 (Android), 2 (iOS) or 3 (Mac)'],
      ['dailyNewAccount', { ...range, platform: 'ios' }, 'platform must be 1 (Android), 2 (iOS) or 3 (Mac)'],
      ['dailyUserToken', range, 'platform must be 1 (Android) or 2 (iOS)'],
      ['dailyUserToken', { ...range, platform: 3 }, 'platform must be 1 (Android) or 2 (iOS)'],
      ['daily', { ...range, levels: { from: 5, to: 1 } }, 'levels: the last level must not be before the first'],
      ['daily', { ...range, levels: { from: 1, to: 31 } }, 'levels: at most 30 levels'],
      ['daily', { ...range, levels: { from: 1.5, to: 3 } }, 'levels.from must be a whole number'],
      ['daily', { ...range, country: [''] }, 'country values must not be empty'],
      ['totalUserAndAccount', { start: 'yesterday', end: D[1] }, 'start must be a date (YYYY-MM-DD)'],
    ];
    for (const [path, body, message] of cases) {
      const r = await post(path, body);
      expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(r.body.message, `${path} ${JSON.stringify(body)}`).toBe(message);
    }
    expect(
      (await admin.request('POST', `/v1/${CODE}/stats/dailyActiveUser`, 'not json', { 'content-type': 'application/json' })).status,
    ).toBe(400);
  });

  it('refuses a user without the screen’s right, and admits one holding it', async () => {
    const made = (await admin.post('/v1/admin/user/createUser', { mail: 'analyst@example.com', displayName: 'Analyst' })).body;
    const user = await t.signIn({ mail: 'analyst@example.com', password: made.password });
    expect((await user.post(`/v1/${CODE}/stats/dailyActiveUser`, range)).status).toBe(403);
    expect((await admin.post(`/v1/${CODE}/authorize`, { userId: made.id, rights: ['dailyActiveUser'] })).status).toBe(200);
    expect((await user.post(`/v1/${CODE}/stats/dailyActiveUser`, range)).status).toBe(200);
    expect((await user.post(`/v1/${CODE}/stats/dailyUserToken`, { ...range, platform: 1 })).status).toBe(403);
  });
});
