import { describe, expect, it } from 'vitest';
import { diffCountColor } from './shared';

describe('diff count tag colour (002 §9 "20 blue, 15 green, else red")', () => {
  it('is blue for 20 and green for 15', () => {
    expect(diffCountColor(20)).toBe('blue');
    expect(diffCountColor(15)).toBe('green');
  });

  it('is red for every other count, those between and around them too', () => {
    for (const n of [0, 1, 14, 16, 19, 21, 40, 100]) expect(diffCountColor(n), String(n)).toBe('red');
  });
});
