// The push task form (002 "Push task wizard", §3 "Push form", §5 "Push form"): one schema for the
// wizard, the API (create, update) and each row of the Excel upload. The messages are the spec's.
// (The tasks part owns this file; the list part's upload validates each row with `taskBodySchema`.)
import { z } from 'zod';
import {
  boundedText,
  envNameField,
  fileUrlProblem,
  idField,
  linkValueProblem,
  MAX_CHARS,
  platformCodeField,
  requiredText,
} from '../../../core/shared/zod';
import { isLanguage, SOURCE_LANGUAGE } from '../../../core/shared/languages';
import { CLIENT_VERSION_PATTERN, compareVersions } from '../../../core/shared/version';

export const TASK_MESSAGES = {
  platform: 'Please select Platform',
  name: 'Please input Task name',
  title: 'title can not be null',
  key: 'key can not be null',
  value: 'value can not be null',
  endAt: 'Please select date',
  startAfterEnd: 'The start time of a task cannot be later than the end time',
  lessThanNull: 'Last Login Less Than can not be null.',
  minSmaller: 'The value of min must be smaller than the value of max.',
  moreThanNull: 'Last Login More Than can not be null.',
  maxGreater: 'The value of max must be greater than the value of min.',
  englishRequired: 'The English (en) alert is required',
  language: 'Not a supported language',
  time: 'Use the format YYYY-MM-DD HH:mm:00',
  timezone: 'Not a known timezone',
  version: 'Use a version such as 1.2.3',
  versionOrder: 'The start version cannot be after the end version',
} as const;

/** 'YYYY-MM-DD HH:mm:00' (002 §9), a real calendar minute. */
export const TASK_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):00$/;
export function isTaskTime(s: string): boolean {
  const m = TASK_TIME.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && h < 24 && mi < 60;
}

/** An IANA zone name the runtime knows (Intl). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const alertSchema = z.object({
  title: requiredText(TASK_MESSAGES.title, MAX_CHARS.title),
  subtitle: boundedText(MAX_CHARS.title).default(''),
  body: boundedText(MAX_CHARS.text).default(''),
});

const countryCodes = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$|^OTHER$/, 'Use two-letter country codes'),
  )
  .max(300)
  .default([]);
const dayCount = (nullMessage: string) =>
  z.number({ error: nullMessage }).int('Use whole days').min(1, 'The minimum is 1').max(3650, 'At most 3650 days').nullable().default(null);
const version = z.union([z.literal(''), z.string().trim().regex(CLIENT_VERSION_PATTERN, TASK_MESSAGES.version)]).default('');

/**
 * The notification's image: a file the device downloads, so core's file url rule (an uploaded
 * /cdn/ path or an http(s) link; never javascript: or data:), as ads' icons. Blank: no image.
 */
export const imageUrlField = boundedText(MAX_CHARS.url)
  .default('')
  .superRefine((u, ctx) => {
    const problem = u ? fileUrlProblem(u) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * An extra data value: free text for the client (`shop`, `level:3`); one that reads as a link
 * (a deep link the client opens) follows core's client link rule, as in-site messages' url:
 * http(s) or an app scheme, never javascript: (the server narrows it to the project's appSchemes).
 */
export function linkValueRule(v: string, ctx: z.RefinementCtx) {
  const problem = linkValueProblem(v, null);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

export const notificationSchema = z.object({
  alert: z
    .record(z.string().refine(isLanguage, TASK_MESSAGES.language), alertSchema)
    .refine((a) => SOURCE_LANGUAGE in a, { message: TASK_MESSAGES.englishRequired, path: [SOURCE_LANGUAGE, 'title'] }),
  imageUrl: imageUrlField,
  badge: z.number().int().min(0).max(9999).default(1),
  sound: boundedText(100).default('default'),
  volume: z.number().min(0).max(1).default(1),
  channel_id: boundedText(100).default(''),
  notification_priority: z.number().int().min(0).max(5).default(0),
  isDataType: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const scheduleRuleSchema = z
  .object({
    isCycle: z
      .number()
      .int('isCycle must be a whole number of days')
      .min(0, 'isCycle must be at least 0')
      .max(365, 'isCycle is at most 365 days')
      .default(0),
    startAt: z.string({ error: TASK_MESSAGES.endAt }).refine(isTaskTime, TASK_MESSAGES.time),
    endAt: z.union([z.literal(''), z.string().refine(isTaskTime, TASK_MESSAGES.time)]).default(''),
    countryScope: countryCodes,
    timezone: z.union([z.literal(''), z.string().refine(isTimeZone, TASK_MESSAGES.timezone)]).default(''),
  })
  .superRefine((s, ctx) => {
    if (s.isCycle > 0 && !s.endAt) ctx.addIssue({ code: 'custom', path: ['endAt'], message: TASK_MESSAGES.endAt });
    // The times share one format, so text order is time order.
    if (s.isCycle > 0 && s.endAt && s.startAt > s.endAt)
      ctx.addIssue({ code: 'custom', path: ['startAt'], message: TASK_MESSAGES.startAfterEnd });
  })
  .transform((s) => (s.isCycle === 0 ? { ...s, endAt: '' } : s));

export const audienceRuleSchema = z
  .object({
    country: countryCodes,
    timezone: z.array(z.string().refine(isTimeZone, TASK_MESSAGES.timezone)).max(600).default([]),
    startVersion: version,
    endVersion: version,
    language: z.array(z.string().refine(isLanguage, TASK_MESSAGES.language)).max(100).default([]),
    lastLoginMode: z.enum(['between', 'min', 'max', '']).default(''),
    lastLoginDayLessThan: dayCount(TASK_MESSAGES.lessThanNull),
    lastLoginDayMoreThan: dayCount(TASK_MESSAGES.moreThanNull),
    tokenReciveDay: z
      .number()
      .int('tokenReciveDay must be a whole number')
      .min(0, 'tokenReciveDay must be at least 0')
      .max(3650)
      .default(0),
    random: z
      .number()
      .int('random must be a whole percent')
      .min(1, 'random is 1 to 100')
      .max(100, 'random is 1 to 100')
      .nullable()
      .default(null),
  })
  .superRefine((a, ctx) => {
    const { lastLoginMode: mode, lastLoginDayLessThan: max, lastLoginDayMoreThan: min } = a;
    if ((mode === 'between' || mode === 'max') && max === null)
      ctx.addIssue({ code: 'custom', path: ['lastLoginDayLessThan'], message: TASK_MESSAGES.lessThanNull });
    if ((mode === 'between' || mode === 'min') && min === null)
      ctx.addIssue({ code: 'custom', path: ['lastLoginDayMoreThan'], message: TASK_MESSAGES.moreThanNull });
    if (mode === 'between' && max !== null && min !== null && min >= max) {
      ctx.addIssue({ code: 'custom', path: ['lastLoginDayMoreThan'], message: TASK_MESSAGES.minSmaller });
      ctx.addIssue({ code: 'custom', path: ['lastLoginDayLessThan'], message: TASK_MESSAGES.maxGreater });
    }
    if (a.startVersion && a.endVersion && compareVersions(a.startVersion, a.endVersion) > 0)
      ctx.addIssue({ code: 'custom', path: ['startVersion'], message: TASK_MESSAGES.versionOrder });
  });

const extraDataSchema = z
  .array(
    z.object({
      key: requiredText(TASK_MESSAGES.key, 100),
      value: requiredText(TASK_MESSAGES.value, MAX_CHARS.text).superRefine(linkValueRule),
    }),
  )
  .max(50, 'At most 50 extra data entries')
  .default([]);

/** The task as the API takes it (create; update adds the id in the path). Platform 3 (Both) makes two tasks. */
export const taskBodySchema = z.object({
  platform: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: TASK_MESSAGES.platform }),
  name: requiredText(TASK_MESSAGES.name, MAX_CHARS.name),
  description: boundedText(MAX_CHARS.text).default(''),
  notification: notificationSchema,
  scheduleRule: scheduleRuleSchema,
  audienceRule: audienceRuleSchema,
  /** The form's key/value list; stored as a map. */
  extraData: extraDataSchema,
  transactional: z.boolean().default(false),
});
export type TaskBodyInput = z.input<typeof taskBodySchema>;
export type TaskBody = z.output<typeof taskBodySchema>;

// ---- The API's bodies and queries (tasks part)

export const TASK_API_MESSAGES = {
  env: 'Please select Env',
  bothOnUpdate: 'Both is for a new task only: an existing task has one platform',
  notReady: 'Only a Ready task can be edited',
  notFound: 'No such push task',
  onlyPng: 'Only png images can be uploaded',
  noImage: 'Please select a png image',
  imageTooLarge: 'The image is over the 10 MB limit',
} as const;

const envField = envNameField(TASK_API_MESSAGES.env);

/** POST task: the task and its env (002 §7 "Create task body"; the project is the path's). */
export const createTaskSchema = taskBodySchema.extend({ env: envField });

/** PUT task: the same with the id (002 §7 "Update includes the id"); one platform only. */
export const updateTaskSchema = createTaskSchema.extend({
  id: idField(),
  platform: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: TASK_MESSAGES.platform })
    .refine((p) => p !== 3, TASK_API_MESSAGES.bothOnUpdate),
});

export const envQuerySchema = z.object({ env: envField });
export const versionsQuerySchema = z.object({ env: envField, platform: platformCodeField([1, 2] as const, TASK_MESSAGES.platform) });
