// The same events in DuckDB and ClickHouse: every metric of every query shape the stats screens
// use must come out the same (DESIGN §4). Runs when CLICKHOUSE_URL is set (CI sets it: see
// .ci/run and scripts/clickhouse-start.sh); each engine is also checked against its own raw path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWarehouse, type Warehouse } from '../../core/server/warehouse';
import { runMetricsQuery } from '../../core/server/warehouse/metrics/run';
import { toEventRow } from '../../core/server/warehouse/rows';
import { BUILTIN_METRICS, metricsQuerySchema, type MetricsQueryInput, type MetricsRow } from '../../core/shared/metrics';
import { eventSchema, type GameEvent } from '../../core/shared/eventSchema';
import { demoPlayers } from '../../plugins/stats/server/demoEvents';
import { CLICKHOUSE_URL, engines } from './fixtures';

const CODE = 'diff';
const NOW = Date.UTC(2025, 5, 30, 18);
const START = '2025-05-02';
const END = '2025-06-30';
const CONFIGURED = [
  { name: 'coins', event: 'game_finish', field: 'props.coins' },
  { name: 'giveUpSeconds', event: 'game_giveup', field: 'duration' },
  { name: 'itemSeconds', event: 'game_find_item', field: 'duration' },
  { name: 'adRevenue', event: 'Ad_interstitial_revenue', field: 'value' },
];
const ALL = Object.keys(BUILTIN_METRICS);
/** The demo's boss levels (plugins/stats/server/demoEvents.ts, jigsaw's profile). */
const BOSS = { begin: 10, interval: 10 };
const NEXT = new Set(['lost', 'uvLost', 'enterUvLost']);
const NOT_NEXT = ALL.filter((m) => !NEXT.has(m));
const WITH_CONFIGURED = [...ALL, ...CONFIGURED.map((c) => c.name)];

const Q = (filter: Partial<MetricsQueryInput['filter']>, start = START, end = END) =>
  metricsQuerySchema.parse({ filter: { metrics: NOT_NEXT, ...filter }, start, end });

/** The query shapes of the stats screens (level table, filters, diffs by day, funnel, histogram, shapes, ...). */
const QUERIES: Record<string, ReturnType<typeof Q>> = {
  'level table': Q({ dimension: 'level', metrics: WITH_CONFIGURED, fractions: [0.5, 0.25, 0.9] }),
  'level table, iOS and Android in US on one version': Q({
    dimension: 'level',
    metrics: WITH_CONFIGURED,
    query: [
      { key: 'platform', value: [1, 2] },
      { key: 'country', value: 'US' },
      { key: 'appVersion', value: ['1.1.0', '1.2.0'] },
    ],
  }),
  'level range, last 10 days': Q(
    { dimension: 'level', metrics: WITH_CONFIGURED, query: [{ key: 'level', value: { min: 3, max: 12 } }] },
    '2025-06-21',
  ),
  'level table by folder (props filter: raw)': Q({
    dimension: 'level',
    metrics: WITH_CONFIGURED,
    query: [{ key: 'props.folder', value: 'F1' }],
  }),
  'main-game levels (event catalog levels left out)': Q({
    dimension: 'level',
    metrics: WITH_CONFIGURED,
    query: [{ key: 'props.catalog', value: [''] }],
  }),
  "an event catalog's levels": Q(
    { dimension: 'level', metrics: WITH_CONFIGURED, query: [{ key: 'props.catalog', value: 'spring_festival' }] },
    '2025-06-21',
  ),
  'levels by event catalog': Q({ dimension: 'props.catalog', query: [{ key: 'level', value: { min: 1 } }] }),
  'level table, orderBy finish rate': Q({
    dimension: 'level',
    metrics: ['finishUvRate', 'enterUv', 'uvLost'],
    orderBy: ['finishUvRate desc', 'enterUv'],
  }),
  'one level by day': Q({ dimension: 'day', query: [{ key: 'level', value: 2 }] }),
  'levels 1-20 by platform': Q({ dimension: 'platform', query: [{ key: 'level', value: { min: 1, max: 20 } }] }),
  'levels by country': Q({ dimension: 'country', query: [{ key: 'level', value: { min: 1 } }] }),
  'levels by app version': Q({ dimension: 'appVersion', query: [{ key: 'level', value: { min: 1 } }] }),
  'puzzles of levels 1-30': Q({ dimension: 'puzzleId', query: [{ key: 'level', value: { max: 30 } }] }),
  'by day (no level filter)': Q({ dimension: 'day' }),
  funnel: Q({
    dimension: 'event',
    metrics: ['uv', 'pv', 'durationAvg', 'valueSum', 'valueAvg'],
    query: [{ key: 'event', value: ['game_enter', 'game_section', 'game_half', 'game_finish'] }],
  }),
  'new difficulty': Q({ dimension: 'props.difficulty', metrics: ['enterUv', 'finishUv', 'finishUvRate', 'duration'] }),
  'histogram of finish durations': Q({
    dimension: 'duration',
    splitPoints: [30, 60, 120, 240, 480],
    metrics: ['pv', 'uv'],
    query: [{ key: 'event', value: 'game_finish' }],
  }),
  'histogram of levels': Q({ dimension: 'level', splitPoints: [5, 10, 20, 40], metrics: NOT_NEXT }),
  'median over everything': Q({ dimension: null, metrics: [...NOT_NEXT, ...CONFIGURED.map((c) => c.name)], fractions: [0.5, 0.1] }),
  'shapes of a stage': Q({
    dimension: 'props.shapeIdx',
    metrics: ['pv', 'uv', 'findItemDuration', 'durationAvg', 'hintRate'],
    query: [
      { key: 'event', value: 'game_find_item' },
      { key: 'level', value: 3 },
    ],
  }),
  'find-item retention per level': Q({
    dimension: 'level',
    metrics: ['uv', 'pv', 'findItemDuration', 'durationAvg', 'hintRate'],
    query: [
      { key: 'event', value: 'game_find_item' },
      { key: 'level', value: { max: 40 } },
    ],
    fractions: [0.5, 0.75],
  }),
  'extra level columns of one project': Q({
    dimension: 'level',
    metrics: [
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
    ],
  }),
  'boss levels': Q({ dimension: 'level', metrics: WITH_CONFIGURED, query: [{ key: 'levelKind', value: 'boss' }] }),
  'classic levels 1-60': Q({
    dimension: 'level',
    metrics: WITH_CONFIGURED,
    query: [
      { key: 'levelKind', value: 'classic' },
      { key: 'level', value: { max: 60 } },
    ],
  }),
  'ad revenue by value bucket': Q({
    dimension: 'value',
    splitPoints: [0.005, 0.01, 0.02],
    metrics: ['pv', 'valueSum'],
    query: [{ key: 'event', value: ['Ad_interstitial_revenue', 'Ad_rewarded_revenue'] }],
  }),
  'account links by type': Q({ dimension: 'props.extType', metrics: ['uv', 'pv'], query: [{ key: 'event', value: 'account_link' }] }),
  'users by day: active, new, tokens, links and the all-time totals': Q(
    { dimension: 'day', metrics: ['uv', 'installUv', 'pushTokenUv', 'accountLinkUv', 'totalUsers', 'totalAccounts'] },
    '2025-06-01',
  ),
  'all-time totals on iOS by day': Q(
    { dimension: 'day', metrics: ['totalUsers', 'totalAccounts'], query: [{ key: 'platform', value: 2 }] },
    '2025-06-10',
    '2025-06-20',
  ),
  'new users of one country by day': Q({
    dimension: 'day',
    metrics: ['installUv'],
    query: [
      { key: 'country', value: 'US' },
      { key: 'event', value: 'install' },
    ],
  }),
  'all-time totals by country': Q(
    { dimension: 'country', metrics: ['totalUsers', 'totalAccounts', 'installUv'] },
    '2025-06-01',
    '2025-06-15',
  ),
  'hint props as numbers': Q({
    dimension: 'level',
    metrics: ['pv'],
    query: [
      { key: 'props.hint', value: { min: 1 } },
      { key: 'event', value: 'game_finish' },
    ],
  }),
  // The ad event stats: users by their install attribution (install.<key>, a semi-join on uid).
  'rewarded clicks by day of two Android trackers': Q({
    dimension: 'day',
    metrics: ['uv', 'pv'],
    query: [
      { key: 'event', value: 'Ad_rewarded_video_click' },
      { key: 'platform', value: 1 },
      { key: 'install.props.trackerToken', value: ['8k3xq1', 'r2m7wd'] },
    ],
  }),
  'level table of one network in two countries': Q({
    dimension: 'level',
    metrics: WITH_CONFIGURED,
    query: [
      { key: 'install.props.tracker', value: 'Facebook Installs' },
      { key: 'country', value: ['US', 'GB'] },
    ],
  }),
  'trackers with their names': Q({
    dimension: 'props.trackerToken',
    metrics: ['trackerName', 'uv'],
    query: [{ key: 'event', value: 'install' }],
  }),
  // The experiment stats: the users exposed to an experiment's group (experiment.<id>, a semi-join on uid).
  'level table of one experiment group': Q({ dimension: 'level', metrics: WITH_CONFIGURED, query: [{ key: 'experiment.7', value: 'B' }] }),
  'two experiment groups on iOS by day': Q({
    dimension: 'day',
    metrics: ['uv', 'pv', 'enterUv', 'finishUvRate'],
    query: [
      { key: 'experiment.7', value: ['A', 'B'] },
      { key: 'platform', value: 2 },
    ],
  }),
  'exposed users per group': Q({
    dimension: 'props.group',
    metrics: ['uv'],
    query: [
      { key: 'event', value: 'experiment_exposure' },
      { key: 'props.experiment', value: '7' },
    ],
  }),
};

/** Columns that must not be all empty or zero, so the comparison compares something. */
const SOME_VALUE: Record<string, string[]> = {
  'extra level columns of one project': [
    'folderName',
    'name',
    'skillLevelName',
    'finishRetry',
    'finishDuration',
    'afterFailPv',
    'afterFinishPv',
  ],
  'shapes of a stage': ['findItemDuration'],
  'boss levels': ['enterUv'],
  'rewarded clicks by day of two Android trackers': ['uv'],
  'level table of one network in two countries': ['enterUv'],
  'trackers with their names': ['trackerName'],
  'level table of one experiment group': ['enterUv', 'finishUvRate'],
  'two experiment groups on iOS by day': ['uv', 'enterUv'],
  'exposed users per group': ['uv'],
  'users by day: active, new, tokens, links and the all-time totals': [
    'installUv',
    'pushTokenUv',
    'accountLinkUv',
    'totalUsers',
    'totalAccounts',
  ],
  'all-time totals by country': ['totalUsers', 'totalAccounts'],
};

/**
 * Two of three players are exposed to experiment 7 at their first event, in group A or B (every
 * other one sends the id as text, as clients may: both are stored as text).
 */
function exposure(player: GameEvent[], n: number): GameEvent[] {
  const first = player[0];
  if (!first || n % 3 === 0) return [];
  const { userId, ts, platform, appVersion, country } = first;
  return [
    {
      event: 'experiment_exposure',
      userId,
      ts,
      platform,
      appVersion,
      country,
      props: { experiment: n % 2 ? 7 : '7', group: n % 4 < 2 ? 'A' : 'B' },
    },
  ];
}

/** Row by row, column by column: the same numbers (both are rounded alike, to 6 decimals). */
function expectSame(a: MetricsRow[], b: MetricsRow[], what: string) {
  expect(b.length, `${what}: rows`).toBe(a.length);
  a.forEach((row, i) => {
    expect(Object.keys(b[i]), `${what}: columns of row ${i}`).toEqual(Object.keys(row));
    for (const [k, x] of Object.entries(row)) expect(b[i][k], `${what}: row ${i} ${k}`).toBe(x);
  });
}

describe.skipIf(!CLICKHOUSE_URL)('DuckDB and ClickHouse give the same answers', () => {
  const [duckEngine, chEngine] = engines();
  let duck: Warehouse;
  let ch: Warehouse;
  beforeAll(async () => {
    duck = await createWarehouse({ duckdbPath: ':memory:' });
    ch = await chEngine.open();
    let batch = [];
    let invalid = 0;
    let n = 0;
    for (const player of demoPlayers({ code: 'jigsaw', seed: 3, target: 60_000, now: NOW })) {
      for (const e of [...player, ...exposure(player, n++)]) {
        if (!eventSchema.safeParse(e).success) invalid += 1; // the generator makes valid events
        batch.push(toEventRow(e, e.ts + 2000));
      }
      if (batch.length >= 15_000) {
        await Promise.all([duck.write(CODE, batch), ch.write(CODE, batch)]);
        batch = [];
      }
    }
    expect(invalid).toBe(0);
    await Promise.all([duck.write(CODE, batch), ch.write(CODE, batch)]);
  }, 120_000);
  afterAll(async () => {
    await duck?.close();
    await ch?.dropProject(CODE);
    await ch?.close();
    await chEngine.cleanup();
    await duckEngine.cleanup();
  });

  for (const [name, q] of Object.entries(QUERIES)) {
    it(name, async () => {
      const opts = { configured: CONFIGURED, bossLevels: BOSS };
      const [d, c, dRaw, cRaw] = await Promise.all([
        runMetricsQuery(duck, CODE, q, opts),
        runMetricsQuery(ch, CODE, q, opts),
        runMetricsQuery(duck, CODE, q, { ...opts, forceRaw: true }),
        runMetricsQuery(ch, CODE, q, { ...opts, forceRaw: true }),
      ]);
      expect(d.length, 'the query finds data').toBeGreaterThan(0);
      for (const col of SOME_VALUE[name] ?? [])
        expect(
          d.some((r) => r[col] !== null && r[col] !== 0),
          `${name}: some ${col}`,
        ).toBe(true);
      expectSame(d, c, 'ClickHouse vs DuckDB');
      expectSame(d, dRaw, 'DuckDB raw vs levels');
      expectSame(c, cRaw, 'ClickHouse raw vs levels');
    });
  }
});
