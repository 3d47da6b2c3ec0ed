// Every computed figure against the hand-worked data set of fixtures.ts, on each engine at hand
// (DuckDB always, ClickHouse with CLICKHOUSE_URL), read from levels_<code> and from the raw events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '../../core/server/warehouse';
import { runMetricsQuery } from '../../core/server/warehouse/metrics/run';
import { metricsQuerySchema, type MetricsQueryInput } from '../../core/shared/metrics';
import { engines, FIXTURE_CONFIGURED, FIXTURE_DAYS, fixtureBatches } from './fixtures';

const LEVEL_METRICS = [
  'enterUv',
  'enterPv',
  'sectionUv',
  'sectionPv',
  'halfUv',
  'halfPv',
  'finishUv',
  'finishPv',
  'giveUpUv',
  'giveUpPv',
  'sectionUvRate',
  'sectionPvRate',
  'halfUvRate',
  'halfPvRate',
  'finishUvRate',
  'finishPvRate',
  'giveUpUvRate',
  'giveUpPvRate',
  'enterPerUser',
  'lost',
  'enterUvLost',
  'uvLost',
  'duration',
  'duration_median',
  'durationPv',
  'hint',
  'hintPerUser',
  'lvNum',
  'coins',
  'giveUpSeconds',
  'findItemDuration',
];

/** Worked out by hand from the fixture's story (fixtures.ts). */
const LEVELS = [
  {
    level: 1,
    enterUv: 4,
    enterPv: 5,
    sectionUv: 3,
    sectionPv: 4,
    halfUv: 3,
    halfPv: 3,
    finishUv: 3,
    finishPv: 3,
    giveUpUv: 2,
    giveUpPv: 2,
    sectionUvRate: 0.75,
    sectionPvRate: 0.8,
    halfUvRate: 0.75,
    halfPvRate: 0.6,
    finishUvRate: 0.75,
    finishPvRate: 0.6,
    giveUpUvRate: 0.5,
    giveUpPvRate: 0.4,
    enterPerUser: 1.25,
    lost: 1,
    enterUvLost: 0.25,
    uvLost: 0,
    duration: 30,
    duration_p90: 70,
    duration_median: 30,
    durationPv: 40,
    hint: 3,
    hintPerUser: 0.75,
    lvNum: 2,
    coins: 10,
    giveUpSeconds: 3,
    findItemDuration: 4,
  },
  {
    level: 2,
    enterUv: 3,
    enterPv: 4,
    sectionUv: 1,
    sectionPv: 1,
    halfUv: 1,
    halfPv: 1,
    finishUv: 2,
    finishPv: 2,
    giveUpUv: 1,
    giveUpPv: 1,
    sectionUvRate: 0.333333,
    sectionPvRate: 0.25,
    halfUvRate: 0.333333,
    halfPvRate: 0.25,
    finishUvRate: 0.666667,
    finishPvRate: 0.5,
    giveUpUvRate: 0.333333,
    giveUpPvRate: 0.25,
    enterPerUser: 1.333333,
    lost: 2,
    enterUvLost: 0.666667,
    uvLost: 0.5,
    duration: 45,
    duration_p90: 49,
    duration_median: 45,
    durationPv: 45,
    hint: 4,
    hintPerUser: 1.333333,
    lvNum: 1,
    coins: 12.5,
    giveUpSeconds: 8,
    findItemDuration: null,
  },
  {
    level: 3,
    enterUv: 1,
    enterPv: 1,
    sectionUv: 0,
    sectionPv: 0,
    halfUv: 0,
    halfPv: 0,
    finishUv: 1,
    finishPv: 1,
    giveUpUv: 0,
    giveUpPv: 0,
    sectionUvRate: 0,
    sectionPvRate: 0,
    halfUvRate: 0,
    halfPvRate: 0,
    finishUvRate: 1,
    finishPvRate: 1,
    giveUpUvRate: 0,
    giveUpPvRate: 0,
    enterPerUser: 1,
    lost: null,
    enterUvLost: null,
    uvLost: null,
    duration: 60,
    duration_p90: 60,
    duration_median: 60,
    durationPv: 60,
    hint: 0,
    hintPerUser: 0,
    lvNum: 1,
    coins: 0,
    giveUpSeconds: null,
    findItemDuration: null,
  },
];

/** The extra level columns (001) over the replay story of fixtures.ts, days 27-28. */
const EXTRA_METRICS = [
  'folderName',
  'name',
  'skillLevelName',
  'lost',
  'dur_per_uv',
  'finishRetry',
  'finishDuration',
  'afterFailUv',
  'afterFailPv',
  'afterFinishUv',
  'afterFinishPv',
];
const EXTRA_LEVELS = [
  // s1: entries after the first give-up 3, after the first finish 1, 20 + 30 + 50 s to the first
  // finish; s2: 1 replay, 40 s; s3: 1 entry after giving up; s4: 60 s. Finishes 50 + 25 + 40 + 60 s by 3 users.
  {
    level: 20,
    folderName: 'Autumn',
    name: 'Owl',
    skillLevelName: 'medium',
    lost: 2,
    dur_per_uv: 58.333333,
    finishRetry: 1,
    finishDuration: 66.666667,
    afterFailUv: 2,
    afterFailPv: 4,
    afterFinishUv: 2,
    afterFinishPv: 2,
  },
  {
    level: 21,
    folderName: 'Forest',
    name: null,
    skillLevelName: '6',
    lost: null,
    dur_per_uv: 30,
    finishRetry: 0,
    finishDuration: 30,
    afterFailUv: 0,
    afterFailPv: 0,
    afterFinishUv: 0,
    afterFinishPv: 0,
  },
];
const SEQUENCE_METRICS = ['afterFailUv', 'afterFailPv', 'afterFinishUv', 'afterFinishPv', 'finishRetry', 'finishDuration'];

const query = (filter: Partial<MetricsQueryInput['filter']>, start = FIXTURE_DAYS[1], end = '2024-01-31') =>
  metricsQuerySchema.parse({ filter: { metrics: ['enterUv'], ...filter }, start, end });

for (const engine of engines()) {
  describe(`hand-computed figures on ${engine.name}`, () => {
    let wh: Warehouse;
    const code = 'figs';
    beforeAll(async () => {
      wh = await engine.open();
      for (const batch of fixtureBatches()) await wh.write(code, batch);
    });
    afterAll(async () => {
      await wh?.dropProject(code);
      await wh?.close();
      await engine.cleanup();
    });
    const run = (q: ReturnType<typeof query>, forceRaw = false) =>
      runMetricsQuery(wh, code, q, { configured: FIXTURE_CONFIGURED, forceRaw });

    for (const forceRaw of [false, true]) {
      it(`gives every level-table figure ${forceRaw ? 'from the raw events' : 'from levels_<code>'}`, async () => {
        const rows = await run(query({ dimension: 'level', metrics: LEVEL_METRICS, fractions: [0.5, 0.9] }), forceRaw);
        expect(rows).toEqual(LEVELS);
      });
    }

    it('filters by platform, country and app version (country in any case)', async () => {
      const m = ['enterUv', 'enterPv', 'finishUv', 'duration'];
      expect(
        await run(
          query({
            metrics: m,
            query: [
              { key: 'platform', value: 1 },
              { key: 'level', value: 1 },
            ],
          }),
        ),
      ).toEqual([{ level: 1, enterUv: 2, enterPv: 3, finishUv: 2, duration: 20 }]);
      expect(await run(query({ metrics: m, query: [{ key: 'country', value: ['gb'] }] }))).toEqual([
        { level: 1, enterUv: 1, enterPv: 1, finishUv: 1, duration: 80 },
        { level: 2, enterUv: 1, enterPv: 2, finishUv: 1, duration: 50 },
      ]);
      expect(await run(query({ metrics: m, query: [{ key: 'appVersion', value: '1.1.0' }] }))).toEqual([
        { level: 1, enterUv: 1, enterPv: 1, finishUv: 0, duration: null },
      ]);
    });

    it('keeps to the date range, and reads the next level beyond a level filter for lost users', async () => {
      expect(await run(query({ metrics: ['enterUv', 'finishUv'], query: [{ key: 'level', value: { max: 1 } }] }, FIXTURE_DAYS[3]))).toEqual(
        [{ level: 1, enterUv: 2, finishUv: 1 }],
      );
      expect(await run(query({ metrics: ['enterUv', 'lost', 'uvLost'], query: [{ key: 'level', value: 2 }] }))).toEqual([
        { level: 2, enterUv: 3, lost: 2, uvLost: 0.5 },
      ]);
    });

    it('groups by day with a level filter, ordered as asked', async () => {
      const rows = await run(
        query({ dimension: 'day', metrics: ['enterUv', 'enterPv'], query: [{ key: 'level', value: 1 }], orderBy: 'enterPv desc' }),
      );
      expect(rows).toEqual([
        { day: FIXTURE_DAYS[1], enterUv: 2, enterPv: 2 },
        { day: FIXTURE_DAYS[3], enterUv: 2, enterPv: 2 },
        { day: FIXTURE_DAYS[2], enterUv: 1, enterPv: 1 },
      ]);
    });

    it('counts likes, dislikes, items found and the hint rate of the shapes', async () => {
      expect(await run(query({ metrics: ['likeUv', 'likePv', 'dislikeUv', 'findItemUv', 'findItemPv'] }))).toEqual([
        { level: 1, likeUv: 1, likePv: 1, dislikeUv: 1, findItemUv: 1, findItemPv: 3 },
      ]);
      expect(
        await run(
          query({
            dimension: 'props.shapeIdx',
            metrics: ['pv', 'durationAvg', 'hintRate'],
            query: [
              { key: 'event', value: 'game_find_item' },
              { key: 'level', value: 1 },
            ],
          }),
        ),
      ).toEqual([
        { 'props.shapeIdx': '1', pv: 1, durationAvg: 3, hintRate: 0 },
        { 'props.shapeIdx': '2', pv: 1, durationAvg: 4, hintRate: 1 },
        { 'props.shapeIdx': '3', pv: 1, durationAvg: 5, hintRate: 0 },
      ]);
    });

    it('gives a funnel by event, a histogram with split points and totals', async () => {
      expect(
        await run(query({ dimension: 'event', metrics: ['uv', 'pv'], query: [{ key: 'event', value: ['game_enter', 'game_finish'] }] })),
      ).toEqual([
        { event: 'game_enter', uv: 4, pv: 10 },
        { event: 'game_finish', uv: 3, pv: 6 },
      ]);
      expect(
        await run(
          query({ dimension: 'duration', splitPoints: [20, 50], metrics: ['pv', 'uv'], query: [{ key: 'event', value: 'game_finish' }] }),
        ),
      ).toEqual([
        { duration: '<20', from: null, to: 20, pv: 1, uv: 1 },
        { duration: '20-50', from: 20, to: 50, pv: 2, uv: 2 },
        { duration: '>=50', from: 50, to: null, pv: 3, uv: 2 },
      ]);
      expect(await run(query({ dimension: null, metrics: ['duration', 'finishPv', 'durationPv'] }))).toEqual([
        { duration: 45, finishPv: 6, durationPv: 45 },
      ]);
      expect(await run(query({ dimension: null, metrics: ['valueSum', 'uv'], query: [{ key: 'event', value: 'purchase' }] }))).toEqual([
        { valueSum: 4.99, uv: 1 },
      ]);
      expect(await run(query({ dimension: null, metrics: ['enterUv', 'duration'] }, '2023-01-01', '2023-01-31'))).toEqual([
        { enterUv: 0, duration: null },
      ]);
    });

    it('groups by platform and puzzle', async () => {
      expect(await run(query({ dimension: 'platform', metrics: ['enterUv'], query: [{ key: 'level', value: [1, 2] }] }))).toEqual([
        { platform: 1, enterUv: 2 },
        { platform: 2, enterUv: 1 },
        { platform: 3, enterUv: 1 },
      ]);
      expect(await run(query({ dimension: 'puzzleId', metrics: ['enterUv', 'finishPv'], query: [{ key: 'level', value: 1 }] }))).toEqual([
        { puzzleId: 'P1', enterUv: 3, finishPv: 2 },
        { puzzleId: 'P2', enterUv: 1, finishPv: 1 },
      ]);
    });

    for (const forceRaw of [false, true]) {
      it(`gives the extra level columns ${forceRaw ? 'from the raw events' : 'from levels_<code>'}`, async () => {
        expect(await run(query({ dimension: 'level', metrics: EXTRA_METRICS }, FIXTURE_DAYS[27], FIXTURE_DAYS[28]), forceRaw)).toEqual(
          EXTRA_LEVELS,
        );
      });
    }

    it('orders the time-order metrics per user within the date range, the filters and the group', async () => {
      // Day 28 alone: s1's give-ups are out of range, so s1 finished at once (50 s) and replayed once.
      expect(
        await run(query({ metrics: SEQUENCE_METRICS, query: [{ key: 'level', value: 20 }] }, FIXTURE_DAYS[28], FIXTURE_DAYS[28])),
      ).toEqual([{ level: 20, afterFailUv: 0, afterFailPv: 0, afterFinishUv: 1, afterFinishPv: 1, finishRetry: 0, finishDuration: 55 }]);
      // iOS only: s2 and s3.
      expect(
        await run(
          query(
            {
              metrics: SEQUENCE_METRICS,
              query: [
                { key: 'platform', value: 2 },
                { key: 'level', value: 20 },
              ],
            },
            FIXTURE_DAYS[27],
            FIXTURE_DAYS[28],
          ),
        ),
      ).toEqual([{ level: 20, afterFailUv: 1, afterFailPv: 1, afterFinishUv: 1, afterFinishPv: 1, finishRetry: 0, finishDuration: 40 }]);
      // One total row: each (level, user) pair counts; 100, 40, 60 and 30 s to the first finish.
      expect(
        await run(query({ dimension: null, metrics: [...SEQUENCE_METRICS, 'dur_per_uv'] }, FIXTURE_DAYS[27], FIXTURE_DAYS[28])),
      ).toEqual([
        { afterFailUv: 2, afterFailPv: 4, afterFinishUv: 2, afterFinishPv: 2, finishRetry: 1, finishDuration: 57.5, dur_per_uv: 68.333333 },
      ]);
    });

    it('gives the median seconds to find an item, per shape and over the level', async () => {
      expect(
        await run(query({ metrics: ['findItemDuration', 'findItemPv'], query: [{ key: 'level', value: 1 }], fractions: [0.25] })),
      ).toEqual([{ level: 1, findItemDuration: 3.5, findItemPv: 3 }]);
      expect(
        await run(
          query({ dimension: 'props.shapeIdx', metrics: ['findItemDuration'], query: [{ key: 'event', value: 'game_find_item' }] }),
        ),
      ).toEqual([
        { 'props.shapeIdx': '1', findItemDuration: 3 },
        { 'props.shapeIdx': '2', findItemDuration: 4 },
        { 'props.shapeIdx': '3', findItemDuration: 5 },
      ]);
    });

    for (const forceRaw of [false, true]) {
      it(`keeps the boss or the classic levels of boss_begin and boss_interval ${forceRaw ? '(raw events)' : '(levels_<code>)'}`, async () => {
        const kind = (value: string, bossLevels = { begin: 2, interval: 2 }, start: string = FIXTURE_DAYS[1], end = '2024-01-31') =>
          runMetricsQuery(wh, code, query({ metrics: ['enterUv', 'uvLost'], query: [{ key: 'levelKind', value }] }, start, end), {
            bossLevels,
            forceRaw,
          });
        // Boss levels 2, 4, ...: the lost users still read the next level, whatever its kind.
        expect(await kind('boss')).toEqual([{ level: 2, enterUv: 3, uvLost: 0.5 }]);
        expect(await kind('classic')).toEqual([
          { level: 1, enterUv: 4, uvLost: 0 },
          { level: 3, enterUv: 1, uvLost: null },
        ]);
        expect(await kind('boss', { begin: 20, interval: 5 }, FIXTURE_DAYS[27], FIXTURE_DAYS[28])).toEqual([
          { level: 20, enterUv: 4, uvLost: 0.333333 },
        ]);
        expect(await kind('classic', { begin: 0, interval: 1 })).toEqual([]);
      });
    }

    it('takes hostile filter values as plain values', async () => {
      const evil = "US' OR '1'='1";
      expect(
        await run(
          query({
            metrics: ['enterUv'],
            query: [
              { key: 'country', value: evil },
              { key: 'props.x', value: "'); DROP TABLE events_figs; --" },
            ],
          }),
        ),
      ).toEqual([]);
      expect(await run(query({ metrics: ['enterUv'], query: [{ key: 'level', value: 3 }] }))).toEqual([{ level: 3, enterUv: 1 }]);
    });
  });
}
