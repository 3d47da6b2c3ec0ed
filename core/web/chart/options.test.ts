import { describe, expect, it } from 'vitest';
import { buildOptions } from './options';
import { stepSplits } from './shape';

const x = { kind: 'category' as const, labels: ['a', 'b'] };
const base = { mode: 'line' as const, x, height: 200, scheme: 'light' as const };

describe('chart options: extra y-axes and a stepped left axis', () => {
  it('gives each used extra axis its own scale and axis after the left and right ones', () => {
    const o = buildOptions({
      ...base,
      series: [
        { label: 'DAU', values: [1, 2] },
        { label: 'Revenue', values: [0.5, 1], axis: 'right' },
        { label: 'eCPM', values: [3, 4], axis: 'ecpm' },
      ],
      extraAxes: [
        { id: 'ecpm', label: 'eCPM' },
        { id: 'unused', label: 'Unused' },
      ],
    });
    expect(o.axes!.map((a) => a.scale ?? 'x')).toEqual(['x', 'y', 'y2', 'y_ecpm']);
    expect(o.axes![3].label).toBe('eCPM');
    expect(o.axes![3].side).toBe(1);
    expect(o.series.map((s) => s.scale ?? 'x')).toEqual(['x', 'y', 'y2', 'y_ecpm']);
    expect(Object.keys(o.scales!)).toEqual(['x', 'y', 'y2', 'y_ecpm']);
  });

  it('ticks a fixed 0-100 axis every 5', () => {
    const o = buildOptions({ ...base, series: [{ label: 'Rate', values: [10, 20] }], yRange: [0, 100], yStep: 5 });
    const splits = o.axes![1].splits as (u: unknown, i: number, min: number, max: number) => number[];
    expect(splits(null, 1, 0, 100)).toEqual(Array.from({ length: 21 }, (_, i) => i * 5));
    expect(stepSplits(0, 30, 10)).toEqual([0, 10, 20, 30]);
    expect(stepSplits(0.3, 0.9, 0.1)).toEqual([0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
    expect(stepSplits(-2, 31, 10)).toEqual([0, 10, 20, 30]);
  });
});

describe('chart options: legend and crowded stepped labels', () => {
  it('hides the legend on request and labels every other step when ticks crowd', () => {
    expect(buildOptions({ ...base, series: [{ label: 'A', values: [1, 2] }], legend: false }).legend!.show).toBe(false);
    expect(buildOptions({ ...base, series: [{ label: 'A', values: [1, 2] }] }).legend!.show).toBe(true);
    const o = buildOptions({ ...base, series: [{ label: 'Rate', values: [10, 20] }], yRange: [0, 100], yStep: 5 });
    const values = o.axes![1].values as (u: unknown, splits: number[]) => string[];
    const splits = Array.from({ length: 21 }, (_, i) => i * 5);
    expect(values({ bbox: { height: 200 } }, splits).slice(0, 4)).toEqual(['0', '', '10', '']);
    expect(values({ bbox: { height: 600 } }, splits).slice(0, 4)).toEqual(['0', '5', '10', '15']);
  });
});
