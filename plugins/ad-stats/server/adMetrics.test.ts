// The ad metrics ad-stats contributes to core's metric registry (shared.ts AD_METRICS): the stats
// catalog lists them and any stats query may ask for them, with figures worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEventRow } from '../../../core/server/warehouse/rows';
import { eventSchema, type GameEventInput } from '../../../core/shared/eventSchema';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

const CODE = 'admetrics';
const D1 = '2024-05-01';
const D2 = '2024-05-02';
let t: TestApp;
let admin: Client;
let minute = 0;
const ev = (userId: string, day: string, event: string, value?: number): GameEventInput => ({
  event,
  userId,
  platform: 1,
  ts: Date.parse(`${day}T08:00:00Z`) + (minute += 1) * 60_000,
  appVersion: '1.0.0',
  country: 'US',
  ...(value === undefined ? {} : { value }),
});

// D1: A pays 0.002 twice (banner) and 0.03 (rewarded); B pays 0.02 (interstitial); C only plays.
// D2: A pays 0.01 (interstitial).
const EVENTS = [
  ev('A', D1, 'Ad_banner_revenue', 0.002),
  ev('A', D1, 'Ad_banner_revenue', 0.002),
  ev('A', D1, 'Ad_rewarded_revenue', 0.03),
  ev('B', D1, 'Ad_interstitial_revenue', 0.02),
  ev('C', D1, 'session_start'),
  ev('A', D2, 'Ad_interstitial_revenue', 0.01),
];

beforeAll(async () => {
  t = await startTestApp({ plugins: ['stats', 'ad-stats'], demo: false });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
  await t.services.warehouse.write(
    CODE,
    EVENTS.map((e) => toEventRow(eventSchema.parse(e), Date.UTC(2024, 5, 1))),
  );
});
afterAll(() => t.close());

describe('ad metrics in the stats query', () => {
  it('are listed by the stats catalog next to the game metrics', async () => {
    const r = await admin.get(`/v1/${CODE}/stats/catalog`);
    expect(r.status).toBe(200);
    const names = (r.body.metrics as { name: string; configured: boolean }[]).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['enterUv', 'adRevenue', 'adImpressions', 'adUsers', 'adArpu', 'adEcpm']));
    expect(r.body.metrics.find((m: { name: string }) => m.name === 'adEcpm')).toMatchObject({
      configured: false,
      title: 'Ad revenue per 1000 paid impressions (eCPM)',
    });
  });

  it('answer by day: revenue, impressions, users, revenue per user and eCPM', async () => {
    const r = await admin.post(`/v1/${CODE}/stats/daily/query`, {
      filter: { dimension: 'day', query: [], metrics: ['uv', 'adRevenue', 'adImpressions', 'adUsers', 'adArpu', 'adEcpm'] },
      start: D1,
      end: D2,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual([
      { day: D1, uv: 3, adRevenue: 0.054, adImpressions: 4, adUsers: 2, adArpu: 0.018, adEcpm: 13.5 },
      { day: D2, uv: 1, adRevenue: 0.01, adImpressions: 1, adUsers: 1, adArpu: 0.01, adEcpm: 10 },
    ]);
  });

  it('follow the query filters like any metric', async () => {
    const r = await admin.post(`/v1/${CODE}/stats/daily/query`, {
      filter: { dimension: null, query: [{ key: 'userId', value: 'B' }], metrics: ['adRevenue', 'adEcpm'] },
      start: D1,
      end: D2,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual([{ adRevenue: 0.02, adEcpm: 20 }]);
  });
});
