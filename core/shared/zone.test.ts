// Wall time <-> UTC per zone with DST (a time in a gap moves forward by the gap, one in an overlap
// takes the first), moved from push with the module; Los Angeles days as bundles count them.
import { describe, expect, it } from 'vitest';
import { dstTransitions, utcToWall, wallToUtc } from './zone';

describe('wallToUtc', () => {
  it('converts a plain wall time in zones east and west of UTC', () => {
    expect(wallToUtc('2026-07-01 09:00:00', 'Asia/Shanghai').toISOString()).toBe('2026-07-01T01:00:00.000Z');
    expect(wallToUtc('2026-07-01 09:00:00', 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(wallToUtc('2026-01-01 09:00:00', 'America/New_York').toISOString()).toBe('2026-01-01T14:00:00.000Z');
    expect(wallToUtc('2026-07-01 09:00:00', 'Asia/Kolkata').toISOString()).toBe('2026-07-01T03:30:00.000Z');
    expect(wallToUtc('2026-07-01 09:00:00', 'UTC').toISOString()).toBe('2026-07-01T09:00:00.000Z');
  });
  it('moves a time the spring-forward skips ahead by the gap (02:30 -> 03:30)', () => {
    // 2026-03-08: New York jumps 02:00 EST -> 03:00 EDT.
    const t = wallToUtc('2026-03-08 02:30:00', 'America/New_York');
    expect(t.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(utcToWall(t, 'America/New_York')).toBe('2026-03-08 03:30:00');
    // Berlin, 2026-03-29 02:00 -> 03:00.
    expect(utcToWall(wallToUtc('2026-03-29 02:15:00', 'Europe/Berlin'), 'Europe/Berlin')).toBe('2026-03-29 03:15:00');
  });
  it('takes the first of a time the fall-back repeats', () => {
    // 2026-11-01: New York 02:00 EDT -> 01:00 EST; 01:30 happens at 05:30Z and 06:30Z.
    expect(wallToUtc('2026-11-01 01:30:00', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
  it('round-trips through utcToWall', () => {
    for (const zone of ['Pacific/Auckland', 'America/Sao_Paulo', 'Australia/Adelaide', 'Europe/London', 'Pacific/Kiritimati'])
      expect(utcToWall(wallToUtc('2026-05-17 20:45:00', zone), zone)).toBe('2026-05-17 20:45:00');
  });
});

describe('dstTransitions', () => {
  it('finds the two changes of a year in New York, to the minute, and none in Shanghai', () => {
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2026, 11, 31);
    expect(dstTransitions('America/New_York', from, to)).toEqual([
      { at: '2026-03-08T07:00:00.000Z', fromOffset: -300, toOffset: -240 },
      { at: '2026-11-01T06:00:00.000Z', fromOffset: -240, toOffset: -300 },
    ]);
    expect(dstTransitions('Asia/Shanghai', from, to)).toEqual([]);
  });
});
