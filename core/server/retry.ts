// Asking an outside service again (issue 31 item 5: written twice before, in translate and in push,
// push importing it from translate's folder): how long to wait. Retry-After when the service says
// (seconds or an HTTP date, read on an injected clock), else exponential backoff from `baseMs`,
// optionally capped and with full jitter. Each client keeps its own loop (what it retries differs:
// a translation request, a push message under a shared throttle); the timing is this one.
export { abortableSleep } from './clock';

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const s = header.trim();
  if (/^\d+$/.test(s)) return Number(s) * 1000;
  const at = Date.parse(s);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export interface Backoff {
  /** The first wait; each next one doubles. */
  baseMs: number;
  /** The longest wait (none: no cap). */
  maxBackoffMs?: number;
  /** 0..1 for full jitter (a wait in [ceiling/2, ceiling]); none: the exact doubling. Tests pin it. */
  random?: () => number;
}

/** The wait before try `attempt + 1` after try `attempt` failed (attempt from 1). */
export function backoffMs(policy: Backoff, attempt: number): number {
  const ceiling = Math.min(policy.maxBackoffMs ?? Infinity, policy.baseMs * 2 ** (attempt - 1));
  return policy.random ? Math.round(ceiling / 2 + (policy.random() * ceiling) / 2) : ceiling;
}
