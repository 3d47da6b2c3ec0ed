// What both push clients share: how long to wait before asking again (core/server/retry.ts:
// Retry-After honoured, else exponential backoff with full jitter), a gate that pauses every worker
// of a transport after a 429 or 503 (the provider throttles the sender, not one request), and a
// bounded worker pool.
import { abortableSleep, systemClock, type Clock } from '../../../../core/server/clock';
import { backoffMs, retryAfterMs } from '../../../../core/server/retry';

export { backoffMs };

export interface PushRetryPolicy {
  /** Tries for 429/503 (throttling), the first included; then the message is 'failed'. */
  throttledAttempts: number;
  /** Tries for 500/502/504 and network failures, the first included. */
  errorAttempts: number;
  /** The first backoff; each next one doubles (with jitter), up to maxBackoffMs. */
  baseMs: number;
  maxBackoffMs: number;
  /** A Retry-After longer than this is cut to it (a send job keeps its lease alive meanwhile). */
  maxRetryAfterMs: number;
  /** One request's time limit. */
  timeoutMs: number;
  /** Messages in flight at once. */
  concurrency: number;
  /** Waits `ms`; rejects when `signal` aborts (tests pass a fast one). */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** 0..1; tests pin it. */
  random: () => number;
}

export const DEFAULT_PUSH_RETRY: PushRetryPolicy = {
  throttledAttempts: 8,
  errorAttempts: 4,
  baseMs: 500,
  maxBackoffMs: 60_000,
  maxRetryAfterMs: 5 * 60_000,
  timeoutMs: 30_000,
  concurrency: 50,
  sleep: abortableSleep,
  random: Math.random,
};

/** The wait after a throttled answer: its Retry-After (seconds or an HTTP date, read on `now`) when given, else the backoff. */
export function throttleWaitMs(
  policy: PushRetryPolicy,
  header: string | null | undefined,
  attempt: number,
  now: Clock = systemClock,
): number {
  const said = retryAfterMs(header ?? null, now());
  return said !== undefined ? Math.min(said, policy.maxRetryAfterMs) : backoffMs(policy, attempt);
}

/** Shared by a transport's workers: after a throttle every worker waits until `until` (on the transport's clock) before its next request. */
export class ThrottleGate {
  private until = 0;
  constructor(private readonly now: Clock = systemClock) {}
  hold(ms: number) {
    this.until = Math.max(this.until, this.now() + ms);
  }
  async pass(policy: PushRetryPolicy, signal: AbortSignal) {
    const until = this.until;
    const wait = until - this.now();
    if (wait <= 0) return;
    await policy.sleep(wait, signal);
    // Served (a sleep need not move the clock it was measured on): open unless another throttle raised it meanwhile.
    if (this.until === until) this.until = 0;
  }
}

/** Runs `work(i)` for i in [0, n) with at most `limit` at once; rejects on the first rejection (an abort). */
export async function pool(n: number, limit: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < n) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, n) }, worker));
}
