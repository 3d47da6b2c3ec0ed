// The zod schemas of the event-check plugin: one per form, shared by the Mantine forms and the
// server's validators, so each message is written once (shared.ts holds the texts).
import { z } from 'zod';
import { EVENT_NAME_PATTERN } from '../../core/shared/events';
import {
  DEFAULT_LIMIT,
  DEFAULT_START,
  FIELD_TYPES,
  MAX_EVENT_TYPES,
  MAX_FIELDS,
  MAX_LIMIT,
  MESSAGES,
  NUMERIC_FIELDS,
  PROP_FIELD_PATTERN,
  TOP_FIELDS,
  type EventType,
  type FieldRule,
} from './shared';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** '' and null are "no bound"; numeric text is a number (forms and spreadsheets send text). */
const optionalNumber = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' ? Number(v.trim()) : v),
  z.number({ error: 'min and max must be numbers' }).refine(Number.isFinite, 'min and max must be numbers').nullable(),
);
const flag = z.preprocess(
  (v) => (blank(v) ? false : v === true || v === 1 || (typeof v === 'string' && /^(1|true|yes|y|required)$/i.test(v.trim()))),
  z.boolean(),
);

export const isKnownField = (f: string) => (TOP_FIELDS as readonly string[]).includes(f) || PROP_FIELD_PATTERN.test(f);
export const isNumericField = (f: string) => (NUMERIC_FIELDS as readonly string[]).includes(f);

export const fieldRuleSchema = z
  .object({
    field: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
      z.string().min(1, MESSAGES.fieldRequired).refine(isKnownField, MESSAGES.fieldPattern),
    ),
    type: z.preprocess(
      (v) => (blank(v) ? 'string' : typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(FIELD_TYPES, { error: MESSAGES.fieldType }),
    ),
    required: flag,
    /** A list, or text split on commas (spreadsheet cells, the form's input). */
    values: z.preprocess(
      (v) =>
        blank(v)
          ? []
          : typeof v === 'string'
            ? v.split(',')
            : Array.isArray(v)
              ? v.map((x) => (typeof x === 'number' || typeof x === 'boolean' ? String(x) : x))
              : v,
      z
        .array(z.string({ error: 'values must be text' }).trim().max(256, 'values are at most 256 characters'), {
          error: 'values must be a list',
        })
        .max(200, 'At most 200 values')
        .transform((list) => [...new Set(list.filter((x) => x !== ''))]),
    ),
    min: optionalNumber,
    max: optionalNumber,
  })
  .superRefine((r, ctx) => {
    if (isNumericField(r.field) && r.type !== 'number' && r.type !== 'integer')
      ctx.addIssue({ code: 'custom', path: ['type'], message: MESSAGES.numericField(r.field) });
    const bounded = r.min !== null || r.max !== null;
    if (bounded && r.type !== 'number' && r.type !== 'integer')
      ctx.addIssue({ code: 'custom', path: ['min'], message: MESSAGES.boundsOnNumbers });
    if (r.min !== null && r.max !== null && r.min > r.max) ctx.addIssue({ code: 'custom', path: ['max'], message: MESSAGES.minMax });
  }) satisfies z.ZodType<FieldRule, unknown>;

export const eventTypeSchema = z
  .object({
    type: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
      z.string().min(1, MESSAGES.typeRequired).regex(EVENT_NAME_PATTERN, MESSAGES.typePattern),
    ),
    description: z.preprocess((v) => v ?? '', z.string({ error: 'description must be text' }).trim().max(500, 'At most 500 characters')),
    fields: z.preprocess(
      (v) => v ?? [],
      z.array(fieldRuleSchema, { error: 'fields must be a list' }).max(MAX_FIELDS, MESSAGES.tooManyFields),
    ),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    t.fields.forEach((f, i) => {
      if (seen.has(f.field)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'field'], message: MESSAGES.fieldTwice(f.field) });
      seen.add(f.field);
    });
  }) satisfies z.ZodType<EventType, unknown>;

/** PUT /track/eventTypes: the whole catalog. */
export const catalogSchema = z
  .object({
    eventTypes: z.array(eventTypeSchema, { error: 'eventTypes must be a list of event types' }).max(MAX_EVENT_TYPES, MESSAGES.tooManyTypes),
  })
  .superRefine((c, ctx) => {
    const seen = new Set<string>();
    c.eventTypes.forEach((t, i) => {
      if (seen.has(t.type)) ctx.addIssue({ code: 'custom', path: ['eventTypes', i, 'type'], message: MESSAGES.typeTwice(t.type) });
      seen.add(t.type);
    });
  });

const wholeNumber = (fallback: number, message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? fallback : typeof v === 'string' ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** The check's inputs (002 §2, defaults §9): the web form and GET /track/check. */
export const checkQuerySchema = z.object({
  platform: z.preprocess(
    (v) => (blank(v) ? 0 : Number(v)),
    z.number().refine((n) => n === 1 || n === 2 || n === 3, MESSAGES.platformRequired),
  ) as z.ZodType<1 | 2 | 3, unknown>,
  userId: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string().min(1, MESSAGES.userIdRequired).max(128, 'userId is at most 128 characters'),
  ),
  start: wholeNumber(DEFAULT_START, MESSAGES.startMin, 0, 1e9),
  limit: wholeNumber(DEFAULT_LIMIT, MESSAGES.limitRange, 1, MAX_LIMIT),
});
export type CheckQuery = z.output<typeof checkQuerySchema>;

export const filesListQuerySchema = z.object({
  userId: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().max(128, 'userId is at most 128 characters')),
  platform: z.preprocess((v) => (blank(v) ? 0 : Number(v)), z.number().int().min(0).max(3, 'platform must be 1, 2 or 3')),
  pn: wholeNumber(1, 'pn must be a page number from 1', 1, 1e6),
  ps: wholeNumber(10, 'ps must be from 1 to 100', 1, 100),
});

export const logDetailQuerySchema = z.object({
  fileName: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, MESSAGES.fileNameRequired).max(255)),
});

/** The fields of a client's log upload besides the file. */
export const logUploadSchema = z.object({
  userId: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z.string().min(1, 'userId is required').max(128, 'userId is at most 128 characters'),
  ),
  platform: z.preprocess(
    (v) => (blank(v) ? 0 : Number(v)),
    z.number().refine((n) => n === 1 || n === 2 || n === 3, 'platform must be 1 (Android), 2 (iOS) or 3 (Mac)'),
  ),
  appVersion: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z
      .string()
      .max(32, 'appVersion is longer than 32 characters')
      .regex(/^[0-9A-Za-z.+_-]*$/, 'appVersion may hold letters, digits and . + _ - only'),
  ),
});

/** POST /client/v1/:code/logs: the stored log file. */
export const logUploadAnswerSchema = z.object({
  fileName: z.string().describe('The name the log is stored and listed under in the console (userId_platform_time_random.log)'),
  size: z.number().int().describe('Bytes stored'),
});
