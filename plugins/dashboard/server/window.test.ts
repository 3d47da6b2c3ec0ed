import { describe, expect, it } from 'vitest';
import { change, figure, windowDays } from './window';

describe('the dashboard window and changes (002 §9)', () => {
  it('is the 10 days from 10 days ago to yesterday, on UTC days', () => {
    const days = windowDays(Date.UTC(2025, 2, 3, 23, 59));
    expect(days).toEqual([
      '2025-02-21',
      '2025-02-22',
      '2025-02-23',
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });

  it('compares the latest value with the one before and with the 8th-last', () => {
    expect(figure([10, 10, 20, 0, 0, 0, 0, 0, 40, 30])).toEqual({
      values: [10, 10, 20, 0, 0, 0, 0, 0, 40, 30],
      latest: 30,
      dod: -25,
      wow: 50,
    });
    expect(figure([0, 0, 0, 0, 0, 0, 0, 0, 0, 5]).dod).toBeNull();
    expect(figure([1, 2]).wow).toBeNull();
    expect(change(1, 3)).toBe(-66.67);
    expect(change(null, 3)).toBeNull();
    expect(change(-1, -2)).toBe(50);
  });
});
