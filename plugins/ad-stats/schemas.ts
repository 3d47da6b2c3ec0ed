// The query strings of the ad stats API, checked with the messages a caller reads in the 400.
import { z } from 'zod';
import { MAX_QUERY_DAYS } from '../../core/shared/metrics';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** 001 §9: the last 7 days, today included (UTC days, as the warehouse counts them). */
export const defaultRange = (now = Date.now()) => ({ start: isoDay(now - 6 * DAY), end: isoDay(now) });

/** A comma list (`a,b`); blanks are dropped, an empty list is no filter. */
const list = (name: string, max = 200) =>
  z
    .string()
    .max(10_000, `${name} is too long`)
    .optional()
    .transform((s) => [
      ...new Set(
        (s ?? '')
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .refine((l) => l.length <= max, `${name} lists at most ${max} values`);

const rangeFields = { start: z.string().optional(), end: z.string().optional() };

const isDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** start and end (YYYY-MM-DD, UTC days) default to the last 7 days; at most MAX_QUERY_DAYS apart. */
function withDefaultRange<Q extends { start?: string; end?: string }>(
  q: Q,
  ctx: z.RefinementCtx,
): Omit<Q, 'start' | 'end'> & { start: string; end: string } {
  const d = defaultRange();
  const start = q.start || d.start;
  const end = q.end || d.end;
  if (!isDate(start)) ctx.addIssue({ code: 'custom', path: ['start'], message: 'start must be a date (YYYY-MM-DD)' });
  else if (!isDate(end)) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must be a date (YYYY-MM-DD)' });
  else if (end < start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must not be before start' });
  else if ((Date.parse(end) - Date.parse(start)) / DAY >= MAX_QUERY_DAYS)
    ctx.addIssue({ code: 'custom', path: ['end'], message: `The date range is at most ${MAX_QUERY_DAYS} days` });
  return { ...q, start, end };
}

/** '' or absent: all platforms. */
const anyPlatform = z
  .string()
  .optional()
  .refine((p) => !p || ['1', '2', '3'].includes(p), 'platform must be 1 (Android), 2 (iOS) or 3 (Mac)')
  .transform((p) => (p ? Number(p) : null));

/** GET adStats/daily */
export const dailyQuery = z
  .object({ ...rangeFields, version: list('version'), platform: anyPlatform, country: list('country') })
  .transform(withDefaultRange);

/** GET adStats/daily/options */
export const dailyOptionsQuery = z.object(rangeFields).transform(withDefaultRange);

/** The ad event stats need a platform (001 §5: Apply is disabled until one is chosen). */
const adPlatform = z
  .string({ error: 'platform is required: 1 (Android) or 2 (iOS)' })
  .refine((p) => p === '1' || p === '2', 'platform is required: 1 (Android) or 2 (iOS)')
  .transform(Number);

/** GET adjust/trackers and adjust/countries: a platform, or all of them without one. */
export const platformQuery = z.object({ platform: anyPlatform });

/** GET adjust/adEventStats */
export const adEventQuery = z
  .object({ ...rangeFields, platform: adPlatform, trackerToken: list('trackerToken'), country: list('country'), network: list('network') })
  .transform(withDefaultRange);
