// The common part's zod schemas (000 §5 "Common translation", §7 "Common translations", "Tags"):
// the create/edit form and its server body, the rename, the sync check and apply, tags. The
// messages are the spec's where it has them ('can not be null', "can't be null", 'lack of key').
import { z } from 'zod';
import { isLanguage, SOURCE_LANGUAGE } from '../../../core/shared/languages';
import { atMost, idField, INT4_MAX, MAX_CHARS } from '../../../core/shared/zod';
import { COMMON_SCOPE } from '../shared';

export const COMMON_MESSAGES = {
  /** 000 §5: the English text of a key. */
  enNull: 'can not be null',
  /** 000 §5: the key, and each row's language code. */
  required: "can't be null",
  /** 000 §5: the rename without a new key. */
  lackOfKey: 'lack of key',
  keyChars: 'A key has letters, digits and . _ - : only',
  renameClash: (key: string, codes: string[]) => `These projects already have a key ${key}: ${codes.join(', ')}`,
  keyTaken: (key: string) => `The key ${key} already exists`,
  unknownLanguage: (code: string) => `${code} is not a supported language`,
  languageTwice: (code: string) => `${code} is there twice`,
  notFound: 'No such common key',
  tagNotFound: 'No such tag',
  tagTaken: (name: string) => `The tag ${name} already exists`,
  tagName: 'Please input tag name',
  tagScope: "Project tags are kept on the project's Translate screen",
  maxLength: 'The max length is a whole number from 1 to 100000',
  keyIds: 'keyIds is a comma list of key ids',
  tagIds: 'tagIds is a comma list of tag ids',
  projectCodes: 'projectCodes is a comma list of project codes',
  customNotInKeys: (keyId: number) => `Key ${keyId} is not in keyIds`,
  commonIdIsKeyId: 'commonId must equal keyId (a common key is its own key)',
} as const;

export const KEY_MAX = MAX_CHARS.title;
const KEY_PATTERN = /^[A-Za-z0-9_.\-:]+$/;
const MAX_LANGUAGES = 100;

/** A translation key: required ("can't be null"), no spaces. */
export const keyField = z
  .string({ error: COMMON_MESSAGES.required })
  .trim()
  .min(1, COMMON_MESSAGES.required)
  .max(KEY_MAX, atMost(KEY_MAX))
  .regex(KEY_PATTERN, COMMON_MESSAGES.keyChars);

/**
 * language code -> text (000 §3): en required and non-empty ('can not be null'), every code one of
 * core's languages, other texts may be empty (an untranslated language: dropped when stored).
 */
export const translationMapSchema = z.record(z.string(), z.unknown(), { error: COMMON_MESSAGES.enNull }).transform((m, ctx) => {
  const out: Record<string, string> = {};
  const entries = Object.entries(m);
  if (entries.length > MAX_LANGUAGES) ctx.addIssue({ code: 'custom', message: `At most ${MAX_LANGUAGES} languages` });
  for (const [lang, raw] of entries) {
    if (!lang.trim()) {
      ctx.addIssue({ code: 'custom', path: [lang], message: COMMON_MESSAGES.required });
      continue;
    }
    if (!isLanguage(lang)) {
      ctx.addIssue({ code: 'custom', path: [lang], message: COMMON_MESSAGES.unknownLanguage(lang.slice(0, 20)) });
      continue;
    }
    if (raw !== null && raw !== undefined && typeof raw !== 'string') {
      ctx.addIssue({ code: 'custom', path: [lang], message: 'A text is a string' });
      continue;
    }
    const text = (raw ?? '').trim();
    if (text.length > MAX_CHARS.text) ctx.addIssue({ code: 'custom', path: [lang], message: atMost(MAX_CHARS.text) });
    if (text) out[lang] = text;
  }
  if (!out[SOURCE_LANGUAGE]) ctx.addIssue({ code: 'custom', path: [SOURCE_LANGUAGE], message: COMMON_MESSAGES.enNull });
  return out;
});

const maxLengthField = z
  .union([z.number().int(COMMON_MESSAGES.maxLength).min(1, COMMON_MESSAGES.maxLength).max(100_000, COMMON_MESSAGES.maxLength), z.null()], {
    error: COMMON_MESSAGES.maxLength,
  })
  .optional();

/** POST /v1/admin/ml/common: key and texts; a new key is Unfinished unless the operator says otherwise. */
export const commonCreateSchema = z.object({
  key: keyField,
  translation: translationMapSchema,
  unfinished: z.boolean().default(true),
  maxLength: maxLengthField,
});
export type CommonCreateBody = z.input<typeof commonCreateSchema>;

/** PUT /v1/admin/ml/common/{id}: the texts and the flags (the key changes by the rename only). */
export const commonUpdateSchema = z.object({
  translation: translationMapSchema.optional(),
  unfinished: z.boolean().optional(),
  maxLength: maxLengthField,
});
export type CommonUpdateBody = z.input<typeof commonUpdateSchema>;

/** The create/edit form (000 §9: en plus one empty row): rows of language and text; en first and fixed. */
export const commonFormSchema = z.object({
  key: keyField,
  rows: z
    .array(z.object({ language: z.string(), trans: z.string() }))
    .max(MAX_LANGUAGES)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        const lang = r.language.trim();
        if (!lang) return void ctx.addIssue({ code: 'custom', path: [i, 'language'], message: COMMON_MESSAGES.required });
        if (!isLanguage(lang))
          return void ctx.addIssue({ code: 'custom', path: [i, 'language'], message: COMMON_MESSAGES.unknownLanguage(lang) });
        if (seen.has(lang)) ctx.addIssue({ code: 'custom', path: [i, 'language'], message: COMMON_MESSAGES.languageTwice(lang) });
        seen.add(lang);
        if (lang === SOURCE_LANGUAGE && !r.trans.trim())
          ctx.addIssue({ code: 'custom', path: [i, 'trans'], message: COMMON_MESSAGES.enNull });
        if (r.trans.trim().length > MAX_CHARS.text) ctx.addIssue({ code: 'custom', path: [i, 'trans'], message: atMost(MAX_CHARS.text) });
      });
      if (!seen.has(SOURCE_LANGUAGE)) ctx.addIssue({ code: 'custom', path: [0, 'trans'], message: COMMON_MESSAGES.enNull });
    }),
  unfinished: z.boolean(),
  /** Empty: no limit (the publish gate checks a project key's texts against its max length). */
  maxLength: z.union([
    z.literal(''),
    z
      .number({ error: COMMON_MESSAGES.maxLength })
      .int(COMMON_MESSAGES.maxLength)
      .min(1, COMMON_MESSAGES.maxLength)
      .max(100_000, COMMON_MESSAGES.maxLength),
  ]),
});
export type CommonFormValues = z.input<typeof commonFormSchema>;

/** PUT /v1/admin/ml/key/{oldKey}: 'lack of key' without a new one. */
export const renameSchema = z.object({
  newKey: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: COMMON_MESSAGES.lackOfKey })
      .trim()
      .min(1, COMMON_MESSAGES.lackOfKey)
      .max(KEY_MAX, atMost(KEY_MAX))
      .regex(KEY_PATTERN, COMMON_MESSAGES.keyChars),
  ),
});

const PROJECT_CODE = /^[a-z0-9][a-z0-9_-]{0,39}$/i;
/** A comma list of ids (`1,2,3`), at most 500. */
const idList = (message: string) =>
  z
    .string({ error: message })
    .max(5000, message)
    .transform((s, ctx) => {
      const parts = s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const ids = parts.map(Number);
      if (!parts.length || parts.length > 500 || !ids.every((n, i) => /^\d{1,10}$/.test(parts[i]) && n >= 1 && n <= INT4_MAX)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(ids)];
    });

export const PAGE_SIZES = [20, 50, 100] as const;
export const listQuerySchema = z.object({
  q: z.string().trim().max(200, atMost(200)).optional(),
  tagIds: idList(COMMON_MESSAGES.tagIds).optional(),
  unfinished: z.enum(['true', 'false']).optional(),
  pn: z.coerce.number().int().min(1, 'Page numbers start at 1').max(INT4_MAX, 'Page numbers start at 1').default(1),
  ps: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `Page size is one of ${PAGE_SIZES.join(', ')}`)
    .default(PAGE_SIZES[0]),
});
export const listByTagsQuerySchema = listQuerySchema.extend({ tagIds: idList(COMMON_MESSAGES.tagIds) });

/** The sync check: GET customTranslatesByKeysAndProjects?keyIds&projectCodes. */
export const syncCheckQuerySchema = z.object({
  keyIds: idList(COMMON_MESSAGES.keyIds),
  projectCodes: z
    .string({ error: COMMON_MESSAGES.projectCodes })
    .max(5000, COMMON_MESSAGES.projectCodes)
    .transform((s, ctx) => {
      const codes = [
        ...new Set(
          s
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
        ),
      ];
      if (!codes.length || codes.length > 100 || !codes.every((c) => PROJECT_CODE.test(c))) {
        ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.projectCodes });
        return z.NEVER;
      }
      return codes;
    }),
});

/** The operator's choice for one conflicting language (the project edited it and the common text changed). */
export const resolutionSchema = z.object({
  projectCode: z.string().regex(PROJECT_CODE, COMMON_MESSAGES.projectCodes),
  keyId: idField().optional(),
  lang: z.string().max(20).refine(isLanguage, 'Not a supported language'),
  take: z.enum(['common', 'project']),
});
export type Resolution = z.output<typeof resolutionSchema>;

/** POST batchCreateCustoms?keyIds: the (project, key) pairs to sync, and the conflicts' choices. */
export const batchCreateQuerySchema = z.object({ keyIds: idList(COMMON_MESSAGES.keyIds) });
export const batchCreateSchema = z.object({
  customs: z
    .array(z.object({ projectCode: z.string().regex(PROJECT_CODE, COMMON_MESSAGES.projectCodes), keyId: idField(), commonId: idField() }))
    .min(1, 'Pick at least one key and one project')
    .max(5000, 'At most 5000 pairs at once'),
  resolutions: z.array(resolutionSchema).max(20_000).default([]),
});

/** POST {id}/applyToAllCustom: the conflicts' choices (none: every conflict keeps the project's text). */
export const applyToAllSchema = z.object({ resolutions: z.array(resolutionSchema).max(20_000).default([]) });

const tagNameField = z
  .string({ error: 'Please input tag name' })
  .trim()
  .min(1, 'Please input tag name')
  .max(MAX_CHARS.name, atMost(MAX_CHARS.name));
/** POST /v1/admin/ml/tag {tagName, code}: code is the common type ('common'). */
export const tagCreateSchema = z.object({
  tagName: tagNameField,
  code: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? COMMON_SCOPE : v),
    z.literal(COMMON_SCOPE, { error: COMMON_MESSAGES.tagScope }),
  ),
});
export const tagRenameSchema = z.object({ tagName: tagNameField });
/** POST /v1/admin/ml/tag/{keyId}/setTagsToKey: the key's tags by name (a new name makes a tag). */
export const setTagsSchema = z.object({ tagNameList: z.array(tagNameField).max(50, 'At most 50 tags') });

/** GET suggestions?en&exclude: what other keys' texts are for the same English (translation memory). */
export const suggestionsQuerySchema = z.object({
  en: z.string().trim().min(1, COMMON_MESSAGES.enNull).max(MAX_CHARS.text, atMost(MAX_CHARS.text)),
  excludeId: idField().optional(),
});
