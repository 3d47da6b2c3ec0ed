// The per-project Translate part's zod schemas (000 §5 "Translation (per project)"): one per form,
// shared by the Mantine forms and the server, with the spec's messages written once.
import { z } from 'zod';
import { isLanguage, SOURCE_LANGUAGE } from '../../../core/shared/languages';
import { atMost, idField, INT4_MAX, MAX_CHARS, pagingFields } from '../../../core/shared/zod';

// Our choice (the spec sets none): 20 keys a page, up to 200.
export const PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const KEY_MAX = 200;
export const TAG_MAX = 40;
/** Keys one xlsx import takes at most. */
export const IMPORT_MAX_KEYS = 50_000;

/** 000 §5 "Translation (per project)" and §8, written once; ours where the spec is silent. */
export const MESSAGES = {
  keyRequired: 'Please input key',
  keySpaces: 'A key has no spaces',
  langNull: "can't be null",
  enRequired: 'can not be null',
  lackOfKey: 'lack of key',
  langUnknown: (lang: string) => `${lang} is not a supported language`,
  langTwice: (lang: string) => `${lang} appears twice`,
  maxLength: 'Max length is a whole number from 1 to 100000',
  keyExists: (key: string) => `The key ${key} already exists in this project`,
  keyNotFound: 'Translation key not found',
  tagRequired: 'Please input tag name',
  tagExists: 'tag already exists',
  tagNotFound: 'Tag not found',
  tagUnknown: 'Unknown tag',
  noSelection: 'Select keys first',
  bulkNothing: 'Nothing to change',
} as const;

/** 000 §8 success toasts. */
export const TOASTS = {
  created: 'CREATED!',
  updated: 'UPDATED!',
  deleted: 'DELETED!',
  uploaded: 'Uploaded',
  downloaded: 'Downloaded',
  success: 'SUCCESS!',
} as const;

/** Our confirmation in the spec's style ('Are you sure delete this task?'). */
export const CONFIRM = {
  deleteKey: 'Are you sure delete this key?',
  deleteTag: (used: number) =>
    used ? `This tag is using! ${used} keys carry it. Are you sure delete this tag?` : 'Are you sure delete this tag?',
} as const;

/** A key: required ('Please input key'), no whitespace, at most KEY_MAX characters. */
export const keyField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(KEY_MAX, atMost(KEY_MAX))
    .refine((s) => !/\s/.test(s), MESSAGES.keySpaces);

/** One row of the translation form: a language code and its text. */
export const translationRowSchema = z.object({ lang: z.string(), text: z.string() });
export type TranslationRow = z.infer<typeof translationRowSchema>;

/**
 * The translation rows (000 §5): each language code required ("can't be null"), a supported one,
 * once; the en row present with text ('can not be null'); other texts may be empty (the publish
 * gate reports them).
 */
export const translationRowsSchema = z
  .array(translationRowSchema, { error: MESSAGES.enRequired })
  .max(100, 'At most 100 languages')
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const lang = r.lang.trim();
      if (!lang) ctx.addIssue({ code: 'custom', path: [i, 'lang'], message: MESSAGES.langNull });
      else if (!isLanguage(lang)) ctx.addIssue({ code: 'custom', path: [i, 'lang'], message: MESSAGES.langUnknown(lang.slice(0, 20)) });
      else if (seen.has(lang)) ctx.addIssue({ code: 'custom', path: [i, 'lang'], message: MESSAGES.langTwice(lang) });
      seen.add(lang);
      if (lang === SOURCE_LANGUAGE && !r.text.trim()) ctx.addIssue({ code: 'custom', path: [i, 'text'], message: MESSAGES.enRequired });
      if (r.text.length > MAX_CHARS.text) ctx.addIssue({ code: 'custom', path: [i, 'text'], message: atMost(MAX_CHARS.text) });
    });
    if (!seen.has(SOURCE_LANGUAGE)) ctx.addIssue({ code: 'custom', path: [0, 'text'], message: MESSAGES.enRequired });
  })
  .transform((rows) => Object.fromEntries(rows.map((r) => [r.lang.trim(), r.text.trim()])) as Record<string, string>);

/** The API's translation map (000 §3 "translation map (en mandatory)"), checked as the form's rows. */
export const translationMapSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v).map(([lang, text]) => ({
          lang,
          text: typeof text === 'string' ? text : text === null || text === undefined ? '' : text,
        }))
      : v,
  translationRowsSchema,
);

const maxLengthField = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.number({ error: MESSAGES.maxLength }).int(MESSAGES.maxLength).min(1, MESSAGES.maxLength).max(100_000, MESSAGES.maxLength).nullable(),
);
const tagIdsField = z.array(idField('Not a valid tag id'), { error: 'tags: a list of tag ids' }).max(50, 'At most 50 tags');

/** The fields the create and edit forms share beside the texts. */
const keyFields = {
  maxLength: maxLengthField.default(null),
  unfinished: z.boolean().default(true),
  notInUse: z.boolean().default(false),
  tagIds: tagIdsField.default([]),
};

/** The create/edit form (rows editor): `rows` are the translation rows, en first. */
export const keyFormSchema = z.object({ key: keyField(MESSAGES.keyRequired), rows: translationRowsSchema, ...keyFields });
export type KeyFormValues = z.input<typeof keyFormSchema>;

/** POST /v1/:code/mlTranslate: key, translation map and the flags. */
export const createKeySchema = z.object({ key: keyField(MESSAGES.keyRequired), translation: translationMapSchema, ...keyFields });
export type CreateKeyBody = z.input<typeof createKeySchema>;

/** PUT /v1/:code/mlTranslate/:id: the texts and flags (the key changes by rename). */
export const updateKeySchema = z.object({
  translation: translationMapSchema,
  maxLength: maxLengthField.optional(),
  unfinished: z.boolean().optional(),
  notInUse: z.boolean().optional(),
  tagIds: tagIdsField.optional(),
});
export type UpdateKeyBody = z.input<typeof updateKeySchema>;

/** PUT /v1/:code/mlTranslate/modifyKey/:id (000 §5: 'lack of key'). */
export const renameKeySchema = z.object({ newKey: keyField(MESSAGES.lackOfKey) });

/** A filter value of the list: all, or one side. */
const triState = <const T extends readonly [string, string, string]>(values: T) => z.enum(values).default(values[0]);

const LANG_FILTER = z
  .string()
  .max(20)
  .refine((s) => s === '' || isLanguage(s), 'missing: a supported language code');

export const listQuerySchema = z.object({
  ...pagingFields(PAGE_SIZES, DEFAULT_PAGE_SIZE),
  /** Tag ids, comma-joined: keys with any of them. */
  tags: z
    .string()
    .max(2000)
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, 'tags: comma-joined tag ids')
    .default('')
    .transform((s) => (s ? [...new Set(s.split(',').map(Number))].filter((n) => n >= 1 && n <= INT4_MAX) : [])),
  status: triState(['all', 'unfinished', 'completed']),
  use: triState(['all', 'inUse', 'notInUse']),
  /** Keys without text in this language. */
  missing: LANG_FILTER.default(''),
  /** Text search over the key and every text (case-insensitive). */
  q: z.string().trim().max(200, atMost(200)).default(''),
});
export type ListQuery = z.input<typeof listQuerySchema>;

/** Tag create and rename (000 §7 "Tags": body tagName). */
export const tagSchema = z.object({
  tagName: z.string({ error: MESSAGES.tagRequired }).trim().min(1, MESSAGES.tagRequired).max(TAG_MAX, atMost(TAG_MAX)),
});

/** POST .../tag/:id/setTagsToKey (000 §7 "Tags": body tagNameList; the id is the key's). */
export const setTagsSchema = z.object({
  tagNameList: z.array(z.string().trim().min(1, MESSAGES.tagRequired).max(TAG_MAX, atMost(TAG_MAX))).max(50, 'At most 50 tags'),
});

/** POST .../bulk: tags added to and removed from the selected keys, and their flags. */
export const bulkSchema = z
  .object({
    ids: z.array(idField(), { error: MESSAGES.noSelection }).min(1, MESSAGES.noSelection).max(5000, 'At most 5000 keys at once'),
    addTagIds: tagIdsField.default([]),
    removeTagIds: tagIdsField.default([]),
    unfinished: z.boolean().optional(),
    notInUse: z.boolean().optional(),
  })
  .refine(
    (b) => b.addTagIds.length || b.removeTagIds.length || b.unfinished !== undefined || b.notInUse !== undefined,
    MESSAGES.bulkNothing,
  );
export type BulkBody = z.input<typeof bulkSchema>;

/** GET .../suggestions: the English text to find elsewhere, and the key it is for (left out). */
export const suggestionsQuerySchema = z.object({
  en: z.string().trim().min(1, MESSAGES.enRequired).max(MAX_CHARS.text, atMost(MAX_CHARS.text)),
  exclude: z.preprocess((v) => (v === '' ? undefined : v), idField().optional()),
});
