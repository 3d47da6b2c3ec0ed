import { describe, expect, it } from 'vitest';
import { DAU_DEFAULT_DAYS, tokenRateColor } from '../shared';
import { dauLink, levelLink } from './links';

describe('stats links', () => {
  it('opens level statistics on one level', () => {
    expect(levelLink('jigsaw', ' 12 ')).toBe('/jigsaw/stats/level?cond=level%3D12');
  });

  it('opens DAU on the last 30 days, today included (002 §9)', () => {
    const now = Date.UTC(2024, 2, 5, 23, 59);
    expect(dauLink('jigsaw', DAU_DEFAULT_DAYS, now)).toBe('/jigsaw/stats/dailyActiveUser?start=2024-02-05&end=2024-03-05');
    expect(dauLink('my-game', 1, now)).toBe('/my-game/stats/dailyActiveUser?start=2024-03-05&end=2024-03-05');
  });
});

describe('token rate colour (002 §9)', () => {
  it('is green at or above 90% on Android and 22% on iOS, else red', () => {
    expect(tokenRateColor(1, 0.9)).toBe('green');
    expect(tokenRateColor(1, 0.8999)).toBe('red');
    expect(tokenRateColor(1, 0.899999)).toBe('green'); // shown as 90%
    expect(tokenRateColor(2, 0.22)).toBe('green');
    expect(tokenRateColor(2, 0.2199)).toBe('red');
    expect(tokenRateColor(2, 0)).toBe('red');
    expect(tokenRateColor(2, null)).toBeNull();
    expect(tokenRateColor(3, 0.5)).toBeNull();
  });
});
