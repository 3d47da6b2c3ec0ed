// The feedback plugin's zod schemas: the game client's feedback and the console's queries.
import { z } from 'zod';
import { clientPlatformField } from '../../core/shared/clientQuery';
import { idField, pagingFields } from '../../core/shared/zod';
import { MAX_CONTENT_CHARS, MAX_RANGE_DAYS, MAX_USER_ID_CHARS, PAGE_SIZE, PAGE_SIZES } from './shared';

/** 1 or 2, also 'android' / 'ios' from a client. */
export const platformField = clientPlatformField([1, 2]);

/** A short BCP-47 tag: en, pt-BR, zh-Hans-CN (an underscore is read as a hyphen). */
export const LANGUAGE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;
export const APP_VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){1,3}$/;

/** POST /client/v1/:code/:env/feedback. */
export const clientFeedbackSchema = z.object({
  userId: z
    .string({ error: 'userId is required' })
    .trim()
    .min(1, 'userId is required')
    .max(MAX_USER_ID_CHARS, `userId must be at most ${MAX_USER_ID_CHARS} characters`),
  platform: platformField,
  star: z
    .number({ error: 'star must be a whole number from 1 to 5' })
    .int('star must be a whole number from 1 to 5')
    .min(1, 'star must be a whole number from 1 to 5')
    .max(5, 'star must be a whole number from 1 to 5'),
  // A star alone is feedback too: the text may be empty.
  content: z
    .string({ error: 'content must be text' })
    .max(MAX_CONTENT_CHARS, `content must be at most ${MAX_CONTENT_CHARS} characters`)
    .default('')
    .transform((s) => s.trim()),
  language: z
    .string({ error: 'language is required, a language tag like en or pt-BR' })
    .trim()
    .transform((s) => s.replaceAll('_', '-'))
    .pipe(
      z
        .string()
        .max(35, 'language must be a language tag like en or pt-BR')
        .regex(LANGUAGE_PATTERN, 'language must be a language tag like en or pt-BR'),
    ),
  appVersion: z
    .string({ error: 'appVersion is required, like 1.2.3' })
    .trim()
    .regex(APP_VERSION_PATTERN, 'appVersion must look like 1.2.3'),
});
export type ClientFeedback = z.output<typeof clientFeedbackSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) =>
  DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const dayField = (name: string) =>
  z.string({ error: `${name} is required, a day like 2026-05-01` }).refine(isDay, `${name} must be a day like 2026-05-01`);
const envField = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(['sandbox', 'prod'], { error: 'env must be sandbox or prod' }),
);

const rangeFields = { platform: platformField, env: envField, start: dayField('start'), end: dayField('end') };
function checkRange(q: { start: string; end: string }, ctx: z.RefinementCtx) {
  if (!isDay(q.start) || !isDay(q.end)) return;
  const days = (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must not be before start' });
  else if (days >= MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['end'], message: `At most ${MAX_RANGE_DAYS} days at once` });
}

/** The filters every read takes: start and end are UTC days, both included. */
export const rangeQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type RangeQuery = z.output<typeof rangeQuerySchema>;

export const listQuerySchema = z.object({ ...rangeFields, ...pagingFields(PAGE_SIZES, PAGE_SIZE) }).superRefine(checkRange);
export type ListQuery = z.output<typeof listQuerySchema>;

export const translateQuerySchema = z.object({ env: envField });
export const translateBodySchema = z.object({ feedbackId: idField('feedbackId must be a feedback id') });

/** POST /client/v1/:code/:env/feedback: the stored feedback (answered with 201). */
export const clientFeedbackAnswerSchema = z.object({
  id: z.number().int().describe("The stored feedback's id"),
  message: z.string().describe('A thank-you text the game may show the player'),
});
