// The bundles plugin's zod schemas: one per form, shared by the Mantine form and the server's
// validators, so each message is written once (shared.ts holds the texts).
import { z } from 'zod';
import { clientPlatformField, clientVersionField } from '../../core/shared/clientQuery';
import { CLIENT_VERSION_PATTERN } from '../../core/shared/version';
import {
  atMost,
  checkWhenValid,
  clientVersionsRule,
  envNameField,
  fileUrlProblem,
  int4,
  MAX_CHARS,
  platformCodeField,
  wholeNumber,
} from '../../core/shared/zod';
import { BUNDLE_TYPE, MAX_INTERVAL_DAYS, FILE_NAME_PATTERN, fileNameOf, MESSAGES, type BundlePlatform } from './shared';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const seconds = (message: string) =>
  z.preprocess(
    blank,
    z
      .number({ error: message })
      .int(message)
      .min(0)
      .max(2 ** 40),
  );

export const platformField = platformCodeField<BundlePlatform>([1, 2], MESSAGES.platformRequired);

export const envField = envNameField(MESSAGES.envRequired);

/** The bundle's rule: a client version range, 0.0.0 leaving a side open. */
export const ruleSchema = clientVersionsRule(MESSAGES);
export type BundleRule = z.output<typeof ruleSchema>;

export const resourceSchema = z.object(
  {
    url: z
      .string({ error: MESSAGES.fileRequired })
      .trim()
      .min(1, MESSAGES.fileRequired)
      .max(MAX_CHARS.url, atMost(MAX_CHARS.url))
      .refine((u) => FILE_NAME_PATTERN.test(fileNameOf(u)), MESSAGES.fileName)
      .refine((u) => fileUrlProblem(u) === null, 'Use an uploaded file or an http(s) link'),
    size: int4(undefined, 0).optional(),
    md5: z.string().max(64).optional(),
  },
  { error: MESSAGES.fileRequired },
);

export const contentSchema = z
  .object({
    type: z.preprocess(blank, z.union([z.literal(1), z.literal(2)], { error: MESSAGES.typeRequired })),
    start: seconds(MESSAGES.startRequired),
    end: z
      .preprocess(
        blank,
        z
          .number()
          .int()
          .min(0)
          .max(2 ** 40)
          .nullish(),
      )
      .transform((v) => v ?? null),
    resource: z.preprocess((v) => v ?? undefined, resourceSchema),
    switchList: z
      .array(z.union([z.literal(0), z.literal(1)]))
      .max(MAX_INTERVAL_DAYS)
      .default([]),
    loopIntervalDays: z.preprocess(
      blank,
      wholeNumber({
        label: 'Loop interval days',
        min: 0,
        max: MAX_INTERVAL_DAYS,
        required: MESSAGES.intervalRequired,
        tooSmall: MESSAGES.intervalMin,
        tooBig: MESSAGES.intervalMax,
      }).optional(),
    ),
    loopTag: z.string().trim().max(64).default(''),
  })
  // Each check runs once the fields it reads parsed, whatever else is missing (all messages at once).
  .superRefine(
    (c, ctx) => {
      if (c.type === BUNDLE_TYPE.normal && c.end === null) ctx.addIssue({ code: 'custom', message: MESSAGES.endRequired, path: ['end'] });
      if (c.end !== null && c.start > c.end) ctx.addIssue({ code: 'custom', message: MESSAGES.startAfterEnd, path: ['start'] });
    },
    checkWhenValid('type', 'start', 'end'),
  )
  .superRefine(
    (c, ctx) => {
      if (c.type === BUNDLE_TYPE.loop) {
        if (c.loopIntervalDays === undefined)
          ctx.addIssue({ code: 'custom', message: MESSAGES.intervalRequired, path: ['loopIntervalDays'] });
        else if (c.loopIntervalDays <= MAX_INTERVAL_DAYS && c.switchList.length !== c.loopIntervalDays)
          ctx.addIssue({ code: 'custom', message: MESSAGES.switchesLength, path: ['switchList'] });
      }
    },
    checkWhenValid('type', 'switchList', 'loopIntervalDays'),
  )
  // A Normal bundle keeps no loop settings.
  .transform((c) =>
    c.type === BUNDLE_TYPE.loop
      ? { ...c, loopIntervalDays: c.loopIntervalDays ?? 0 }
      : { ...c, switchList: [] as (0 | 1)[], loopIntervalDays: 0, loopTag: '' },
  );
export type BundleContent = z.output<typeof contentSchema>;

/** POST /bundle: id null on create. */
export const saveBundleSchema = z.object({
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .nullish(),
  platform: platformField,
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(MAX_CHARS.name, atMost(MAX_CHARS.name)),
  description: z
    .string()
    .trim()
    .max(MAX_CHARS.text, atMost(MAX_CHARS.text))
    .nullish()
    .transform((v) => v ?? ''),
  rule: ruleSchema,
  content: z.preprocess((v) => v ?? {}, contentSchema),
});
export type SaveBundleBody = z.input<typeof saveBundleSchema>;

export const listQuerySchema = z.object({ platform: platformField });
export const uploadQuerySchema = z.object({ platform: platformField, env: envField });

/** GET /client/v1/:code/:env/bundles: the query a game sends. */
export const clientQuerySchema = z.object({
  platform: clientPlatformField([1, 2]),
  version: clientVersionField(CLIENT_VERSION_PATTERN)
    .optional()
    .describe("The client's version (three numbers): only bundles whose rule takes it; without it, every bundle on now"),
});

/** Its answer: the live set's bundles that are on now. */
export const clientBundlesSchema = z.object({
  bundles: z.array(
    z.object({
      id: z.number().int(),
      productID: z.string().describe("The store's product id: the bundle's name"),
      name: z.string(),
      description: z.string(),
      rule: z
        .object({ clientVersions: z.tuple([z.string(), z.string()]).optional() })
        .describe('The client versions it is for: [min, max], 0.0.0 leaving a side open; none for every version'),
      type: z.number().int().describe('1 Normal (on from start to end), 2 Loop (on the days its switch list turns on)'),
      start: z.number().int().describe('Unix seconds it starts'),
      end: z.number().int().nullable().describe('Unix seconds it ends (inclusive); null: a Loop bundle without an end'),
      resource: z.object({
        url: z.string().describe('Where the game downloads the bundle file'),
        size: z.number().int().optional(),
        md5: z.string().optional(),
      }),
      switchList: z
        .array(z.number().int())
        .describe('A Loop bundle: 1 (on) or 0 (off) for each day of the interval, from its start, days turning at Los Angeles midnight'),
      loopIntervalDays: z.number().int().describe('A Loop bundle: the days after which it repeats; 0 for a Normal one'),
      loopTag: z.string(),
    }),
  ),
});
