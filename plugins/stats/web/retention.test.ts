import { describe, expect, it } from 'vitest';
import { foundRows, itemRows } from './retention';

describe('find-item retention', () => {
  it('rates each item against the users and attempts that entered', () => {
    const rows = foundRows(
      [
        { 'props.shapeIdx': '2', uv: 5, pv: 6, findItemDuration: 7, durationAvg: 9, hintRate: 0.5 },
        { 'props.shapeIdx': '1', uv: 10, pv: 12, findItemDuration: 6.5, durationAvg: 8, hintRate: 0 },
        { 'props.shapeIdx': '', uv: 3, pv: 3, findItemDuration: 1, durationAvg: 1, hintRate: 0 },
      ],
      { enterUv: 10, enterPv: 12 },
    );
    expect(rows).toEqual([
      { item: '1', uv: 10, pv: 12, retention: 1, userRetention: 1, duration: 6.5, durationAvg: 8, hintRate: 0 },
      { item: '2', uv: 5, pv: 6, retention: 0.5, userRetention: 0.5, duration: 7, durationAvg: 9, hintRate: 0.5 },
    ]);
    expect(foundRows([{ 'props.shapeIdx': '1', uv: 1, pv: 1 }], undefined)[0]).toMatchObject({ retention: null, userRetention: null });
  });
  it('joins the finds and the entries of each level', () => {
    expect(
      itemRows(
        [{ level: 2, uv: 4, pv: 20, findItemDuration: 6, durationAvg: 7.5, hintRate: 0.1 }],
        [
          { level: 2, enterUv: 4, enterPv: 5 },
          { level: 1, enterUv: 6, enterPv: 6 },
        ],
      ),
    ).toEqual([
      { level: 1, enterUv: 6, enterPv: 6, findUv: 0, findPv: 0, perAttempt: 0, duration: null, durationAvg: null, hintRate: null },
      { level: 2, enterUv: 4, enterPv: 5, findUv: 4, findPv: 20, perAttempt: 4, duration: 6, durationAvg: 7.5, hintRate: 0.1 },
    ]);
  });
});
