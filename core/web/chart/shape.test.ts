import { describe, expect, it } from 'vitest';
import {
  alignedData,
  allWhole,
  axisWidth,
  barSlot,
  categorySplits,
  categoryStep,
  daySeconds,
  everyDay,
  fillDays,
  fillWhole,
  formatValue,
  hasData,
  rangeWithZero,
  rowsToCategorySeries,
  seriesColor,
} from './shape';

describe('rowsToCategorySeries', () => {
  const rows = [
    { level: 1, enterUv: 10, finishUvRate: 0.5 },
    { level: 2, enterUv: '7', finishUvRate: null },
    { level: 3, enterUv: 'n/a', finishUvRate: 0.25 },
  ];
  it('makes one label per row and one series per definition, numbers or null', () => {
    const { x, series } = rowsToCategorySeries(rows, (r) => `Level ${r.level}`, [
      { label: 'Enter UV', value: 'enterUv' },
      { label: 'Finish rate', value: (r) => r.finishUvRate, axis: 'right', kind: 'line' },
    ]);
    expect(x).toEqual({ kind: 'category', labels: ['Level 1', 'Level 2', 'Level 3'] });
    expect(series[0]).toMatchObject({ label: 'Enter UV', values: [10, 7, null] });
    expect(series[1]).toMatchObject({ label: 'Finish rate', axis: 'right', kind: 'line', values: [0.5, null, 0.25] });
  });
});

describe('alignedData', () => {
  it('puts category indices first, then each series aligned to them', () => {
    expect(
      alignedData({ kind: 'category', labels: ['a', 'b'] }, [
        { label: 's', values: [1] },
        { label: 't', values: [3, 4, 5] },
      ]),
    ).toEqual([
      [0, 1],
      [1, null],
      [3, 4],
    ]);
  });
  it('keeps times as given', () => {
    expect(alignedData({ kind: 'time', values: [100, 200] }, [{ label: 's', values: [1, undefined] }])).toEqual([
      [100, 200],
      [1, null],
    ]);
  });
  it('knows when there is nothing to draw', () => {
    expect(hasData({ kind: 'category', labels: [] }, [{ label: 's', values: [] }])).toBe(false);
    expect(hasData({ kind: 'category', labels: ['a'] }, [{ label: 's', values: [null] }])).toBe(false);
    expect(hasData({ kind: 'category', labels: ['a'] }, [{ label: 's', values: [0] }])).toBe(true);
  });
});

describe('barSlot', () => {
  it('splits the group evenly, left to right, centred on the category', () => {
    expect(barSlot(0, 1)).toEqual({ offset: -0.4, width: 0.8 });
    const slots = [0, 1, 2, 3].map((i) => barSlot(i, 4));
    expect(slots.map((s) => s.width)).toEqual([0.2, 0.2, 0.2, 0.2]);
    expect(slots[0].offset).toBeCloseTo(-0.4);
    expect(slots[3].offset + slots[3].width).toBeCloseTo(0.4);
  });
});

describe('category labels', () => {
  it('labels every category when there is room, else every 2nd, 5th, 10th ...', () => {
    expect(categoryStep(10, 1000)).toBe(1);
    expect(categoryStep(40, 1000)).toBe(2);
    expect(categoryStep(100, 1000)).toBe(5);
    expect(categoryStep(300, 1000)).toBe(20);
    expect(categoryStep(0, 1000)).toBe(1);
  });
  it('lists the labelled indices inside the visible range', () => {
    expect(categorySplits(10, 3)).toEqual([0, 3, 6, 9]);
    expect(categorySplits(10, 5, 2.5, 8)).toEqual([5]);
    expect(categorySplits(4, 1, -0.5, 3.5)).toEqual([0, 1, 2, 3]);
  });
});

describe('rangeWithZero', () => {
  it('starts at zero and leaves headroom', () => {
    expect(rangeWithZero(5, 100)).toEqual([0, 105]);
    expect(rangeWithZero(-10, 10)).toEqual([-11, 11]);
    expect(rangeWithZero(null, null)).toEqual([0, 1]);
    expect(rangeWithZero(0, 0)).toEqual([0, 1]);
  });
});

describe('formatValue', () => {
  it('formats numbers, rates as percent and seconds', () => {
    expect(formatValue(1234567)).toBe('1,234,567');
    expect(formatValue(2.3456)).toBe('2.35');
    expect(formatValue(0.4567, 'percent')).toBe('45.67%');
    expect(formatValue(12.345, 'seconds')).toBe('12.3 s');
    expect(formatValue(null)).toBe('–');
    expect(formatValue(3, (v) => `#${v}`)).toBe('#3');
  });
  it('sizes an axis by its longest label', () => {
    expect(axisWidth(['1', '10'])).toBe(40);
    expect(axisWidth(['1,234,567'])).toBe(77);
    // '100%' lost its 1 at 44 px.
    expect(axisWidth(['0%', '100%'])).toBe(52);
  });
});

describe('seriesColor', () => {
  it('cycles a palette per colour scheme', () => {
    expect(seriesColor(0, 'light')).not.toBe(seriesColor(0, 'dark'));
    expect(seriesColor(10, 'light')).toBe(seriesColor(0, 'light'));
  });
});

describe('days', () => {
  it('lists every day of a range', () => {
    expect(everyDay('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(everyDay('2026-03-02', '2026-03-01')).toEqual([]);
  });
  it('fills missing days with zero counts and gaps for the rest', () => {
    const rows = [{ day: '2026-01-02', uv: 3, rate: 0.5 }];
    expect(fillDays(rows, { start: '2026-01-01', end: '2026-01-03' }, ['uv'])).toEqual([
      { day: '2026-01-01', uv: 0 },
      rows[0],
      { day: '2026-01-03', uv: 0 },
    ]);
  });
  it('turns a day into unix seconds', () => {
    expect(daySeconds('1970-01-02')).toBe(86400);
  });
  it('knows whole-number series', () => {
    expect(allWhole([{ label: 'a', values: [1, null, 3] }])).toBe(true);
    expect(allWhole([{ label: 'a', values: [1, 0.5] }])).toBe(false);
  });
});

describe('fillWhole', () => {
  it('fills the numbers between the first and the last', () => {
    expect(
      fillWhole(
        [
          { level: 3, uv: 1 },
          { level: 5, uv: 2 },
        ],
        'level',
        ['uv'],
      ),
    ).toEqual([
      { level: 3, uv: 1 },
      { level: 4, uv: 0 },
      { level: 5, uv: 2 },
    ]);
    expect(fillWhole([], 'level', ['uv'])).toEqual([]);
  });
});
