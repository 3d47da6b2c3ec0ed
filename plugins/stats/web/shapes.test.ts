import { describe, expect, it } from 'vitest';
import { shapeRows } from './shapes';

describe('shapes of a stage', () => {
  it('orders shapes numerically and rates finds against the attempts', () => {
    const rows = shapeRows(
      [
        { 'props.shapeIdx': '10', pv: 2, uv: 2, findItemDuration: 28, durationAvg: 30.5, hintRate: 0.5 },
        { 'props.shapeIdx': '2', pv: 8, uv: 6, findItemDuration: 10, durationAvg: 12, hintRate: 0 },
        { 'props.shapeIdx': '', pv: 99, uv: 9, findItemDuration: 1, durationAvg: 1, hintRate: 0 },
      ],
      8,
    );
    expect(rows).toEqual([
      { shapeIdx: '2', pv: 8, duration: 10, durationPv: 12, hintRate: 0, shapeFinishRate: 1 },
      { shapeIdx: '10', pv: 2, duration: 28, durationPv: 30.5, hintRate: 0.5, shapeFinishRate: 0.25 },
    ]);
    expect(shapeRows([{ 'props.shapeIdx': '1', pv: 3, findItemDuration: null, durationAvg: null, hintRate: null }], 0)[0]).toMatchObject({
      duration: null,
      shapeFinishRate: null,
    });
  });
});
