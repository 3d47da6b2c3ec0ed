// The metrics compiler's SQL for both dialects: which table answers, what reaches the SQL text,
// and the 400s for what a query may not name.
import { describe, expect, it } from 'vitest';
import { bossLevelsOf, metricsQuerySchema, type MetricsQueryInput } from '../../../shared/metrics';
import { HttpError } from '../../errors';
import { chString } from '../sql';
import { compileMetricsQuery, type Plan } from './compile';

const q = (filter: Partial<MetricsQueryInput['filter']>, start = '2024-01-01', end = '2024-01-31') =>
  metricsQuerySchema.parse({ filter: { metrics: ['enterUv'], ...filter }, start, end });
const compile = (
  query: ReturnType<typeof q>,
  dialect: 'duckdb' | 'clickhouse',
  extra: { forceRaw?: boolean; bossLevels?: { begin: number; interval: number } } = {},
) =>
  compileMetricsQuery(query, {
    code: 'jigsaw',
    dialect,
    configured: [{ name: 'coins', event: 'game_finish', field: 'props.coins' }],
    ...extra,
  });
const sources = (p: Plan) => p.parts.map((x) => x.source);

function error400(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    expect((e as HttpError).status).toBe(400);
    return (e as HttpError).message;
  }
  throw new Error('expected a 400');
}

describe('the level table on levels_<code> and nums_<code>', () => {
  const query = q({
    dimension: 'level',
    metrics: ['enterUv', 'finishPv', 'duration', 'coins', 'uvLost'],
    query: [{ key: 'platform', value: 2 }],
  });

  it('DuckDB: binds every value, counts single-row users without hashing, interpolates quantiles with quantile_cont', () => {
    const plan = compile(query, 'duckdb');
    expect(sources(plan)).toEqual(['levels', 'nums']);
    const { sql, params } = plan.parts[0].sql;
    expect(sql).toContain('FROM "levels_jigsaw"');
    expect(sql).not.toContain('events_jigsaw');
    expect(sql).toContain('day BETWEEN CAST($1 AS DATE) AND CAST($2 AS DATE)');
    expect(sql).toMatch(/platform = \$\d/);
    expect(sql).toContain('AND NOT dup GROUP BY d');
    expect(sql).toContain('AND dup GROUP BY d, uid');
    expect(sql).toContain('quantile_cont(x, 0.5)');
    expect(sql).toContain('unnest(finish_durs)');
    expect(params).toEqual(['2024-01-01', '2024-01-31', 2]);
    expect(sql).not.toContain("'2024-01-01'");
    const nums = plan.parts[1].sql;
    expect(nums.sql).toContain('FROM "nums_jigsaw"');
    expect(nums.sql).toMatch(/coalesce\(sum\(num_sum\) FILTER \(WHERE num_key = \$\d\), 0\)/);
    expect(nums.sql).toMatch(/num_key IN \(\$\d\)/);
    expect(nums.params).toEqual(expect.arrayContaining(['game_finish|props.coins', 2]));
  });

  it('ClickHouse: 18.16 functions only, values as escaped literals, no parameters', () => {
    const plan = compile(query, 'clickhouse');
    expect(sources(plan)).toEqual(['levels', 'nums']);
    const { sql, params } = plan.parts[0].sql;
    expect(params).toEqual([]);
    expect(sql).toContain("day BETWEEN toDate('2024-01-01') AND toDate('2024-01-31')");
    expect(sql).toContain('platform = 2');
    expect(sql).toContain('uniqExactIf(uid, enter_pv > 0)');
    expect(sql).toContain('arraySort(groupArrayArray(finish_durs))');
    expect(plan.parts[1].sql.sql).toContain("sumIf(num_sum, num_key = 'game_finish|props.coins')");
    for (const part of plan.parts)
      expect(part.sql.sql).not.toMatch(/\bOVER\s*\(|LowCardinality|\{[a-z]+:[A-Za-z]+\}|quantileExact|median\(/);
  });

  it('reads one level further for the next-level metrics and keeps only the asked levels', () => {
    const lost = q({ dimension: 'level', metrics: ['uvLost'], query: [{ key: 'level', value: [3, 7] }] });
    const duck = compile(lost, 'duckdb');
    expect(duck.parts[0].sql.params).toEqual(expect.arrayContaining([3, 7, 4, 8]));
    expect(duck.keepLevel!(3)).toBe(true);
    expect(duck.keepLevel!(4)).toBe(false);
    const range = compile(
      q({ dimension: 'level', metrics: ['lost'], query: [{ key: 'level', value: { min: 1, max: 10 } }] }),
      'clickhouse',
    );
    expect(range.parts[0].sql.sql).toContain('level >= 1 AND level <= 11');
    expect(range.keepLevel!(11)).toBe(false);
  });
});

describe('raw events_<code>', () => {
  it('answers what levels_<code> cannot: props filters, other events, other dimensions without a level', () => {
    expect(sources(compile(q({ metrics: ['enterUv'], query: [{ key: 'props.folder', value: 'F1' }] }), 'duckdb'))).toEqual(['events']);
    expect(sources(compile(q({ dimension: 'day', metrics: ['enterUv'] }), 'duckdb'))).toEqual(['events']);
    expect(sources(compile(q({ dimension: 'day', metrics: ['enterUv'], query: [{ key: 'level', value: 5 }] }), 'duckdb'))).toEqual([
      'levels',
    ]);
    expect(sources(compile(q({ dimension: 'level', metrics: ['enterUv', 'likeUv'] }), 'duckdb'))).toEqual(['levels', 'events']);
    expect(sources(compile(q({ dimension: 'level', metrics: ['enterUv'] }), 'duckdb', { forceRaw: true }))).toEqual(['events']);
  });

  it('reads the event catalog from the catalog column of the derived tables, from props on the events', () => {
    for (const dialect of ['duckdb', 'clickhouse'] as const) {
      const main = compile(
        q({ dimension: 'level', metrics: ['enterUv', 'coins'], query: [{ key: 'props.catalog', value: [''] }] }),
        dialect,
      );
      expect(sources(main)).toEqual(['levels', 'nums']);
      for (const part of main.parts) expect(part.sql.sql).toMatch(/catalog = (\$\d|'')/);
      const byCatalog = compile(
        q({ dimension: 'props.catalog', metrics: ['enterUv'], query: [{ key: 'level', value: { min: 1 } }] }),
        dialect,
      );
      expect(sources(byCatalog)).toEqual(['levels']);
      expect(byCatalog.parts[0].sql.sql).toContain('catalog AS d');
      const raw = compile(q({ dimension: 'level', metrics: ['enterUv'], query: [{ key: 'props.catalog', value: 'halloween' }] }), dialect, {
        forceRaw: true,
      });
      expect(raw.parts[0].sql.sql).not.toMatch(/\bcatalog (=|AS)/);
    }
    expect(error400(() => compile(q({ dimension: 'level', query: [{ key: 'props.catalog', value: { min: 1 } }] }), 'duckdb'))).toBe(
      'query: props.catalog takes values, not a range',
    );
  });

  it('DuckDB: FILTER clauses, distinct users, only the events the metrics read', () => {
    const plan = compile(q({ dimension: 'level', metrics: ['likeUv', 'dislikePv'] }), 'duckdb');
    const { sql, params } = plan.parts[0].sql;
    expect(sql).toContain('FROM "events_jigsaw"');
    expect(sql).toMatch(/count\(DISTINCT uid\) FILTER \(WHERE event = \$\d\)/);
    expect(sql).toContain('level IS NOT NULL');
    expect(sql).toMatch(/event IN \(\$\d, \$\d\)/);
    expect(params).toEqual(expect.arrayContaining(['game_like', 'game_dislike']));
  });

  it('ClickHouse: -If combinators and an interpolated quantile over a sorted array', () => {
    const plan = compile(q({ dimension: 'props.difficulty', metrics: ['finishUv', 'duration'], fractions: [0.5, 0.9] }), 'clickhouse');
    const { sql } = plan.parts[0].sql;
    expect(sql).toContain("uniqExactIf(uid, event = 'game_finish')");
    expect(sql).toContain("arraySort(groupArrayIf(assumeNotNull(duration), event = 'game_finish' AND isNotNull(duration)))");
    expect(sql).toContain("prop_values[indexOf(prop_keys, 'difficulty')] AS d");
    expect(sql).toMatch(/toUInt64\(floor\(\(\(length\(q_a\d\) - 1\) \* 0\.9\)\)\) \+ 1/);
    expect(plan.metrics.map((m) => m.name)).toEqual(['finishUv', 'duration', 'duration_p90']);
  });

  it('buckets a numeric dimension at the split points', () => {
    const plan = compile(
      q({ dimension: 'duration', splitPoints: [60, 10, 30], metrics: ['pv'], query: [{ key: 'event', value: 'game_finish' }] }),
      'clickhouse',
    );
    expect(plan.buckets).toEqual([10, 30, 60]);
    expect(plan.parts[0].sql.sql).toContain(
      'CASE WHEN duration < 10 THEN 0 WHEN duration < 30 THEN 1 WHEN duration < 60 THEN 2 ELSE 3 END AS d',
    );
  });
});

describe('the find-item median, the level labels and the per-user time order', () => {
  const query = q({
    dimension: 'level',
    metrics: ['enterUv', 'findItemDuration', 'folderName', 'skillLevelName', 'afterFailUv', 'finishDuration', 'dur_per_uv'],
    fractions: [0.5],
  });
  const NO_WINDOWS = /\bOVER\s*\(|\bROW_NUMBER\b|\bLAG\(|\bLEAD\(|arrayMin\(|arrayMax\(/;

  it('DuckDB: game_find_item durations through quantile_cont, labels as the smallest non-empty prop, lists with lambdas per user', () => {
    const plan = compile(query, 'duckdb');
    expect(sources(plan)).toEqual(['levels', 'events', 'sequences']);
    const raw = plan.parts[1].sql;
    expect(raw.sql).toMatch(/quantile_cont\(duration, 0\.5\) FILTER \(WHERE event = \$\d\)/);
    expect(raw.sql).toMatch(
      /min\(NULLIF\(coalesce\(prop_values\[list_position\(prop_keys, \$\d\)\], ''\), ''\)\) FILTER \(WHERE event = \$\d\)/,
    );
    expect(raw.params).toEqual(expect.arrayContaining(['game_find_item', 'game_enter', 'folder', 'skill']));
    const seq = plan.parts[2].sql;
    expect(seq.sql).toContain('FROM "events_jigsaw"');
    expect(seq.sql).toContain('GROUP BY d, level, uid');
    expect(seq.sql).toContain('list_filter(enters, lambda t: t > first_fail)');
    expect(seq.sql).toContain('list_filter(fails, lambda x: x.t < first_finish)');
    expect(seq.sql).toMatch(/event IN \(\$\d, \$\d, \$\d\) AND level IS NOT NULL/);
    expect(seq.params).toEqual(['2024-01-01', '2024-01-31', 'game_enter', 'game_finish', 'game_giveup']);
    expect(plan.parts[0].sql.sql).toContain('finish_dur_sum');
  });

  it('ClickHouse: an interpolated sorted array, minIf over non-empty text, arrays and replicate() (18.16 lambdas read no columns)', () => {
    const plan = compile(query, 'clickhouse');
    expect(sources(plan)).toEqual(['levels', 'events', 'sequences']);
    const raw = plan.parts[1].sql.sql;
    expect(raw).toContain("arraySort(groupArrayIf(assumeNotNull(duration), event = 'game_find_item' AND isNotNull(duration)))");
    expect(raw).toContain(
      "minIf(prop_values[indexOf(prop_keys, 'folder')], event = 'game_enter' AND prop_values[indexOf(prop_keys, 'folder')] != '')",
    );
    const seq = plan.parts[2].sql.sql;
    expect(seq).toContain("groupArrayIf(ts, event = 'game_enter') AS enters");
    expect(seq).toContain('arrayCount((t, f) -> t > f, enters, replicate(first_fail, enters))');
    expect(seq).toContain("arrayReduce('min', arrayFilter(");
    expect(seq).toContain('isNotNull(level)');
    for (const part of plan.parts) expect(part.sql.sql).not.toMatch(NO_WINDOWS);
  });

  it('one total row per engine without a dimension', () => {
    for (const dialect of ['duckdb', 'clickhouse'] as const) {
      const seq = compile(q({ dimension: null, metrics: ['finishRetry'] }), dialect).parts[0];
      expect(seq.source).toBe('sequences');
      expect(seq.sql.sql).toMatch(/^SELECT 0 AS d, /);
      expect(seq.sql.sql).not.toMatch(/GROUP BY d ORDER BY/);
    }
  });
});

describe('the level kind of boss_begin and boss_interval', () => {
  const boss = { begin: 10, interval: 5 };
  it('keeps boss or classic levels by arithmetic on the level, on either table and engine', () => {
    const duck = compile(q({ metrics: ['enterUv'], query: [{ key: 'levelKind', value: 'boss' }] }), 'duckdb', { bossLevels: boss });
    expect(sources(duck)).toEqual(['levels']);
    expect(duck.parts[0].sql.sql).toMatch(/level IS NOT NULL AND \(level >= \$3 AND \(level - \$3\) % \$4 = 0\)/);
    expect(duck.parts[0].sql.params.slice(2, 4)).toEqual([10, 5]);
    const ch = compile(q({ metrics: ['enterUv'], query: [{ key: 'levelKind', value: ['classic'] }] }), 'clickhouse', {
      bossLevels: boss,
      forceRaw: true,
    });
    expect(ch.parts[0].sql.sql).toContain('isNotNull(level) AND NOT (level >= 10 AND (level - 10) % 5 = 0)');
  });

  it('reads the level after each kept one for the next-level metrics, then keeps the asked kind', () => {
    const plan = compile(q({ metrics: ['uvLost'], query: [{ key: 'levelKind', value: 'boss' }] }), 'clickhouse', { bossLevels: boss });
    expect(plan.parts[0].sql.sql).toContain(
      '((level >= 10 AND (level - 10) % 5 = 0) OR ((level - 1) >= 10 AND ((level - 1) - 10) % 5 = 0))',
    );
    expect([9, 10, 11, 15, 16].map(plan.keepLevel!)).toEqual([false, true, false, true, false]);
  });

  it('reads whole numbers from the project config, the interval at least 1', () => {
    expect(bossLevelsOf({ boss_begin: 10, boss_interval: 5 })).toEqual(boss);
    expect(bossLevelsOf({ boss_begin: '0', boss_interval: '3' })).toEqual({ begin: 0, interval: 3 });
    for (const bad of [
      {},
      { boss_begin: 10 },
      { boss_begin: 10, boss_interval: 0 },
      { boss_begin: -1, boss_interval: 5 },
      { boss_begin: 1.5, boss_interval: 5 },
      { boss_begin: 'x', boss_interval: 5 },
    ]) {
      expect(bossLevelsOf(bad)).toBeNull();
    }
  });

  it('answers 400 for another kind, or without the two numbers in the project config', () => {
    expect(error400(() => compile(q({ query: [{ key: 'levelKind', value: 'giant' }] }), 'duckdb', { bossLevels: boss }))).toBe(
      'query: levelKind takes classic or boss, not "giant"',
    );
    expect(error400(() => compile(q({ query: [{ key: 'levelKind', value: ['boss', 'classic'] }] }), 'duckdb', { bossLevels: boss }))).toBe(
      'query: levelKind takes classic or boss, not ["boss","classic"]',
    );
    expect(error400(() => compile(q({ query: [{ key: 'levelKind', value: 'boss' }] }), 'duckdb'))).toBe(
      'query: levelKind needs boss_begin and boss_interval in the project config (whole numbers, boss_interval at least 1)',
    );
    expect(compile(q({ query: [{ key: 'levelKind', value: '' }] }), 'duckdb').parts[0].sql.sql).not.toContain('%');
  });
});

describe('values never reach the SQL text unescaped', () => {
  const evil = 'x\' OR 1=1); DROP TABLE "events_jigsaw"; --\\';
  const query = q({
    dimension: 'level',
    metrics: ['enterUv'],
    query: [
      { key: 'country', value: evil },
      { key: 'props.folder', value: [evil, 'F1'] },
    ],
  });

  it('DuckDB binds them', () => {
    const { sql, params } = compile(query, 'duckdb').parts[0].sql;
    expect(sql).not.toContain('DROP');
    expect(sql).not.toContain("x'");
    expect(params).toContain(evil.toUpperCase());
    expect(params).toContain(evil);
  });

  it('ClickHouse escapes quotes and backslashes', () => {
    const { sql } = compile(query, 'clickhouse').parts[0].sql;
    expect(sql).toContain(chString(evil));
    expect(chString(evil)).toBe("'x\\' OR 1=1); DROP TABLE \"events_jigsaw\"; --\\\\'");
    // Every quote in the text is an escaped one or a literal's own.
    const stripped = sql.replace(/'(?:[^'\\]|\\.)*'/g, "''");
    expect(stripped).not.toContain('DROP');
  });

  it('refuses prop keys that are not names and numbers that are not numbers', () => {
    expect(error400(() => compile(q({ query: [{ key: 'props.a b', value: 1 }] }), 'duckdb'))).toBe('Unknown filter key: props.a b');
    expect(error400(() => compile(q({ query: [{ key: 'level', value: '1; DROP' }] }), 'clickhouse'))).toBe(
      'query: level takes numbers, not "1; DROP"',
    );
  });
});

describe('what a query may not name', () => {
  it('answers 400 naming the unknown metric, dimension, filter key or orderBy key', () => {
    expect(error400(() => compile(q({ metrics: ['enterUv', 'bogus'] }), 'duckdb'))).toBe('Unknown metric: bogus');
    expect(error400(() => compile(q({ dimension: 'colour' }), 'duckdb'))).toBe('Unknown dimension: colour');
    expect(error400(() => compile(q({ query: [{ key: 'weather', value: 'rain' }] }), 'duckdb'))).toBe('Unknown filter key: weather');
    expect(error400(() => compile(q({ orderBy: 'nope desc' }), 'duckdb'))).toBe('Unknown orderBy key: nope');
    expect(error400(() => compile(q({ dimension: 'day', metrics: ['uvLost'] }), 'duckdb'))).toMatch(
      /^Metric uvLost compares with the next level/,
    );
    expect(error400(() => compile(q({ dimension: 'country', splitPoints: [1] }), 'duckdb'))).toMatch(
      /^splitPoints need a numeric dimension/,
    );
    expect(error400(() => compile(q({ query: [{ key: 'country', value: { min: 1 } }] }), 'duckdb'))).toBe(
      'query: country takes values, not a range',
    );
  });

  it('takes the project’s configured metrics by name, and empty filters as no filter', () => {
    const plan = compile(
      q({
        metrics: ['coins'],
        query: [
          { key: 'country', value: '' },
          { key: 'platform', value: [] },
        ],
      }),
      'duckdb',
    );
    expect(plan.metrics.map((m) => m.name)).toEqual(['coins']);
    expect(plan.parts[0].sql.sql).not.toContain('country');
  });
});

describe('install.<key>: the users whose install event passes a filter', () => {
  const query = q({
    dimension: 'day',
    metrics: ['uv', 'pv'],
    query: [
      { key: 'event', value: 'Ad_rewarded_video_click' },
      { key: 'install.props.trackerToken', value: ['abc123', 'def456'] },
      { key: 'install.props.tracker', value: 'Organic' },
    ],
  });

  it('DuckDB: a bound semi-join on uid into events_<code>, one per filter', () => {
    const plan = compile(query, 'duckdb');
    expect(sources(plan)).toEqual(['events']);
    const { sql, params } = plan.parts[0].sql;
    expect(sql).toMatch(
      /uid IN \(SELECT uid FROM "events_jigsaw" WHERE event = \$(\d+) AND coalesce\(prop_values\[list_position\(prop_keys, \$\d+\)\], ''\) IN \(\$\d+, \$\d+\)\)/,
    );
    expect(sql.match(/uid IN \(SELECT uid FROM "events_jigsaw" WHERE event = /g)).toHaveLength(2);
    expect(params).toEqual(
      expect.arrayContaining(['install', 'trackerToken', 'abc123', 'def456', 'tracker', 'Organic', 'Ad_rewarded_video_click']),
    );
    expect(sql).not.toContain('abc123');
  });

  it('ClickHouse: the same with escaped literals (IN a subquery runs on 18.16)', () => {
    const { sql } = compile(query, 'clickhouse').parts[0].sql;
    expect(sql).toContain(
      `uid IN (SELECT uid FROM "events_jigsaw" WHERE event = 'install' AND prop_values[indexOf(prop_keys, 'trackerToken')] IN ('abc123', 'def456'))`,
    );
    expect(sql).toContain(
      `uid IN (SELECT uid FROM "events_jigsaw" WHERE event = 'install' AND prop_values[indexOf(prop_keys, 'tracker')] = 'Organic')`,
    );
  });

  it('takes the column keys too, reads the raw events even for a level query, and ignores an empty value', () => {
    const plan = compile(
      q({
        dimension: 'level',
        metrics: ['enterUv', 'coins'],
        query: [
          { key: 'install.country', value: 'gb' },
          { key: 'install.platform', value: 2 },
        ],
      }),
      'clickhouse',
    );
    expect(sources(plan)).toEqual(['events']);
    expect(plan.parts[0].sql.sql).toContain(`uid IN (SELECT uid FROM "events_jigsaw" WHERE event = 'install' AND country = 'GB')`);
    expect(plan.parts[0].sql.sql).toContain(`uid IN (SELECT uid FROM "events_jigsaw" WHERE event = 'install' AND platform = 2)`);
    expect(compile(q({ query: [{ key: 'install.props.trackerToken', value: [] }] }), 'duckdb').parts[0].sql.sql).not.toContain('uid IN');
  });

  it('answers 400 for keys the install event cannot be filtered on', () => {
    for (const key of [
      'install.event',
      'install.day',
      'install.levelKind',
      'install.install.country',
      'install.weather',
      'install.props.a b',
    ]) {
      expect(error400(() => compile(q({ query: [{ key, value: 'x' }] }), 'duckdb'))).toBe(`Unknown filter key: ${key}`);
    }
  });

  it('trackerName: the smallest non-empty props.tracker of the install events, per tracker token', () => {
    const { sql } = compile(
      q({ dimension: 'props.trackerToken', metrics: ['trackerName', 'uv'], query: [{ key: 'event', value: 'install' }] }),
      'clickhouse',
    ).parts[0].sql;
    expect(sql).toContain(
      "minIf(prop_values[indexOf(prop_keys, 'tracker')], event = 'install' AND prop_values[indexOf(prop_keys, 'tracker')] != '')",
    );
  });
});

describe("experiment.<id>: the users exposed to an experiment's group(s)", () => {
  it('a semi-join on uid into the exposures of that experiment and those groups, on either dialect', () => {
    const query = q({ dimension: 'level', metrics: ['enterUv', 'finishUvRate'], query: [{ key: 'experiment.42', value: 'B' }] });
    const duck = compile(query, 'duckdb');
    expect(sources(duck)).toEqual(['events']);
    expect(duck.parts[0].sql.sql).toMatch(
      /uid IN \(SELECT uid FROM "events_jigsaw" WHERE event = \$\d+ AND coalesce\(prop_values\[list_position\(prop_keys, \$\d+\)\], ''\) = \$\d+ AND coalesce\(prop_values\[list_position\(prop_keys, \$\d+\)\], ''\) = \$\d+\)/,
    );
    expect(duck.parts[0].sql.params).toEqual(expect.arrayContaining(['experiment_exposure', 'experiment', '42', 'group', 'B']));
    const { sql } = compile(
      q({ dimension: 'level', metrics: ['enterUv'], query: [{ key: 'experiment.7', value: ['A', 'C'] }] }),
      'clickhouse',
    ).parts[0].sql;
    expect(sql).toContain(
      `uid IN (SELECT uid FROM "events_jigsaw" WHERE event = 'experiment_exposure' AND prop_values[indexOf(prop_keys, 'experiment')] = '7' AND prop_values[indexOf(prop_keys, 'group')] IN ('A', 'C'))`,
    );
  });

  it('ignores an empty value and answers 400 for a bad id or a range', () => {
    expect(compile(q({ query: [{ key: 'experiment.42', value: [] }] }), 'duckdb').parts[0].sql.sql).not.toContain('uid IN');
    for (const key of ['experiment.', 'experiment.x', 'experiment.0', 'experiment.-1', 'experiment.1.5', 'experiment.12345678901']) {
      expect(error400(() => compile(q({ query: [{ key, value: 'A' }] }), 'duckdb'))).toBe(`Unknown filter key: ${key}`);
    }
    expect(error400(() => compile(q({ query: [{ key: 'experiment.3', value: { min: 1 } }] }), 'duckdb'))).toBe(
      'query: experiment.3 takes group tags, not a range',
    );
  });
});

describe('the all-time totals (totalUsers, totalAccounts)', () => {
  it('by day: one part per total counting users by their first day since 1970, no window functions', () => {
    for (const dialect of ['duckdb', 'clickhouse'] as const) {
      const plan = compile(
        q({ dimension: 'day', metrics: ['totalUsers', 'totalAccounts', 'uv'], query: [{ key: 'platform', value: 1 }] }),
        dialect,
      );
      expect(sources(plan)).toEqual(['events', 'cumulative', 'cumulative']);
      expect(plan.everyDay).toEqual({ start: '2024-01-01', end: '2024-01-31' });
      const [users, accounts] = plan.parts.slice(1).map((p) => p.sql);
      expect(users.sql).toMatch(/SELECT uid, min\(day\) AS first_day FROM "events_jigsaw" WHERE day BETWEEN .* GROUP BY uid/);
      expect(users.sql).toContain('GROUP BY d ORDER BY d');
      for (const part of plan.parts) expect(part.sql.sql).not.toMatch(/\bOVER\s*\(/);
      if (dialect === 'duckdb') {
        expect(users.params).toEqual(['1970-01-01', '2024-01-31', 1, 'install']);
        expect(accounts.params).toEqual(['1970-01-01', '2024-01-31', 1, 'account_link']);
      } else {
        expect(users.sql).toContain("day BETWEEN toDate('1970-01-01') AND toDate('2024-01-31') AND platform = 1 AND event = 'install'");
        expect(accounts.sql).toContain("event = 'account_link'");
      }
    }
  });

  it('by another dimension: the users of the group up to the end; no row for every day', () => {
    const plan = compile(q({ dimension: 'country', metrics: ['totalUsers'] }), 'clickhouse');
    expect(sources(plan)).toEqual(['cumulative']);
    expect(plan.everyDay).toBeNull();
    expect(plan.parts[0].sql.sql).toContain("uniqExactIf(uid, event = 'install')");
    expect(plan.parts[0].sql.sql).toContain("day BETWEEN toDate('1970-01-01') AND toDate('2024-01-31')");
  });
});
