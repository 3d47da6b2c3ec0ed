// Ad daily stats and the ad event stats' adjust calls against figures worked out by hand on a
// small event set written straight to the warehouse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEventRow } from '../../../core/server/warehouse/rows';
import { eventSchema, type GameEventInput } from '../../../core/shared/eventSchema';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

const CODE = 'adtest';
let t: TestApp;
let admin: Client;

const D1 = '2024-05-01';
const D2 = '2024-05-02';
const D3 = '2024-05-03';
let minute = 0;
const ev = (userId: string, platform: 1 | 2, day: string, event: string, extra: Partial<GameEventInput> = {}): GameEventInput => ({
  event,
  userId,
  platform,
  ts: Date.parse(`${day}T08:00:00Z`) + (minute += 1) * 60_000,
  appVersion: '1.0.0',
  country: 'US',
  ...extra,
});
const times = (n: number, e: () => GameEventInput) => Array.from({ length: n }, e);

/**
 * A1 (Android, US) installs on 05-01 through Organic (tokA): 2 banners (0.002 each), 2 rewarded
 * clicks, 2 showings, 1 end paying 0.03; on 05-02 one interstitial paying 0.01.
 * A2 (Android, GB) installed on 04-20 through Google Ads (tokG): on 05-01 a banner (0.001), a click
 * and a showing; on 05-02 a click. A3 (Android, US, version 2.0.0) has no install: on 05-01 two
 * interstitials paying 0.02 and 0.01. I1 (iOS, US) installs on 05-01 through Organic (its own
 * token tokI): a banner (0.004), a click, a showing and an end.
 */
const EVENTS: GameEventInput[] = [
  ev('A1', 1, D1, 'install', { props: { tracker: 'Organic', trackerToken: 'tokA' } }),
  ev('A1', 1, D1, 'session_start'),
  ...times(2, () => ev('A1', 1, D1, 'Ad_banner_revenue', { value: 0.002 })),
  ...times(2, () => ev('A1', 1, D1, 'Ad_rewarded_video_click')),
  ...times(2, () => ev('A1', 1, D1, 'Ad_rewarded_video_showing')),
  ev('A1', 1, D1, 'Ad_rewarded_video_end'),
  ev('A1', 1, D1, 'Ad_rewarded_revenue', { value: 0.03 }),
  ev('A1', 1, D2, 'session_start'),
  ev('A1', 1, D2, 'Ad_total_interstitial_show'),
  ev('A1', 1, D2, 'Ad_interstitial_revenue', { value: 0.01 }),
  ev('A2', 1, '2024-04-20', 'install', { country: 'GB', props: { tracker: 'Google Ads', trackerToken: 'tokG' } }),
  ev('A2', 1, D1, 'session_start', { country: 'GB' }),
  ev('A2', 1, D1, 'Ad_banner_revenue', { country: 'GB', value: 0.001 }),
  ev('A2', 1, D1, 'Ad_rewarded_video_click', { country: 'GB' }),
  ev('A2', 1, D1, 'Ad_rewarded_video_showing', { country: 'GB' }),
  ev('A2', 1, D2, 'Ad_rewarded_video_click', { country: 'GB' }),
  ...times(2, () => ev('A3', 1, D1, 'Ad_total_interstitial_show', { appVersion: '2.0.0' })),
  ev('A3', 1, D1, 'Ad_interstitial_revenue', { appVersion: '2.0.0', value: 0.02 }),
  ev('A3', 1, D1, 'Ad_interstitial_revenue', { appVersion: '2.0.0', value: 0.01 }),
  ev('I1', 2, D1, 'install', { props: { tracker: 'Organic', trackerToken: 'tokI' } }),
  ev('I1', 2, D1, 'Ad_banner_revenue', { value: 0.004 }),
  ev('I1', 2, D1, 'Ad_rewarded_video_click'),
  ev('I1', 2, D1, 'Ad_rewarded_video_showing'),
  ev('I1', 2, D1, 'Ad_rewarded_video_end'),
];

beforeAll(async () => {
  t = await startTestApp({ plugins: ['ad-stats', 'stats'], demo: false });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
  await t.services.warehouse.write(
    CODE,
    EVENTS.map((e) => toEventRow(eventSchema.parse(e), Date.UTC(2024, 5, 1))),
  );
});
afterAll(() => t.close());

const get = async (path: string) => {
  const r = await admin.get(`/v1/${CODE}${path}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const error400 = async (path: string) => {
  const r = await admin.get(`/v1/${CODE}${path}`);
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  return r.body.message as string;
};

/** An ad event stats row: the given figures, zeros for the other counts, the rates they make. */
const EV = ['Ad_rewarded_video_click', 'Ad_rewarded_video_showing', 'Ad_rewarded_video_end', 'Ad_total_interstitial_show'] as const;
function eventRow(date: string, daus: number, counts: Partial<Record<(typeof EV)[number], [pv: number, uv: number]>>) {
  const row: Record<string, unknown> = { date, daus };
  const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
  for (const e of EV) {
    const [pv, uv] = counts[e] ?? [0, 0];
    Object.assign(row, {
      [`${e}_pv`]: pv,
      [`${e}_uv`]: uv,
      [`${e}_per_user`]: uv ? r6(pv / uv) : null,
      [`${e}_dau_rate`]: daus ? r6(uv / daus) : null,
      [`${e}_per_dau`]: daus ? r6(pv / daus) : null,
    });
  }
  const clicks = counts.Ad_rewarded_video_click?.[0] ?? 0;
  row.Ad_rewarded_video_showing_click_rate = clicks ? r6((counts.Ad_rewarded_video_showing?.[0] ?? 0) / clicks) : null;
  row.Ad_rewarded_video_end_click_rate = clicks ? r6((counts.Ad_rewarded_video_end?.[0] ?? 0) / clicks) : null;
  return row;
}

describe('GET /v1/:code/adjust/adEventStats', () => {
  const path = (q: string) => `/adjust/adEventStats?platform=1&start=${D1}&end=${D3}${q}`;

  it('answers every day of the range for the platform, with the derived rates', async () => {
    const { data } = await get(path(''));
    expect(data).toEqual([
      eventRow(D1, 3, {
        Ad_rewarded_video_click: [3, 2],
        Ad_rewarded_video_showing: [3, 2],
        Ad_rewarded_video_end: [1, 1],
        Ad_total_interstitial_show: [2, 1],
      }),
      eventRow(D2, 2, { Ad_rewarded_video_click: [1, 1], Ad_total_interstitial_show: [1, 1] }),
      eventRow(D3, 0, {}),
    ]);
    // Spelled out once: 2 of 3 DAU clicked, 3 clicks per 3 DAU, 1 end of 3 clicks.
    expect(data[0]).toMatchObject({
      Ad_rewarded_video_click_dau_rate: 0.666667,
      Ad_rewarded_video_click_per_user: 1.5,
      Ad_rewarded_video_end_click_rate: 0.333333,
      Ad_total_interstitial_show_per_dau: 0.666667,
    });
    expect(data[2].Ad_rewarded_video_click_dau_rate).toBeNull();
  });

  it('keeps the users who installed through the chosen trackers (token or name), before the range too', async () => {
    const google = [
      eventRow(D1, 1, { Ad_rewarded_video_click: [1, 1], Ad_rewarded_video_showing: [1, 1] }),
      eventRow(D2, 1, { Ad_rewarded_video_click: [1, 1] }),
      eventRow(D3, 0, {}),
    ];
    expect((await get(path('&trackerToken=tokG'))).data).toEqual(google);
    expect((await get(path('&network=Google%20Ads'))).data).toEqual(google);
    // Organic on Android is A1 only (I1's Organic is iOS).
    const organic = (await get(path('&network=Organic'))).data;
    expect(organic[0]).toEqual(
      eventRow(D1, 1, { Ad_rewarded_video_click: [2, 1], Ad_rewarded_video_showing: [2, 1], Ad_rewarded_video_end: [1, 1] }),
    );
    expect(organic[0].Ad_rewarded_video_end_click_rate).toBe(0.5);
    expect((await get(path('&trackerToken=tokA,tokG'))).data[0].daus).toBe(2);
    expect((await get(path('&trackerToken=nope'))).data.map((r: { daus: number }) => r.daus)).toEqual([0, 0, 0]);
  });

  it('filters by country, with trackers too', async () => {
    expect((await get(path('&country=GB'))).data).toEqual((await get(path('&trackerToken=tokG'))).data);
    const us = (await get(path('&country=US'))).data;
    expect(us[0]).toEqual(
      eventRow(D1, 2, {
        Ad_rewarded_video_click: [2, 1],
        Ad_rewarded_video_showing: [2, 1],
        Ad_rewarded_video_end: [1, 1],
        Ad_total_interstitial_show: [2, 1],
      }),
    );
    expect((await get(path('&country=US,GB&trackerToken=tokA,tokG'))).data[0].daus).toBe(2);
    expect((await get(path('&country=us&trackerToken=tokA,tokG'))).data[0].daus).toBe(1);
  });

  it('iOS is its own platform', async () => {
    const { data } = await get(`/adjust/adEventStats?platform=2&start=${D1}&end=${D1}`);
    expect(data).toEqual([
      eventRow(D1, 1, { Ad_rewarded_video_click: [1, 1], Ad_rewarded_video_showing: [1, 1], Ad_rewarded_video_end: [1, 1] }),
    ]);
  });

  it('defaults to the last 7 days, today included', async () => {
    const { data } = await get('/adjust/adEventStats?platform=1');
    expect(data).toHaveLength(7);
    expect(data[6].date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('needs a platform and good dates', async () => {
    expect(await error400(`/adjust/adEventStats?start=${D1}&end=${D3}`)).toBe('platform is required: 1 (Android) or 2 (iOS)');
    expect(await error400(`/adjust/adEventStats?platform=3`)).toBe('platform is required: 1 (Android) or 2 (iOS)');
    expect(await error400(`/adjust/adEventStats?platform=1&start=2024-02-30`)).toBe('start must be a date (YYYY-MM-DD)');
    expect(await error400(`/adjust/adEventStats?platform=1&start=${D3}&end=${D1}`)).toBe('end must not be before start');
    expect(await error400(`/adjust/adEventStats?platform=1&start=2020-01-01&end=${D1}`)).toBe('The date range is at most 400 days');
  });
});

describe('GET /v1/:code/adjust/trackers and /countries', () => {
  it("lists the platform's trackers from the installs, by name", async () => {
    expect(await get('/adjust/trackers?platform=1')).toEqual({
      trackers: [
        { name: 'Google Ads', token: 'tokG' },
        { name: 'Organic', token: 'tokA' },
      ],
    });
    expect(await get('/adjust/trackers?platform=2')).toEqual({ trackers: [{ name: 'Organic', token: 'tokI' }] });
    expect((await get('/adjust/trackers')).trackers).toEqual([
      { name: 'Google Ads', token: 'tokG' },
      { name: 'Organic', token: 'tokA' },
      { name: 'Organic', token: 'tokI' },
    ]);
    expect(await error400('/adjust/trackers?platform=9')).toBe('platform must be 1 (Android), 2 (iOS) or 3 (Mac)');
  });

  it('lists the countries the platform installed in, with their names', async () => {
    expect(await get('/adjust/countries?platform=1')).toEqual({
      countries: [
        { code: 'GB', name: 'United Kingdom' },
        { code: 'US', name: 'United States' },
      ],
    });
    expect(await get('/adjust/countries?platform=2')).toEqual({ countries: [{ code: 'US', name: 'United States' }] });
  });
});

describe('GET /v1/:code/adStats/daily', () => {
  const path = (q = '') => `/adStats/daily?start=${D1}&end=${D2}${q}`;
  const format = (uv: number, pv: number, sum: number, perUv: number | null, perDau: number | null, eCPM: number | null) => ({
    uv,
    pv,
    sum_revenue: sum,
    pv_per_uv: perUv,
    pv_per_dau: perDau,
    eCPM,
  });
  const none = (perDau: number | null) => format(0, 0, 0, null, perDau, null);

  it('per day: dau, arpDAU (6 decimals) and per format uv, pv, revenue, per user, per DAU and eCPM per 1000 (4 decimals)', async () => {
    expect((await get(path())).data).toEqual([
      {
        date: D1,
        dau: 4,
        revenue: 0.069,
        arpDAU: 0.01725,
        Banner: format(3, 4, 0.009, 1.3333, 1, 2.25),
        Interstitial: format(1, 2, 0.03, 2, 0.5, 15),
        Rewarded: format(1, 1, 0.03, 1, 0.25, 30),
      },
      { date: D2, dau: 2, revenue: 0.01, arpDAU: 0.005, Banner: none(0), Interstitial: format(1, 1, 0.01, 1, 0.5, 10), Rewarded: none(0) },
    ]);
  });

  it('filters by platform, app version and country', async () => {
    const android = (await get(path('&platform=1'))).data[0];
    // 0.005 over 3 banners: 1.6667 per 1000; 0.065 over 3 DAU: 0.021667.
    expect(android).toMatchObject({ dau: 3, arpDAU: 0.021667, revenue: 0.065, Banner: format(2, 3, 0.005, 1.5, 1, 1.6667) });
    expect((await get(path('&platform=2'))).data[0]).toMatchObject({ dau: 1, arpDAU: 0.004, Banner: format(1, 1, 0.004, 1, 1, 4) });
    expect((await get(path('&version=2.0.0'))).data).toEqual([
      { date: D1, dau: 1, revenue: 0.03, arpDAU: 0.03, Banner: none(0), Interstitial: format(1, 2, 0.03, 2, 2, 15), Rewarded: none(0) },
      { date: D2, dau: 0, revenue: 0, arpDAU: null, Banner: none(null), Interstitial: none(null), Rewarded: none(null) },
    ]);
    expect((await get(path('&country=GB,FR'))).data.map((r: { dau: number; arpDAU: number }) => [r.dau, r.arpDAU])).toEqual([
      [1, 0.001],
      [1, 0],
    ]);
    expect(await error400(path('&platform=4'))).toBe('platform must be 1 (Android), 2 (iOS) or 3 (Mac)');
  });

  it("offers the versions seen in the range and the project's countries", async () => {
    expect(await get(`/adStats/daily/options?start=${D1}&end=${D2}`)).toEqual({ versions: ['2.0.0', '1.0.0'], countries: ['GB', 'US'] });
    await admin.post(`/v1/${CODE}/config`, { modifies: [{ jsonPath: '$.countries', newValue: ['US', 'JP'] }] });
    expect((await get(`/adStats/daily/options?start=${D1}&end=${D2}`)).countries).toEqual(['US', 'JP']);
  });
});
