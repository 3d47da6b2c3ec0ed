// The in-site-messages plugin's zod schemas: one per form, shared by the Mantine form and the
// server's validators, so each message is written once (shared.ts holds the texts).
import { z } from 'zod';
import { clientPlatformField } from '../../core/shared/clientQuery';
import { compareVersions } from '../../core/shared/version';
import { clientUrlField, clientVersionsRule, envNameField, isoDateTime, platformCodeField } from '../../core/shared/zod';
import {
  DEFAULT_COUNTRY,
  isTimezone,
  MESSAGE_TO,
  MESSAGE_TYPES,
  MESSAGES,
  OPEN_VERSION,
  VERSION_PATTERN,
  type MessagePlatform,
} from './shared';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const platformField = platformCodeField<MessagePlatform>([1, 2], MESSAGES.platformRequired);

export const envField = envNameField(MESSAGES.envRequired);

const countryCode = z
  .string({ error: MESSAGES.countryRequired })
  .trim()
  .min(1, MESSAGES.countryRequired)
  .max(32, 'At most 32 characters')
  .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.countryIllegal);

/** The rule component: a client version range, 0.0.0 leaving a side open. */
export const ruleSchema = clientVersionsRule(MESSAGES);
export type MessageRule = z.output<typeof ruleSchema>;

const required = (message: string, max = 64) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`));

const messageShape = {
  to: z.preprocess(blankToUndefined, z.enum(MESSAGE_TO, { error: MESSAGES.toRequired })),
  type: z.preprocess(blankToUndefined, z.enum(MESSAGE_TYPES, { error: MESSAGES.typeRequired })),
  /** A link the game opens: http(s) or one of the project's app schemes (checked again on the server). */
  url: z.preprocess((v) => v ?? '', clientUrlField(MESSAGES.urlRequired)),
  timezone: required(MESSAGES.timezoneRequired).refine(isTimezone, { error: (i) => MESSAGES.timezoneUnknown(String(i.input)) }),
};

/** One message as stored and published: its start as unix seconds in the given timezone's terms. */
export const messageItemSchema = z.object({
  ...messageShape,
  startTimestamp: z.preprocess(
    blankToUndefined,
    z
      .number({ error: MESSAGES.startRequired })
      .int()
      .min(0)
      .max(2 ** 40),
  ),
});
export type MessageItem = z.output<typeof messageItemSchema>;

/** POST /inSiteMessage: one country per call (the form makes one call per selected country). */
export const saveMessageSchema = z.object({
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .nullish(),
  platform: platformField,
  country: z.preprocess((v) => (v === undefined || v === null || v === '' ? DEFAULT_COUNTRY : v), countryCode),
  config: z.object(
    { messages: z.array(messageItemSchema, { error: MESSAGES.messagesRequired }).min(1, MESSAGES.messagesRequired).max(50) },
    { error: MESSAGES.messagesRequired },
  ),
  rule: ruleSchema,
});
export type SaveMessageBody = z.input<typeof saveMessageSchema>;

/** The create/update modal's values: a start date-time (wall clock in its timezone) per message. */
export const messageFormSchema = z
  .object({
    platform: platformField,
    countries: z.array(countryCode).min(1, MESSAGES.countryRequired).max(300, 'At most 300 countries'),
    messages: z.array(z.object({ ...messageShape, startAt: isoDateTime(MESSAGES.startRequired) })).min(1, MESSAGES.messagesRequired),
    minVersion: z
      .string()
      .trim()
      .refine((v) => !v || VERSION_PATTERN.test(v), MESSAGES.versionIllegal),
    maxVersion: z
      .string()
      .trim()
      .refine((v) => !v || VERSION_PATTERN.test(v), MESSAGES.versionIllegal),
  })
  .superRefine((f, ctx) => {
    const [min, max] = [f.minVersion || OPEN_VERSION, f.maxVersion || OPEN_VERSION];
    if (VERSION_PATTERN.test(min) && VERSION_PATTERN.test(max) && max !== OPEN_VERSION && compareVersions(min, max) > 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.versionOrder, path: ['maxVersion'] });
    }
  });

export const listQuerySchema = z.object({ platform: platformField });
export const historyQuerySchema = z.object({ platform: platformField, env: envField });
export const uploadSchema = z.object({
  platform: platformField,
  env: envField,
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const clearSchema = z.object({ platform: platformField, env: envField, country: countryCode });

/** GET /client/v1/:code/:env/messages: the query a game sends. */
export const clientQuerySchema = z.object({
  platform: clientPlatformField([1, 2]),
  country: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_-]*$/, 'country must be a country code like US')
    .optional()
    .describe("The player's country code (US): its messages, else the 'default' country's"),
  version: z
    .string()
    .trim()
    .regex(VERSION_PATTERN, 'version must look like 1.2.3')
    .optional()
    .describe("The client's version: a config whose rule leaves it out serves no messages"),
});

/** Its answer: the country's online config (else the 'default' country's); all null when none is online. */
export const clientMessagesSchema = z.object({
  messages: z.array(
    z.object({
      to: z.enum(MESSAGE_TO).describe('Where the message leads'),
      type: z.enum(MESSAGE_TYPES),
      url: z.string().describe('The link the game opens: http(s) or one of the project app schemes'),
      timezone: z.string().describe('The IANA time zone the start was set in'),
      startTimestamp: z.number().int().describe('Unix seconds from which to show it'),
    }),
  ),
  country: z.string().nullable().describe("The country whose config this is: the player's, or 'default'; null when none is online"),
  rule: z
    .object({ clientVersions: z.tuple([z.string(), z.string()]).optional() })
    .nullable()
    .describe('The client versions the config is for: [min, max], 0.0.0 leaving a side open'),
  id: z.number().int().nullable().describe("The config's id"),
});
