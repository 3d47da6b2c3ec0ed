import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { formatTime } from './time';

describe('formatTime', () => {
  it('shows an instant as YYYY-MM-DD HH:mm:ss in UTC with the zone named, whatever the input', () => {
    expect(formatTime('2026-11-23T16:10:00Z')).toBe('2026-11-23 16:10:00 UTC');
    expect(formatTime('2026-11-23T08:10:00-08:00')).toBe('2026-11-23 16:10:00 UTC');
    expect(formatTime(Date.parse('2026-01-02T00:00:05Z'))).toBe('2026-01-02 00:00:05 UTC');
    expect(formatTime(new Date('2026-01-02T23:59:59.999Z'))).toBe('2026-01-02 23:59:59 UTC');
  });
  it('uses a 24-hour clock (midnight is 00, not 24)', () => {
    expect(formatTime('2026-03-01T00:30:00Z')).toBe('2026-03-01 00:30:00 UTC');
  });
  it('shows another clock with its zone where a screen asks for it, daylight saving included', () => {
    expect(formatTime('2030-07-01T17:30:00Z', { zone: 'America/Los_Angeles' })).toBe('2030-07-01 10:30:00 PDT');
    expect(formatTime('2030-01-15T17:30:00Z', { zone: 'America/Los_Angeles' })).toBe('2030-01-15 09:30:00 PST');
    expect(formatTime('2030-01-15T17:30:00Z', { zone: 'Asia/Shanghai' })).toBe('2030-01-16 01:30:00 GMT+8');
  });
  it('keeps milliseconds when asked (event logs)', () => {
    expect(formatTime(Date.parse('2026-11-23T16:10:00.045Z'), { ms: true })).toBe('2026-11-23 16:10:00.045 UTC');
  });
  it('shows a dash for no time or an unreadable one', () => {
    expect(formatTime(null)).toBe('–');
    expect(formatTime('')).toBe('–');
    expect(formatTime('not a date')).toBe('–');
  });
});

// One formatter means no screen formats a time on its own: a grep over the plugins' web code.
describe("plugins' web code", () => {
  const RULES: [RegExp, string][] = [
    [/toLocale(Date|Time)String\(/, 'toLocaleDateString/toLocaleTimeString'],
    [/toLocaleString\((?!'en-US')/, "toLocaleString without 'en-US' (a date, or the browser's locale)"],
    [/Intl\.DateTimeFormat/, 'Intl.DateTimeFormat'],
    [/\.format\(\s*['"`][^'"`]*(HH|hh|mm:ss)/, 'a dayjs time format'],
    [/['"`]America\/Los_Angeles['"`]/, "the game clock's zone by name (core/shared/constants CLIENT_TIMEZONE)"],
  ];
  it('formats no time itself (core/web/time.ts formatTime does)', () => {
    const files = fs
      .readdirSync('plugins')
      .flatMap((p) =>
        fs.existsSync(path.join('plugins', p, 'web'))
          ? (fs.readdirSync(path.join('plugins', p, 'web'), { recursive: true }) as string[]).map((f) => path.join('plugins', p, 'web', f))
          : [],
      )
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => RULES.filter(([re]) => re.test(line)).map(([, what]) => `${f}:${i + 1}: ${what}`)),
    );
    expect(offenders).toEqual([]);
  });
});
