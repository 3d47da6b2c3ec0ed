// The releases API's zod schemas (both halves: the form validates with the same).
import { z } from 'zod';
import { idField, MAX_CHARS, pagingFields } from '../../core/shared/zod';
import { MESSAGES, PAGE_SIZE, PAGE_SIZES } from './shared';

const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const ids = (what: string) =>
  z.array(idField(`${what}: not a valid id`), { error: `${what}: a list of ids` }).max(2000, `${what}: at most 2000`);

export const releaseFormSchema = z.object({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(MAX_CHARS.name, `At most ${MAX_CHARS.name} characters`)
    .regex(NO_CONTROL, 'The name may not hold control characters'),
  type: z.string({ error: MESSAGES.typeRequired }).trim().min(1, MESSAGES.typeRequired).max(40, MESSAGES.typeRequired),
  extra: z
    .record(
      z.string().max(40),
      z
        .number({ error: 'Extra values are numbers of at least 0' })
        .finite('Extra values are numbers of at least 0')
        .min(0, 'Extra values are numbers of at least 0')
        .max(2 ** 31 - 1, 'Extra values are at most 2147483647'),
    )
    .default({}),
  includeCategory: z.boolean().default(false),
  /** The project's texts (translation keys in use) go with the puzzles: one diff, one rollback. */
  includeTexts: z.boolean().default(false),
  isMultipart: z.boolean().default(false),
  /** The data file lists every puzzle in one flat list (release order) instead of under its folder. */
  flattenUpload: z.boolean().default(false),
  folderIds: ids('folderIds').min(1, MESSAGES.foldersRequired),
  categoryIds: ids('categoryIds').default([]),
});
export type ReleaseForm = z.input<typeof releaseFormSchema>;

export const listQuerySchema = z.object({ ...pagingFields(PAGE_SIZES, PAGE_SIZE), type: z.string().trim().max(40).optional() });
export const variantQuerySchema = z.object({
  variant: z.enum(['default', 'assetBundle'], { error: 'variant: default or assetBundle' }).default('default'),
});
export const envQuerySchema = z.object({ env: z.enum(['sandbox', 'prod'], { error: 'env: sandbox or prod' }) });
export const uploadBodySchema = z.object({
  env: z.enum(['sandbox', 'prod'], { error: 'env: sandbox or prod' }),
  forceAll: z.boolean().default(false),
  /** Per-puzzle selection (projects whose config asks for it): the puzzles to ship. */
  puzzleIds: z
    .array(idField('puzzleIds: not a valid id'), { error: 'puzzleIds: a list of ids' })
    .max(20000, 'puzzleIds: at most 20000')
    .optional(),
  /** The operator saw the warnings (removed puzzles) and goes on. */
  acceptWarnings: z.boolean().default(false),
});
export const clientQuerySchema = z.object({
  type: z
    .string({ error: 'type is required' })
    .trim()
    .min(1, 'type is required')
    .max(40, 'type: at most 40 characters')
    .regex(NO_CONTROL, 'type: no control characters')
    .describe("The release type: one of the project's (main, daily, ...)"),
});

/** Its answer: the live puzzle-content release of the type; null when none is live. */
export const clientContentSchema = z.object({
  release: z
    .object({
      id: z.number().int().describe('The release'),
      name: z.string(),
      type: z.string(),
      puzzleCount: z.number().int(),
      forceAll: z.boolean().describe('Clients must refresh every puzzle, not only those that changed'),
      puzzleIds: z
        .array(z.number().int())
        .nullable()
        .describe('With per-puzzle selection: the puzzles this release ships (refresh only these); null: all'),
      returnId: z.number().int().describe('The publish that put it live: changes with every upload, switch or rollback'),
      url: z.string().describe("Where the game downloads the release's data file"),
      md5: z.string(),
      size: z.number().int(),
    })
    .nullable(),
});
