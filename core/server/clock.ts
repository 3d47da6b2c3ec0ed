// The time, injected (DESIGN §9: no test depends on the wall clock). Whatever reads the time to
// decide something (a cache's TTL, a throttle's pause, a token's life, a long-poll's deadline)
// takes a `Clock` and whatever waits takes a `Sleep`, both defaulting to the real ones; tests pass
// tests/support/clock.ts's manual clock and move it, instead of sleeping or timing.

/** Milliseconds since 1970. */
export type Clock = () => number;

/** Waits `ms` on the clock; rejects with the signal's reason when it aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** The wall clock (read at each call, so a test's fake timers are seen too). */
export const systemClock: Clock = () => Date.now();

/** A real wait (setTimeout) that an abort ends at once. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A clock and its waits together: what core services carry and a long-poll holds on. */
export interface Time {
  now: Clock;
  sleep: Sleep;
}

export const systemTime: Time = { now: systemClock, sleep: abortableSleep };
