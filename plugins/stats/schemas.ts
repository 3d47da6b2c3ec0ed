// Plugin `stats`: its zod schemas (the project-config keys it owns, the stats config form, the user
// statistics' queries), which the server validates with and the screens build forms from. The
// zod-free rights, routes and shapes are in shared.ts, the typed endpoints in endpoints.ts.
import { z } from 'zod';
import { readConfigKey, coreConfigSchema } from '../../core/shared/projectConfig';
import { INT4_MAX } from '../../core/shared/zod';
import { dateSchema, MAX_QUERY_DAYS } from '../../core/shared/metrics';
import { MAX_DAILY_LEVELS } from './shared';

// The project-config keys the stats plugin owns (DESIGN §3), merged by core into the project
// config's schema (core/shared/projectConfig.ts): manage projects refuses a config whose stats
// keys do not pass, and the stats screens read these keys only through this schema. The country
// list (`countries`) is core's: stats, ad stats and in-site messages all read it.
export const PUZZLE_ID_PLACEHOLDER = '{puzzleId}';
const PROP = /^props\.[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export const statsConfigSchema = z
  .object({
    /** 002 'Shapes of stage': a URL template of puzzle thumbnails, e.g. '/cdn/jigsaw/puzzles/thumbs/{puzzleId}.svg'. */
    puzzleThumbnailUrl: z
      .string({ error: 'puzzleThumbnailUrl: a path or web address with {puzzleId}' })
      .trim()
      .max(500, 'puzzleThumbnailUrl: at most 500 characters')
      .refine((t) => t.includes(PUZZLE_ID_PLACEHOLDER), 'puzzleThumbnailUrl: a path or web address with {puzzleId}')
      // Only our own paths and web addresses: a config value must not become another kind of URL.
      .refine((t) => /^(\/(?!\/)|https?:\/\/)/i.test(t), 'puzzleThumbnailUrl: start with / (our own files) or http(s)://'),
    /** 000 §2.5: the histogram's default split points (seconds). */
    splitPoints: z
      .array(z.number({ error: 'splitPoints: numbers of seconds' }).min(0, 'splitPoints: 0 or more').max(1e9), {
        error: 'splitPoints: a list of numbers of seconds',
      })
      .min(1, 'splitPoints: at least one number')
      .max(100, 'splitPoints: at most 100'),
    /** 001: the level statistics' level-type filters, else the project's override (folder and release). */
    levelTypes: z
      .array(
        z.object(
          {
            key: z.string({ error: 'levelTypes: key is props.<name>' }).regex(PROP, 'levelTypes: key is props.<name>'),
            label: z.string().trim().max(40, 'levelTypes: label at most 40 characters').optional(),
            values: z
              .array(z.string().min(1, 'levelTypes: values are not empty').max(100), { error: 'levelTypes: values is a list of texts' })
              .max(200)
              .optional(),
          },
          { error: 'levelTypes: items are {key, label?, values?}' },
        ),
        { error: 'levelTypes: a list of {key, label?, values?}' },
      )
      .min(1, 'levelTypes: at least one level type')
      .max(10, 'levelTypes: at most 10')
      .superRefine((list, ctx) => {
        list.forEach((t, i) => {
          if (list.findIndex((o) => o.key === t.key) !== i)
            ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `levelTypes: ${t.key} is listed twice` });
        });
      }),
  })
  .partial();

// The stats config (001 "Stats config"): the project config fields operators edit on the stats
// config screen, and what the screens fall back to. Their values are read through the project
// config's schema (core/shared/projectConfig.ts: the country list is core's key); the change's
// body schema is below.
export interface StatsConfigField {
  /** The field's name in the spec's messages: '{field} can not be null'. */
  field: string;
  title: string;
  /** The key in project.config (declared in core's config schema) and the jsonPath of POST /v1/{code}/config. */
  key: 'countries';
  jsonPath: string;
  /** Values the screens use while the project has none. */
  fallback: readonly string[];
}

/** 002 §9: the stats country list. */
export const STATS_COUNTRIES = ['US', 'GB', 'FR', 'DE', 'JP', 'AU', 'MX', 'BR', 'RU', 'TW', 'OTHER'] as const;

export const STATS_CONFIG_FIELDS: readonly StatsConfigField[] = [
  { field: 'country', title: 'Country', key: 'countries', jsonPath: '$.countries', fallback: STATS_COUNTRIES },
];

/** POST {modifies: [{jsonPath, newValue}]} -> {project} */
export const CONFIG_API = '/v1/:code/config';

/** The field's values in a project config (through its schema), or its fallback. */
export function configValues(config: Record<string, unknown> | null | undefined, f: StatsConfigField): string[] {
  return [...readConfigKey(coreConfigSchema, f.key, config, f.fallback)];
}

// Puzzle thumbnails of the stats screens (002 'Shapes of stage: {level}'): the project config's
// `puzzleThumbnailUrl` is a URL template with {puzzleId}, e.g. '/cdn/jigsaw/puzzles/thumbs/{puzzleId}.svg'
// (files uploaded to the project's storage, or any CDN), read through the stats config schema
// (above), which admits only our own paths and web addresses.
export const THUMBNAIL_CONFIG_KEY = 'puzzleThumbnailUrl';

/** The thumbnail URL of one puzzle, or null when the project configures none (or a bad one). */
export function thumbnailUrl(config: Record<string, unknown> | null | undefined, puzzleId: string | null | undefined): string | null {
  const template = readConfigKey(statsConfigSchema, THUMBNAIL_CONFIG_KEY, config, null);
  if (template === null || !puzzleId) return null;
  return template.split(PUZZLE_ID_PLACEHOLDER).join(encodeURIComponent(puzzleId));
}

// POST /v1/{code}/config (001 §7): {modifies: [{jsonPath, newValue}]}. One schema for the edit
// modal and the server; it admits only the stats config fields, so nothing else of the project
// config can be written through it.
export const MAX_CONFIG_VALUES = 200;

/** A field's values: each required ('{field} can not be null'), trimmed, upper case, listed once. */
export function configValuesSchema(f: StatsConfigField) {
  return z
    .array(
      z
        .string({ error: `${f.field} can not be null` })
        .trim()
        .min(1, `${f.field} can not be null`)
        .max(40, `${f.field}: at most 40 characters`)
        .transform((v) => v.toUpperCase()),
    )
    .max(MAX_CONFIG_VALUES, `At most ${MAX_CONFIG_VALUES} values`)
    .superRefine((values, ctx) => {
      values.forEach((v, i) => {
        if (values.indexOf(v) !== i) ctx.addIssue({ code: 'custom', path: [i], message: `${f.field} ${v} is listed twice` });
      });
    });
}

const modifySchema = z.discriminatedUnion(
  'jsonPath',
  STATS_CONFIG_FIELDS.map((f) => z.object({ jsonPath: z.literal(f.jsonPath), newValue: configValuesSchema(f) })) as unknown as [
    z.ZodObject<{ jsonPath: z.ZodLiteral<string>; newValue: ReturnType<typeof configValuesSchema> }>,
  ],
  { error: `jsonPath must be one of ${STATS_CONFIG_FIELDS.map((f) => f.jsonPath).join(', ')}` },
);

export const configBodySchema = z.object({
  modifies: z
    .array(modifySchema)
    .min(1, 'modifies: at least one change')
    .refine((list) => new Set(list.map((m) => m.jsonPath)).size === list.length, 'modifies: each jsonPath once'),
});
export type ConfigBody = z.output<typeof configBodySchema>;

// The bodies of the users-and-engagement calls (shared.ts): a date range (UTC days, at most
// MAX_QUERY_DAYS) and the screen's filters. The server validates with them; the screens send them.
const PLATFORM_MESSAGE = 'platform must be 1 (Android), 2 (iOS) or 3 (Mac)';
/** A platform code; blank or null is "all platforms". */
const optionalPlatform = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.union([z.literal(1), z.literal(2), z.literal(3)], { error: PLATFORM_MESSAGE }).optional(),
);
const textList = (name: string) =>
  z
    .array(z.string().trim().min(1, `${name} values must not be empty`).max(40, `${name} values are at most 40 characters`))
    .max(200)
    .optional();

const range = { start: dateSchema('start'), end: dateSchema('end') };
type Range = { start: string; end: string };
function checkRange<T extends z.ZodType<Range>>(schema: T) {
  return schema
    .refine((q) => q.end >= q.start, { message: 'end must not be before start', path: ['end'] })
    .refine((q) => (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000 < MAX_QUERY_DAYS, {
      message: `The date range is at most ${MAX_QUERY_DAYS} days`,
      path: ['end'],
    });
}

/** {start, end} */
export const dateRangeSchema = checkRange(z.object(range));
/** {start, end, platform?} */
export const platformRangeSchema = checkRange(z.object({ ...range, platform: optionalPlatform }));

/** Daily stats: the per-level columns are levels `from`..`to` (as events number them). */
export const dailyStatsSchema = checkRange(
  z.object({
    ...range,
    platform: optionalPlatform,
    country: textList('country'),
    appVersion: textList('appVersion'),
    levels: z
      .object({
        from: z
          .number({ error: 'levels.from must be a level' })
          .int('levels.from must be a whole number')
          .min(0, 'levels.from must be 0 or more')
          .max(INT4_MAX, 'levels.from is too large'),
        to: z
          .number({ error: 'levels.to must be a level' })
          .int('levels.to must be a whole number')
          .min(0, 'levels.to must be 0 or more')
          .max(INT4_MAX, 'levels.to is too large'),
      })
      .refine((l) => l.to >= l.from, { message: 'levels: the last level must not be before the first', path: ['to'] })
      .refine((l) => l.to - l.from < MAX_DAILY_LEVELS, { message: `levels: at most ${MAX_DAILY_LEVELS} levels`, path: ['to'] })
      .default({ from: 1, to: 10 }),
  }),
);

/** Daily user token: a platform is required (its rate threshold differs: 002 §9). */
export const tokenSchema = checkRange(
  z.object({
    ...range,
    platform: z.union([z.literal(1), z.literal(2)], { error: 'platform must be 1 (Android) or 2 (iOS)' }),
    country: textList('country'),
  }),
);

export type PlatformRange = z.output<typeof platformRangeSchema>;
export type DailyStatsQuery = z.input<typeof dailyStatsSchema>;
export type TokenQuery = z.output<typeof tokenSchema>;
