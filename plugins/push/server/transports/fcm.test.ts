// The FCM HTTP v1 client against tests/support/fcmServer.ts (a local server that speaks the
// protocol and checks the JWT assertion's signature): success and the message's shape, bounded
// concurrency, 429/503 with and without Retry-After, 5xx retried then given up, dead and malformed
// tokens, token caching, refresh after expiry and after a 401, abort during a backoff.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFcmServer, type FcmServer } from '../../../../tests/support/fcmServer';
import { abortableSleep } from '../../../../core/server/clock';
import { classifyFcmError, createFcmTransport, parseServiceAccount } from './fcm';
import { fakeSleep, testMessage } from './fixtures';

let server: FcmServer;
beforeEach(async () => {
  server = await startFcmServer();
});
afterEach(() => server.close());

const tx = {} as never;
const signal = () => new AbortController().signal;

/**
 * A client on a clock of its own: a fixed time that only its waits and the test move (the JWT's
 * exp, an hour later, stays valid for the test server).
 */
function client(retry: Record<string, unknown> = {}) {
  const account = parseServiceAccount(server.account('demo-game').json);
  const time = fakeSleep();
  const fcm = createFcmTransport({ account, baseUrl: server.url, retry: { random: () => 1, sleep: time.sleep, ...retry }, now: time.now });
  return { fcm, waits: time.waits, clock: time.clock };
}

describe('FCM HTTP v1 client', () => {
  it('sends one request per message with an OAuth token from the JWT assertion, in order, at most `concurrency` at once', async () => {
    server.delayMs = 40;
    const { fcm } = client({ concurrency: 8 });
    const messages = Array.from({ length: 60 }, (_, i) => testMessage(i, { platform: i % 2 ? 2 : 1 }));
    const results = await fcm.send(messages, { signal: signal(), tx });
    expect(results).toEqual(messages.map(() => ({ ok: true })));
    expect(server.accepted).toBe(60);
    // Never more than the limit; more than one at once (the exact peak depends on the machine's load).
    expect(server.maxInFlight).toBeLessThanOrEqual(8);
    expect(server.maxInFlight).toBeGreaterThan(2);
    expect(fcm.tokenFetches).toBe(1);
    expect(server.tokensIssued).toBe(1);
    const android = server.received.find((r) => r.message.token === messages[0].token)!;
    expect(android.projectId).toBe('demo-game');
    expect(android.message).toEqual({
      token: messages[0].token,
      data: { pushId: '7:0', taskId: '7', reward: 'gems' },
      notification: { title: 'Title 0', body: 'Body 0' },
      android: { priority: 'HIGH', notification: { channel_id: 'events', sound: 'default', notification_priority: 'PRIORITY_HIGH' } },
    });
    const ios = server.received.find((r) => r.message.token === messages[1].token)!;
    expect(ios.message.apns).toEqual({
      headers: { 'apns-push-type': 'alert', 'apns-priority': '10' },
      payload: { aps: { alert: { subtitle: 'Sub' }, badge: 1, sound: 'default' } },
    });
    expect(ios.message.android).toBeUndefined();
  });

  it('a data-only message has no notification block; an image goes in notification.image and mutable-content', async () => {
    const { fcm } = client();
    await fcm.send(
      [
        testMessage(1, { isDataType: 1, priority: 2 }),
        testMessage(2, { platform: 2, isDataType: 1 }),
        testMessage(3, { platform: 2, imageUrl: 'https://cdn.example.com/a.png' }),
      ],
      { signal: signal(), tx },
    );
    const [a, b, c] = server.received.map((r) => r.message);
    expect(a.notification).toBeUndefined();
    expect(a.android).toEqual({ priority: 'NORMAL' });
    expect(b.apns).toEqual({
      headers: { 'apns-push-type': 'background', 'apns-priority': '5' },
      payload: { aps: { 'content-available': 1 } },
    });
    expect(c.notification.image).toBe('https://cdn.example.com/a.png');
    expect(c.apns.payload.aps['mutable-content']).toBe(1);
    expect(c.apns.fcm_options).toEqual({ image: 'https://cdn.example.com/a.png' });
  });

  it('429 and 503 wait as Retry-After says (seconds or a date, read on the client clock), then succeed', async () => {
    const { fcm, waits, clock } = client({ concurrency: 1 });
    server.failNext(1, 429, { 'retry-after': '7' });
    // A date 30 s after now: the 7 s waited first leave 23 s of it.
    server.failNext(1, 503, { 'retry-after': new Date(clock.at + 30_000).toUTCString() });
    expect(await fcm.send([testMessage(1)], { signal: signal(), tx })).toEqual([{ ok: true }]);
    expect(waits).toEqual([7_000, 23_000]);
    expect(server.requests).toBe(3);
  });

  it('429 without Retry-After backs off exponentially with jitter; too many throttles fail the message', async () => {
    const { fcm, waits } = client({ concurrency: 1, baseMs: 100, throttledAttempts: 4, random: () => 0 });
    server.failNext(3, 429);
    expect(await fcm.send([testMessage(1)], { signal: signal(), tx })).toEqual([{ ok: true }]);
    // Full jitter in [ceiling/2, ceiling]: random 0 gives the lower end of 100, 200, 400.
    expect(waits).toEqual([50, 100, 200]);
    server.failNext(4, 429);
    const [r] = await fcm.send([testMessage(2)], { signal: signal(), tx });
    expect(r).toMatchObject({ ok: false, kind: 'failed' });
    expect((r as { error: string }).error).toMatch(/FCM HTTP 429 QUOTA_EXCEEDED/);
  });

  it('500/502/504 are retried a few times, then the message fails; others in the batch still go', async () => {
    const { fcm, waits } = client({ concurrency: 1, errorAttempts: 3 });
    server.failNext(2, 500);
    expect(await fcm.send([testMessage(1)], { signal: signal(), tx })).toEqual([{ ok: true }]);
    expect(waits).toHaveLength(2);
    server.failNext(3, 502);
    const results = await fcm.send([testMessage(2), testMessage(3)], { signal: signal(), tx });
    expect(results[0]).toMatchObject({ ok: false, kind: 'failed' });
    expect(results[1]).toEqual({ ok: true });
  });

  it('dead tokens (404 UNREGISTERED) and malformed ones (400 about the token) are invalid-token; a bad data value only fails', async () => {
    const { fcm } = client();
    server.kill('dead-token-1234');
    const results = await fcm.send(
      [
        testMessage(1, { token: 'dead-token-1234' }),
        testMessage(2, { token: 'x' }),
        testMessage(3, { data: { n: 5 as unknown as string } }),
        testMessage(4),
      ],
      { signal: signal(), tx },
    );
    expect(results[0]).toMatchObject({ ok: false, kind: 'invalid-token', error: expect.stringMatching(/404 UNREGISTERED/) });
    expect(results[1]).toMatchObject({ ok: false, kind: 'invalid-token', error: expect.stringMatching(/registration token/) });
    expect(results[2]).toMatchObject({ ok: false, kind: 'failed' });
    expect(results[3]).toEqual({ ok: true });
    expect(classifyFcmError(403, { error: { details: [{ errorCode: 'SENDER_ID_MISMATCH' }] } }).kind).toBe('invalid-token');
  });

  it('refreshes the access token shortly before it expires, and once after a 401', async () => {
    server.tokenTtl = 1;
    const { fcm, clock } = client();
    await fcm.send([testMessage(1)], { signal: signal(), tx });
    await fcm.send([testMessage(2)], { signal: signal(), tx });
    expect(fcm.tokenFetches).toBe(1);
    clock.at += 600; // past half of the token's 1 s life
    await fcm.send([testMessage(3)], { signal: signal(), tx });
    expect(fcm.tokenFetches).toBe(2);
    server.tokenTtl = 3600;
    await fcm.send([testMessage(4)], { signal: signal(), tx });
    const fetched = fcm.tokenFetches;
    server.revokeTokens();
    // 20 workers see the 401 at once: one refresh serves them all.
    const results = await fcm.send(
      Array.from({ length: 20 }, (_, i) => testMessage(10 + i)),
      { signal: signal(), tx },
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(fcm.tokenFetches).toBe(fetched + 1);
    server.failNext(2, 401);
    const [r] = await fcm.send([testMessage(40)], { signal: signal(), tx });
    expect(r).toMatchObject({ ok: false, kind: 'failed', error: expect.stringMatching(/401/) });
  });

  it('a JWT signed with another key gets no token: the message fails with the OAuth answer', async () => {
    const other = parseServiceAccount(server.account('demo-game').json);
    const stranger = { ...parseServiceAccount(server.account('demo-game').json), client_email: other.client_email };
    const fcm = createFcmTransport({
      account: { ...stranger, private_key: parseServiceAccount(server.account('x').json).private_key },
      baseUrl: server.url,
      retry: { ...fakeSleep(), errorAttempts: 2 },
    });
    const results = await fcm.send(
      Array.from({ length: 30 }, (_, i) => testMessage(i)),
      { signal: signal(), tx },
    );
    for (const r of results)
      expect(r).toMatchObject({
        ok: false,
        kind: 'failed',
        error: expect.stringMatching(/OAuth token refused: HTTP 400 Invalid JWT Signature/),
      });
    expect(server.accepted).toBe(0);
    // The refusal is remembered: not one token request per message.
    expect(fcm.tokenFetches).toBeLessThanOrEqual(2);
  });

  it('aborting during a backoff rejects the batch at once', async () => {
    const account = parseServiceAccount(server.account('demo-game').json);
    // The real (abortable) sleep, told apart only in that the test learns when the 60 s wait began:
    // were the abort not seen, the test would outlive its timeout.
    let began!: (ms: number) => void;
    const waiting = new Promise<number>((r) => (began = r));
    const sleep = (ms: number, s?: AbortSignal) => (began(ms), abortableSleep(ms, s));
    const fcm = createFcmTransport({ account, baseUrl: server.url, retry: { sleep }, now: fakeSleep().now });
    server.failNext(1, 429, { 'retry-after': '60' });
    const ctl = new AbortController();
    const sent = fcm.send([testMessage(1), testMessage(2)], { signal: ctl.signal, tx });
    expect(await waiting).toBe(60_000);
    ctl.abort(new Error('job cancelled'));
    await expect(sent).rejects.toThrow('job cancelled');
  });

  it('parseServiceAccount names what is missing', () => {
    expect(() => parseServiceAccount('nope')).toThrow('The FCM service account is not JSON');
    expect(() => parseServiceAccount('{"type":"authorized_user"}')).toThrow(/service_account/);
    expect(() => parseServiceAccount('{"project_id":"p","client_email":"e"}')).toThrow('The FCM service account has no private_key');
    expect(() => parseServiceAccount('{"project_id":"p","client_email":"e","private_key":"k"}')).toThrow(
      'The FCM service account private_key is not a PEM private key',
    );
    const pem = '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n';
    expect(parseServiceAccount(JSON.stringify({ project_id: 'p', client_email: 'e', private_key: pem })).token_uri).toBe(
      'https://oauth2.googleapis.com/token',
    );
    expect(() =>
      parseServiceAccount(JSON.stringify({ project_id: 'p', client_email: 'e', private_key: pem, token_uri: 'file:///etc' })),
    ).toThrow(/token_uri is not a URL/);
  });
});
