import { describe, expect, it } from 'vitest';
import { shapeRows } from './shapes';

describe('shapes of a stage', () => {
  it('orders shapes numerically and rates finds against the attempts', () => {
    const rows = shapeRows(
      [
        { 'props.shapeIdx': '10', pv: 2, uv: 2, durationAvg: 30.5, hintRate: 0.5 },
        { 'props.shapeIdx': '2', pv: 8, uv: 6, durationAvg: 12, hintRate: 0 },
        { 'props.shapeIdx': '', pv: 99, uv: 9, durationAvg: 1, hintRate: 0 },
      ],
      8,
    );
    expect(rows).toEqual([
      { shapeIdx: '2', pv: 8, duration: 12, hintRate: 0, shapeFinishRate: 1 },
      { shapeIdx: '10', pv: 2, duration: 30.5, hintRate: 0.5, shapeFinishRate: 0.25 },
    ]);
    expect(shapeRows([{ 'props.shapeIdx': '1', pv: 3, durationAvg: null, hintRate: null }], 0)[0]).toMatchObject({ duration: null, shapeFinishRate: null });
  });
});
