// The bodies of the users-and-engagement calls (userStats.ts): a date range (UTC days, at most
// MAX_QUERY_DAYS) and the screen's filters. The server validates with them; the screens send them.
import { z } from 'zod';
import { INT4_MAX } from '../../core/shared/zod';
import { dateSchema, MAX_QUERY_DAYS } from '../../core/shared/metrics';
import { MAX_DAILY_LEVELS } from './userStats';

const PLATFORM_MESSAGE = 'platform must be 1 (Android), 2 (iOS) or 3 (Mac)';
/** A platform code; blank or null is "all platforms". */
const optionalPlatform = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.union([z.literal(1), z.literal(2), z.literal(3)], { error: PLATFORM_MESSAGE }).optional(),
);
const textList = (name: string) => z.array(z.string().trim().min(1, `${name} values must not be empty`).max(40, `${name} values are at most 40 characters`)).max(200).optional();

const range = { start: dateSchema('start'), end: dateSchema('end') };
type Range = { start: string; end: string };
function checkRange<T extends z.ZodType<Range>>(schema: T) {
  return schema
    .refine((q) => q.end >= q.start, { message: 'end must not be before start', path: ['end'] })
    .refine((q) => (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000 < MAX_QUERY_DAYS, { message: `The date range is at most ${MAX_QUERY_DAYS} days`, path: ['end'] });
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
        from: z.number({ error: 'levels.from must be a level' }).int('levels.from must be a whole number').min(0, 'levels.from must be 0 or more').max(INT4_MAX, 'levels.from is too large'),
        to: z.number({ error: 'levels.to must be a level' }).int('levels.to must be a whole number').min(0, 'levels.to must be 0 or more').max(INT4_MAX, 'levels.to is too large'),
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
