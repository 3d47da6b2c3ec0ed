// The ads plugin's zod schemas: one per form, shared by the Mantine forms and the server's
// validators, so each message is written once (shared.ts holds the texts).
import { z } from 'zod';
import { clientPlatformField } from '../../core/shared/clientQuery';
import { atMost, fileUrlField, int4, MAX_CHARS } from '../../core/shared/zod';
import { MESSAGES, type AdPlatform } from './shared';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const platformField = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : Number(v)),
  z.number().refine((n) => n === 1 || n === 2, MESSAGES.platformRequired),
) as unknown as z.ZodType<AdPlatform, unknown>;

export const envField = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(['sandbox', 'prod'], { error: MESSAGES.envRequired }),
);

/** A creative or icon as uploaded: where it is and what it is. */
export const fileSchema = z.object({
  /** Our own /cdn/ path (an upload) or an http(s) url: what a game client downloads. */
  url: fileUrlField('Please upload the file'),
  md5: z.string().max(64).optional(),
  size: int4(undefined, 0).optional(),
});
export type AdFile = z.output<typeof fileSchema>;

/** Language codes (BCP 47 tags are at most 35 characters) and how many one name may have. */
const LANG_MAX = 35;
const MAX_LANGUAGES = 100;

/** `{ lang: text }` with an English name; other languages may be added. */
const nameSchema = z
  .preprocess(
    (v) => v ?? {},
    z.record(
      z.string().max(LANG_MAX, atMost(LANG_MAX)),
      z
        .string()
        .max(MAX_CHARS.name, atMost(MAX_CHARS.name))
        .nullish()
        .transform((s) => (s ?? '').trim()),
    ),
  )
  .superRefine((rec, ctx) => {
    if (Object.keys(rec).length > MAX_LANGUAGES) ctx.addIssue({ code: 'custom', message: `At most ${MAX_LANGUAGES} languages` });
    if (!rec.en) ctx.addIssue({ code: 'custom', message: MESSAGES.nameRequired, path: ['en'] });
    for (const lang of Object.keys(rec))
      if (!lang.trim()) ctx.addIssue({ code: 'custom', message: MESSAGES.languageRequired, path: [lang] });
  });

const attrSchema = z
  .object({
    icon: z.preprocess(blank, fileUrlField().optional()),
    campaign: z.preprocess(blank, z.string().trim().max(200).optional()),
  })
  .default({});

const creatives = z.preprocess((v) => v ?? [], z.array(fileSchema).max(1));
const resourcesSchema = z.object({ list: creatives, mrect: creatives }).default({ list: [], mrect: [] });

/** POST /internalAd (a self ad's create form). */
export const createAdSchema = z.object({ name: nameSchema, platform: platformField, attr: attrSchema, resources: resourcesSchema });
/** PUT /internalAd/{id}: the platform is locked. */
export const updateAdSchema = createAdSchema.omit({ platform: true });
export type AdForm = z.input<typeof createAdSchema>;

/** One ad row of the release form: an ad of a project. */
export const adRefSchema = z.object({
  id: z.preprocess(
    blank,
    z.coerce
      .number({ error: MESSAGES.adRequired })
      .int(MESSAGES.adRequired)
      .positive(MESSAGES.adRequired)
      .max(2 ** 31 - 1, MESSAGES.adRequired),
  ),
  projectCode: z.string({ error: MESSAGES.adRequired }).trim().min(1, MESSAGES.adRequired).max(64),
});
export type AdRef = z.output<typeof adRefSchema>;

const idListSchema = z
  .array(
    z.preprocess((v) => v ?? {}, adRefSchema),
    { error: MESSAGES.adRequired },
  )
  .min(1, MESSAGES.adRequired)
  .max(100)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((a, i) => {
      const k = `${a.projectCode}:${a.id}`;
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message: MESSAGES.adTwice, path: [i, 'id'] });
      seen.add(k);
    });
  });

/** POST /adRelease: created on sandbox only. */
export const createReleaseSchema = z.object({ platform: platformField, env: envField, idList: idListSchema });
export const updateReleaseSchema = z.object({ idList: idListSchema });
export const uploadReleaseSchema = z.object({ platform: platformField, env: envField });
export const switchEnableSchema = z.object({ enable: z.boolean({ error: MESSAGES.enableRequired }) });
export const listQuerySchema = z.object({ platform: platformField, env: envField });
export const platformQuerySchema = z.object({ platform: platformField });

/** GET /client/v1/:code/:env/ads: the query a game sends. */
export const clientQuerySchema = z.object({
  platform: clientPlatformField([1, 2]),
});

const clientFileSchema = z.object({
  url: z.string().describe("Where the game downloads it: our CDN or the creative's own https URL"),
  md5: z.string().optional(),
  size: z.number().int().optional(),
});

/** Its answer: the live release's ads as they were resolved when it was published. */
export const clientAdsSchema = z.object({
  ads: z.array(
    z.object({
      id: z.number().int(),
      projectCode: z.string(),
      name: z.record(z.string(), z.string()).describe("The ad's name by language code; en is always there"),
      icon: z.string().nullable(),
      campaign: z.string().nullable(),
      list: clientFileSchema.nullable().describe('The creative for list placements'),
      mrect: clientFileSchema.nullable().describe('The creative for medium-rectangle placements'),
    }),
  ),
});
