// The delivery part through its API and its job code on a real database: token registration,
// opens, planning per zone, the scheduler, sends through the outbox with their counters, exactly
// once (a job run twice, a dead attempt's 'sending' rows), frequency cap, quiet hours,
// transactional exemption, the test push and the preview.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs as jobsTable } from '../../../../core/server/db/schema';
import { createJobWorker } from '../../../../core/server/jobs/worker';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { manualClock } from '../../../../tests/support/clock';
import { taskBodySchema, type TaskBodyInput } from '../../schemas/tasks';
import { DELIVERY_MESSAGES, MAX_TOKENS_PER_ADDRESS_MINUTE, MAX_TOKENS_PER_USER_HOUR } from '../../schemas/delivery';
import { DEFAULT_SETTINGS } from '../transports/settings';
import type { PushSettings } from '../../shared';
import { pushDaily, pushDeliveries, pushDevices, pushOutbox, pushSubTasks, pushTasks } from '../db';
import { createTasks } from '../tasks/store';
import { outboxTransport } from './outbox';
import { planTask } from './plan';
import { schedulePass } from './scheduler';
import { IN_FLIGHT_ERROR, SEND_KIND, sendSubTask, SKIP_CAP, SKIP_QUIET, type SendDeps } from './send';
import { stopTasks } from './shutdown';

let t: TestApp;
let admin: Client;
let game: Client;
let key: string;
const CODE = 'pushgame';
const API = `/v1/${CODE}/pushServer/api`;
const DAY = 86_400_000;
/** The app's clock (what its stats call today) and the sends' where a test says: noon, so no day boundary is near. */
const clock = manualClock(Date.UTC(2030, 0, 15, 12));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const register = (body: Record<string, unknown>, env = 'sandbox') =>
  game.post(`/client/v1/${CODE}/${env}/push/token`, body, { 'x-client-key': key });
const open = (pushId: string, env = 'sandbox') => game.post(`/client/v1/${CODE}/${env}/push/open`, { pushId }, { 'x-client-key': key });
const device = (i: number, over: Record<string, unknown> = {}) => ({
  userId: `u${i}`,
  firebaseId: `f${i}`,
  token: `tok-${i}`,
  platform: 1,
  timezone: 'UTC',
  language: 'en',
  country: 'US',
  appVersion: '1.2.0',
  ...over,
});

function taskBody(
  over: Partial<TaskBodyInput> & {
    schedule?: Partial<TaskBodyInput['scheduleRule']>;
    audience?: Partial<TaskBodyInput['audienceRule']>;
  } = {},
) {
  const { schedule, audience, ...rest } = over;
  return taskBodySchema.parse({
    platform: 1,
    name: 'Daily reward',
    notification: { alert: { en: { title: 'Your reward', body: 'Come back' }, fr: { title: 'Votre cadeau', body: 'Revenez' } } },
    scheduleRule: { isCycle: 0, startAt: '2030-01-01 09:00:00', ...schedule },
    audienceRule: { ...audience },
    extraData: [{ key: 'screen', value: 'shop' }],
    ...rest,
  });
}
async function newTask(over: Parameters<typeof taskBody>[0] = {}, env: 'sandbox' | 'prod' = 'sandbox'): Promise<number> {
  const [id] = await t.db.transaction((tx) => createTasks(tx, { project: CODE, env, operator: 'test', body: taskBody(over) }));
  return id;
}
const subsOf = (taskId: number) =>
  t.db.select().from(pushSubTasks).where(eq(pushSubTasks.taskId, taskId)).orderBy(pushSubTasks.timezone, pushSubTasks.fireAt);
const deps = (over: Partial<SendDeps> = {}): SendDeps => ({
  db: t.db,
  warehouse: t.services.warehouse,
  resolve: async () => outboxTransport,
  signal: new AbortController().signal,
  ...over,
});
/** Makes every sub-task of a task due (fire time in the past) and Ready. */
const makeDue = (taskId: number) =>
  t.db
    .update(pushSubTasks)
    .set({ fireAt: new Date(clock.now() - 60_000) })
    .where(eq(pushSubTasks.taskId, taskId));

beforeAll(async () => {
  t = await startTestApp({ plugins: ['push'], demo: false, time: clock });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
  game = t.client();
});
afterAll(() => t.close());

describe('the client API', () => {
  it('registers a token, and a re-register updates the device, moves last_seen_at and clears invalid_at', async () => {
    const r = await register(device(1, { token: 'reg-1' }));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ created: true });
    expect(r.body.deviceSecret).toMatch(/^[\w-]{43}$/);
    const id = r.body.deviceId;
    await t.db
      .update(pushDevices)
      .set({ invalidAt: new Date(clock.now()), lastSeenAt: new Date(clock.now() - DAY) })
      .where(eq(pushDevices.id, id));
    const before = clock.now();
    const again = await register(
      device(1, { token: 'reg-1', timezone: 'Europe/Paris', language: 'fr', country: 'fr', appVersion: '1.3.0' }),
    );
    expect(again.body).toEqual({ deviceId: id, created: false });
    const [d] = await t.db.select().from(pushDevices).where(eq(pushDevices.id, id));
    expect(d).toMatchObject({ timezone: 'Europe/Paris', language: 'fr', country: 'FR', appVersion: '1.3.0', invalidAt: null });
    // Stamped by the re-register at the app's time, not left a day back.
    expect(d.lastSeenAt.getTime()).toBe(before);
    // The same token on the other platform or env is another device.
    expect((await register(device(1, { token: 'reg-1', platform: 2 }))).body.created).toBe(true);
    expect((await register(device(1, { token: 'reg-1' }), 'prod')).body.created).toBe(true);
  });

  it('moves a token to another userId only with the deviceSecret its first registration answered', async () => {
    const first = await register(device(4, { token: 'own-1', userId: 'alice' }));
    const secret = first.body.deviceSecret as string;
    const owner = async () =>
      (await t.db.select({ userId: pushDevices.userId }).from(pushDevices).where(eq(pushDevices.id, first.body.deviceId)))[0].userId;
    // Another caller who knows the token cannot take it, with no secret or a wrong one.
    const taken = await register(device(4, { token: 'own-1', userId: 'mallory' }));
    expect(taken.status).toBe(403);
    expect(taken.body.message).toBe(DELIVERY_MESSAGES.tokenOfAnotherUser);
    const guessed = await register(device(4, { token: 'own-1', userId: 'mallory', deviceSecret: 'x'.repeat(43) }));
    expect(guessed.status).toBe(403);
    expect(guessed.body.message).toBe(DELIVERY_MESSAGES.wrongSecret);
    expect(await owner()).toBe('alice');
    // The same user re-registers without it (and learns nothing new); the device moves with it.
    expect((await register(device(4, { token: 'own-1', userId: 'alice', timezone: 'Asia/Tokyo' }))).body).toEqual({
      deviceId: first.body.deviceId,
      created: false,
    });
    const moved = await register(device(4, { token: 'own-1', userId: 'bob', deviceSecret: secret }));
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ deviceId: first.body.deviceId, created: false });
    expect(await owner()).toBe('bob');
    // A device registered before secrets existed: it cannot move until its own user re-registers, which answers a secret.
    await t.db.update(pushDevices).set({ secretHash: null }).where(eq(pushDevices.id, first.body.deviceId));
    expect((await register(device(4, { token: 'own-1', userId: 'carol' }))).status).toBe(403);
    const claimed = await register(device(4, { token: 'own-1', userId: 'bob' }));
    expect(claimed.body.deviceSecret).toMatch(/^[\w-]{43}$/);
    expect((await register(device(4, { token: 'own-1', userId: 'bob' }))).body.deviceSecret).toBeUndefined();
    expect((await register(device(4, { token: 'own-1', userId: 'carol', deviceSecret: claimed.body.deviceSecret }))).status).toBe(200);
    expect(await owner()).toBe('carol');
  });

  it('limits registrations per user (an hour) and per address (a minute): one 429 with Retry-After, nothing stored', async () => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(pushDevices))[0].n;
    const from = t.client();
    const reg = (c: Client, body: Record<string, unknown>) =>
      c.post(`/client/v1/${CODE}/sandbox/push/token`, body, { 'x-client-key': key });
    for (let i = 0; i < MAX_TOKENS_PER_USER_HOUR; i++)
      expect((await reg(from, device(5, { token: `busy-${i}`, userId: 'busy' }))).status).toBe(200);
    const before = await count();
    const refused = await reg(from, device(5, { token: 'busy-x', userId: 'busy' }));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(DELIVERY_MESSAGES.tooManyFromUser(MAX_TOKENS_PER_USER_HOUR));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await count()).toBe(before);
    // Another user is not held up by it.
    expect((await reg(from, device(5, { token: 'calm-1', userId: 'calm' }))).status).toBe(200);
    // One address, many user ids (a script inflating the token figures).
    const flood = t.client();
    for (let i = 0; i < MAX_TOKENS_PER_ADDRESS_MINUTE; i++)
      expect((await reg(flood, device(6, { token: `flood-${i}`, userId: `flood-${i}` }))).status).toBe(200);
    const stopped = await reg(flood, device(6, { token: 'flood-x', userId: 'flood-x' }));
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe(DELIVERY_MESSAGES.tooManyFromAddress);
    const wait = Number(stopped.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await t.db.select().from(pushDevices).where(eq(pushDevices.token, 'flood-x'))).length).toBe(0);
    // Other addresses still register.
    expect((await reg(t.client(), device(6, { token: 'elsewhere', userId: 'elsewhere' }))).status).toBe(200);
  });

  it('records a push_token event for a new token only', async () => {
    await register(device(2, { token: 'ev-1', userId: 'evuser' }));
    await register(device(2, { token: 'ev-1', userId: 'evuser' }));
    await t.services.warehouse.flush();
    const rows = await t.services.warehouse.query(CODE, {
      sql: `SELECT count(*) AS n FROM "events_${CODE}" WHERE event = 'push_token' AND user_id = 'evuser'`,
      params: [],
    });
    expect(Number(rows[0].n)).toBe(1);
  });

  it('answers clear 400s for bad input, 401 without the key, and stores nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(pushDevices);
    const bad: [Record<string, unknown>, string][] = [
      [device(3, { timezone: 'Mars/Base' }), 'Not a known timezone'],
      [device(3, { platform: 3 }), 'platform must be 1 (Android) or 2 (iOS)'],
      [device(3, { token: '' }), 'token is required'],
      [device(3, { userId: ' ' }), 'userId is required'],
      [device(3, { country: 'USA' }), 'country must be a two-letter code such as US'],
      [device(3, { language: 'english!' }), 'language must be a code such as en or pt-BR'],
      [device(3, { token: 'a\u0000b' }), 'token contains a NUL character'],
      [device(3, { token: 'a\tb' }), 'Control characters are not allowed'],
      [device(3, { token: 'x'.repeat(5000) }), 'At most 4096 characters'],
    ];
    for (const [body, message] of bad) {
      const r = await register(body);
      expect(r.status, message).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await register({ ...device(3), token: 'y'.repeat(20_000) })).status).toBe(413);
    expect((await game.post(`/client/v1/${CODE}/sandbox/push/token`, device(3))).status).toBe(401);
    expect((await register(device(3), 'dev')).status).toBe(404);
    expect((await open('nope')).body.message).toBe('pushId must look like 12:345 (sub-task:device)');
    expect((await open('99999:1')).status).toBe(404);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(pushDevices)).toEqual(before);
  });
});

describe('planning', () => {
  it('makes one sub-task per zone of the live devices and occurrence, at the local start time', async () => {
    await register(device(10, { token: 'p-tokyo', timezone: 'Asia/Tokyo' }));
    await register(device(11, { token: 'p-ny', timezone: 'America/New_York' }));
    const dead = await register(device(12, { token: 'p-dead', timezone: 'Pacific/Auckland' }));
    await t.db.update(pushDevices).set({ invalidAt: new Date() }).where(eq(pushDevices.id, dead.body.deviceId));
    const id = await newTask({ schedule: { isCycle: 7, startAt: '2030-03-01 09:00:00', endAt: '2030-03-15 09:00:00' } });
    const subs = await subsOf(id);
    const zones = [...new Set(subs.map((s) => s.timezone))];
    expect(zones).toContain('Asia/Tokyo');
    expect(zones).toContain('America/New_York');
    expect(zones).not.toContain('Pacific/Auckland');
    const tokyo = subs.filter((s) => s.timezone === 'Asia/Tokyo').map((s) => s.fireAt.toISOString());
    expect(tokyo).toEqual(['2030-03-01T00:00:00.000Z', '2030-03-08T00:00:00.000Z', '2030-03-15T00:00:00.000Z']);
    // New York moves to EDT on 2030-03-10: the 15th fires an hour earlier in UTC, still 09:00 local.
    expect(subs.filter((s) => s.timezone === 'America/New_York').map((s) => s.fireAt.toISOString())).toEqual([
      '2030-03-01T14:00:00.000Z',
      '2030-03-08T14:00:00.000Z',
      '2030-03-15T13:00:00.000Z',
    ]);
    const [task] = await t.db.select().from(pushTasks).where(eq(pushTasks.id, id));
    expect(task.firstFireAt!.toISOString()).toBe(subs.map((s) => s.fireAt.toISOString()).sort()[0]);
    expect(task.lastFireAt!.toISOString()).toBe(
      subs
        .map((s) => s.fireAt.toISOString())
        .sort()
        .at(-1),
    );
  });

  it('uses the audience zone list, or the pinned zone alone; a replan replaces the sub-tasks', async () => {
    const listed = await newTask({ audience: { timezone: ['Europe/Berlin', 'Asia/Kolkata'] } });
    expect((await subsOf(listed)).map((s) => [s.timezone, s.fireAt.toISOString()])).toEqual([
      ['Asia/Kolkata', '2030-01-01T03:30:00.000Z'],
      ['Europe/Berlin', '2030-01-01T08:00:00.000Z'],
    ]);
    const pinned = await newTask({ schedule: { timezone: 'Asia/Shanghai' } });
    expect((await subsOf(pinned)).map((s) => [s.timezone, s.fireAt.toISOString()])).toEqual([
      ['Asia/Shanghai', '2030-01-01T01:00:00.000Z'],
    ]);
    await t.db
      .update(pushTasks)
      .set({ scheduleRule: { ...taskBody().scheduleRule, timezone: 'UTC' } })
      .where(eq(pushTasks.id, pinned));
    await t.db.transaction((tx) => planTask(tx, pinned));
    expect((await subsOf(pinned)).map((s) => s.timezone)).toEqual(['UTC']);
  });

  it('adds a zone whose devices appear after planning (the scheduler pass) while its time is ahead', async () => {
    const id = await newTask({ schedule: { startAt: '2030-02-01 09:00:00' } });
    expect((await subsOf(id)).some((s) => s.timezone === 'Australia/Perth')).toBe(false);
    await register(device(13, { token: 'p-perth', timezone: 'Australia/Perth' }));
    const pass = await schedulePass(t.db, t.services);
    expect(pass.added).toBeGreaterThan(0);
    expect((await subsOf(id)).filter((s) => s.timezone === 'Australia/Perth').map((s) => s.fireAt.toISOString())).toEqual([
      '2030-02-01T01:00:00.000Z',
    ]);
  });
});

describe('scheduling and sending through the outbox', () => {
  const code = 'sendgame';
  let sendKey = '';
  const reg = (body: Record<string, unknown>) => game.post(`/client/v1/${code}/sandbox/push/token`, body, { 'x-client-key': sendKey });
  const mkTask = async (over: Parameters<typeof taskBody>[0] = {}) => {
    const [id] = await t.db.transaction((tx) => createTasks(tx, { project: code, env: 'sandbox', operator: 'test', body: taskBody(over) }));
    return id;
  };

  beforeAll(async () => {
    sendKey = await createProject(admin, code);
    // 30 devices: 3 zones, 2 countries, en and fr, one dead token and one on iOS.
    for (let i = 0; i < 30; i++) {
      await reg(
        device(i, {
          token: `s-${i}`,
          timezone: ['UTC', 'Asia/Tokyo', 'America/Chicago'][i % 3],
          country: i % 2 ? 'FR' : 'US',
          language: i % 2 ? 'fr' : 'en',
          appVersion: i < 20 ? '1.0.0' : '2.0.0',
        }),
      );
    }
    await reg(device(100, { token: 's-ios', platform: 2 }));
  });

  it('the scheduler enqueues due sub-tasks only, once each, and the task goes Running', async () => {
    const id = await mkTask({ schedule: { startAt: '2030-05-01 09:00:00' } });
    const subs = await subsOf(id);
    expect(subs).toHaveLength(3);
    await t.db
      .update(pushSubTasks)
      .set({ fireAt: new Date(clock.now() - 1000) })
      .where(eq(pushSubTasks.id, subs[0].id));
    await schedulePass(t.db, t.services);
    await schedulePass(t.db, t.services);
    const after = await subsOf(id);
    expect(after.map((s) => s.status)).toEqual(subs.map((s) => (s.id === subs[0].id ? 1 : 0)));
    const jobs = await t.db
      .select()
      .from(jobsTable)
      .where(and(eq(jobsTable.kind, SEND_KIND), sql`${jobsTable.payload}->>'subTaskId' = ${String(subs[0].id)}`));
    expect(jobs).toHaveLength(1);
    expect(after.find((s) => s.id === subs[0].id)!.jobId).toBe(jobs[0].id);
    expect((await t.db.select().from(pushTasks).where(eq(pushTasks.id, id)))[0].status).toBe(1);
    // The worker runs the job: the zone's devices get it through the outbox.
    const worker = createJobWorker({ db: t.db, config: t.config, plugins: t.plugins, services: t.services });
    await worker.runOnce();
    const [ran] = await t.db.select().from(jobsTable).where(eq(jobsTable.id, jobs[0].id));
    expect(ran).toMatchObject({ state: 'succeeded', progressDone: 10, progressTotal: 10, progressMessage: '10 sent, 0 held back' });
    const box = await t.db.select().from(pushOutbox).where(eq(pushOutbox.subTaskId, subs[0].id));
    expect(box).toHaveLength(10);
  });

  it('sends in the device language (else en) and counts per sub-task, country and day', async () => {
    const id = await mkTask({ schedule: { startAt: '2030-05-02 09:00:00' }, audience: { timezone: ['Asia/Tokyo'] } });
    await makeDue(id);
    const [sub] = await subsOf(id);
    const out = await sendSubTask(deps({ now: clock.now }), sub.id);
    expect(out).toMatchObject({ audience: 10, claimed: 10, success: 10, fail: 0 });
    const [s] = await subsOf(id);
    expect(s).toMatchObject({ status: 2, sendCount: 10, successCount: 10, failCount: 0, plannedCount: 10 });
    expect(s.countryCount).toEqual({ US: [5, 5, 0, 0], FR: [5, 5, 0, 0] });
    const box = await t.db.select().from(pushOutbox).where(eq(pushOutbox.subTaskId, sub.id));
    const fr = box.find((b) => (b.message as { language: string }).language === 'fr')!;
    expect(fr.message).toMatchObject({
      title: 'Votre cadeau',
      body: 'Revenez',
      data: { screen: 'shop', taskId: String(id), pushId: `${sub.id}:${fr.deviceId}` },
    });
    expect((await t.db.select().from(pushTasks).where(eq(pushTasks.id, id)))[0].status).toBe(2);
    const day = dayOf(clock.now());
    const daily = await t.db
      .select()
      .from(pushDaily)
      .where(and(eq(pushDaily.projectCode, code), eq(pushDaily.date, day)));
    expect(daily.reduce((n, d) => n + d.success, 0)).toBeGreaterThanOrEqual(10);
    // An open counts once.
    const pushId = `${sub.id}:${fr.deviceId}`;
    expect((await game.post(`/client/v1/${code}/sandbox/push/open`, { pushId }, { 'x-client-key': sendKey })).body).toEqual({
      opened: true,
    });
    expect((await game.post(`/client/v1/${code}/sandbox/push/open`, { pushId }, { 'x-client-key': sendKey })).body).toEqual({
      opened: false,
    });
    const [o] = await subsOf(id);
    expect(o.openCount).toBe(1);
    expect(o.countryCount.FR).toEqual([5, 5, 0, 1]);
    // Another env's open of the same id is unknown.
    expect((await game.post(`/client/v1/${code}/prod/push/open`, { pushId }, { 'x-client-key': sendKey })).status).toBe(404);
  });

  it('applies country ∩ scope, language, versions and the random share', async () => {
    const id = await mkTask({
      schedule: { startAt: '2030-05-03 09:00:00', timezone: 'UTC', countryScope: ['FR', 'DE'] },
      audience: { country: ['FR', 'US'], language: ['fr'], startVersion: '1.0.0', endVersion: '1.5.0' },
    });
    await makeDue(id);
    const [sub] = await subsOf(id);
    const out = await sendSubTask(deps(), sub.id);
    // FR devices are the odd ones (fr), 1.0.0 the first 20: 10 of them, in every zone (pinned).
    expect(out.claimed).toBe(10);
    const half = await mkTask({ schedule: { startAt: '2030-05-03 09:00:00', timezone: 'UTC' }, audience: { random: 50 } });
    await makeDue(half);
    const got = (await sendSubTask(deps(), (await subsOf(half))[0].id)).claimed;
    expect(got).toBeGreaterThan(5);
    expect(got).toBeLessThan(25);
  });

  it("exactly once: a job run twice sends nothing again; a dead attempt's sending rows resolve to fail, never resent", async () => {
    const id = await mkTask({ schedule: { startAt: '2030-05-04 09:00:00', timezone: 'UTC' } });
    await makeDue(id);
    const [sub] = await subsOf(id);
    // A dead attempt: two devices claimed ('sending') and never resolved.
    const devs = await t.db
      .select()
      .from(pushDevices)
      .where(and(eq(pushDevices.projectCode, code), eq(pushDevices.platform, 1)))
      .orderBy(pushDevices.id)
      .limit(2);
    await t.db
      .insert(pushDeliveries)
      .values(devs.map((d) => ({ subTaskId: sub.id, deviceId: d.id, country: d.country, state: 'sending' })));
    const first = await sendSubTask(deps({ batch: 7 }), sub.id);
    expect(first.resolvedInFlight).toBe(2);
    expect(first.claimed).toBe(28);
    // Run again (a retried job): no message twice.
    await t.db.update(pushSubTasks).set({ status: 1 }).where(eq(pushSubTasks.id, sub.id));
    const second = await sendSubTask(deps(), sub.id);
    expect(second.claimed).toBe(0);
    const box = await t.db.select().from(pushOutbox).where(eq(pushOutbox.subTaskId, sub.id));
    expect(box).toHaveLength(28);
    expect(new Set(box.map((b) => b.deviceId)).size).toBe(28);
    expect(box.some((b) => devs.some((d) => d.id === b.deviceId))).toBe(false);
    const ledger = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.subTaskId, sub.id));
    expect(ledger.filter((l) => l.state === 'fail').map((l) => l.error)).toEqual([IN_FLIGHT_ERROR, IN_FLIGHT_ERROR]);
    const [s] = await subsOf(id);
    expect([s.sendCount, s.successCount, s.failCount]).toEqual([30, 28, 2]);
    const byCountry = Object.values(s.countryCount).reduce((a, v) => [a[0] + v[0], a[1] + v[1], a[2] + v[2]], [0, 0, 0]);
    expect(byCountry).toEqual([30, 28, 2]);
  });

  it('a remote transport: a dead token marks the device invalid and counts inactive; failures count fail', async () => {
    const id = await mkTask({ schedule: { startAt: '2030-05-05 09:00:00', timezone: 'UTC' }, audience: { country: ['US'] } });
    await makeDue(id);
    const [sub] = await subsOf(id);
    const sent: string[] = [];
    const remote = {
      name: 'fake-remote',
      transactional: false,
      async send(ms: { token: string }[]) {
        sent.push(...ms.map((m) => m.token));
        return ms.map((m) =>
          m.token === 's-0'
            ? { ok: false as const, kind: 'invalid-token' as const, error: 'UNREGISTERED' }
            : m.token === 's-2'
              ? { ok: false as const, kind: 'failed' as const, error: 'INTERNAL' }
              : { ok: true as const },
        );
      },
    };
    const out = await sendSubTask(deps({ resolve: async () => remote }), sub.id);
    expect(out).toMatchObject({ claimed: 15, success: 13, fail: 1, inactive: 1 });
    expect(sent).toHaveLength(15);
    const [s] = await subsOf(id);
    expect([s.sendCount, s.successCount, s.failCount, s.inactiveCount]).toEqual([15, 13, 2, 1]);
    const [dead] = await t.db
      .select()
      .from(pushDevices)
      .where(and(eq(pushDevices.projectCode, code), eq(pushDevices.token, 's-0')));
    expect(dead.invalidAt).not.toBeNull();
    // The dead token is out of every later audience.
    const next = await mkTask({ schedule: { startAt: '2030-05-06 09:00:00', timezone: 'UTC' }, audience: { country: ['US'] } });
    await makeDue(next);
    expect((await sendSubTask(deps(), (await subsOf(next))[0].id)).claimed).toBe(14);
    await t.db.update(pushDevices).set({ invalidAt: null }).where(eq(pushDevices.id, dead.id));
  });

  it('holds back capped and quiet devices with a skipped row; a transactional task is exempt', async () => {
    const capped: PushSettings = { ...DEFAULT_SETTINGS, frequencyCap: 1 };
    const settings = async () => capped;
    const a = await mkTask({ schedule: { startAt: '2030-05-07 09:00:00', timezone: 'UTC' }, audience: { country: ['FR'] } });
    const b = await mkTask({ schedule: { startAt: '2030-05-07 10:00:00', timezone: 'UTC' }, audience: { country: ['FR'] } });
    const c = await mkTask({
      schedule: { startAt: '2030-05-07 11:00:00', timezone: 'UTC' },
      audience: { country: ['FR'] },
      transactional: true,
    });
    for (const id of [a, b, c]) await makeDue(id);
    expect((await sendSubTask(deps({ settings }), (await subsOf(a))[0].id)).claimed).toBe(15);
    const second = await sendSubTask(deps({ settings }), (await subsOf(b))[0].id);
    expect(second).toMatchObject({ claimed: 0, skipped: 15 });
    const skipped = await t.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subTaskId, (await subsOf(b))[0].id));
    expect(new Set(skipped.map((r) => `${r.state}:${r.error}`))).toEqual(new Set([`skipped:${SKIP_CAP}`]));
    expect((await sendSubTask(deps({ settings }), (await subsOf(c))[0].id)).claimed).toBe(15);
    // Quiet all day long (00:00..23:59): everyone is held, but not for a transactional task.
    const quiet = async (): Promise<PushSettings> => ({ ...DEFAULT_SETTINGS, quietHours: { start: '00:00', end: '23:59' } });
    const d = await mkTask({ schedule: { startAt: '2030-05-08 09:00:00', timezone: 'UTC' }, audience: { country: ['US'] } });
    const e = await mkTask({
      schedule: { startAt: '2030-05-08 09:00:00', timezone: 'UTC' },
      audience: { country: ['US'] },
      transactional: true,
    });
    for (const id of [d, e]) await makeDue(id);
    const now = () => Date.UTC(2030, 4, 8, 12);
    expect(await sendSubTask(deps({ settings: quiet, now }), (await subsOf(d))[0].id)).toMatchObject({ claimed: 0, skipped: 15 });
    const q = await t.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subTaskId, (await subsOf(d))[0].id));
    expect(q.every((r) => r.state === 'skipped' && r.error === SKIP_QUIET)).toBe(true);
    expect((await sendSubTask(deps({ settings: quiet, now }), (await subsOf(e))[0].id)).claimed).toBe(15);
    // Skipped rows are not sends.
    expect((await subsOf(d))[0].sendCount).toBe(0);
    // The detail says how many were held back and why (the screen shows it instead of "Nothing sent yet").
    const held = async (id: number) => (await admin.get(`/v1/${code}/pushServer/api/task/${id}/detail?env=sandbox`)).body;
    expect(await held(b)).toMatchObject({ sendCount: 0, held: { frequencyCap: 15, quietHours: 0 } });
    expect(await held(d)).toMatchObject({ sendCount: 0, held: { frequencyCap: 0, quietHours: 15 } });
    expect((await held(e)).held).toEqual({ frequencyCap: 0, quietHours: 0 });
  });

  it("counts an open on its message's send day, so the last 7 days' block counts yesterday's opens", async () => {
    const id = await mkTask({ schedule: { startAt: '2030-05-12 09:00:00', timezone: 'UTC' }, audience: { country: ['US'] } });
    await makeDue(id);
    // Sent two days before the app's today (its clock): inside the last 7 days' block, not today.
    const sentAt = clock.now() - 2 * DAY;
    const sentDay = dayOf(sentAt);
    const before = (await admin.get(`/v1/${code}/pushServer/api/stats/tokens?env=sandbox&platform=1`)).body.push7;
    const opensToday = async () =>
      (
        await t.db
          .select()
          .from(pushDaily)
          .where(and(eq(pushDaily.projectCode, code), eq(pushDaily.date, dayOf(clock.now()))))
      ).reduce((n, d) => n + d.open, 0);
    const todayBefore = await opensToday();
    expect((await sendSubTask(deps({ now: () => sentAt }), (await subsOf(id))[0].id)).success).toBe(15);
    const [row] = await t.db
      .select()
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.subTaskId, (await subsOf(id))[0].id), eq(pushDeliveries.state, 'success')))
      .limit(1);
    expect(row.sentAt.toISOString().slice(0, 10)).toBe(sentDay);
    // Through the generated typed client (app/client).
    const r = await t.gameClient(sendKey).POST('/client/v1/{code}/{env}/push/open', {
      params: { path: { code, env: 'sandbox' } },
      body: { pushId: `${row.subTaskId}:${row.deviceId}` },
    });
    expect(r.data).toEqual({ opened: true });
    const daily = await t.db
      .select()
      .from(pushDaily)
      .where(and(eq(pushDaily.projectCode, code), eq(pushDaily.date, sentDay), eq(pushDaily.country, 'US')));
    expect(daily.reduce((n, d) => n + d.open, 0)).toBeGreaterThanOrEqual(1);
    expect(await opensToday()).toBe(todayBefore);
    const after = (await admin.get(`/v1/${code}/pushServer/api/stats/tokens?env=sandbox&platform=1`)).body.push7;
    expect(after).toMatchObject({ send: before.send + 15, success: before.success + 15, open: before.open + 1 });
  });

  it('stopTasks shuts down unfinished sub-tasks and cancels their queued jobs', async () => {
    const id = await mkTask({ schedule: { startAt: '2030-05-09 09:00:00' } });
    const subs = await subsOf(id);
    await t.db
      .update(pushSubTasks)
      .set({ fireAt: new Date(clock.now() - 1000) })
      .where(eq(pushSubTasks.id, subs[0].id));
    await schedulePass(t.db, t.services);
    const [running] = await t.db.select().from(pushSubTasks).where(eq(pushSubTasks.id, subs[0].id));
    await t.db.transaction(async (tx) => {
      await tx.update(pushTasks).set({ status: 3 }).where(eq(pushTasks.id, id));
      await stopTasks(tx, t.services, [id]);
    });
    expect((await subsOf(id)).map((s) => s.status)).toEqual([3, 3, 3]);
    expect((await t.db.select().from(jobsTable).where(eq(jobsTable.id, running.jobId!)))[0].state).toBe('cancelled');
    // A send job that still runs finds the sub-task stopped and sends nothing.
    expect(await sendSubTask(deps(), subs[0].id)).toMatchObject({ stopped: true, claimed: 0 });
  });

  it('GET task/:id/outbox pages the messages, scoped to the project and env', async () => {
    const id = await mkTask({ schedule: { startAt: '2030-05-10 09:00:00', timezone: 'UTC' } });
    await makeDue(id);
    await sendSubTask(deps(), (await subsOf(id))[0].id);
    const page = await admin.get(`/v1/${code}/pushServer/api/task/${id}/outbox?env=sandbox&pn=3&ps=10`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(30);
    expect(page.body.rows).toHaveLength(10);
    expect(page.body.rows[0]).toMatchObject({ language: expect.any(String), title: expect.any(String), data: { taskId: String(id) } });
    expect((await admin.get(`/v1/${code}/pushServer/api/task/${id}/outbox?env=prod`)).status).toBe(404);
    expect((await admin.get(`${API}/task/${id}/outbox?env=sandbox`)).status).toBe(404);
    expect((await admin.get(`/v1/${code}/pushServer/api/task/${id}/outbox?env=sandbox&ps=7`)).status).toBe(400);
    expect((await admin.get(`/v1/${code}/pushServer/api/task/99999999999999999999/outbox?env=sandbox`)).status).toBe(404);
  });

  it('test push: the spec messages; one list of ids; sent now, or per zone at the local time', async () => {
    const base = `/v1/${code}/pushServer/api/push/testPush`;
    const body = {
      env: 'sandbox',
      platform: 1,
      notification: { alert: { en: { title: 'Test' } }, isDataType: 0 },
      userId: ['u1', 'u2'],
      firebaseId: [] as string[],
    };
    const neither = await admin.post(base, { ...body, userId: [] });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('You can only fill in the user ID or firebase ID. Do not fill in both of them or leave them blank');
    expect((await admin.post(base, { ...body, firebaseId: ['f1'] })).body.message).toBe(
      'You can only fill in the user ID or firebase ID. Do not fill in both of them or leave them blank',
    );
    expect((await admin.post(base, { ...body, env: '' })).body.message).toBe('Please select Env');
    expect((await admin.post(base, { ...body, platform: undefined })).body.message).toBe('Please select Platform');
    // The image and extra data follow the task's link rules.
    const unsafe = await admin.post(base, { ...body, imageUrl: 'javascript:alert(1)', extraData: { link: 'javascript:alert(1)' } });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'imageUrl', message: 'Use an uploaded file or an http(s) link' },
        { path: 'extraData.link', message: 'Use an http(s) link or an app link such as myapp://page' },
      ]),
    );
    expect((await admin.post(base, { ...body, extraData: { link: 'otherapp://x' } })).body.message).toBe(
      'Only http:, https: links are allowed',
    );
    const now = await admin.post(base, body);
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ devices: 2, subTasks: 1, message: 'Test push created for 2 devices' });
    // Enqueued with the request: the worker sends it.
    await createJobWorker({ db: t.db, config: t.config, plugins: t.plugins, services: t.services }).runOnce();
    const box = await t.db.select().from(pushOutbox).where(eq(pushOutbox.taskId, now.body.taskId));
    expect(box.map((b) => b.token).sort()).toEqual(['s-1', 's-2']);
    const [task] = await t.db.select().from(pushTasks).where(eq(pushTasks.id, now.body.taskId));
    expect(task).toMatchObject({ isTest: true, status: 2 });
    const listed = await admin.get(`/v1/${code}/pushServer/api/push/tests?env=sandbox`);
    expect(listed.body.rows[0]).toMatchObject({
      id: now.body.taskId,
      title: 'Test',
      sendCount: 2,
      successCount: 2,
      subTasks: 1,
      status: 2,
    });
    expect((await admin.get(`/v1/${code}/pushServer/api/push/tests?env=prod`)).body).toEqual({ rows: [], total: 0 });
    const zoned = await admin.post(base, {
      ...body,
      userId: [],
      firebaseId: ['f1', 'f2', 'f3'],
      isPushByTimezone: 1,
      startAt: '2030-06-01 08:00:00',
    });
    expect(zoned.body).toMatchObject({ devices: 3, subTasks: 3 });
    expect((await subsOf(zoned.body.taskId)).map((s) => [s.timezone, s.fireAt.toISOString()])).toEqual([
      ['America/Chicago', '2030-06-01T13:00:00.000Z'],
      ['Asia/Tokyo', '2030-05-31T23:00:00.000Z'],
      ['UTC', '2030-06-01T08:00:00.000Z'],
    ]);
    expect((await admin.post(base, { ...body, userId: ['nobody'] })).body).toMatchObject({
      devices: 0,
      message: 'No registered device matches these ids',
    });
  });

  it('preview: per zone the local and UTC time, the audience (as the send counts it), passed zones and DST changes', async () => {
    const r = await admin.post(`/v1/${code}/pushServer/api/task/preview`, {
      env: 'sandbox',
      platform: 1,
      scheduleRule: { isCycle: 1, startAt: '2030-03-09 09:00:00', endAt: '2030-03-11 09:00:00' },
      audienceRule: { country: ['FR'] },
    });
    expect(r.status).toBe(200);
    const chicago = r.body.zones.find((z: { timezone: string }) => z.timezone === 'America/Chicago');
    expect(chicago).toMatchObject({
      local: '2030-03-09 09:00:00',
      fireAt: '2030-03-09T15:00:00.000Z',
      occurrences: 3,
      audience: 5,
      passed: false,
    });
    expect(chicago.dst).toEqual([{ at: '2030-03-10T08:00:00.000Z', fromOffset: -360, toOffset: -300 }]);
    expect(r.body.zones.find((z: { timezone: string }) => z.timezone === 'Asia/Tokyo').dst).toEqual([]);
    expect(r.body.totals).toMatchObject({ zones: 3, audience: 15, subTasks: 9 });
    expect(r.body.limits.applies).toBe(true);
    const past = await admin.post(`/v1/${code}/pushServer/api/task/preview`, {
      env: 'sandbox',
      platform: 1,
      scheduleRule: { startAt: '2020-01-01 09:00:00' },
      audienceRule: {},
    });
    expect(past.body.totals).toMatchObject({ passed: 3, skipped: 3, subTasks: 0 });
    expect(
      (
        await admin.post(`/v1/${code}/pushServer/api/task/preview`, {
          env: 'sandbox',
          platform: 1,
          scheduleRule: { startAt: 'soon' },
          audienceRule: {},
        })
      ).body.message,
    ).toBe('Use the format YYYY-MM-DD HH:mm:00');
  });
});
