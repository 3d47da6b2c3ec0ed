// Issue 16 "Done when": a test device registered through the client API receives the push through
// each transport's local protocol server at its local time. Two devices (Android in Tokyo, iOS in
// New York) register; the project's sandbox holds FCM and APNs credentials; a task for both
// platforms at 09:00 local is planned per zone; the scheduler dispatches each zone only once its
// 09:00 has come, and the send job (the job worker, with the process's secrets) delivers through
// the FCM and the APNs servers, in the device's language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker } from '../../../../core/server/jobs/worker';
import { apnsToken, startApnsServer, type ApnsServer } from '../../../../tests/support/apnsServer';
import { startFcmServer, type FcmServer } from '../../../../tests/support/fcmServer';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { pushDeliveries, pushSubTasks, pushTasks } from '../db';
import { closeTransports } from '../transports/resolve';
import { schedulePass } from './scheduler';

const CODE = 'pushe2e';
let t: TestApp;
let admin: Client;
let fcm: FcmServer;
let apns: ApnsServer;
let key: string;

beforeAll(async () => {
  fcm = await startFcmServer();
  apns = await startApnsServer();
  process.env.FCM_URL = fcm.url;
  process.env.APNS_URL = apns.url;
  t = await startTestApp({ plugins: ['push'], demo: false });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
});
afterAll(async () => {
  closeTransports();
  delete process.env.FCM_URL;
  delete process.env.APNS_URL;
  await Promise.all([fcm.close(), apns.close()]);
  await t.close();
});

describe('a registered device gets its push through the real transport at its local time', () => {
  it('FCM for Android in Tokyo, APNs for iOS in New York', async () => {
    const account = fcm.account('pushe2e-fcm');
    const apnsKey = apns.key({ bundleId: 'com.studio.pushe2e' });
    const saved = await admin.put(`/v1/${CODE}/pushServer/api/manage/settings?env=sandbox`, {
      env: 'sandbox',
      platforms: { 1: true, 2: true },
      frequencyCap: 0,
      quietHours: null,
      serverTimezone: 'Asia/Shanghai',
      fcmServiceAccount: account.json,
      apnsKey: apnsKey.pem,
      keyId: apnsKey.keyId,
      teamId: apnsKey.teamId,
      bundleId: apnsKey.bundleId,
      production: false,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const game = t.client();
    const iosToken = apnsToken(7);
    const register = (body: Record<string, unknown>) => game.post(`/client/v1/${CODE}/sandbox/push/token`, body, { 'x-client-key': key });
    expect(
      (
        await register({
          userId: 'tokyo-player',
          firebaseId: 'f-tokyo',
          token: 'fcm-tokyo-1',
          platform: 1,
          timezone: 'Asia/Tokyo',
          language: 'ja',
          country: 'JP',
          appVersion: '2.0.0',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await register({
          userId: 'ny-player',
          firebaseId: 'f-ny',
          token: iosToken,
          platform: 2,
          timezone: 'America/New_York',
          language: 'en',
          country: 'US',
          appVersion: '2.0.0',
        })
      ).status,
    ).toBe(200);

    const created = await admin.post(`/v1/${CODE}/pushServer/api/task`, {
      env: 'sandbox',
      platform: 3,
      name: 'Morning puzzle',
      notification: {
        alert: {
          en: { title: 'Your morning puzzle', subtitle: '', body: 'A new one is ready' },
          ja: { title: '朝のパズル', subtitle: '', body: '新しいパズル' },
        },
      },
      scheduleRule: { isCycle: 0, startAt: '2030-01-15 09:00:00' },
      audienceRule: {},
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [androidTask, iosTask] = created.body.ids as number[];

    // One sub-task per zone, at 09:00 there: Tokyo is UTC+9, New York UTC-5 in January.
    const subs = await t.db.select().from(pushSubTasks);
    const fire = (taskId: number) => subs.filter((s) => s.taskId === taskId).map((s) => [s.timezone, s.fireAt.toISOString()]);
    expect(fire(androidTask)).toEqual([['Asia/Tokyo', '2030-01-15T00:00:00.000Z']]);
    expect(fire(iosTask)).toEqual([['America/New_York', '2030-01-15T14:00:00.000Z']]);

    const worker = createJobWorker({
      db: t.db,
      config: t.config,
      plugins: t.plugins,
      services: t.services,
      settings: { pollMs: 10, retryBaseMs: 1 },
    });
    const runJobs = async () => {
      for (let i = 0; i < 10; i++) if (!(await worker.runOnce())) break;
    };

    // A minute before Tokyo's 09:00: nothing goes.
    expect((await schedulePass(t.db, t.services, new Date('2030-01-14T23:59:00Z'))).dispatched).toBe(0);
    await runJobs();
    expect(fcm.accepted + apns.accepted).toBe(0);

    // Tokyo's 09:00: the Android device gets it through FCM, in Japanese; New York waits.
    expect((await schedulePass(t.db, t.services, new Date('2030-01-15T00:01:00Z'))).dispatched).toBe(1);
    await runJobs();
    expect(fcm.received.map((r) => [r.message.token, r.message.notification?.title])).toEqual([['fcm-tokyo-1', '朝のパズル']]);
    expect(apns.accepted).toBe(0);

    // New York's 09:00: the iOS device gets it through APNs, in English.
    expect((await schedulePass(t.db, t.services, new Date('2030-01-15T14:01:00Z'))).dispatched).toBe(1);
    await runJobs();
    expect(
      apns.received.map((r) => [r.token, r.headers.topic, (r.payload as { aps: { alert: { title: string } } }).aps.alert.title]),
    ).toEqual([[iosToken, 'com.studio.pushe2e', 'Your morning puzzle']]);
    expect(fcm.accepted).toBe(1);

    // What really happened, in the ledger and the counters.
    const ledger = await t.db.select({ state: pushDeliveries.state }).from(pushDeliveries);
    expect(ledger.map((l) => l.state)).toEqual(['success', 'success']);
    for (const id of [androidTask, iosTask]) {
      const [sub] = await t.db.select().from(pushSubTasks).where(eq(pushSubTasks.taskId, id));
      expect(sub).toMatchObject({ sendCount: 1, successCount: 1, failCount: 0 });
    }
    // Every zone done: the next pass completes both tasks.
    await schedulePass(t.db, t.services, new Date('2030-01-15T14:02:00Z'));
    const statuses = (await t.db.select({ status: pushTasks.status }).from(pushTasks)).map((r) => r.status);
    expect(statuses).toEqual([2, 2]);
  });
});
