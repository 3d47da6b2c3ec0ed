// The trackers answer with plugin adjust-apps enabled: each tracker's Adjust app (by the installs'
// props.appToken, else the platform's app) and the platform's app. Without the plugin the answer
// is the spec's bare {trackers} (adStats.test.ts runs without it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEventRow } from '../../../core/server/warehouse/rows';
import { eventSchema, type GameEventInput } from '../../../core/shared/eventSchema';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

const CODE = 'apptest';
let t: TestApp;
let admin: Client;
let minute = 0;
const install = (userId: string, platform: 1 | 2, props: Record<string, string>): GameEventInput => ({
  event: 'install',
  userId,
  platform,
  ts: Date.parse('2024-05-01T08:00:00Z') + (minute += 1) * 60_000,
  appVersion: '1.0.0',
  country: 'US',
  props,
});

/** Android installs say nothing of their app; iOS ones carry it, one tracker an older app's. */
const EVENTS = [
  install('A1', 1, { tracker: 'Organic', trackerToken: 'tokA' }),
  install('A2', 1, { tracker: 'Google Ads', trackerToken: 'tokG' }),
  install('I1', 2, { tracker: 'Organic', trackerToken: 'tokI', appToken: 'iosapp123456' }),
  install('I2', 2, { tracker: 'Apple Search Ads', trackerToken: 'tokS', appToken: 'iosapp123456' }),
  install('I3', 2, { tracker: 'Old campaign', trackerToken: 'tokO', appToken: 'oldapp654321' }),
];

beforeAll(async () => {
  t = await startTestApp({ plugins: ['ad-stats', 'stats', 'adjust-apps'], demo: false });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
  await t.services.warehouse.write(
    CODE,
    EVENTS.map((e) => toEventRow(eventSchema.parse(e), Date.UTC(2024, 5, 1))),
  );
});
afterAll(() => t.close());

const trackers = async (platform?: number) => {
  const r = await admin.get(`/v1/${CODE}/adjust/trackers${platform ? `?platform=${platform}` : ''}`);
  expect(r.status).toBe(200);
  return r.body;
};

describe('trackers labelled with their Adjust app', () => {
  it('a platform without an app says so, and no tracker has one', async () => {
    expect(await trackers(1)).toEqual({
      trackers: [
        { name: 'Google Ads', token: 'tokG', app: null },
        { name: 'Organic', token: 'tokA', app: null },
      ],
      adjustApp: { configured: false },
    });
  });

  it("installs without an app token: every tracker of the platform is the platform's app", async () => {
    expect((await admin.post('/v1/admin/adjust_app', { projectCode: CODE, platform: 1, token: 'andapp123456' })).status).toBe(200);
    expect(await trackers(1)).toEqual({
      trackers: [
        { name: 'Google Ads', token: 'tokG', app: 'andapp123456' },
        { name: 'Organic', token: 'tokA', app: 'andapp123456' },
      ],
      adjustApp: { configured: true, token: 'andapp123456' },
    });
  });

  it("installs with an app token: the trackers of that app's installs only", async () => {
    expect((await admin.post('/v1/admin/adjust_app', { projectCode: CODE, platform: 2, token: 'iosapp123456' })).status).toBe(200);
    expect(await trackers(2)).toEqual({
      trackers: [
        { name: 'Apple Search Ads', token: 'tokS', app: 'iosapp123456' },
        { name: 'Old campaign', token: 'tokO', app: null },
        { name: 'Organic', token: 'tokI', app: 'iosapp123456' },
      ],
      adjustApp: { configured: true, token: 'iosapp123456' },
    });
  });

  it('without a platform: every tracker with its app, no platform app', async () => {
    const body = await trackers();
    expect(body).not.toHaveProperty('adjustApp');
    expect(Object.fromEntries(body.trackers.map((x: { token: string; app: string | null }) => [x.token, x.app]))).toEqual({
      tokA: 'andapp123456',
      tokG: 'andapp123456',
      tokI: 'iosapp123456',
      tokS: 'iosapp123456',
      tokO: null,
    });
  });

  it('follows the admin: a deleted app unlabels its trackers', async () => {
    const apps = (await admin.get('/v1/admin/adjust_app')).body.apps as { id: number; projectCode: string; platform: number }[];
    const android = apps.find((a) => a.projectCode === CODE && a.platform === 1)!;
    expect((await admin.delete(`/v1/admin/adjust_app/${android.id}`)).status).toBe(200);
    expect((await trackers(1)).adjustApp).toEqual({ configured: false });
  });
});
