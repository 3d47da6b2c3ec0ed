// The push task list's inputs (002 "Push task list", §7 "Push server": GET task, task/search,
// shutdown, batchShutdown, export, the stats chart, upload): one schema each, the spec's messages.
import { z } from 'zod';
import { boundedText, envNameField, idField, pagingFields, platformCodeField } from '../../../core/shared/zod';
import { LIST_PAGE_SIZE, PAGE_SIZES, SHUTDOWN_PAGE_SIZES, STATS_COUNTRIES, type TaskPlatform } from '../shared';

export const LIST_MESSAGES = {
  env: 'Please select Env',
  platform: 'Please select Platform',
  dateRange: 'Please select date range',
  dateOrder: 'The start date cannot be after the end date',
  date: 'Use a date such as 2026-11-27',
  project: 'Illegal project',
  status: 'status is 0 (Ready), 1 (Running), 2 (Completed) or 3 (Shutdown)',
  idList: 'Please select tasks',
  country: 'Not a stats country',
  rangeTooLong: 'At most 366 days',
  noContent: 'No content!',
  shutdownConfirm: 'Are you sure shutdown this task?',
  shutdownSuccess: 'shutdown success!',
  /** 409: the task is Completed or already Shutdown. */
  cannotShutdown: (names: string[]) => `Only Ready or Running tasks can be shut down: ${names.join(', ')}`,
  uploadSuccess: 'Upload success',
} as const;

export const env = envNameField(LIST_MESSAGES.env);
export const platform = platformCodeField<TaskPlatform>([1, 2], LIST_MESSAGES.platform);

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (d: string) =>
  DAY_RE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
/** A YYYY-MM-DD day; blank counts as missing. */
const day = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string({ error: LIST_MESSAGES.dateRange }).refine(isDay, LIST_MESSAGES.date),
);
const optionalDay = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().refine(isDay, LIST_MESSAGES.date).optional());
const status = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: LIST_MESSAGES.status }).optional(),
);
const ordered = <T extends { startDate?: string; endDate?: string }>(s: T, ctx: z.RefinementCtx) => {
  if (s.startDate && s.endDate && s.startDate > s.endDate)
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: LIST_MESSAGES.dateOrder });
};
const paging = pagingFields(PAGE_SIZES, LIST_PAGE_SIZE);

/** GET task: one page of a platform's tasks (status absent: all but Shutdown; 3: the Shutdown panel, whose sizes start at 5). */
export const listQuerySchema = z.object({ env, platform, status, ...pagingFields(SHUTDOWN_PAGE_SIZES, LIST_PAGE_SIZE) });

/**
 * POST task/search. `projectCode` must be the path's project (or absent); `isCycle` is dropped when
 * it is not a number (the spec's "dropped if not a number"); the dates bound the task's start day.
 */
export const searchBodySchema = z
  .object({
    env,
    projectCode: z.string().max(64).optional(),
    platform,
    ...paging,
    status,
    startDate: optionalDay,
    endDate: optionalDay,
    keyword: boundedText(200).default(''),
    isCycle: z.preprocess((v) => {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 365 ? n : undefined;
    }, z.number().optional()),
  })
  .superRefine(ordered);

/** POST task/{id}/shutdown: the env of the task (prod is for owners and admins). */
export const shutdownBodySchema = z.object({ env });
/** POST task/batchShutdown {idList}: all or nothing. */
export const batchShutdownBodySchema = z.object({
  env,
  idList: z.array(idField(), { error: LIST_MESSAGES.idList }).min(1, LIST_MESSAGES.idList).max(500, 'At most 500 tasks at once'),
});

const countryList = z.preprocess(
  (v) => (typeof v === 'string' ? (v ? v.split(',') : []) : v),
  z
    .array(z.string().refine((c) => (STATS_COUNTRIES as readonly string[]).includes(c), LIST_MESSAGES.country))
    .max(STATS_COUNTRIES.length)
    .default([]),
);
const maxRange = (s: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (Date.parse(s.endDate) - Date.parse(s.startDate) > 366 * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: LIST_MESSAGES.rangeTooLong });
};

/** POST task/export: date range, env and platform required (002 §5); status and countries optional. */
export const exportBodySchema = z
  .object({ env, platform, startDate: day, endDate: day, status, countries: countryList })
  .superRefine(ordered);

/** GET stats/daily: the stats chart (002 §3 "Stats chart query"); country one of STATS_COUNTRIES. */
export const dailyStatsQuerySchema = z
  .object({
    env,
    platform,
    startDate: day,
    endDate: day,
    country: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string()
        .refine((c) => (STATS_COUNTRIES as readonly string[]).includes(c), LIST_MESSAGES.country)
        .optional(),
    ),
  })
  .superRefine(ordered)
  .superRefine(maxRange);

/** GET stats/tokens: yesterday's token stats for the prod block. */
export const tokenStatsQuerySchema = z.object({ env, platform });
/** GET task/{id}/stats and other per-task reads. */
export const envQuerySchema = z.object({ env });
