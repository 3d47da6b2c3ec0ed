// A message's start as the form picks it (a wall clock in the message's zone) and back, on core's
// zone module (issue 31 item 5: it was dayjs' tz plugin here).
import { describe, expect, it } from 'vitest';
import { unixToWallClock, wallClockToUnix } from './time';

const fields = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];

describe('in-site message start times', () => {
  it('reads the picked wall clock in the message zone, and shows a start as that zone’s wall clock', () => {
    const start = wallClockToUnix(new Date(2026, 6, 1, 9, 0, 0), 'Asia/Shanghai');
    expect(start).toBe(Date.UTC(2026, 6, 1, 1, 0, 0) / 1000);
    expect(fields(unixToWallClock(start, 'Asia/Shanghai'))).toEqual([2026, 7, 1, 9, 0, 0]);
    expect(wallClockToUnix(new Date(2026, 6, 1, 9, 0, 0), 'Asia/Kolkata')).toBe(Date.UTC(2026, 6, 1, 3, 30, 0) / 1000);
  });
  it('moves a time the spring-forward skips on by the gap, and takes the first of a repeated one', () => {
    // New York, 2026-03-08 02:30 does not exist: 03:30 EDT.
    expect(wallClockToUnix(new Date(2026, 2, 8, 2, 30, 0), 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 30, 0) / 1000);
    // 2026-11-01 01:30 happens twice: the first (EDT).
    expect(wallClockToUnix(new Date(2026, 10, 1, 1, 30, 0), 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 5, 30, 0) / 1000);
  });
});
