// The folders plugin's zod schemas: one per form, shared by the Mantine forms and the server.
import { z } from 'zod';
import { atMost, idField, INT4_MAX, MAX_CHARS, pagingFields, wholeNumber } from '../../core/shared/zod';
import { DEFAULT_PAGE_SIZE, MAX_LOOPS, MAX_PICK, MESSAGES, PAGE_SIZES, TAG_MAX, TEMP_PUZZLE_MAX } from './shared';

const LANG = /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/;

/** A folder name's translations: every language and text required, en among them (001 §5). */
export const nameMapSchema = z
  .record(z.string(), z.unknown(), { error: MESSAGES.nameRequired })
  .superRefine((m, ctx) => {
    const keys = Object.keys(m);
    if (keys.length > 100) ctx.addIssue({ code: 'custom', message: 'At most 100 languages' });
    for (const k of keys) {
      const v = m[k];
      if (!k.trim() || !LANG.test(k)) ctx.addIssue({ code: 'custom', path: [k], message: MESSAGES.langTransNull });
      else if (typeof v !== 'string' || !v.trim())
        ctx.addIssue({ code: 'custom', path: [k], message: k === 'en' ? MESSAGES.nameRequired : MESSAGES.transNull });
      else if (v.length > MAX_CHARS.title) ctx.addIssue({ code: 'custom', path: [k], message: atMost(MAX_CHARS.title) });
    }
    if (!('en' in m)) ctx.addIssue({ code: 'custom', path: ['en'], message: MESSAGES.nameRequired });
  })
  .transform((m) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, String(v).trim()])) as Record<string, string>);

/** A folder's sort (001 §5: a number, minimum 0); the sort editor checks it with this before sending. */
export const folderSortSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  wholeNumber({
    label: 'sort',
    min: 0,
    max: INT4_MAX,
    required: MESSAGES.sortRequired,
    notWhole: MESSAGES.sortWhole,
    tooSmall: MESSAGES.sortMin,
    tooBig: MESSAGES.sortMax,
  }),
);
const sortField = folderSortSchema;

/** 001 §5: no whitespace, not empty. */
export const collectionKeySchema = z
  .string({ error: MESSAGES.collectionKeyEmpty })
  .min(1, MESSAGES.collectionKeyEmpty)
  .max(100, atMost(100))
  .refine((s) => !/\s/.test(s), MESSAGES.collectionKeySpaces)
  .refine((s) => /^[A-Za-z0-9_.-]+$/.test(s) || /\s/.test(s), 'collectionKey: letters, digits, _ - . only');

export const listQuerySchema = z.object({
  ...pagingFields(PAGE_SIZES, DEFAULT_PAGE_SIZE),
  /** Tag ids, comma-joined (001 §7). */
  tags: z
    .string()
    .max(2000)
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, 'tags: comma-joined tag ids')
    .default('')
    .transform((s) => (s ? s.split(',').map(Number) : [])),
  all: z.enum(['0', '1']).default('0'),
});

export const createFolderSchema = z.object({
  name: nameMapSchema,
  type: z.string().trim().max(40, atMost(40)).default(''),
  sort: sortField.optional(),
});
export type CreateFolderBody = z.input<typeof createFolderSchema>;

export const resourceSchema = z.object({
  url: z.string().min(1).max(MAX_CHARS.url, atMost(MAX_CHARS.url)),
  size: z
    .number()
    .int()
    .min(0)
    .max(2 ** 40)
    .optional(),
  md5: z.string().max(64).optional(),
});

export const updateFolderSchema = z.object({
  name: nameMapSchema.optional(),
  tags: z.array(idField(), { error: 'tags: a list of tag ids' }).max(50, 'At most 50 tags').optional(),
  sort: sortField.optional(),
  needPub: z.boolean().optional(),
  locked: z.boolean().optional(),
  type: z.string().trim().max(40, atMost(40)).optional(),
  /** 001 §3 attr categoryId: one of the project's categories; null clears it. */
  categoryId: idField(MESSAGES.categoryId).nullable().optional(),
  /** 001 §3 tempPuzzle: puzzle ids of the project (repeats kept once, in order); null or [] clears it. */
  tempPuzzle: z
    .array(idField(MESSAGES.tempPuzzleIds), { error: MESSAGES.tempPuzzleIds })
    .max(TEMP_PUZZLE_MAX, MESSAGES.tempPuzzleMax)
    .transform((ids) => [...new Set(ids)])
    .nullable()
    .optional(),
  attr: z
    .object({
      collectionKey: collectionKeySchema.optional(),
      resource: resourceSchema.nullable().optional(),
      thumb: z.string().max(MAX_CHARS.url, atMost(MAX_CHARS.url)).nullable().optional(),
    })
    .strict()
    .optional(),
});
export type UpdateFolderBody = z.input<typeof updateFolderSchema>;

export const tagSchema = z.object({
  name: z.string({ error: MESSAGES.tagRequired }).trim().min(1, MESSAGES.tagRequired).max(TAG_MAX, MESSAGES.tagTooLong),
});
export const deleteTagQuery = z.object({ force: z.enum(['0', '1']).default('0') });

/** 001 §3 pick rule: {targetFolderInfo {targetId, startSort}, loopRule [{id, pickCount}]}. */
export const pickRuleSchema = z
  .object({
    targetFolderInfo: z.object(
      {
        targetId: idField(MESSAGES.targetRequired),
        startSort: z
          .number({ error: MESSAGES.startSortMin })
          .int(MESSAGES.startSortMin)
          .min(1, MESSAGES.startSortMin)
          .max(INT4_MAX, MESSAGES.startSortMin),
      },
      { error: MESSAGES.targetRequired },
    ),
    loopRule: z
      .array(
        z.object(
          {
            id: z.preprocess((v) => (v === null || v === '' ? undefined : v), idField(MESSAGES.lackFolder)),
            pickCount: z.preprocess(
              (v) => (v === null || v === '' ? undefined : v),
              z
                .number({ error: MESSAGES.lackFolder })
                .int(MESSAGES.countWhole)
                .min(1, MESSAGES.pickCountMin)
                .max(MAX_PICK, MESSAGES.countMax(MAX_PICK)),
            ),
          },
          { error: MESSAGES.lackFolder },
        ),
        { error: MESSAGES.lackFolder },
      )
      .min(1, MESSAGES.lackFolder)
      .max(MAX_LOOPS, `At most ${MAX_LOOPS} loops`),
  })
  .superRefine((r, ctx) => {
    r.loopRule.forEach((l, i) => {
      if (l.id === r.targetFolderInfo.targetId)
        ctx.addIssue({ code: 'custom', path: ['loopRule', i, 'id'], message: MESSAGES.targetNotSource });
    });
  });
export type PickRuleBody = z.input<typeof pickRuleSchema>;

/** 002 §5: source folder ids, comma-separated integers. */
export const sourceIdsSchema = z
  .string({ error: MESSAGES.sourceIds })
  .trim()
  .min(1, MESSAGES.sourceIds)
  .max(2000, MESSAGES.sourceIds)
  .regex(/^\d{1,9}(\s*,\s*\d{1,9})*$/, MESSAGES.sourceIds)
  .transform((s) => [...new Set(s.split(',').map((x) => Number(x.trim())))])
  .refine((ids) => ids.every((n) => n >= 1 && n <= INT4_MAX), MESSAGES.sourceIds);
