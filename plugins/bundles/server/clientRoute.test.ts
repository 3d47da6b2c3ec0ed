// The client answer's moment of change: bundles start and end to the second; a Loop bundle's day
// turns at Los Angeles midnight, bounded by the next whole UTC hour.
import { describe, expect, it } from 'vitest';
import { BUNDLE_TYPE, type PublishedBundles } from '../shared';
import { nextChange } from './clientRoute';

const bundle = (type: number, start: number, end: number | null) => ({ type, start, end }) as PublishedBundles['bundles'][number];

describe('nextChange', () => {
  it('is the next start or end (the second after it), else never', () => {
    const all = [bundle(BUNDLE_TYPE.normal, 1000, 2000), bundle(BUNDLE_TYPE.normal, 1500, null)];
    expect(nextChange(all, 500)).toBe(1000_000);
    expect(nextChange(all, 1200)).toBe(1500_000);
    expect(nextChange(all, 1600)).toBe(2001_000);
    expect(nextChange(all, 3000)).toBe(Infinity);
  });

  it('bounds a Loop bundle by the next whole hour', () => {
    const now = 1_800_000_125;
    const hourMs = 3_600_000;
    expect(nextChange([bundle(BUNDLE_TYPE.loop, 0, null)], now)).toBe((Math.floor((now * 1000) / hourMs) + 1) * hourMs);
  });
});
