import { describe, expect, it } from 'vitest';
import { axisRange, count, fixed, percent } from './format';

describe('ad stats formats', () => {
  it('shows eCPM with 4 decimals, arpDAU with 6, rates as percents, counts with separators', () => {
    expect(fixed(4)(2.25)).toBe('2.2500');
    expect(fixed(6)(0.01725)).toBe('0.017250');
    expect(fixed(4)(null)).toBe('–');
    expect(percent(0.666667)).toBe('66.67%');
    expect(count(12345)).toBe('12,345');
  });
  it('keeps the spec axis (0-100, 0-30) unless the data go above it', () => {
    expect(axisRange([1.5, 2, null], 30, 10)).toEqual([0, 30]);
    expect(axisRange([41], 30, 10)).toEqual([0, 50]);
    expect(axisRange([], 100, 5)).toEqual([0, 100]);
  });
});
