// The puzzles plugin's zod schemas: one per form, shared by the Mantine forms and the server, so
// each message is written once (shared.ts holds the texts).
import { z } from 'zod';
import { atMost, idField, int4, INT4_MAX, MAX_CHARS, pagingFields } from '../../core/shared/zod';
import { DEFAULT_PAGE_SIZE, EXPORT_KINDS, MESSAGES, PACK_TYPES, PAGE_SIZES } from './shared';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A required whole number from `min` with its message when missing. */
const required = (requiredMsg: string, min: number, minMsg: string) =>
  z.preprocess(blank, z.number({ error: requiredMsg }).int(minMsg).min(min, minMsg).max(INT4_MAX, minMsg));
const optionalNumber = (min: number, max: number, message: string) =>
  z.preprocess(blank, z.number({ error: message }).int(message).min(min, message).max(max, message).optional());

export const listQuerySchema = z.object({
  ...pagingFields(PAGE_SIZES, DEFAULT_PAGE_SIZE),
  /** '1' released only, '0' not released. */
  released: z.enum(['', '0', '1']).default(''),
  review: z.enum(['', '-2', '0', '2']).default(''),
  difficulty: z.preprocess(blank, z.coerce.number().int().min(0).max(1000).optional()),
  hard: z.enum(['', '0', '1']).default(''),
  /** The id search: only this puzzle of the folder (it may be on any page). */
  id: z.preprocess(blank, idField('Please input a puzzle id').optional()),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export const findQuerySchema = z.object({ id: idField('Please input a puzzle id') });

/** The typed attributes of the attributes form (002 §3; ranges of §5 and §9). */
export const attrSchema = z.object({
  note: z.string().trim().max(MAX_CHARS.text, atMost(MAX_CHARS.text)).optional(),
  duration: optionalNumber(0, INT4_MAX, MESSAGES.durationMin),
  difficulty: optionalNumber(0, 1000, 'difficulty must be from 0 to 1000'),
  isHard: z.boolean().optional(),
  special: z.boolean().optional(),
  unlockLevel: optionalNumber(0, INT4_MAX, 'unlock level can not be less than 0'),
  formType: optionalNumber(0, 100, MESSAGES.formType),
  quality: optionalNumber(1, 100, MESSAGES.quality),
  treasures_quality: optionalNumber(1, 100, MESSAGES.treasuresQuality),
  scale_for_background: z.preprocess(
    blank,
    z
      .number({ error: 'scale must be from 0 to 100' })
      .min(0, 'scale must be from 0 to 100')
      .max(100, 'scale must be from 0 to 100')
      .optional(),
  ),
  max_size: z.preprocess(blank, z.union([z.literal(2048), z.literal(4096)], { error: MESSAGES.maxSize }).optional()),
  isColor: z.boolean().optional(),
  storyType: optionalNumber(0, 100, 'story type must be from 0 to 100'),
  review_score: z.preprocess(blank, z.union([z.literal(-2), z.literal(0), z.literal(2)], { error: MESSAGES.reviewScore }).optional()),
});
export type AttrForm = z.input<typeof attrSchema>;

/** JSON text of a whole object, at most 64 KB, with `message` for anything else. */
const jsonObject = (message: string) =>
  z
    .string({ error: message })
    .max(MAX_CHARS.json, atMost(MAX_CHARS.json))
    .transform((s, ctx) => {
      try {
        const v = JSON.parse(s);
        if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
      } catch {
        /* below */
      }
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
/** The attribute JSON (ADMIN with the project permission). */
export const attrJsonSchema = jsonObject(MESSAGES.attrJson);

export const updateSchema = z.object({
  attr: attrSchema.optional(),
  attrJson: attrJsonSchema.optional(),
  /** The level data as JSON text (only where the project allows editing data). */
  data: jsonObject(MESSAGES.dataJson).optional(),
});

export const translationRowSchema = z.object({
  language: z
    .string({ error: MESSAGES.languageTransRequired })
    .trim()
    .min(1, MESSAGES.languageTransRequired)
    .max(16, atMost(16))
    .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, 'Use a language code such as en or zh-TW'),
  trans: z.string({ error: MESSAGES.transRequired }).trim().min(1, MESSAGES.transRequired).max(MAX_CHARS.title, atMost(MAX_CHARS.title)),
});
export const translationsSchema = z.object({
  rows: z
    .array(translationRowSchema)
    .max(100)
    .superRefine((rows, ctx) => {
      if (!rows.some((r) => r.language === 'en')) ctx.addIssue({ code: 'custom', message: MESSAGES.enRequired });
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        if (seen.has(r.language)) ctx.addIssue({ code: 'custom', message: `${r.language} is listed twice`, path: [i, 'language'] });
        seen.add(r.language);
      });
    }),
});

export const sortSchema = z.object({ sort: required(MESSAGES.sortRequired, 0, MESSAGES.sortMin0) });
export const sortAllSchema = z.object({ startSort: required(MESSAGES.startSortRequired, 1, MESSAGES.startSortMin1) });

const idList = z.array(idField(), { error: MESSAGES.puzzlesRequired }).min(1, MESSAGES.puzzlesRequired).max(10_000);
const folderField = z.preprocess(blank, idField(MESSAGES.folderRequired));

export const moveSchema = z.object({
  ids: idList,
  toFolderId: folderField,
  startSort: required(MESSAGES.startSortRequired, 0, MESSAGES.startSortMin0),
});
export const copySchema = z.object({
  ids: idList,
  toFolderId: folderField,
  /** Another project's code (where the project allows copying there); absent: this project. */
  toProject: z.string().trim().max(64).optional(),
  startSort: required(MESSAGES.startSortRequired, 1, MESSAGES.startSortMin1),
  interval: z.preprocess(blank, int4(MESSAGES.intervalMin, 0, 1_000_000).default(1)),
});
export const pickShuffleSchema = z.object({
  folderIds: z.array(idField(), { error: MESSAGES.folderRequired }).min(1, MESSAGES.folderRequired).max(200),
  count: required('count can not be null', 0, MESSAGES.countMin),
  startSort: required(MESSAGES.startSortRequired, 1, MESSAGES.startSortMin1),
});
export const exportSchema = z.object({ kind: z.enum(EXPORT_KINDS, { error: 'Choose an export' }) });
export const packSchema = z.object({
  type: z.enum(PACK_TYPES, { error: 'Choose a pack type' }),
  ids: z.array(idField()).max(10_000).optional(),
});
export const importQuerySchema = z.object({ kind: z.enum(['translation', 'price'], { error: 'Choose translation or price' }) });

/**
 * A new puzzle (create): its English name, the typed attributes of the attributes form, and its
 * sort in the folder (absent: after the folder's last puzzle). Pictures travel as files beside it.
 */
export const createSchema = z.object({
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(MAX_CHARS.title, atMost(MAX_CHARS.title)),
  attr: attrSchema.default({}),
  sort: z.preprocess(
    blank,
    z.number({ error: MESSAGES.sortMin0 }).int(MESSAGES.sortMin0).min(0, MESSAGES.sortMin0).max(INT4_MAX, MESSAGES.sortMin0).optional(),
  ),
});
export type CreateForm = z.input<typeof createSchema>;
