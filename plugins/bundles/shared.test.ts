// The schedule rules: Los Angeles days (across daylight saving), Normal ranges, Loop switches,
// resizing and toggling the switch list, and the pre-upload checks.
import { describe, expect, it } from 'vitest';
import {
  activeAt,
  activeOnDay,
  dateToDay,
  dayToDate,
  formatLa,
  laDateToUnix,
  laDay,
  resizeSwitches,
  toggleSwitch,
  unixToLaDate,
  preUploadErrors,
  startInPast,
} from './shared';

describe('Los Angeles days', () => {
  it('reads a unix time as its Los Angeles date', () => {
    // 2026-03-08 07:59:59Z is 23:59:59 PST on the 7th; 08:00Z is midnight on the 8th.
    expect(unixToLaDate(Date.parse('2026-03-08T07:59:59Z') / 1000)).toBe('2026-03-07');
    expect(unixToLaDate(Date.parse('2026-03-08T08:00:00Z') / 1000)).toBe('2026-03-08');
    expect(laDay(Date.parse('2026-01-01T12:00:00Z') / 1000)).toBe(dateToDay('2026-01-01'));
    expect(dayToDate(dateToDay('2026-07-04'))).toBe('2026-07-04');
  });

  it('turns dates into the first and last second of the day, in PST and PDT alike', () => {
    expect(laDateToUnix('2026-01-15')).toBe(Date.parse('2026-01-15T08:00:00Z') / 1000);
    expect(laDateToUnix('2026-07-15')).toBe(Date.parse('2026-07-15T07:00:00Z') / 1000);
    expect(laDateToUnix('2026-07-15', true)).toBe(Date.parse('2026-07-16T06:59:59Z') / 1000);
    // The spring-forward day has 23 hours.
    expect(laDateToUnix('2026-03-08', true) - laDateToUnix('2026-03-08') + 1).toBe(23 * 3600);
    // The fall-back day has 25.
    expect(laDateToUnix('2026-11-01', true) - laDateToUnix('2026-11-01') + 1).toBe(25 * 3600);
    expect(formatLa(laDateToUnix('2026-07-15'))).toBe('2026-07-15 00:00:00');
    expect(formatLa(laDateToUnix('2026-01-15', true))).toBe('2026-01-15 23:59:59');
  });
});

describe('when a bundle is on', () => {
  const start = laDateToUnix('2026-03-06');
  const normal = { type: 1, start, end: laDateToUnix('2026-03-09', true), switchList: [], loopIntervalDays: 0 };
  const loop = { type: 2, start, end: null, switchList: [1, 0, 1], loopIntervalDays: 3 };

  it('runs a Normal bundle from its first to its last second', () => {
    expect(activeAt(normal, start - 1)).toBe(false);
    expect(activeAt(normal, start)).toBe(true);
    expect(activeAt(normal, normal.end)).toBe(true);
    expect(activeAt(normal, normal.end + 1)).toBe(false);
    expect([5, 6, 9, 10].map((d) => activeOnDay(normal, dateToDay(`2026-03-${String(d).padStart(2, '0')}`)))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('repeats a Loop bundle by its switches, day by day, across the clock change', () => {
    const days = ['06', '07', '08', '09', '10', '11', '12'].map((d) => activeOnDay(loop, dateToDay(`2026-03-${d}`)));
    expect(days).toEqual([true, false, true, true, false, true, true]);
    // Noon on the 9th (day index 0 again) and noon on the 10th (index 1).
    expect(activeAt(loop, laDateToUnix('2026-03-09') + 12 * 3600)).toBe(true);
    expect(activeAt(loop, laDateToUnix('2026-03-10') + 12 * 3600)).toBe(false);
    expect(activeAt(loop, start - 1)).toBe(false);
  });

  it('ends a Loop bundle at its end when it has one, and never runs one of 0 days', () => {
    const ending = { ...loop, end: laDateToUnix('2026-03-09', true) };
    expect(activeOnDay(ending, dateToDay('2026-03-09'))).toBe(true);
    expect(activeOnDay(ending, dateToDay('2026-03-12'))).toBe(false);
    expect(activeOnDay({ ...loop, switchList: [], loopIntervalDays: 0 }, dateToDay('2026-03-06'))).toBe(false);
  });
});

describe('the switch list', () => {
  it('keeps the days it had and adds new days switched off', () => {
    expect(resizeSwitches([1, 0, 1], 5)).toEqual([1, 0, 1, 0, 0]);
    expect(resizeSwitches([1, 0, 1], 2)).toEqual([1, 0]);
    expect(resizeSwitches([1], 0)).toEqual([]);
    expect(resizeSwitches([1], -3)).toEqual([]);
  });
  it('toggles one day', () => {
    expect(toggleSwitch([0, 1, 0], 1)).toEqual([0, 0, 0]);
    expect(toggleSwitch([0, 1, 0], 2)).toEqual([0, 1, 1]);
  });
});

describe('date checks', () => {
  const now = laDateToUnix('2026-05-10') + 3600;
  it('refuses a start before today (Los Angeles) but not earlier today', () => {
    expect(startInPast(laDateToUnix('2026-05-09'), now)).toBe(true);
    expect(startInPast(laDateToUnix('2026-05-10'), now)).toBe(false);
  });
  it('names each bundle that would fail before an upload', () => {
    const errors = preUploadErrors(
      [
        { name: 'a', content: { start: now - 10, end: now + 10 } },
        { name: 'b', content: { start: now + 20, end: now + 10 } },
        { name: 'c', content: { start: now - 20, end: now - 10 } },
        { name: 'd', content: { start: now - 20, end: null } },
      ],
      now,
    );
    expect(errors).toEqual(['b start time is later than end time', 'c end time is earlier than server time']);
  });
});
