// The APNs client against tests/support/apnsServer.ts (HTTP/2, h2c and TLS, checking the ES256
// provider JWT): success with one reused session and the request's headers and payload, bounded
// concurrency, 429 with and without Retry-After, 500 retried then given up, 410 and BadDeviceToken
// as invalid-token, a new JWT after ExpiredProviderToken, abort during a backoff.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apnsToken, startApnsServer, type ApnsServer } from '../../../../tests/support/apnsServer';
import { abortableSleep } from '../../../../core/server/clock';
import { APNS_DEVELOPMENT_URL, APNS_PRODUCTION_URL, createApnsTransport, type ApnsTransport } from './apns';
import { fakeSleep, testMessage } from './fixtures';

const servers: ApnsServer[] = [];
const clients: ApnsTransport[] = [];
afterEach(async () => {
  clients.splice(0).forEach((c) => c.close());
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const tx = {} as never;
const signal = () => new AbortController().signal;

async function setup(retry: Record<string, unknown> = {}, tls = false) {
  const server = await startApnsServer({ tls });
  servers.push(server);
  const key = server.key({ bundleId: 'com.studio.puzzle' });
  // The client's own clock: only its waits and the test move it.
  const time = fakeSleep();
  const apns = createApnsTransport({
    key: key.pem,
    keyId: key.keyId,
    teamId: key.teamId,
    bundleId: key.bundleId,
    production: false,
    url: server.url,
    ca: server.cert,
    retry: { random: () => 1, sleep: time.sleep, ...retry },
    now: time.now,
  });
  clients.push(apns);
  return { server, apns, waits: time.waits, clock: time.clock, key };
}

const ios = (i: number, over = {}) => testMessage(i, { platform: 2, token: apnsToken(i), ...over });

describe('APNs client', () => {
  it('posts /3/device/{token} over one HTTP/2 session with the topic, push type, priority, expiration and JWT', async () => {
    const { server, apns, clock } = await setup({ concurrency: 10 });
    server.delayMs = 40;
    const messages = Array.from({ length: 50 }, (_, i) => ios(i));
    expect(await apns.send(messages, { signal: signal(), tx })).toEqual(messages.map(() => ({ ok: true })));
    expect(server.accepted).toBe(50);
    expect(server.sessions).toBe(1);
    expect(apns.sessionsOpened).toBe(1);
    expect(apns.jwtsMade).toBe(1);
    expect(server.maxInFlight).toBeLessThanOrEqual(10);
    expect(server.maxInFlight).toBeGreaterThan(2);
    const got = server.received.find((r) => r.token === messages[0].token)!;
    expect(got.headers).toMatchObject({ topic: 'com.studio.puzzle', pushType: 'alert', priority: '10' });
    // A day after the client's now (the clock has not moved: nothing waited).
    expect(Number(got.headers.expiration)).toBe(clock.at / 1000 + 86_400);
    expect(got.payload).toEqual({
      aps: { alert: { title: 'Title 0', subtitle: 'Sub', body: 'Body 0' }, badge: 1, sound: 'default' },
      pushId: '7:0',
      taskId: '7',
      reward: 'gems',
    });
  });

  it('data-only pushes go as background with priority 5; an image sets mutable-content', async () => {
    const { server, apns } = await setup();
    await apns.send([ios(1, { isDataType: 1 }), ios(2, { imageUrl: 'https://cdn.example.com/i.png', badge: 0, sound: '' })], {
      signal: signal(),
      tx,
    });
    // Sent side by side: found by their pushId, not by the order they arrived in.
    const sent = (pushId: string) => server.received.find((r) => r.payload.pushId === pushId)!;
    const [a, b] = [sent('7:1'), sent('7:2')];
    expect(server.received).toHaveLength(2);
    expect(a.headers).toMatchObject({ pushType: 'background', priority: '5' });
    expect(a.payload).toEqual({ aps: { 'content-available': 1 }, pushId: '7:1', taskId: '7', reward: 'gems' });
    expect(b.payload.aps).toEqual({ alert: { title: 'Title 2', subtitle: 'Sub', body: 'Body 2' }, 'mutable-content': 1 });
    expect(b.payload.image).toBe('https://cdn.example.com/i.png');
  });

  it('speaks TLS to a server with a test certificate', async () => {
    const { server, apns } = await setup({}, true);
    expect(server.url).toMatch(/^https:/);
    expect(await apns.send([ios(1)], { signal: signal(), tx })).toEqual([{ ok: true }]);
  });

  it('429 TooManyRequests waits per Retry-After or backs off; too many fail the message', async () => {
    const { server, apns, waits } = await setup({ concurrency: 1, baseMs: 200, throttledAttempts: 3 });
    server.failNext(1, 429, 'TooManyRequests', { 'retry-after': '3' });
    server.failNext(1, 503, 'ServiceUnavailable');
    expect(await apns.send([ios(1)], { signal: signal(), tx })).toEqual([{ ok: true }]);
    // Retry-After's 3 s, then the backoff's 400 ms (random pinned), each waited in full: the clock moves only by waits.
    expect(waits).toEqual([3_000, 400]);
    server.failNext(3, 429, 'TooManyRequests');
    expect((await apns.send([ios(2)], { signal: signal(), tx }))[0]).toEqual({
      ok: false,
      kind: 'failed',
      error: 'APNs HTTP 429 TooManyRequests',
    });
  });

  it('500 is retried a few times, then given up', async () => {
    const { server, apns, waits } = await setup({ concurrency: 1, errorAttempts: 3 });
    server.failNext(2, 500, 'InternalServerError');
    expect(await apns.send([ios(1)], { signal: signal(), tx })).toEqual([{ ok: true }]);
    expect(waits).toHaveLength(2);
    server.failNext(3, 500, 'InternalServerError');
    expect((await apns.send([ios(2)], { signal: signal(), tx }))[0]).toEqual({
      ok: false,
      kind: 'failed',
      error: 'APNs HTTP 500 InternalServerError',
    });
  });

  it('410 Unregistered and 400 BadDeviceToken are invalid-token; a payload too large only fails', async () => {
    const { server, apns } = await setup();
    const deadOne = ios(1);
    server.kill(deadOne.token);
    const results = await apns.send([deadOne, ios(2, { token: 'not-a-token' }), ios(3, { data: { big: 'x'.repeat(5000) } }), ios(4)], {
      signal: signal(),
      tx,
    });
    expect(results).toEqual([
      { ok: false, kind: 'invalid-token', error: 'APNs HTTP 410 Unregistered' },
      { ok: false, kind: 'invalid-token', error: 'APNs HTTP 400 BadDeviceToken' },
      { ok: false, kind: 'failed', error: 'APNs HTTP 413 PayloadTooLarge' },
      { ok: true },
    ]);
  });

  it('403 ExpiredProviderToken makes one new JWT for every worker, once', async () => {
    const { server, apns } = await setup();
    await apns.send([ios(1)], { signal: signal(), tx });
    server.expireJwts();
    const results = await apns.send(
      Array.from({ length: 20 }, (_, i) => ios(10 + i)),
      { signal: signal(), tx },
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(apns.jwtsMade).toBe(2);
    server.failNext(2, 403, 'ExpiredProviderToken');
    expect((await apns.send([ios(40)], { signal: signal(), tx }))[0]).toEqual({
      ok: false,
      kind: 'failed',
      error: 'APNs HTTP 403 ExpiredProviderToken',
    });
  });

  it('a key the server does not know is refused (InvalidProviderToken), a wrong topic too', async () => {
    const { server } = await setup();
    const other = server.key();
    const wrongTopic = createApnsTransport({
      key: other.pem,
      keyId: other.keyId,
      teamId: other.teamId,
      bundleId: 'com.other.app',
      production: false,
      url: server.url,
    });
    clients.push(wrongTopic);
    expect((await wrongTopic.send([ios(1)], { signal: signal(), tx }))[0]).toEqual({
      ok: false,
      kind: 'failed',
      error: 'APNs HTTP 400 TopicDisallowed',
    });
    const wrongTeam = createApnsTransport({
      key: other.pem,
      keyId: other.keyId,
      teamId: 'OTHERTEAM1',
      bundleId: other.bundleId,
      production: false,
      url: server.url,
    });
    clients.push(wrongTeam);
    expect((await wrongTeam.send([ios(1)], { signal: signal(), tx }))[0]).toEqual({
      ok: false,
      kind: 'failed',
      error: 'APNs HTTP 403 InvalidProviderToken',
    });
  });

  it('reconnects when the server closes the session', async () => {
    const { server, apns } = await setup();
    await apns.send([ios(1)], { signal: signal(), tx });
    server.dropSessions();
    // Wait on state, not a time: the session is closed on both ends once the server's is gone.
    await vi.waitFor(() => expect(server.openSessions).toBe(0));
    expect(await apns.send([ios(2), ios(3)], { signal: signal(), tx })).toEqual([{ ok: true }, { ok: true }]);
    expect(apns.sessionsOpened).toBe(2);
    expect(server.sessions).toBe(2);
  });

  it('aborting during a backoff rejects the batch at once', async () => {
    const server = await startApnsServer();
    servers.push(server);
    const key = server.key();
    // The real (abortable) sleep; the test learns when the 60 s wait began. Were the abort not seen,
    // the test would outlive its timeout.
    let began!: (ms: number) => void;
    const waiting = new Promise<number>((r) => (began = r));
    const sleep = (ms: number, s?: AbortSignal) => (began(ms), abortableSleep(ms, s));
    const apns = createApnsTransport({
      key: key.pem,
      keyId: key.keyId,
      teamId: key.teamId,
      bundleId: key.bundleId,
      production: true,
      url: server.url,
      retry: { sleep },
      now: fakeSleep().now,
    });
    clients.push(apns);
    server.failNext(1, 429, 'TooManyRequests', { 'retry-after': '60' });
    const ctl = new AbortController();
    const sent = apns.send([ios(1), ios(2)], { signal: ctl.signal, tx });
    expect(await waiting).toBe(60_000);
    ctl.abort(new Error('job cancelled'));
    await expect(sent).rejects.toThrow('job cancelled');
  });

  it('production or development host from the flag', () => {
    const a = createApnsTransport({ key: 'k', keyId: 'K', teamId: 'T', bundleId: 'b', production: true });
    const b = createApnsTransport({ key: 'k', keyId: 'K', teamId: 'T', bundleId: 'b', production: false });
    expect([a.origin, b.origin]).toEqual([APNS_PRODUCTION_URL, APNS_DEVELOPMENT_URL]);
  });
});
