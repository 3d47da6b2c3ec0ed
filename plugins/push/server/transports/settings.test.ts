// Push settings API: defaults, every validation rule, credentials validated, stored encrypted and
// never returned (nor in the audit rows: grepped for the secret), prod for owners and admins only,
// the availability check, and the transport resolver on the stored settings (FCM and APNs clients
// sending to the local protocol servers, the outbox without credentials, a change seen at once).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../../core/server/db/schema';
import { PROD_OWNERS_ONLY } from '../../../../core/shared/access';
import { ADMIN, LIMIT, startTestApp, USER, type Client, type TestApp } from '../../../../tests/api/harness';
import { apnsToken, startApnsServer, type ApnsServer } from '../../../../tests/support/apnsServer';
import { startFcmServer, type FcmServer } from '../../../../tests/support/fcmServer';
import { SETTINGS_MESSAGES } from '../../schemas/transports';
import { pushSettings } from '../db';
import { testMessage } from './fixtures';
import { seedPushSettings } from './demo';
import { closeTransports, resolveTransport } from './resolve';
import { readSettings } from './settings';

let t: TestApp;
let admin: Client;
let user: Client;
let limit: Client;
let fcm: FcmServer;
let apns: ApnsServer;
const OWNED = 'jigsaw';
const NOT_OWNER = 'tiles';
const url = (code: string, what = 'settings', env = 'sandbox') => `/v1/${code}/pushServer/api/manage/${what}?env=${env}`;

beforeAll(async () => {
  // The base plugins' demo (users, projects, rights); push's own demo is checked last.
  t = await startTestApp({ plugins: ['push'], demo: [] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
  limit = await t.signIn(LIMIT);
  fcm = await startFcmServer();
  apns = await startApnsServer();
  process.env.FCM_URL = fcm.url;
  process.env.APNS_URL = apns.url;
});
afterAll(async () => {
  closeTransports();
  delete process.env.FCM_URL;
  delete process.env.APNS_URL;
  await Promise.all([fcm.close(), apns.close()]);
  await t.close();
});

const base = (over: Record<string, unknown> = {}) => ({
  env: 'sandbox',
  platforms: { 1: true, 2: true },
  frequencyCap: 3,
  quietHours: { start: '22:00', end: '08:00' },
  serverTimezone: 'Europe/Paris',
  keyId: '',
  teamId: '',
  bundleId: '',
  production: false,
  ...over,
});

/** Every string in the stored audit rows and settings answers, to grep for a secret. */
async function auditText(code: string) {
  return JSON.stringify(await t.db.select().from(auditLog).where(eq(auditLog.projectCode, code)));
}

describe('push settings', () => {
  it('answers the defaults when none are stored (APNs production on prod)', async () => {
    const r = await admin.get(url(NOT_OWNER));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      settings: {
        platforms: { 1: true, 2: true },
        frequencyCap: 0,
        quietHours: null,
        serverTimezone: 'Asia/Shanghai',
        fcm: { set: false, projectId: '' },
        apns: { set: false, keyId: '', teamId: '', bundleId: '', production: false },
      },
      operator: '',
      updatedAt: null,
    });
    expect((await admin.get(url(NOT_OWNER, 'settings', 'prod'))).body.settings.apns.production).toBe(true);
    expect((await admin.get(url(NOT_OWNER, 'available'))).body).toEqual({ available: { 1: true, 2: true } });
  });

  it('refuses bad input with a field message and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ env: 'staging' }, 'env', SETTINGS_MESSAGES.env],
      [{ frequencyCap: -1 }, 'frequencyCap', 'The frequency cap must be at least 0'],
      [{ frequencyCap: 101 }, 'frequencyCap', 'The frequency cap must be at most 100'],
      [{ frequencyCap: 1.5 }, 'frequencyCap', 'The frequency cap must be a whole number'],
      [{ quietHours: { start: '25:00', end: '08:00' } }, 'quietHours.start', SETTINGS_MESSAGES.time],
      [{ quietHours: { start: '22:00', end: '22:00' } }, 'quietHours.end', SETTINGS_MESSAGES.quietSame],
      [{ serverTimezone: 'Mars/Olympus' }, 'serverTimezone', SETTINGS_MESSAGES.timezone],
      [{ fcmServiceAccount: '{not json' }, 'fcmServiceAccount', 'The FCM service account is not JSON'],
      [
        { fcmServiceAccount: '{"type":"service_account","project_id":"p","client_email":"e@x"}' },
        'fcmServiceAccount',
        'The FCM service account has no private_key',
      ],
      [{ apnsKey: 'hello' }, 'apnsKey', 'The APNs key is not a .p8 key (an EC P-256 private key in PEM)'],
      [{ apnsKey: apns.key().pem }, 'keyId', SETTINGS_MESSAGES.apnsFields],
      [{ keyId: 'short' }, 'keyId', SETTINGS_MESSAGES.keyId],
      [{ teamId: 'lowercase12' }, 'teamId', SETTINGS_MESSAGES.teamId],
      [{ bundleId: 'nodots' }, 'bundleId', SETTINGS_MESSAGES.bundleId],
    ];
    for (const [over, path, message] of cases) {
      const r = await admin.put(url(NOT_OWNER), base(over));
      expect(r.status, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(r.body.issues, path).toContainEqual(expect.objectContaining({ path, message }));
    }
    // A key that looks like PEM but is not an EC key: the server imports it.
    const rsa = JSON.parse(fcm.account('x').json).private_key as string;
    const bad = await admin.put(url(NOT_OWNER), base({ apnsKey: rsa, keyId: 'ABCDE12345', teamId: 'TEAM123456', bundleId: 'com.a.b' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The APNs key is not a .p8 key (an EC P-256 private key in PEM)');
    const badFcm = await admin.put(
      url(NOT_OWNER),
      base({
        fcmServiceAccount: JSON.stringify({
          project_id: 'p',
          client_email: 'e@x',
          private_key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n',
        }),
      }),
    );
    expect(badFcm.status).toBe(400);
    expect(badFcm.body.message).toMatch(/not an RSA private key/);
    expect(await t.db.select().from(pushSettings).where(eq(pushSettings.projectCode, NOT_OWNER))).toEqual([]);
  });

  it('stores credentials encrypted, answers only whether set, and keeps them out of the audit', async () => {
    const account = fcm.account('jigsaw-prod');
    const privateKey = JSON.parse(account.json).private_key as string;
    const keyLine = privateKey.split('\n')[1];
    const key = apns.key({ keyId: 'ABCDE12345', teamId: 'TEAM123456', bundleId: 'com.studio.jigsaw' });
    const keyBody = key.pem.split('\n')[1];
    const r = await admin.put(
      url(OWNED),
      base({ fcmServiceAccount: account.json, apnsKey: key.pem, keyId: key.keyId, teamId: key.teamId, bundleId: key.bundleId }),
    );
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(SETTINGS_MESSAGES.saved);
    expect(r.body.settings).toEqual({
      platforms: { 1: true, 2: true },
      frequencyCap: 3,
      quietHours: { start: '22:00', end: '08:00' },
      serverTimezone: 'Europe/Paris',
      fcm: { set: true, projectId: 'jigsaw-prod' },
      apns: { set: true, keyId: 'ABCDE12345', teamId: 'TEAM123456', bundleId: 'com.studio.jigsaw', production: false },
    });
    const got = await user.get(url(OWNED));
    expect(got.body.settings).toEqual(r.body.settings);
    expect(got.body.operator).not.toBe('');
    for (const text of [JSON.stringify(r.body), JSON.stringify(got.body), await auditText(OWNED)]) {
      expect(text).not.toContain(keyLine);
      expect(text).not.toContain(keyBody);
      expect(text).not.toContain('private_key');
    }
    const [row] = await t.db
      .select()
      .from(pushSettings)
      .where(and(eq(pushSettings.projectCode, OWNED), eq(pushSettings.env, 'sandbox')));
    expect(row.fcmCredential).toMatch(/^v1\./);
    expect(row.fcmCredential).not.toContain(keyLine);
    expect(t.services.secrets.decrypt(row.fcmCredential!)).toBe(account.json);
    expect(t.services.secrets.decrypt(row.apnsCredential!)).toBe(key.pem.trim());
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectCode, OWNED), eq(auditLog.action, 'pushSettingsUpdate')));
    expect((entry.after as { credentials: string[] }).credentials).toEqual(['FCM credentials set', 'APNs key set']);

    // Saving again without the credentials keeps them; the stored key still needs its ids.
    const again = await admin.put(url(OWNED), base({ frequencyCap: 5, keyId: key.keyId, teamId: key.teamId, bundleId: key.bundleId }));
    expect(again.body.settings.fcm).toEqual({ set: true, projectId: 'jigsaw-prod' });
    expect(again.body.settings.apns.set).toBe(true);
    const noIds = await admin.put(url(OWNED), base());
    expect(noIds.status).toBe(400);
    expect(noIds.body.issues).toContainEqual({ path: 'keyId', message: SETTINGS_MESSAGES.apnsFields });
  });

  it('the resolver sends through FCM and APNs with the stored credentials, and follows a change at once', async () => {
    const android = await resolveTransport(t.db, OWNED, 'sandbox', 1, t.services.secrets);
    const ios = await resolveTransport(t.db, OWNED, 'sandbox', 2, t.services.secrets);
    expect([android.name, ios.name]).toEqual(['fcm', 'apns']);
    expect(await resolveTransport(t.db, OWNED, 'sandbox', 1, t.services.secrets)).toBe(android);
    // Another server process saves (the row's updated_at moves): the next resolve builds anew.
    await t.db
      .update(pushSettings)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(and(eq(pushSettings.projectCode, OWNED), eq(pushSettings.env, 'sandbox')));
    const rebuilt = await resolveTransport(t.db, OWNED, 'sandbox', 1, t.services.secrets);
    expect(rebuilt).not.toBe(android);
    expect(rebuilt.name).toBe('fcm');
    expect(await android.send([testMessage(1)], { signal: new AbortController().signal, tx: t.db })).toEqual([{ ok: true }]);
    const token = apnsToken(1);
    expect(await ios.send([testMessage(2, { platform: 2, token })], { signal: new AbortController().signal, tx: t.db })).toEqual([
      { ok: true },
    ]);
    expect(fcm.received.at(-1)!.projectId).toBe('jigsaw-prod');
    expect(apns.received.at(-1)!.token).toBe(token);
    expect(apns.received.at(-1)!.headers.topic).toBe('com.studio.jigsaw');

    // iOS falls back to FCM without an APNs key; without credentials both go to the outbox.
    const keep = { keyId: 'ABCDE12345', teamId: 'TEAM123456', bundleId: 'com.studio.jigsaw' };
    await admin.put(url(OWNED), base({ clearApns: true, ...keep }));
    expect((await resolveTransport(t.db, OWNED, 'sandbox', 2, t.services.secrets)).name).toBe('fcm');
    const cleared = await admin.put(url(OWNED), base({ clearFcm: true }));
    expect(cleared.body.settings.fcm).toEqual({ set: false, projectId: '' });
    expect((await resolveTransport(t.db, OWNED, 'sandbox', 1, t.services.secrets)).name).toBe('outbox');
    expect((await resolveTransport(t.db, NOT_OWNER, 'prod', 2, t.services.secrets)).name).toBe('outbox');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectCode, OWNED), eq(auditLog.action, 'pushSettingsUpdate')));
    expect(audit.map((a) => (a.after as { credentials?: string[] }).credentials).filter(Boolean)).toEqual([
      ['FCM credentials set', 'APNs key set'],
      ['APNs key cleared'],
      ['FCM credentials cleared'],
    ]);
  });

  it('a wrong key (another deployment) fails the resolve with a clear message', async () => {
    const account = fcm.account('p2');
    await admin.put(url(OWNED, 'settings', 'sandbox'), base({ fcmServiceAccount: account.json }));
    const { createSecrets } = await import('../../../../core/server/secrets');
    const other = createSecrets({ secretKey: 'f0'.repeat(32), dataDir: t.config.dataDir });
    closeTransports();
    await expect(resolveTransport(t.db, OWNED, 'sandbox', 1, other)).rejects.toThrow(/not the one it was stored with/);
    closeTransports();
  });

  it('prod is for owners and admins; sandbox for holders of push; no right, no access', async () => {
    const prod = await user.put(url(NOT_OWNER, 'settings', 'prod'), base({ env: 'prod' }));
    expect(prod.status).toBe(403);
    expect(prod.body.message).toBe(PROD_OWNERS_ONLY);
    expect(
      (
        await t.db
          .select()
          .from(pushSettings)
          .where(and(eq(pushSettings.projectCode, NOT_OWNER), eq(pushSettings.env, 'prod')))
      ).length,
    ).toBe(0);
    expect((await user.get(url(NOT_OWNER, 'settings', 'prod'))).status).toBe(200);
    expect((await user.put(url(NOT_OWNER), base())).status).toBe(200);
    expect((await user.put(url(OWNED, 'settings', 'prod'), base({ env: 'prod', platforms: { 1: true, 2: false } }))).status).toBe(200);
    expect((await user.get(url(OWNED, 'available', 'prod'))).body).toEqual({ available: { 1: true, 2: false } });
    expect((await admin.put(url(NOT_OWNER, 'settings', 'prod'), base({ env: 'prod' }))).status).toBe(200);
    for (const r of [
      await limit.get(url(NOT_OWNER)),
      await limit.put(url(NOT_OWNER), base()),
      await limit.get(url(NOT_OWNER, 'available')),
    ])
      expect(r.status).toBe(403);
  });

  it('the demo seeds every project with settings and no credentials; it keeps what is stored', async () => {
    await seedPushSettings(t.db);
    const prod = await readSettings(t.db, 'words', 'prod');
    expect(prod).toMatchObject({
      frequencyCap: 3,
      quietHours: { start: '22:00', end: '08:00' },
      fcm: { set: false },
      apns: { set: false, production: true },
    });
    expect((await readSettings(t.db, OWNED, 'sandbox')).frequencyCap).toBe(3);
    expect((await resolveTransport(t.db, 'words', 'prod', 1, t.services.secrets)).name).toBe('outbox');
  });
});
