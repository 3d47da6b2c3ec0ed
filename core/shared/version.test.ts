// The one client-version order and range check (issue 31 item 3): moved here from experiments'
// own copy (its assertions kept) with the cases the game-client routes and the push audience rely on.
import { describe, expect, it } from 'vitest';
import { compareVersions, versionInRange } from './version';

describe('compareVersions', () => {
  it('compares part by part, missing parts as 0', () => {
    expect(compareVersions('1.10', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.2.9', '1.2.10')).toBeLessThan(0);
  });
});

describe('versionInRange', () => {
  it('takes both bounds inclusive; 0.0.0, empty or nothing is an open side', () => {
    expect(versionInRange('1.5.0', '1.2.0', '1.10.0')).toBe(true);
    expect(versionInRange('1.2.0', '1.2.0', '1.10.0')).toBe(true);
    expect(versionInRange('1.10.0', '1.2.0', '1.10.0')).toBe(true);
    expect(versionInRange('1.11.0', '1.2.0', '1.10.0')).toBe(false);
    expect(versionInRange('1.1.9', '1.2.0', '0.0.0')).toBe(false);
    expect(versionInRange('9.0.0', '1.2.0', '0.0.0')).toBe(true);
    expect(versionInRange('0.1.0', '', '1.0.0')).toBe(true);
    expect(versionInRange('2.0.0', undefined, '1.0.0')).toBe(false);
  });
  it('lets any client through two open sides, and keeps a missing or unknown version out of a bounded one', () => {
    expect(versionInRange(null, '0.0.0', '0.0.0')).toBe(true);
    expect(versionInRange(undefined, '', '')).toBe(true);
    expect(versionInRange('1.x', '0.0.0', '0.0.0')).toBe(true);
    expect(versionInRange(null, '1.0.0', '0.0.0')).toBe(false);
    expect(versionInRange('1.x', '1.0.0', '0.0.0')).toBe(false);
    expect(versionInRange('', '0.0.0', '2.0.0')).toBe(false);
  });
});
