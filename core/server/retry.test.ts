import { describe, expect, it } from 'vitest';
import { backoffMs, retryAfterMs } from './retry';

describe('retryAfterMs', () => {
  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('5')).toBe(5000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(new Date(1_000).toUTCString(), 4_000)).toBe(0);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});

describe('backoffMs', () => {
  it('doubles from baseMs, exactly without jitter', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs({ baseMs: 500 }, n))).toEqual([500, 1000, 2000, 4000]);
  });
  it('with full jitter waits between half the ceiling and the ceiling, capped', () => {
    const policy = (r: number) => ({ baseMs: 500, maxBackoffMs: 3_000, random: () => r });
    expect(backoffMs(policy(0), 3)).toBe(1000);
    expect(backoffMs(policy(1), 3)).toBe(2000);
    expect(backoffMs(policy(1), 10)).toBe(3000);
    expect(backoffMs(policy(0), 10)).toBe(1500);
  });
});
