import { describe, expect, it } from 'vitest';
import type { MetricsQueryInput } from '../../../core/shared/metrics';
import { toEventLevels, toShownLevels } from './levelOffset';

const body = (filter: Partial<MetricsQueryInput['filter']>): MetricsQueryInput => ({
  filter: { metrics: ['enterUv'], ...filter },
  start: '2026-01-01',
  end: '2026-01-07',
});

describe('level offset', () => {
  it('takes the offset off every level the operator typed: a level, a list, a range, text', () => {
    const asked = body({
      dimension: 'day',
      query: [
        { key: 'level', value: 1 },
        { key: 'level', value: [3, '7'] },
        { key: 'level', value: { min: 1, max: 50 } },
        { key: 'level', value: { min: null, max: 9 } },
        { key: 'props.level', value: 4 },
        { key: 'puzzleId', value: '12' },
      ],
    });
    expect(toEventLevels(asked, 1).filter.query).toEqual([
      { key: 'level', value: 0 },
      { key: 'level', value: [2, 6] },
      { key: 'level', value: { min: 0, max: 49 } },
      { key: 'level', value: { min: null, max: 8 } },
      { key: 'props.level', value: 4 },
      { key: 'puzzleId', value: '12' },
    ]);
    // Empty values stay empty (no filter).
    expect(
      toEventLevels(
        body({
          query: [
            { key: 'level', value: null },
            { key: 'level', value: '' },
          ],
        }),
        1,
      ).filter.query,
    ).toEqual([
      { key: 'level', value: null },
      { key: 'level', value: '' },
    ]);
  });

  it('adds the offset to the levels of the answer, only when rows are levels', () => {
    const levels = body({ dimension: 'level', query: [{ key: 'level', value: { min: 1, max: 2 } }] });
    expect(
      toShownLevels(
        [
          { level: 0, enterUv: 5 },
          { level: 1, enterUv: 4 },
          { level: null, enterUv: 1 },
        ],
        levels,
        1,
      ),
    ).toEqual([
      { level: 1, enterUv: 5 },
      { level: 2, enterUv: 4 },
      { level: null, enterUv: 1 },
    ]);
    // The schema's default dimension is level.
    expect(toShownLevels([{ level: 4 }], body({}), 2)).toEqual([{ level: 6 }]);
    expect(toShownLevels([{ day: '2026-01-01', level: 3 }], body({ dimension: 'day' }), 1)).toEqual([{ day: '2026-01-01', level: 3 }]);
  });

  it('moves level split points and relabels their buckets', () => {
    const asked = body({ dimension: 'level', splitPoints: [10, 20] });
    expect(toEventLevels(asked, 1).filter.splitPoints).toEqual([9, 19]);
    expect(toEventLevels(body({ dimension: 'duration', splitPoints: [10] }), 1).filter.splitPoints).toEqual([10]);
    expect(
      toShownLevels(
        [
          { level: '<9', from: null, to: 9, pv: 1 },
          { level: '9-19', from: 9, to: 19, pv: 2 },
          { level: '>=19', from: 19, to: null, pv: 3 },
        ],
        asked,
        1,
      ),
    ).toEqual([
      { level: '<10', from: null, to: 10, pv: 1 },
      { level: '10-20', from: 10, to: 20, pv: 2 },
      { level: '>=20', from: 20, to: null, pv: 3 },
    ]);
  });

  it('changes nothing without an offset, and round-trips with one', () => {
    const asked = body({ dimension: 'level', query: [{ key: 'level', value: [5, 6] }] });
    expect(toEventLevels(asked, 0)).toBe(asked);
    const rows = [{ level: 5 }, { level: 6 }];
    expect(toShownLevels(rows, asked, 0)).toBe(rows);
    const sent = toEventLevels(asked, 1);
    const answer = (sent.filter.query![0].value as number[]).map((level) => ({ level }));
    expect(toShownLevels(answer, asked, 1)).toEqual(rows);
    expect(asked.filter.query![0].value).toEqual([5, 6]); // the asked query is not changed
  });
});
