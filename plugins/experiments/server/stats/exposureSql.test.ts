// The exposure and retention query on each engine at hand (DuckDB always, ClickHouse with
// CLICKHOUSE_URL): the same rows, worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '../../../../core/server/warehouse';
import { toEventRow } from '../../../../core/server/warehouse/rows';
import { eventSchema, type GameEventInput } from '../../../../core/shared/eventSchema';
import { engines } from '../../../../tests/warehouse/fixtures';
import { exposureSql, firstExposureSql } from './exposureSql';

const CODE = 'expo';
const ev = (
  userId: string,
  day: string,
  event = 'session_start',
  props?: Record<string, string | number>,
  platform: 1 | 2 = 1,
): GameEventInput => ({
  event,
  userId,
  ts: Date.parse(`${day}T08:00:00Z`),
  platform,
  props,
});
const expose = (u: string, day: string, group: string, experiment: number | string = 5, platform: 1 | 2 = 1) =>
  ev(u, day, 'experiment_exposure', { experiment, group }, platform);

/**
 * u1 (A) exposed 05-01, back 05-02 and 05-08; u2 (A) exposed 05-01 and again 05-03 (counted once,
 * at 05-01), back 05-04; u3 (B, id as text, iOS) exposed 05-02, back 05-03; u4 exposed to another
 * experiment; u5 (B) exposed 04-30, before the range: left out.
 */
const EVENTS = [
  expose('u1', '2025-05-01', 'A'),
  ev('u1', '2025-05-02'),
  ev('u1', '2025-05-08'),
  expose('u2', '2025-05-01', 'A'),
  expose('u2', '2025-05-03', 'A'),
  ev('u2', '2025-05-04'),
  expose('u3', '2025-05-02', 'B', '5', 2),
  ev('u3', '2025-05-03', 'session_start', undefined, 2),
  expose('u4', '2025-05-01', 'A', 6),
  ev('u4', '2025-05-02'),
  expose('u5', '2025-04-30', 'B'),
  ev('u5', '2025-05-01'),
];

for (const engine of engines()) {
  describe(`experiment exposures on ${engine.name}`, () => {
    let wh: Warehouse;
    beforeAll(async () => {
      wh = await engine.open();
      await wh.write(
        CODE,
        EVENTS.map((e) => toEventRow(eventSchema.parse(e), Date.UTC(2025, 5, 1))),
      );
    });
    afterAll(async () => {
      await wh?.dropProject(CODE);
      await wh?.close();
      await engine.cleanup();
    });
    const q = { code: CODE, experimentId: 5, start: '2025-05-01', end: '2025-05-10', platform: null, days: 7 };
    const run = async (over = {}) =>
      (await wh.query(CODE, exposureSql(wh.dialect, { ...q, ...over }))).map((r) => ({
        grp: r.grp,
        xd: r.xd,
        users: Number(r.users),
        r: [1, 2, 3, 4, 5, 6, 7].map((n) => Number(r[`r${n}`])),
      }));

    it('users per group and exposure day, and who came back n days later', async () => {
      expect(await run()).toEqual([
        { grp: 'A', xd: '2025-05-01', users: 2, r: [1, 1, 1, 0, 0, 0, 1] },
        { grp: 'B', xd: '2025-05-02', users: 1, r: [1, 0, 0, 0, 0, 0, 0] },
      ]);
    });

    it('by platform', async () => {
      expect(await run({ platform: 2 })).toEqual([{ grp: 'B', xd: '2025-05-02', users: 1, r: [1, 0, 0, 0, 0, 0, 0] }]);
    });

    it('the first exposure day of any platform, none for an experiment without exposures', async () => {
      const [row] = await wh.query(CODE, firstExposureSql(wh.dialect, CODE, 5));
      expect([String(row.first_day).slice(0, 10), Number(row.n)]).toEqual(['2025-04-30', 5]);
      const [none] = await wh.query(CODE, firstExposureSql(wh.dialect, CODE, 99));
      expect(Number(none.n)).toBe(0);
    });
  });
}
