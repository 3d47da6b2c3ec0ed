// The delivery part's schemas: the game client's token and open calls, the outbox page, the
// timezone preview and the test push (002 "Test Task", §5 its messages, §7 push/testPush).
import { z } from 'zod';
import { boundedText, checkWhenValid, envNameField, MAX_CHARS, requiredText } from '../../../core/shared/zod';
import {
  audienceRuleSchema,
  imageUrlField,
  isTaskTime,
  isTimeZone,
  notificationSchema,
  linkValueRule,
  scheduleRuleSchema,
  TASK_MESSAGES,
} from './tasks';
import { PAGE_SIZES } from '../shared';

export const DELIVERY_MESSAGES = {
  env: 'Please select Env',
  platform: 'Please select Platform',
  oneIdList: 'You can only fill in the user ID or firebase ID. Do not fill in both of them or leave them blank',
  platformCode: 'platform must be 1 (Android) or 2 (iOS)',
  pushId: 'pushId must look like 12:345 (sub-task:device)',
  language: 'language must be a code such as en or pt-BR',
  country: 'country must be a two-letter code such as US',
  token: 'token is required',
  userId: 'userId is required',
  tooManyFromAddress: 'Too many token registrations from this address: try again later',
  tooManyFromUser: (max: number) => `Too many token registrations for this user: at most ${max} an hour`,
  tokenOfAnotherUser: 'This token is registered to another user: send the deviceSecret its first registration answered to move it',
  wrongSecret: 'deviceSecret does not match this token',
} as const;

/** Token registrations (new or again) one address may make a minute, whatever the user ids. */
export const MAX_TOKENS_PER_ADDRESS_MINUTE = 100;
/** Token registrations one user id of a project env may make an hour (an app start makes one). */
export const MAX_TOKENS_PER_USER_HOUR = 20;

/** At most this many ids a test push (one list). */
export const TEST_MAX_IDS = 1_000;

const platform = (message: string) => z.union([z.literal(1), z.literal(2)], { error: message });
/** Printable text without control characters (NUL and the like answer 400). */
const clean = (s: z.ZodString) => s.refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'Control characters are not allowed');

export const tokenBodySchema = z.object({
  userId: clean(requiredText(DELIVERY_MESSAGES.userId, 128)),
  firebaseId: clean(boundedText(256)).default(''),
  token: clean(requiredText(DELIVERY_MESSAGES.token, 4096)),
  platform: platform(DELIVERY_MESSAGES.platformCode),
  timezone: z.string({ error: TASK_MESSAGES.timezone }).trim().max(64).refine(isTimeZone, TASK_MESSAGES.timezone),
  language: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/, DELIVERY_MESSAGES.language)
    .default('en'),
  country: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/, DELIVERY_MESSAGES.country)]),
    )
    .default(''),
  appVersion: boundedText(32)
    .regex(/^[0-9A-Za-z.+_-]*$/, 'appVersion may hold letters, digits and . + _ - only')
    .default(''),
  /** The secret the token's first registration answered: needed to move the token to another userId. */
  deviceSecret: clean(boundedText(128)).default(''),
});
export type TokenBody = z.output<typeof tokenBodySchema>;

export const openBodySchema = z.object({
  pushId: z.string({ error: DELIVERY_MESSAGES.pushId }).regex(/^\d{1,9}:\d{1,15}$/, DELIVERY_MESSAGES.pushId),
});

const pageNumber = z.preprocess(
  (v) => (v === undefined || v === '' ? 1 : Number(v)),
  z.number().int('pn must be a whole number').min(1, 'pn must be at least 1').max(100_000, 'pn is at most 100000'),
);
const pageSize = z.preprocess(
  (v) => (v === undefined || v === '' ? 10 : Number(v)),
  z.number().refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `ps is one of ${PAGE_SIZES.join(', ')}`),
);

export const outboxQuerySchema = z.object({ env: envNameField(DELIVERY_MESSAGES.env), pn: pageNumber, ps: pageSize });

export const previewBodySchema = z.object({
  env: envNameField(DELIVERY_MESSAGES.env),
  platform: platform(DELIVERY_MESSAGES.platform),
  scheduleRule: scheduleRuleSchema,
  audienceRule: audienceRuleSchema,
  transactional: z.boolean().default(false),
});
export type PreviewBody = z.output<typeof previewBodySchema>;

const idList = z
  .array(clean(z.string().trim().min(1).max(256)))
  .max(TEST_MAX_IDS, `At most ${TEST_MAX_IDS} ids`)
  .default([]);

/** POST push/testPush (002 §3 "Test push request") plus the env. */
export const testPushBodySchema = z
  .object({
    env: envNameField(DELIVERY_MESSAGES.env),
    platform: platform(DELIVERY_MESSAGES.platform),
    projectCode: boundedText(64).optional(),
    notification: notificationSchema.pick({ alert: true, isDataType: true }),
    userId: idList,
    firebaseId: idList,
    extraData: z.record(clean(z.string().trim().min(1).max(100)), boundedText(MAX_CHARS.text).superRefine(linkValueRule)).default({}),
    imageUrl: imageUrlField,
    isPushByTimezone: z.union([z.literal(0), z.literal(1)]).default(0),
    /** With isPushByTimezone 1: the local time each device's zone fires at; else ignored (sent now). */
    startAt: z.union([z.literal(''), z.string().refine(isTaskTime, TASK_MESSAGES.time)]).default(''),
    channel_id: boundedText(100).default(''),
    notification_priority: z.number().int().min(0).max(5).default(0),
  })
  .superRefine(
    (b, ctx) => {
      if (b.userId.length > 0 === b.firebaseId.length > 0)
        ctx.addIssue({ code: 'custom', path: ['userId'], message: DELIVERY_MESSAGES.oneIdList });
      if (b.isPushByTimezone === 1 && !b.startAt) ctx.addIssue({ code: 'custom', path: ['startAt'], message: TASK_MESSAGES.endAt });
    },
    checkWhenValid('userId', 'firebaseId', 'isPushByTimezone', 'startAt'),
  );
export type TestPushBody = z.output<typeof testPushBodySchema>;
export type TestPushInput = z.input<typeof testPushBodySchema>;

/** Firebase ids from a text area: split on newlines, tabs, spaces and commas (002 §5). */
export const splitFirebaseIds = (text: string) =>
  text
    .split(/[\n\t ,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
/** User ids from a text area: split on anything that is not part of an id (commas, spaces, lines, semicolons). */
export const splitUserIds = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** POST /client/v1/:code/:env/push/token: the device's registration. */
export const tokenAnswerSchema = z.object({
  deviceId: z.number().int(),
  created: z.boolean().describe('True when this call registered the token for the first time'),
  deviceSecret: z
    .string()
    .optional()
    .describe('Only on the first registration: keep it; moving the token to another userId needs it (send it as deviceSecret)'),
});

/** POST /client/v1/:code/:env/push/open: whether this call counted the open. */
export const openAnswerSchema = z.object({
  opened: z.boolean().describe('False when the push was unknown or its open was already counted'),
});
