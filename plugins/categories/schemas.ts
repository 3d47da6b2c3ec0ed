// The categories plugin's zod schemas: one per form, shared by the Mantine forms and the server
// (000 §5: 'Please input name', sort min 0, 'need country list for custom order!', 'trans can not
// be null' / 'language and trans can not be null', client-version bounds default 0.0.0).
import { z } from 'zod';
import { countriesSchema } from '../../core/shared/projectConfig';
import { atMost, clientVersionsRule, INT4_MAX, MAX_CHARS, wholeNumber } from '../../core/shared/zod';
import { OPEN_VERSION } from '../../core/shared/version';
import { MAX_CATEGORIES, MESSAGES } from './shared';

/** A language code: en, de, pt-BR, zh-Hans. */
export const LANGUAGE_PATTERN = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/;
const MAX_LANGUAGES = 100;

/** A localized name: en required, every language a code with a non-empty text. */
export const nameSchema = z.record(z.string(), z.unknown(), { error: MESSAGES.nameRequired }).transform((m, ctx) => {
  const out: Record<string, string> = {};
  const entries = Object.entries(m);
  if (entries.length > MAX_LANGUAGES) ctx.addIssue({ code: 'custom', message: `At most ${MAX_LANGUAGES} languages` });
  for (const [rawKey, rawValue] of entries) {
    const lang = rawKey.trim();
    const text = typeof rawValue === 'string' ? rawValue.trim() : '';
    if (lang === 'en') {
      if (!text) ctx.addIssue({ code: 'custom', path: ['en'], message: MESSAGES.nameRequired });
    } else if (!lang) {
      ctx.addIssue({ code: 'custom', path: [rawKey], message: MESSAGES.languageAndTransNull });
      continue;
    } else if (!LANGUAGE_PATTERN.test(lang)) {
      ctx.addIssue({ code: 'custom', path: [rawKey], message: MESSAGES.languageCode });
      continue;
    } else if (!text) {
      ctx.addIssue({ code: 'custom', path: [rawKey], message: MESSAGES.transNull });
      continue;
    }
    if (text.length > MAX_CHARS.title) ctx.addIssue({ code: 'custom', path: [rawKey], message: atMost(MAX_CHARS.title) });
    out[lang] = text;
  }
  if (!('en' in m)) ctx.addIssue({ code: 'custom', path: ['en'], message: MESSAGES.nameRequired });
  return out;
});

const sortField = (required: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    wholeNumber({ label: 'sort', min: 0, max: INT4_MAX, required, notWhole: MESSAGES.sortWhole, tooSmall: MESSAGES.sortMin }),
  );

export const customOrderSchema = z.object({
  country_list: z
    .array(z.string().trim().min(1, MESSAGES.countryListRequired).max(40, atMost(40)), { error: MESSAGES.countryListRequired })
    .min(1, MESSAGES.countryListRequired)
    .max(200, 'At most 200 countries'),
  sort: sortField('Please input sort'),
});

const resourceSchema = z.object({
  url: z.string().trim().min(1, 'Please select a file').max(MAX_CHARS.url, atMost(MAX_CHARS.url)),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  md5: z.string().max(64).optional(),
});

export const attrSchema = z
  .object({
    countries: countriesSchema.default([]),
    custom_orders: z.array(customOrderSchema).max(100, 'At most 100 custom orders').default([]),
    rules: clientVersionsRule(MESSAGES).transform((r) => ({
      clientVersions: r.clientVersions ?? ([OPEN_VERSION, OPEN_VERSION] as [string, string]),
    })),
    resource: resourceSchema.nullish().transform((v) => v ?? undefined),
  })
  .default({ countries: [], custom_orders: [], rules: { clientVersions: [OPEN_VERSION, OPEN_VERSION] }, resource: undefined });

/** POST /category and PUT /category/{id}: the create/edit form. */
export const categoryBodySchema = z.object({
  name: nameSchema,
  parentId: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: MESSAGES.parentNotFound })
      .int(MESSAGES.parentNotFound)
      .min(0, MESSAGES.parentNotFound)
      .max(INT4_MAX, MESSAGES.parentNotFound),
  ),
  sort: sortField('Please input sort').default(0),
  attr: attrSchema,
  overwriteAttr: z.boolean().default(false),
  overwriteName: z.boolean().default(false),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

/** The translations form (000 §5): rows of language and text; en is the first row and stays. */
export const translationRowsSchema = z.array(z.object({ language: z.string(), trans: z.string() })).superRefine((rows, ctx) => {
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const lang = r.language.trim();
    if (!lang) return void ctx.addIssue({ code: 'custom', path: [i, 'language'], message: MESSAGES.languageAndTransNull });
    if (!LANGUAGE_PATTERN.test(lang)) return void ctx.addIssue({ code: 'custom', path: [i, 'language'], message: MESSAGES.languageCode });
    if (seen.has(lang)) ctx.addIssue({ code: 'custom', path: [i, 'language'], message: MESSAGES.languageTwice(lang) });
    seen.add(lang);
    if (!r.trans.trim())
      ctx.addIssue({ code: 'custom', path: [i, 'trans'], message: lang === 'en' ? MESSAGES.nameRequired : MESSAGES.transNull });
  });
  if (!seen.has('en')) ctx.addIssue({ code: 'custom', path: [0, 'language'], message: MESSAGES.nameRequired });
});
export const translationFormSchema = z.object({ rows: translationRowsSchema });

/** POST /category/{id}/move: the new parent (0 = root) and the place among its children (none: last). */
export const moveSchema = z.object({
  parentId: z
    .number({ error: MESSAGES.parentNotFound })
    .int(MESSAGES.parentNotFound)
    .min(0, MESSAGES.parentNotFound)
    .max(INT4_MAX, MESSAGES.parentNotFound),
  index: z
    .number()
    .int('index must be a whole number')
    .min(0, 'index must be at least 0')
    .max(MAX_CATEGORIES, 'index is too large')
    .optional(),
});

export const listQuerySchema = z.object({
  parentId: z
    .string()
    .regex(/^\d{1,10}$/, MESSAGES.parentNotFound)
    .transform(Number)
    .refine((n) => n <= INT4_MAX, MESSAGES.parentNotFound)
    .optional(),
});
