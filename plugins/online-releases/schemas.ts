// The online release form's zod schema, shared by the Mantine form and the server (multipart
// fields arrive as strings: the preprocessors read both), so each message is written once.
import { z } from 'zod';
import { clientVersionsRule, idField, pagingFields, requiredText } from '../../core/shared/zod';
import { OPEN_VERSION } from '../../core/shared/version';
import {
  DEFAULT_CUT_SIZE,
  GENERAL_MESSAGES,
  MESSAGES,
  MIN_CUT_SIZE,
  MODES,
  MULTIPART_MESSAGES,
  ONLINE_ENVS,
  ONLINE_PLATFORMS,
  PAGE_SIZE,
  PAGE_SIZES,
  type ClientVersionRule,
} from './shared';

const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (!v.trim()) return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return Symbol.for('invalid-json');
  }
};

/**
 * 000 §5: one bound given, the other is 0.0.0; none given clears the rule (null). Takes
 * `{clientVersions: [min, max]}` (or its JSON text), null, or nothing.
 */
export const ruleField = z.preprocess(
  (v) => {
    const parsed = jsonText(v);
    return parsed === null ? undefined : parsed;
  },
  clientVersionsRule(MESSAGES).transform((r): ClientVersionRule | null => {
    const [min, max] = r.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];
    return min === OPEN_VERSION && max === OPEN_VERSION ? null : { clientVersions: [min, max] };
  }),
);

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);

/** Create and edit: every field but the file (the route checks the file by mode). */
export const onlineReleaseFieldsSchema = z
  .object({
    mode: z.enum(MODES, { error: 'mode must be Input or Select' }).default('Input'),
    name: z.preprocess((v) => v ?? '', requiredText(MESSAGES.nameRequired, 120)),
    releaseType: z.preprocess((v) => v ?? '', requiredText(MESSAGES.typeRequired, 40)),
    platform: z.preprocess(blankToUndefined, z.enum(ONLINE_PLATFORMS, { error: 'platform must be android, ios or mac' }).optional()),
    localReleaseId: z.preprocess(blankToUndefined, idField(MESSAGES.releaseRequired).optional()),
    rule: ruleField,
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'Select' && v.localReleaseId === undefined)
      ctx.addIssue({ code: 'custom', message: MESSAGES.releaseRequired, path: ['localReleaseId'] });
  });
export type OnlineReleaseFields = z.output<typeof onlineReleaseFieldsSchema>;

/** POST with JSON {env: 'prod', sandboxId}: the prod copy of an uploaded sandbox release. */
export const prodCreateSchema = z.object({ env: z.literal('prod'), sandboxId: idField('sandboxId is required') });

export const envField = z.enum(ONLINE_ENVS, { error: 'env must be sandbox or prod' });
export const listQuerySchema = z.object({ env: envField.default('sandbox'), ...pagingFields(PAGE_SIZES, PAGE_SIZE) });
export const envQuerySchema = z.object({ env: envField.optional() });

// ---- 001 §5: the general release form ----
const generalPlatform = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
  z.union([z.literal(0), z.literal(1), z.literal(2)], { error: GENERAL_MESSAGES.platform }),
);
const flagField = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean());

export const generalFieldsSchema = z
  .object({
    name: z.preprocess((v) => v ?? '', requiredText(GENERAL_MESSAGES.name, 120)),
    fromType: z.preprocess(blankToUndefined, z.enum(['local', 'manual'], { error: GENERAL_MESSAGES.fromType })),
    fromId: z.preprocess(blankToUndefined, idField(GENERAL_MESSAGES.fromId).optional()),
    releaseType: z.preprocess((v) => v ?? '', requiredText(GENERAL_MESSAGES.releaseType, 40)),
    versionTag: z.preprocess((v) => v ?? '', requiredText(GENERAL_MESSAGES.versionTag, 40)),
    platform: generalPlatform,
    country: z.preprocess((v) => v ?? '', z.string().trim().max(40, 'At most 40 characters')),
    multiPlatform: flagField.default(false),
    assetFileName: z.preprocess(
      (v) => v ?? '',
      z
        .string()
        .trim()
        .max(120, 'At most 120 characters')
        .regex(/^[\w.-]*$/, 'assetFileName: letters, digits, dot, dash, underscore'),
    ),
    rule: ruleField,
  })
  .superRefine((v, ctx) => {
    if (v.fromType === 'local' && v.fromId === undefined)
      ctx.addIssue({ code: 'custom', message: GENERAL_MESSAGES.fromId, path: ['fromId'] });
    if (v.fromType === 'local' && v.multiPlatform && !v.assetFileName)
      ctx.addIssue({ code: 'custom', message: GENERAL_MESSAGES.assetFileName, path: ['assetFileName'] });
  });
export type GeneralFields = z.output<typeof generalFieldsSchema>;

const buildNumField = z.coerce
  .number({ error: 'buildNum must be a build number' })
  .int('buildNum must be a build number')
  .min(1, 'buildNum must be a build number')
  .max(2 ** 31 - 1, 'buildNum must be a build number');
export const generalListQuerySchema = z.object({
  releaseType: z.string().trim().max(40).optional(),
  fromType: z.enum(['local', 'manual']).optional(),
  fromId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .optional(),
  ...pagingFields(PAGE_SIZES, PAGE_SIZE),
});
export const buildQuerySchema = z.object({ buildNum: buildNumField.optional() });
export const deployBodySchema = z.object({
  env: envField,
  staging: z.boolean({ error: 'staging must be true or false' }).default(false),
  buildNum: buildNumField,
});
export const switchBodySchema = z.object({ buildNum: buildNumField });
export const triggerBodySchema = z.object({
  platform: generalPlatform,
  assetFileName: z
    .string()
    .trim()
    .min(1, GENERAL_MESSAGES.assetFileName)
    .max(120)
    .regex(/^[\w.-]+$/, 'assetFileName: letters, digits, dot, dash, underscore'),
});
export const quickDeployBodySchema = z.object({ env: z.literal('sandbox', { error: 'Quick deploy goes to sandbox' }) });

// ---- 001 §5: the multipart form ----
export const multipartFieldsSchema = z.object({
  name: z.preprocess((v) => v ?? '', requiredText(MULTIPART_MESSAGES.name, 120)),
  releaseType: z.preprocess((v) => v ?? '', requiredText(MULTIPART_MESSAGES.releaseType, 40)),
  localReleaseId: z.preprocess(blankToUndefined, idField(MULTIPART_MESSAGES.release)),
  versionTag: z.preprocess((v) => v ?? '', requiredText(MULTIPART_MESSAGES.versionTag, 40)),
  country: z.preprocess((v) => v ?? '', z.string().trim().max(40, 'At most 40 characters')),
  cutSize: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? DEFAULT_CUT_SIZE : Number(v)),
    z
      .number({ error: MULTIPART_MESSAGES.cutSize })
      .int(MULTIPART_MESSAGES.cutSize)
      .min(MIN_CUT_SIZE, MULTIPART_MESSAGES.cutSize)
      .max(2 ** 31 - 1, MULTIPART_MESSAGES.cutSize),
  ),
  rule: ruleField,
});
export type MultipartFields = z.input<typeof multipartFieldsSchema>;
export const multipartListQuerySchema = z.object({ releaseType: z.string().trim().max(40).optional() });
export const multipartDeploySchema = z.object({ env: envField });

const BY_CODE: Record<string, string> = { '1': 'android', '2': 'ios', '3': 'mac' };

/** GET /client/v1/:code/:env/releases: the query a game sends. */
export const clientQuerySchema = z.object({
  platform: z
    .preprocess(
      (v) => (typeof v === 'string' ? (BY_CODE[v] ?? v.toLowerCase()) : v),
      z.enum(ONLINE_PLATFORMS, { error: 'platform must be android, ios or mac (or 1, 2, 3)' }),
    )
    .describe('android, ios or mac (or 1, 2, 3)'),
  version: z
    .string({ error: 'version is required, like 1.2.3' })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,6}){0,3}$/, 'version must look like 1.2.3'),
});

const clientRuleSchema = z
  .object({ clientVersions: z.tuple([z.string(), z.string()]) })
  .nullable()
  .describe('The client versions it is for: [min, max], 0.0.0 leaving a side open; null for every version');

/** Its answer: the releases live on the env for the client's platform and version, newest first. */
export const clientReleasesSchema = z.object({
  releases: z
    .array(
      z.object({
        id: z.number().int().describe('The release (its sandbox id, the same on prod)'),
        name: z.string(),
        releaseType: z.string(),
        platform: z.enum(ONLINE_PLATFORMS).nullable().describe('null: for every platform'),
        rule: clientRuleSchema,
        localReleaseId: z.number().int().nullable().describe('The puzzle-content release it ships, if any'),
        resource: z.object({
          url: z.string().describe('Where the game downloads the resource'),
          md5: z.string(),
          size: z.number().int(),
          crc: z.string().describe('CRC-32 of the file'),
        }),
      }),
    )
    .describe('The online releases'),
  general: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        releaseType: z.string(),
        buildNum: z.number().int(),
        versionTag: z.string(),
        country: z.string(),
        rule: clientRuleSchema,
        resources: z
          .array(
            z.object({
              platform: z.number().int().describe('0: every platform, else the platform code'),
              url: z.string(),
              md5: z.string(),
              size: z.number().int(),
            }),
          )
          .describe("The build's resources for the client's platform (and those for all)"),
      }),
    )
    .describe('The general releases deployed for the platform'),
  multipart: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        typeName: z.string(),
        versionTag: z.string(),
        country: z.string(),
        rule: clientRuleSchema,
        cutSize: z.number().int().describe('The bytes of each part (the last may be shorter)'),
        resources: z
          .array(z.object({ sort: z.number().int().describe('1 first'), url: z.string(), md5: z.string(), size: z.number().int() }))
          .describe('The parts, in order: joined they are the data file'),
      }),
    )
    .describe('The multipart releases: data files cut into parts'),
});
