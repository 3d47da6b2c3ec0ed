// install.<key> filters (users by their install attribution) and trackerName, against figures
// worked out by hand, on each engine at hand (DuckDB always, ClickHouse with CLICKHOUSE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '../../core/server/warehouse';
import { runMetricsQuery } from '../../core/server/warehouse/metrics/run';
import { toEventRow } from '../../core/server/warehouse/rows';
import { eventSchema, type GameEventInput } from '../../core/shared/eventSchema';
import { metricsQuerySchema, type MetricsQueryInput } from '../../core/shared/metrics';
import { engines } from './fixtures';

const CODE = 'installs';
const at = (day: string, minute = 0) => Date.parse(`${day}T10:00:00Z`) + minute * 60_000;
const ev = (userId: string, platform: 1 | 2, day: string, event: string, extra: Partial<GameEventInput> = {}): GameEventInput => ({
  event,
  userId,
  platform,
  ts: at(day),
  appVersion: '1.0.0',
  country: 'US',
  ...extra,
});
const CLICK = 'Ad_rewarded_video_click';

/**
 * a1 (Android) installs on 03-01 through Organic (org1) and clicks twice on 03-02; a2 (Android)
 * installed on 02-20, before the queried days, through Google Ads (gad1) and clicks on 03-02 and
 * 03-03; a3 (Android) has no install event and clicks on 03-02; i1 (iOS) installs through Organic
 * (its own token org2) and clicks on 03-02. A second install of a1 without props changes nothing.
 */
const EVENTS: GameEventInput[] = [
  ev('a1', 1, '2024-03-01', 'install', { props: { tracker: 'Organic', trackerToken: 'org1' } }),
  ev('a1', 1, '2024-03-02', 'install'),
  ev('a1', 1, '2024-03-02', CLICK),
  ev('a1', 1, '2024-03-02', CLICK),
  ev('a2', 1, '2024-02-20', 'install', { country: 'GB', props: { tracker: 'Google Ads', trackerToken: 'gad1' } }),
  ev('a2', 1, '2024-03-02', CLICK, { country: 'GB' }),
  ev('a2', 1, '2024-03-03', CLICK, { country: 'GB' }),
  ev('a3', 1, '2024-03-02', CLICK),
  ev('i1', 2, '2024-03-01', 'install', { props: { tracker: 'Organic', trackerToken: 'org2' } }),
  ev('i1', 2, '2024-03-02', CLICK),
];

const Q = (filter: Partial<MetricsQueryInput['filter']>) =>
  metricsQuerySchema.parse({ filter: { dimension: 'day', metrics: ['uv', 'pv'], ...filter }, start: '2024-03-01', end: '2024-03-03' });
const clicks = (...query: MetricsQueryInput['filter']['query'] & object[]) => Q({ query: [{ key: 'event', value: CLICK }, ...query] });

for (const engine of engines()) {
  describe(`install filters on ${engine.name}`, () => {
    let wh: Warehouse;
    beforeAll(async () => {
      wh = await engine.open();
      await wh.write(
        CODE,
        EVENTS.map((e) => toEventRow(eventSchema.parse(e), Date.UTC(2024, 3, 1))),
      );
    });
    afterAll(async () => {
      await wh?.dropProject(CODE);
      await wh?.close();
      await engine.cleanup();
    });
    const run = (q: ReturnType<typeof Q>) => runMetricsQuery(wh, CODE, q);

    it('keeps the users who installed through a tracker token, whenever they installed', async () => {
      expect(await run(clicks({ key: 'install.props.trackerToken', value: ['gad1'] }))).toEqual([
        { day: '2024-03-02', uv: 1, pv: 1 },
        { day: '2024-03-03', uv: 1, pv: 1 },
      ]);
      expect(await run(clicks({ key: 'install.props.trackerToken', value: ['org1', 'gad1'] }, { key: 'platform', value: 1 }))).toEqual([
        { day: '2024-03-02', uv: 2, pv: 3 },
        { day: '2024-03-03', uv: 1, pv: 1 },
      ]);
    });

    it('by tracker name (network) across platforms; an install filter and the event country together', async () => {
      expect(await run(clicks({ key: 'install.props.tracker', value: 'Organic' }))).toEqual([{ day: '2024-03-02', uv: 2, pv: 3 }]);
      expect(
        await run(clicks({ key: 'install.props.tracker', value: ['Organic', 'Google Ads'] }, { key: 'country', value: 'GB' })),
      ).toEqual([
        { day: '2024-03-02', uv: 1, pv: 1 },
        { day: '2024-03-03', uv: 1, pv: 1 },
      ]);
      expect(await run(clicks({ key: 'install.props.trackerToken', value: 'nope' }))).toEqual([]);
      // Without the filter every click counts (a3 too).
      expect(await run(clicks())).toEqual([
        { day: '2024-03-02', uv: 4, pv: 5 },
        { day: '2024-03-03', uv: 1, pv: 1 },
      ]);
    });

    it('lists the trackers of a platform with their names', async () => {
      const trackers = metricsQuerySchema.parse({
        filter: {
          dimension: 'props.trackerToken',
          metrics: ['trackerName', 'uv'],
          query: [
            { key: 'event', value: 'install' },
            { key: 'platform', value: 1 },
          ],
        },
        start: '2024-01-01',
        end: '2024-03-03',
      });
      expect(await run(trackers)).toEqual([
        { 'props.trackerToken': '', trackerName: null, uv: 1 },
        { 'props.trackerToken': 'gad1', trackerName: 'Google Ads', uv: 1 },
        { 'props.trackerToken': 'org1', trackerName: 'Organic', uv: 1 },
      ]);
    });
  });
}
