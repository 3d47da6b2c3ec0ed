// The activities plugin's zod schemas: one per form serves the Mantine form and the server
// (multipart fields arrive as strings, the form holds numbers and Dates: the preprocessors read
// both), so each message is written once (shared.ts holds the texts).
import { z } from 'zod';
import { clientPlatformField, clientVersionField } from '../../core/shared/clientQuery';
import { checkWhenValid, idField, isoDateTime, MAX_CHARS, requiredText, wholeNumber } from '../../core/shared/zod';
import { ACTIVITY_ENVS, MESSAGES } from './shared';

const VERSION = /^\d{1,6}(\.\d{1,6}){0,3}$/;

/** JSON text (a multipart field) or the value itself. */
const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return Symbol.for('invalid-json');
  }
};

/** Open and close times: ISO date-times only (the form sends Date.toISOString()). */
const instant = (message: string) => isoDateTime(message);

const clientVersion = z.preprocess(
  (v) => (v === null || v === undefined ? '' : String(v)),
  requiredText(MESSAGES.versionRequired, 20).refine((v) => !v || VERSION.test(v), MESSAGES.versionIllegal),
);

export const versionsField = z.preprocess(
  (v) => {
    const parsed = jsonText(v);
    return Array.isArray(parsed) ? [0, 1, 2].map((i) => parsed[i] ?? '') : ['', '', ''];
  },
  z.tuple([clientVersion, clientVersion, clientVersion]),
);

/** 1 or 0 (also true/false, and their strings from a multipart form). */
export const enableField = z.preprocess(
  (v) =>
    v === true || v === 1 || v === '1' || v === 'true'
      ? 1
      : v === false || v === 0 || v === '0' || v === 'false'
        ? 0
        : v === ''
          ? undefined
          : v,
  z.union([z.literal(0), z.literal(1)], { error: 'enable must be 1 or 0' }),
);

const timeWindow = {
  openAt: instant(MESSAGES.rangeRequired),
  closeAt: instant(MESSAGES.rangeRequired),
};
const rangeCheck = (v: { openAt: Date; closeAt: Date }, ctx: z.RefinementCtx) => {
  if (v.closeAt.getTime() <= v.openAt.getTime()) ctx.addIssue({ code: 'custom', message: MESSAGES.rangeOrder, path: ['closeAt'] });
};

/** Create/edit of a sandbox activity (and copy from history): every field but the file. */
export const activityFieldsSchema = z
  .object({
    name: z.preprocess((v) => v ?? '', requiredText(MESSAGES.nameRequired, 120)),
    ...timeWindow,
    // The column is a 32-bit integer.
    priority: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? 0 : Number(v)),
      wholeNumber({ label: 'Priority', min: -2147483648, max: 2147483647, notWhole: MESSAGES.priorityNumber }),
    ),
    enable: enableField.default(1),
    rule: z.preprocess(
      (v) => (v === undefined || v === '' ? {} : jsonText(v)),
      z
        .record(z.string(), z.unknown(), { error: MESSAGES.ruleObject })
        .refine((r) => JSON.stringify(r).length <= MAX_CHARS.json, `The rule is at most ${MAX_CHARS.json} characters of JSON`),
    ),
    version: versionsField,
  })
  .superRefine(rangeCheck, checkWhenValid('openAt', 'closeAt'));
export type ActivityFields = z.output<typeof activityFieldsSchema>;

/** 'To Prod': the prod copy's own window and versions. */
export const prodFieldsSchema = z
  .object({ ...timeWindow, version: versionsField })
  .superRefine(rangeCheck, checkWhenValid('openAt', 'closeAt'));
export const prodCreateSchema = z
  .object({ ...timeWindow, version: versionsField, sandboxId: idField('sandboxId is required') })
  .superRefine(rangeCheck, checkWhenValid('openAt', 'closeAt'));

/** One activity's place in a gray release: PUT ... grayRelease (null leaves the group). */
export const grayReleaseSchema = z.preprocess(
  (v) => (v === '' || v === 'null' ? null : jsonText(v)),
  z
    .object(
      {
        tag: z.preprocess((v) => v ?? '', requiredText(MESSAGES.grayTag, 40)),
        weight: z.preprocess(
          (v) => (v === '' || v === null ? undefined : Number(v)),
          z.number({ error: MESSAGES.grayWeight }).int(MESSAGES.grayWeight).min(0, MESSAGES.grayWeight).max(100, MESSAGES.grayWeight),
        ),
        name: z.preprocess((v) => v ?? '', requiredText(MESSAGES.grayName, 80)),
      },
      { error: 'grayRelease must be {tag, weight, name} or null' },
    )
    .nullable(),
);
/** The gray release modal: a named group of activities, one tag and weight each. */
export const grayGroupSchema = z
  .object({
    name: z.preprocess((v) => v ?? '', requiredText(MESSAGES.grayName, 80)),
    members: z
      .array(
        z.object({
          id: idField('Please select at least one activity'),
          tag: z.preprocess((v) => v ?? '', requiredText(MESSAGES.grayTag, 40)),
          weight: z
            .number({ error: MESSAGES.grayWeight })
            .int(MESSAGES.grayWeight)
            .min(0, MESSAGES.grayWeight)
            .max(100, MESSAGES.grayWeight),
        }),
      )
      .min(1, MESSAGES.grayActivities),
  })
  .superRefine((g, ctx) => {
    if (g.members.length && g.members.reduce((s, m) => s + (Number.isFinite(m.weight) ? m.weight : 0), 0) !== 100) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.weightsSum, path: ['members'] });
    }
    const seen = new Set<string>();
    g.members.forEach((m, i) => {
      const tag = m.tag.trim();
      if (tag && seen.has(tag)) ctx.addIssue({ code: 'custom', message: MESSAGES.grayTagTwice(tag), path: ['members', i, 'tag'] });
      seen.add(tag);
    });
  });
export type GrayGroupForm = z.input<typeof grayGroupSchema>;

export const envQuerySchema = z.object({
  env: z.enum(ACTIVITY_ENVS, { error: 'env must be sandbox or prod' }).default('sandbox'),
});

/** GET /client/v1/:code/:env/activities: the query a game sends. */
export const clientQuerySchema = z.object({
  platform: clientPlatformField([1, 2, 3]),
  version: clientVersionField(),
  /** Without it the user draws no tag, so gray-release activities are left out. */
  userId: z
    .string()
    .trim()
    .max(200, 'userId is at most 200 characters')
    .optional()
    .describe("The player's id: it draws their tag in a gray release (without it, gray-release activities are left out)"),
});

/** Its answer: the activities open now, by priority (highest first). */
export const clientActivitiesSchema = z.object({
  activities: z.array(
    z.object({
      id: z.number().int().describe("This environment's copy of the activity"),
      eventId: z.number().int().describe('The activity across environments: the sandbox id its prod copy was made from'),
      name: z.string(),
      openAt: z.string().describe('ISO 8601 date-time it opens'),
      closeAt: z.string().describe('ISO 8601 date-time it closes (exclusive)'),
      priority: z.number().int().describe('Higher first'),
      rule: z.record(z.string(), z.unknown()).describe("The activity's rule: the JSON object the console saved, as is"),
      resource: z
        .object({ url: z.string(), md5: z.string().nullable(), size: z.number().int().nullable() })
        .nullable()
        .describe('The resource file to download, if the activity has one'),
      grayRelease: z
        .object({ name: z.string(), tag: z.string() })
        .nullable()
        .describe('The gray release this activity is the drawn member of (its group name and the tag the user drew)'),
    }),
  ),
});
