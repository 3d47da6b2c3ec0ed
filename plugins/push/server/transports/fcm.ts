// FCM HTTP v1 (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send):
// a service account's RS256 JWT assertion is traded at its token_uri (grant_type jwt-bearer) for
// an OAuth access token, kept until a minute before it expires; then one POST
// {base}/v1/projects/{project_id}/messages:send per message, at most `concurrency` in flight.
// Answers: 404 / UNREGISTERED, and 400 INVALID_ARGUMENT about the registration token, mean the
// token is dead; 429 and 503 are throttling (Retry-After honoured, else backoff with jitter);
// 500/502/504 and network failures are retried a few times; 401 refreshes the token once.
import { importPKCS8, SignJWT } from 'jose';
import { parseServiceAccount, type ServiceAccountInfo } from '../../schemas/transports';
import { systemClock, type Clock } from '../../../../core/server/clock';
import type { PushMessage, PushTransport, SendResult } from '../transport';
import { backoffMs, DEFAULT_PUSH_RETRY, pool, throttleWaitMs, ThrottleGate, type PushRetryPolicy } from './retry';

export const FCM_DEFAULT_URL = 'https://fcm.googleapis.com';
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export type ServiceAccount = ServiceAccountInfo;
export { parseServiceAccount };

/** Checks that the private key is an RSA PKCS#8 key jose can sign with (the settings' validation). */
export async function checkServiceAccountKey(account: ServiceAccount): Promise<void> {
  try {
    await importPKCS8(account.private_key, 'RS256');
  } catch {
    throw new Error('The FCM service account private_key is not an RSA private key (PEM, PKCS#8)');
  }
}

const PRIORITY_NAMES = ['PRIORITY_UNSPECIFIED', 'PRIORITY_MIN', 'PRIORITY_LOW', 'PRIORITY_DEFAULT', 'PRIORITY_HIGH', 'PRIORITY_MAX'];

/** The v1 `message` for one push: Android's block for Android tokens, the apns block for iOS tokens sent through FCM. */
export function fcmMessage(m: PushMessage): Record<string, unknown> {
  const message: Record<string, unknown> = { token: m.token, data: m.data };
  const image = m.imageUrl || undefined;
  if (!m.isDataType) message.notification = { title: m.title, body: m.body, ...(image ? { image } : {}) };
  if (m.platform === 1) {
    message.android = {
      // min and low wait for the device's maintenance window; everything else wakes it.
      priority: m.priority === 1 || m.priority === 2 ? 'NORMAL' : 'HIGH',
      ...(m.isDataType
        ? {}
        : {
            notification: {
              ...(m.channelId ? { channel_id: m.channelId } : {}),
              ...(m.sound ? { sound: m.sound } : {}),
              notification_priority: PRIORITY_NAMES[m.priority] ?? PRIORITY_NAMES[0],
            },
          }),
    };
  } else {
    const aps: Record<string, unknown> = m.isDataType
      ? { 'content-available': 1 }
      : {
          ...(m.subtitle ? { alert: { subtitle: m.subtitle } } : {}),
          ...(m.badge > 0 ? { badge: m.badge } : {}),
          ...(m.sound ? { sound: m.sound } : {}),
          ...(image ? { 'mutable-content': 1 } : {}),
        };
    message.apns = {
      headers: m.isDataType
        ? { 'apns-push-type': 'background', 'apns-priority': '5' }
        : { 'apns-push-type': 'alert', 'apns-priority': '10' },
      payload: { aps },
      ...(image && !m.isDataType ? { fcm_options: { image } } : {}),
    };
  }
  return message;
}

interface FcmErrorBody {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
}

/** What an FCM error answer means for the message. */
export function classifyFcmError(
  status: number,
  body: FcmErrorBody | null,
): { kind: 'invalid-token' | 'throttled' | 'retry' | 'auth' | 'failed'; error: string } {
  const e = body?.error;
  const codes = (e?.details ?? []).map((d) => d.errorCode).filter(Boolean) as string[];
  const label = [codes[0] ?? e?.status, e?.message].filter(Boolean).join(': ').replace(/\s+/g, ' ').slice(0, 200);
  const error = `FCM HTTP ${status}${label ? ` ${label}` : ''}`;
  if (status === 404 || codes.includes('UNREGISTERED')) return { kind: 'invalid-token', error };
  // The token belongs to another Firebase project: these credentials can never reach it.
  if (codes.includes('SENDER_ID_MISMATCH')) return { kind: 'invalid-token', error };
  if (status === 400) {
    const aboutToken =
      /registration token/i.test(e?.message ?? '') ||
      (e?.details ?? []).some((d) => (d.fieldViolations ?? []).some((v) => v.field === 'message.token'));
    return { kind: aboutToken ? 'invalid-token' : 'failed', error };
  }
  if (status === 401) return { kind: 'auth', error };
  if (status === 429 || status === 503) return { kind: 'throttled', error };
  if (status === 500 || status === 502 || status === 504) return { kind: 'retry', error };
  return { kind: 'failed', error };
}

export interface FcmOptions {
  account: ServiceAccount;
  /** The FCM API's origin (FCM_URL; tests point it at tests/support/fcmServer.ts). */
  baseUrl?: string;
  retry?: Partial<PushRetryPolicy>;
  /** The clock the access token's life, a refused credential's minute and the throttle gate are read on (tests move it). */
  now?: Clock;
}

export interface FcmTransport extends PushTransport {
  /** Access tokens fetched so far (tests check the cache and the refresh). */
  readonly tokenFetches: number;
}

export function createFcmTransport(opts: FcmOptions): FcmTransport {
  const { account } = opts;
  const policy: PushRetryPolicy = { ...DEFAULT_PUSH_RETRY, ...opts.retry };
  const now = opts.now ?? systemClock;
  const sendUrl = `${(opts.baseUrl || FCM_DEFAULT_URL).replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  const gate = new ThrottleGate(now);
  let keyPromise: ReturnType<typeof importPKCS8> | null = null;
  let token: { value: string; refreshAt: number } | null = null;
  let inFlight: Promise<string> | null = null;
  let tokenFetches = 0;
  /** A refused credential (the token endpoint's 4xx) fails every message at once for a minute, instead of each retrying it. */
  let refused: { error: string; until: number } | null = null;

  async function fetchToken(signal: AbortSignal): Promise<string> {
    keyPromise ??= importPKCS8(account.private_key, 'RS256');
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) })
      .setIssuer(account.client_email)
      .setSubject(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(await keyPromise);
    tokenFetches++;
    const res = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      signal: AbortSignal.any([signal, AbortSignal.timeout(policy.timeoutMs)]),
    });
    const text = await res.text();
    let body: { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown } = {};
    try {
      body = JSON.parse(text);
    } catch {
      /* reported below */
    }
    if (!res.ok || typeof body.access_token !== 'string') {
      const error = `FCM OAuth token refused: HTTP ${res.status} ${String(body.error_description ?? body.error ?? text).slice(0, 200)}`;
      if (res.status >= 400 && res.status < 500) refused = { error, until: now() + 60_000 };
      throw new Error(error);
    }
    refused = null;
    const ttl = Number(body.expires_in) > 0 ? Number(body.expires_in) : 3600;
    // Refreshed a minute before it expires (or at half its life when it is short).
    token = { value: body.access_token, refreshAt: now() + Math.max(ttl * 500, ttl * 1000 - 60_000) };
    return token.value;
  }

  /** The cached token, or one fetch shared by every worker that needs it. */
  function accessToken(signal: AbortSignal, stale?: string): Promise<string> {
    if (token && token.value !== stale && now() < token.refreshAt) return Promise.resolve(token.value);
    if (stale && token?.value === stale) token = null;
    inFlight ??= fetchToken(signal).finally(() => (inFlight = null));
    return inFlight;
  }

  async function sendOne(m: PushMessage, signal: AbortSignal): Promise<SendResult> {
    const body = JSON.stringify({ message: fcmMessage(m) });
    let throttled = 0;
    let errors = 0;
    let refreshed = false;
    let bearer: string | undefined;
    for (;;) {
      signal.throwIfAborted();
      if (refused && now() < refused.until) return { ok: false, kind: 'failed', error: refused.error };
      await gate.pass(policy, signal);
      let status: number;
      let parsed: FcmErrorBody | null = null;
      let retryAfter: string | null = null;
      try {
        bearer = await accessToken(signal);
        const res = await fetch(sendUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.any([signal, AbortSignal.timeout(policy.timeoutMs)]),
        });
        status = res.status;
        retryAfter = res.headers.get('retry-after');
        const text = await res.text();
        if (res.ok) return { ok: true };
        try {
          parsed = JSON.parse(text) as FcmErrorBody;
        } catch {
          parsed = { error: { message: text.slice(0, 200) } };
        }
      } catch (e) {
        signal.throwIfAborted();
        // Unreachable, reset, timed out, or the token endpoint failed: worth a few more tries.
        errors++;
        const error = `FCM request failed (${e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e)})`;
        if (errors >= policy.errorAttempts) return { ok: false, kind: 'failed', error };
        await policy.sleep(backoffMs(policy, errors), signal);
        continue;
      }
      const verdict = classifyFcmError(status, parsed);
      switch (verdict.kind) {
        case 'invalid-token':
          return { ok: false, kind: 'invalid-token', error: verdict.error };
        case 'auth':
          if (refreshed) return { ok: false, kind: 'failed', error: verdict.error };
          refreshed = true;
          await accessToken(signal, bearer);
          continue;
        case 'throttled': {
          throttled++;
          if (throttled >= policy.throttledAttempts) return { ok: false, kind: 'failed', error: verdict.error };
          gate.hold(throttleWaitMs(policy, retryAfter, throttled, now));
          continue;
        }
        case 'retry':
          errors++;
          if (errors >= policy.errorAttempts) return { ok: false, kind: 'failed', error: verdict.error };
          await policy.sleep(backoffMs(policy, errors), signal);
          continue;
        default:
          return { ok: false, kind: 'failed', error: verdict.error };
      }
    }
  }

  return {
    name: 'fcm',
    transactional: false,
    get tokenFetches() {
      return tokenFetches;
    },
    async send(messages, { signal }) {
      const results: SendResult[] = new Array(messages.length);
      await pool(messages.length, policy.concurrency, async (i) => {
        results[i] = await sendOne(messages[i], signal);
      });
      return results;
    },
  };
}
