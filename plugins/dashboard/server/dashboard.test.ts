// The dashboard's one call against figures worked out by hand on a small event set around its
// window (10 days ago to yesterday; week-over-week against the 8th-last value).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEventRow } from '../../../core/server/warehouse/rows';
import { eventSchema, type GameEventInput } from '../../../core/shared/eventSchema';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

const CODE = 'dashtest';
let t: TestApp;
let admin: Client;

const DAY = 86_400_000;
const TODAY = Math.floor(Date.now() / DAY) * DAY;
/** The window's day i (0 = 10 days ago, 9 = yesterday) at noon; negative i: before it. */
const W = (i: number) => TODAY - (10 - i) * DAY + 12 * 3600_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ev = (userId: string, platform: 1 | 2, ts: number, event: string, props?: Record<string, string>): GameEventInput => ({
  event,
  userId,
  platform,
  ts,
  appVersion: '1.0.0',
  country: 'US',
  ...(props ? { props } : {}),
});

/**
 * P1 (Android) installed before the window; plays on days 2, 8, 9 and links an account on day 9.
 * P2 (Android) installs and plays on day 2 and finishes twice on day 9. P3 (Android) installs on
 * day 8, plays on 8 and 9, finishes once on 9. P4 (iOS) finishes a level on day 8 (before its
 * install event), installs and links an account on day 9. P5 (iOS) installed and linked before the
 * window and plays on day 9. P6 (Android) installs today: after the window.
 */
const EVENTS: GameEventInput[] = [
  ev('P1', 1, W(-10), 'install'),
  ev('P1', 1, W(2), 'session_start'),
  ev('P1', 1, W(8), 'session_start'),
  ev('P1', 1, W(9), 'session_start'),
  ev('P1', 1, W(9) + 60_000, 'account_link', { extType: 'Google' }),
  ev('P2', 1, W(2), 'install'),
  ev('P2', 1, W(2) + 60_000, 'session_start'),
  ev('P2', 1, W(9), 'game_finish'),
  ev('P2', 1, W(9) + 60_000, 'game_finish'),
  ev('P3', 1, W(8), 'install'),
  ev('P3', 1, W(8) + 60_000, 'session_start'),
  ev('P3', 1, W(9), 'session_start'),
  ev('P3', 1, W(9) + 60_000, 'game_finish'),
  ev('P4', 2, W(8), 'game_finish'),
  ev('P4', 2, W(9), 'install'),
  ev('P4', 2, W(9) + 60_000, 'account_link', { extType: 'Apple' }),
  ev('P5', 2, W(-20), 'install'),
  ev('P5', 2, W(-15), 'account_link', { extType: 'Facebook' }),
  ev('P5', 2, W(9), 'session_start'),
  ev('P6', 1, Date.now() - 1000, 'install'),
];

beforeAll(async () => {
  t = await startTestApp({ plugins: ['dashboard'], demo: false });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
  await t.services.warehouse.write(
    CODE,
    EVENTS.map((e) => toEventRow(eventSchema.parse(e), Date.now())),
  );
});
afterAll(() => t.close());

const f = (values: (number | null)[], dod: number | null, wow: number | null) => ({ values, latest: values[values.length - 1], dod, wow });
const z = (n: number, ...tail: (number | null)[]) => [...Array(n).fill(0), ...tail];
const nulls = (n: number, ...tail: (number | null)[]) => [...Array(n).fill(null), ...tail];

describe('GET /v1/:code/dashboard', () => {
  it('answers every card over 10 days ago to yesterday, with day-over-day and week-over-week changes', async () => {
    const r = await admin.get(`/v1/${CODE}/dashboard`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { start, end, days, figures, finishEvent, tookMs } = r.body;
    expect([start, end]).toEqual([iso(W(0)), iso(W(9))]);
    expect(days).toHaveLength(10);
    expect(days[2]).toBe(iso(W(2)));
    expect(finishEvent).toBe('game_finish');
    expect(tookMs).toBeGreaterThanOrEqual(0);
    expect(figures).toEqual({
      // 2 before the window, P2 on day 2, P3 on day 8, P4 on day 9: +25 % on the day, +66.67 % on day 2's 3.
      allUser: f([2, 2, 3, 3, 3, 3, 3, 3, 4, 5], 25, 66.67),
      allAccount: f([1, 1, 1, 1, 1, 1, 1, 1, 1, 3], 200, 200),
      percent: f([50, 50, 33.33, 33.33, 33.33, 33.33, 33.33, 33.33, 25, 60], 140, 80.02),
      androidUser: f([1, 1, 2, 2, 2, 2, 2, 2, 3, 3], 0, 50),
      iosUser: f([1, 1, 1, 1, 1, 1, 1, 1, 1, 2], 100, 100),
      androidDnu: f(z(2, 1, 0, 0, 0, 0, 0, 1, 0), -100, -100),
      iosDnu: f(z(9, 1), null, null),
      androidDau: f(z(2, 2, 0, 0, 0, 0, 0, 2, 3), 50, 50),
      iosDau: f(z(8, 1, 2), 100, null),
      newAccount: f(z(9, 2), null, null),
      finishPerUser: f(nulls(8, 1, 1.5), 50, null),
    });
  });

  it('is for holders of the dashboard right', async () => {
    const created = await admin.post('/v1/admin/user/createUser', { mail: 'viewer@example.com', displayName: 'Viewer' });
    const viewer = await t.signIn({ mail: 'viewer@example.com', password: created.body.password });
    await admin.post(`/v1/${CODE}/authorize`, { userId: created.body.id, rights: ['adEventStats'] });
    expect((await viewer.get(`/v1/${CODE}/dashboard`)).status).toBe(403);
    await admin.post(`/v1/${CODE}/authorize`, { userId: created.body.id, rights: ['dashboard'] });
    expect((await viewer.get(`/v1/${CODE}/dashboard`)).status).toBe(200);
  });
});
