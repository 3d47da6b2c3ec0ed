// One provider request with the backoff every client shares: 429 waits as long as Retry-After
// says (or doubles from `baseMs`), 5xx and network failures double from `baseMs`, and after
// `attempts` tries the client gets a typed error. 456 (DeepL's quota) and the other 4xx are not
// retried: asking again changes nothing.
// Every text the provider sends back (an answer, an error body, a network failure) has the
// configured key and any named key value redacted here, before anything parses, stores or logs it.
import { abortableSleep } from '../clock';
import { backoffMs, retryAfterMs } from '../retry';
import { redactSecrets } from './redact';
import { providerError, quotaExceeded, rateLimited } from './types';

export interface RetryPolicy {
  /** Tries per request, the first included. */
  attempts: number;
  /** The first backoff; each next one doubles. */
  baseMs: number;
  /** A Retry-After longer than this is not waited for: the error says when to come back. */
  maxWaitMs: number;
  /** One request's time limit. */
  timeoutMs: number;
  /** Waits `ms` (tests pass a fast one); rejects when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseMs: 500, maxWaitMs: 30_000, timeoutMs: 30_000 };

/** The provider's own words from an error body ({message}, {error}, or text), kept short. */
async function providerMessage(res: Response, secrets: readonly string[]): Promise<string> {
  const text = redactSecrets(await res.text().catch(() => ''), secrets);
  let said = text;
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown; detail?: unknown };
    said = String(body.message ?? body.error ?? body.detail ?? text);
  } catch {
    /* not JSON: the text itself */
  }
  said = redactSecrets(said, secrets).replace(/\s+/g, ' ').trim().slice(0, 200);
  return `HTTP ${res.status}${said ? ` ${said}` : ''}`;
}

export interface ProviderCall {
  engine: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  policy: RetryPolicy;
  signal?: AbortSignal;
  /** The configured key(s): redacted from every text the provider answers (echoes included). */
  secrets?: readonly string[];
}

/** POSTs JSON and answers the parsed JSON of a 2xx; throws a TranslateError (or the signal's reason). */
export async function postWithRetry({ engine, url, headers, body, policy, signal, secrets = [] }: ProviderCall): Promise<unknown> {
  const sleep = policy.sleep ?? abortableSleep;
  let last: Error | undefined;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    signal?.throwIfAborted();
    const backoff = backoffMs(policy, attempt);
    let res: Response;
    try {
      const limit = AbortSignal.timeout(policy.timeoutMs);
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, limit]) : limit,
      });
    } catch (e) {
      signal?.throwIfAborted();
      // Unreachable, reset or timed out: worth another try.
      const why = e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e);
      last = providerError(engine, `request failed (${redactSecrets(why, secrets)})`);
      if (attempt < policy.attempts) await sleep(backoff, signal);
      continue;
    }
    if (res.ok) {
      try {
        return JSON.parse(redactSecrets(await res.text(), secrets)) as unknown;
      } catch {
        throw providerError(engine, `HTTP ${res.status} with a body that is not JSON`);
      }
    }
    if (res.status === 456) {
      await res.body?.cancel();
      throw quotaExceeded(engine);
    }
    if (res.status === 429) {
      const wait = retryAfterMs(res.headers.get('retry-after'));
      await res.body?.cancel();
      if (attempt === policy.attempts || (wait !== undefined && wait > policy.maxWaitMs)) throw rateLimited(engine, wait);
      await sleep(wait ?? backoff, signal);
      continue;
    }
    const message = await providerMessage(res, secrets);
    if (res.status < 500) throw providerError(engine, message);
    last = providerError(engine, message);
    if (attempt < policy.attempts) await sleep(backoff, signal);
  }
  throw last ?? providerError(engine, 'no answer');
}
