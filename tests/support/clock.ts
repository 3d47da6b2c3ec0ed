// A clock tests move by hand (core/server/clock.ts): `now()` reads it, `sleep(ms)` waits until
// `advance` moves it past its moment (or the signal aborts), so a test says when time passes and
// asserts what happened, never how long it took. `waiting` is how many sleeps are pending: wait
// on it (vi.waitFor) to know a caller has got as far as its wait. With `{ autoAdvance: true }`
// a sleep moves the clock by its own length and returns at once (as if the time had passed);
// either way `waits` records every sleep asked for.
import type { Time } from '../../core/server/clock';

export interface ManualClock extends Time {
  /** Moves the clock by `ms` and wakes the sleeps that are due (in their order). */
  advance(ms: number): Promise<void>;
  /** Sleeps not yet due. */
  readonly waiting: number;
  /** Every sleep asked for (ms), in order. */
  readonly waits: number[];
}

/** Starts at `start` (default 2030-01-01T00:00:00Z: a whole second, far from any real time). */
export function manualClock(start = Date.UTC(2030, 0, 1), opts: { autoAdvance?: boolean } = {}): ManualClock {
  let at = start;
  let sleepers: { due: number; wake: () => void }[] = [];
  const waits: number[] = [];
  const clock: ManualClock = {
    now: () => at,
    waits,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        waits.push(ms);
        if (ms <= 0) return resolve();
        if (opts.autoAdvance) {
          at += ms;
          return resolve();
        }
        const onAbort = () => {
          sleepers = sleepers.filter((s) => s !== sleeper);
          reject(signal?.reason);
        };
        const sleeper = {
          due: at + ms,
          wake: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
        };
        sleepers.push(sleeper);
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
    async advance(ms) {
      at += ms;
      const due = sleepers.filter((s) => s.due <= at).sort((a, b) => a.due - b.due);
      sleepers = sleepers.filter((s) => s.due > at);
      for (const s of due) s.wake();
      // Let the woken callers run up to their next wait.
      await new Promise((r) => setImmediate(r));
    },
    get waiting() {
      return sleepers.length;
    },
  };
  return clock;
}
