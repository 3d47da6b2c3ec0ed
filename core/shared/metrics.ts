// The metrics query every statistics screen sends (000 §7, 001 §7, 002 §7):
// {filter: {dimension, query: [{key, value}], metrics, orderBy, splitPoints, fractions}, start, end} -> {data}.
// The server compiles it to SQL for DuckDB or ClickHouse (core/server/warehouse/metrics).
import { z } from 'zod';
import { EVENT_NAME_PATTERN, PROP_KEY_PATTERN } from './events';

/** Columns a query may group by or filter on; `props.<key>` reaches any event prop. */
export const DIMENSIONS = ['level', 'puzzleId', 'day', 'platform', 'country', 'appVersion', 'event', 'duration', 'value'] as const;
export type Dimension = (typeof DIMENSIONS)[number] | `props.${string}`;
/** Filter keys: the dimensions plus userId (and levelKind: levelKind.ts; `install.<key>` below). */
export const FILTER_KEYS = [...DIMENSIONS, 'userId'] as const;
/**
 * `install.<key>` (any filter key but event, day and levelKind) keeps the events of the users whose
 * install event passes the filter, whenever they installed: `{key: 'install.props.trackerToken',
 * value: ['abc123']}` is "users who came through that tracker" (001 ad event stats).
 */
export const INSTALL_KEY_PREFIX = 'install.';
/**
 * `experiment.<id>` keeps the events of the users exposed to the experiment's group(s): the value
 * is a group tag or a list of tags, e.g. `{key: 'experiment.42', value: 'B'}` (001 experiment stats).
 */
export const EXPERIMENT_KEY_PREFIX = 'experiment.';

export { bossLevelsOf, isBossLevel, LEVEL_KIND_KEY, LEVEL_KINDS, type BossLevels, type LevelKind } from './levelKind';

/** The metrics every project has. Rates are fractions (0.25 = 25%), durations seconds. */
export const BUILTIN_METRICS = {
  enterUv: 'Users who entered the level (game_enter)',
  enterPv: 'Level entries',
  sectionUv: 'Users who finished the first section (game_section)',
  sectionPv: 'First sections finished',
  halfUv: 'Users who reached half of the level (game_half)',
  halfPv: 'Halves reached',
  finishUv: 'Users who finished the level (game_finish)',
  finishPv: 'Level finishes',
  giveUpUv: 'Users who gave up (game_giveup)',
  giveUpPv: 'Give-ups',
  likeUv: 'Users who liked (game_like)',
  likePv: 'Likes',
  dislikeUv: 'Users who disliked (game_dislike)',
  dislikePv: 'Dislikes',
  findItemUv: 'Users who found an item or shape (game_find_item)',
  findItemPv: 'Items found',
  installUv: 'Users who installed (install): new users',
  pushTokenUv: 'Users who sent a push token (push_token)',
  accountLinkUv: 'Users who linked an account (account_link)',
  // All time, not only the date range: with the dimension day every day of the range has a row.
  totalUsers: "Users with an install on or before the row's day, all time (other dimensions: on or before end)",
  totalAccounts: "Users with an account_link on or before the row's day, all time (other dimensions: on or before end)",
  uv: 'Users with any event matching the query',
  pv: 'Events matching the query',
  sectionUvRate: 'sectionUv / enterUv',
  sectionPvRate: 'sectionPv / enterPv',
  halfUvRate: 'halfUv / enterUv',
  halfPvRate: 'halfPv / enterPv',
  finishUvRate: 'finishUv / enterUv',
  finishPvRate: 'finishPv / enterPv',
  giveUpUvRate: 'giveUpUv / enterUv',
  giveUpPvRate: 'giveUpPv / enterPv',
  enterPerUser: 'enterPv / enterUv',
  lost: "Users lost before the next level: enterUv - next level's enterUv",
  enterUvLost: 'Share of entering users who never entered the next level: (enterUv - next enterUv) / enterUv',
  uvLost: 'Share of finishing users who never entered the next level: (finishUv - next enterUv) / finishUv',
  duration: 'Finish duration at the first of `fractions` (default 0.5: the median), seconds',
  duration_median: 'Median finish duration, seconds',
  durationPv: 'Average finish duration per finish, seconds',
  durationAvg: 'Average duration of the events matching the query, seconds',
  hint: 'Hints used (props.hint of game_finish and game_giveup)',
  hintPerUser: 'hint / enterUv',
  hintRate: 'Share of matching events with props.hint > 0 (shapes found with a hint)',
  lvNum: 'Distinct puzzles played at the level (puzzleId of game_enter)',
  valueSum: 'Sum of value of the events matching the query (revenue, price)',
  valueAvg: 'Average value of the events matching the query',
  findItemDuration: 'Seconds to find an item or shape (duration of game_find_item) at the first of `fractions` (default 0.5: the median)',
  // The level's labels (text): the smallest non-empty value of a prop of its game_enter events.
  folderName: 'Folder of the level: props.folder of its game_enter events (text)',
  name: 'Name of the level: props.name of its game_enter events (text)',
  skillLevelName: 'Skill level from props.skill of its game_enter events: 1 super easy, 2 easy, 3 medium, 4 hard, 5 super hard (text)',
  dur_per_uv: 'Finish seconds per finishing user: the sum of game_finish durations / finishUv',
  trackerName:
    "Install tracker name: the smallest non-empty props.tracker of the install events (text; group by props.trackerToken for each tracker's name)",
  // Per level and user, the events in the date range (and filters) in time order (ts):
  finishRetry: 'Users who finished the level after giving it up: their first game_giveup of the level came before their first game_finish',
  finishDuration:
    'Average seconds a finishing user spent on the level up to the first finish: the durations of the give-ups before it plus the finishing attempt',
  afterFailUv: 'Users who entered the level again after giving it up (a game_enter after their first game_giveup of it)',
  afterFailPv: "Entries of the level after the user's first give-up of it",
  afterFinishUv: 'Users who replayed the level after finishing it (a game_enter after their first game_finish of it)',
  afterFinishPv: "Entries of the level after the user's first finish of it (replays)",
} as const;
export type BuiltinMetric = keyof typeof BUILTIN_METRICS;

/** A metric a project adds in its config (`config.metrics`): the average of `field` over `event`. */
export const configuredMetricSchema = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'metric name: letters, digits and _ (at most 40)'),
  title: z.string().max(80).optional(),
  event: z.string().regex(EVENT_NAME_PATTERN, 'metric event: an event name'),
  field: z.union([
    z.literal('duration'),
    z.literal('value'),
    z.string().regex(/^props\.[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'metric field: duration, value or props.<key>'),
  ]),
});
export type ConfiguredMetric = z.infer<typeof configuredMetricSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const dateSchema = (name: string) =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD)` })
    .regex(DATE, `${name} must be a date (YYYY-MM-DD)`)
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      `${name} must be a date (YYYY-MM-DD)`,
    );

const scalar = z.union([z.string().max(200, 'query values are at most 200 characters'), z.number(), z.boolean()]);
/** A filter value: one value, any of a list, or a numeric range (both ends inclusive). Empty means no filter. */
export const filterValueSchema = z.union(
  [
    scalar,
    z.null(),
    z.array(z.union([z.string().max(200), z.number()])).max(1000, 'query lists hold at most 1000 values'),
    z.strictObject({ min: z.number().nullish(), max: z.number().nullish() }),
  ],
  { error: 'query values are a value, a list of values or a range {min, max} of numbers' },
);
export type FilterValue = z.infer<typeof filterValueSchema>;

export const MAX_QUERY_DAYS = 400;

export const metricsQuerySchema = z
  .object({
    filter: z.object({
      /** What a row is: one level, one day, ... `null` gives one row over everything. Default level. */
      dimension: z.string().max(80).nullable().default('level'),
      query: z
        .array(z.object({ key: z.string().max(80), value: filterValueSchema }))
        .max(50)
        .default([]),
      metrics: z.array(z.string().max(80)).min(1, 'metrics: choose at least one metric').max(100),
      /** `key`, `key asc`, `key desc` or `-key`; default the dimension ascending. */
      orderBy: z.union([z.string().max(90), z.array(z.string().max(90)).max(5)]).optional(),
      /** Buckets a numeric dimension: [10, 30] gives rows <10, 10-30 and >=30. */
      splitPoints: z.array(z.number()).max(200).optional(),
      /** Quantiles of the duration metric; default [0.5]. */
      fractions: z.array(z.number().min(0, 'fractions lie in 0..1').max(1, 'fractions lie in 0..1')).min(1).max(10).optional(),
    }),
    start: dateSchema('start'),
    end: dateSchema('end'),
  })
  .refine((q) => q.end >= q.start, { message: 'end must not be before start', path: ['end'] })
  // A reversed range (level 5..1) matches nothing: refuse it in words rather than answer no data.
  .superRefine((q, ctx) => {
    q.filter.query.forEach(({ key, value }, i) => {
      if (value && typeof value === 'object' && !Array.isArray(value) && value.min != null && value.max != null && value.min > value.max) {
        ctx.addIssue({
          code: 'custom',
          message: `The start ${key} must not be greater than the end ${key}`,
          path: ['filter', 'query', i, 'value'],
        });
      }
    });
  })
  .refine((q) => (Date.parse(q.end) - Date.parse(q.start)) / 86400000 < MAX_QUERY_DAYS, {
    message: `The date range is at most ${MAX_QUERY_DAYS} days`,
    path: ['end'],
  });
export type MetricsQuery = z.output<typeof metricsQuerySchema>;
export type MetricsQueryInput = z.input<typeof metricsQuerySchema>;

export type MetricsRow = Record<string, string | number | null>;
export interface MetricsResponse {
  data: MetricsRow[];
}

export function isPropKey(key: string): boolean {
  return key.startsWith('props.') && PROP_KEY_PATTERN.test(key.slice(6));
}
