// APNs over HTTP/2 with token-based auth
// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
// one HTTP/2 session to api.push.apple.com (production) or api.sandbox.push.apple.com
// (development), reused for every request and reopened when it closes; an ES256 JWT (kid = key id,
// iss = team id, iat) made from the .p8 key and renewed every 50 minutes (Apple refuses one older
// than an hour, and more than one new token per 20 minutes); POST /3/device/{token} with apns-topic
// (the bundle id), apns-push-type, apns-priority and apns-expiration. Answers: 410 Unregistered and
// 400 BadDeviceToken / DeviceTokenNotForTopic mean the token is dead; 429 TooManyRequests and 503
// are throttling (backoff, Retry-After when given); 500 is retried a few times; 403
// ExpiredProviderToken makes a new JWT once.
import http2 from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import { systemClock, type Clock } from '../../../../core/server/clock';
import type { PushMessage, PushTransport, SendResult } from '../transport';
import { backoffMs, DEFAULT_PUSH_RETRY, pool, throttleWaitMs, ThrottleGate, type PushRetryPolicy } from './retry';

export const APNS_PRODUCTION_URL = 'https://api.push.apple.com';
export const APNS_DEVELOPMENT_URL = 'https://api.sandbox.push.apple.com';
/** Renewed well inside Apple's hour, and not more often than its 20 minutes. */
const JWT_RENEW_MS = 50 * 60_000;
/** How long APNs keeps trying to deliver to an offline device. */
const EXPIRATION_S = 24 * 3600;

/** Checks a .p8 key (PKCS#8 EC P-256, PEM); throws an Error naming the problem (the settings' 400). */
export async function checkApnsKey(pem: string): Promise<void> {
  try {
    await importPKCS8(pem.trim(), 'ES256');
  } catch {
    throw new Error('The APNs key is not a .p8 key (an EC P-256 private key in PEM)');
  }
}

/** The JSON body APNs delivers: `aps` plus the task's data at the top level. */
export function apnsPayload(m: PushMessage): Record<string, unknown> {
  const { aps: _drop, ...data } = m.data;
  if (m.isDataType) return { aps: { 'content-available': 1 }, ...data };
  const alert: Record<string, string> = { title: m.title, ...(m.subtitle ? { subtitle: m.subtitle } : {}), body: m.body };
  return {
    aps: {
      alert,
      ...(m.badge > 0 ? { badge: m.badge } : {}),
      ...(m.sound ? { sound: m.sound } : {}),
      ...(m.imageUrl ? { 'mutable-content': 1 } : {}),
    },
    ...data,
    // For the app's notification service extension, which downloads and attaches it.
    ...(m.imageUrl ? { image: m.imageUrl } : {}),
  };
}

export function classifyApns(status: number, reason: string): 'invalid-token' | 'throttled' | 'retry' | 'auth' | 'failed' {
  if (status === 410) return 'invalid-token';
  if (status === 400 && (reason === 'BadDeviceToken' || reason === 'DeviceTokenNotForTopic')) return 'invalid-token';
  if (status === 403 && reason === 'ExpiredProviderToken') return 'auth';
  if (status === 429 || status === 503) return 'throttled';
  if (status === 500) return 'retry';
  return 'failed';
}

export interface ApnsOptions {
  /** The .p8 key's PEM text. */
  key: string;
  keyId: string;
  teamId: string;
  bundleId: string;
  production: boolean;
  /** Overrides the host (APNS_URL; tests: a local h2c or TLS server). */
  url?: string;
  /** Extra trusted CA for a local TLS server. */
  ca?: string;
  retry?: Partial<PushRetryPolicy>;
  /** The clock the JWT's renewal, the expiration header and the throttle gate are read on (tests move it). */
  now?: Clock;
}

export interface ApnsTransport extends PushTransport {
  readonly origin: string;
  /** HTTP/2 sessions opened so far (one, unless the server closed it). */
  readonly sessionsOpened: number;
  /** JWTs made so far. */
  readonly jwtsMade: number;
  close(): void;
}

interface Answer {
  status: number;
  reason: string;
  retryAfter: string | null;
}

export function createApnsTransport(opts: ApnsOptions): ApnsTransport {
  const policy: PushRetryPolicy = { ...DEFAULT_PUSH_RETRY, ...opts.retry };
  const origin = (opts.url || (opts.production ? APNS_PRODUCTION_URL : APNS_DEVELOPMENT_URL)).replace(/\/+$/, '');
  const now = opts.now ?? systemClock;
  const gate = new ThrottleGate(now);
  let session: http2.ClientHttp2Session | null = null;
  let sessionsOpened = 0;
  let active = 0;
  let keyPromise: ReturnType<typeof importPKCS8> | null = null;
  let jwt: { value: string; madeAt: number } | null = null;
  let making: Promise<string> | null = null;
  let jwtsMade = 0;

  function currentSession(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const s = http2.connect(origin, opts.ca ? { ca: opts.ca } : {});
    sessionsOpened++;
    // A session error fails its open streams (each request sees it); the next request reconnects.
    s.on('error', () => {});
    const drop = () => {
      if (session === s) session = null;
    };
    s.on('close', drop);
    s.on('goaway', drop);
    // An idle session must not keep the process alive (requests in flight ref it: see post).
    s.unref();
    session = s;
    return s;
  }

  async function makeJwt(): Promise<string> {
    keyPromise ??= importPKCS8(opts.key.trim(), 'ES256');
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: opts.keyId })
      .setIssuer(opts.teamId)
      .setIssuedAt()
      .sign(await keyPromise);
    jwtsMade++;
    jwt = { value, madeAt: now() };
    return value;
  }

  /** The current JWT, renewed every 50 minutes or when `stale` (refused as expired) is still the current one. */
  function providerToken(stale?: string): Promise<string> {
    if (jwt && jwt.value !== stale && now() - jwt.madeAt < JWT_RENEW_MS) return Promise.resolve(jwt.value);
    making ??= makeJwt().finally(() => (making = null));
    return making;
  }

  function post(m: PushMessage, bearer: string, body: string, signal: AbortSignal): Promise<Answer> {
    const s = currentSession();
    if (active++ === 0) s.ref();
    const done = () => {
      if (--active === 0 && !s.destroyed) s.unref();
    };
    return new Promise<Answer>((resolve, reject) => {
      const req = s.request({
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(m.token)}`,
        authorization: `bearer ${bearer}`,
        'apns-topic': opts.bundleId,
        'apns-push-type': m.isDataType ? 'background' : 'alert',
        // Background pushes must be 5; alerts go at once.
        'apns-priority': m.isDataType ? '5' : '10',
        'apns-expiration': String(Math.floor(now() / 1000) + EXPIRATION_S),
        'content-type': 'application/json',
      });
      let status = 0;
      let retryAfter: string | null = null;
      const chunks: Buffer[] = [];
      const onAbort = () => req.close(http2.constants.NGHTTP2_CANCEL);
      signal.addEventListener('abort', onAbort, { once: true });
      req.setTimeout(policy.timeoutMs, () => req.close(http2.constants.NGHTTP2_CANCEL));
      req.on('response', (h) => {
        status = Number(h[':status']);
        const ra = h['retry-after'];
        retryAfter = typeof ra === 'string' ? ra : null;
      });
      req.on('data', (d: Buffer) => chunks.push(d));
      req.on('error', (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      });
      req.on('close', () => {
        signal.removeEventListener('abort', onAbort);
        if (!status) return reject(new Error(req.rstCode ? `stream reset (${req.rstCode})` : 'no answer'));
        let reason = '';
        if (chunks.length) {
          try {
            reason = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reason?: unknown }).reason ?? '');
          } catch {
            /* no JSON body */
          }
        }
        resolve({ status, reason, retryAfter });
      });
      req.end(body);
    }).finally(done);
  }

  async function sendOne(m: PushMessage, signal: AbortSignal): Promise<SendResult> {
    const body = JSON.stringify(apnsPayload(m));
    let throttled = 0;
    let errors = 0;
    let renewed = false;
    for (;;) {
      signal.throwIfAborted();
      await gate.pass(policy, signal);
      const bearer = await providerToken();
      let a: Answer;
      try {
        a = await post(m, bearer, body, signal);
      } catch (e) {
        signal.throwIfAborted();
        errors++;
        const error = `APNs request failed (${e instanceof Error ? e.message : String(e)})`;
        if (errors >= policy.errorAttempts) return { ok: false, kind: 'failed', error };
        await policy.sleep(backoffMs(policy, errors), signal);
        continue;
      }
      if (a.status === 200) return { ok: true };
      const error = `APNs HTTP ${a.status}${a.reason ? ` ${a.reason}` : ''}`;
      switch (classifyApns(a.status, a.reason)) {
        case 'invalid-token':
          return { ok: false, kind: 'invalid-token', error };
        case 'auth':
          if (renewed) return { ok: false, kind: 'failed', error };
          renewed = true;
          await providerToken(bearer);
          continue;
        case 'throttled':
          throttled++;
          if (throttled >= policy.throttledAttempts) return { ok: false, kind: 'failed', error };
          gate.hold(throttleWaitMs(policy, a.retryAfter, throttled, now));
          continue;
        case 'retry':
          errors++;
          if (errors >= policy.errorAttempts) return { ok: false, kind: 'failed', error };
          await policy.sleep(backoffMs(policy, errors), signal);
          continue;
        default:
          return { ok: false, kind: 'failed', error };
      }
    }
  }

  return {
    name: 'apns',
    transactional: false,
    origin,
    get sessionsOpened() {
      return sessionsOpened;
    },
    get jwtsMade() {
      return jwtsMade;
    },
    async send(messages, { signal }) {
      const results: SendResult[] = new Array(messages.length);
      await pool(messages.length, policy.concurrency, async (i) => {
        results[i] = await sendOne(messages[i], signal);
      });
      return results;
    },
    close() {
      session?.close();
      session = null;
    },
  };
}
