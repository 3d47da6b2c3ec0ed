// LA wall-clock conversions, both sides of daylight saving time.
import { describe, expect, it } from 'vitest';
import { defaultWindow, formatLa, formatWindowEnd, fromLaParts, laOffset, laParts } from './clock';

describe('LA clock', () => {
  it('formats instants on the LA clock with its offset', () => {
    expect(formatLa('2030-07-01T17:30:00Z')).toBe('2030-07-01 10:30:00 PDT');
    expect(laOffset(Date.parse('2030-07-01T17:30:00Z'))).toBe('UTC-07:00');
    expect(laOffset(Date.parse('2030-01-15T17:30:00Z'))).toBe('UTC-08:00');
    expect(formatWindowEnd(new Date('2030-01-15T17:00:00Z'))).toBe('2030-01-15 09:00:00 PST');
  });

  it('turns LA days and hours into instants and back', () => {
    expect(fromLaParts('2030-07-01', 10).toISOString()).toBe('2030-07-01T17:00:00.000Z');
    expect(fromLaParts('2030-01-15', 0).toISOString()).toBe('2030-01-15T08:00:00.000Z');
    expect(laParts(new Date('2030-07-02T03:00:00Z'))).toEqual({ day: '2030-07-01', hour: 20 });
  });

  it('defaults to now, to the hour, until 7 days later', () => {
    const [a, b] = defaultWindow(Date.parse('2030-03-01T10:42:13Z'));
    expect(a.toISOString()).toBe('2030-03-01T10:00:00.000Z');
    expect(b.toISOString()).toBe('2030-03-08T10:00:00.000Z');
  });
});
