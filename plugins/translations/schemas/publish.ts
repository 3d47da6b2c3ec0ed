// One schema per form (the publish-name modal) and per query, serving the web form and the server.
import { z } from 'zod';
import { envNameField, idField, MAX_CHARS, requiredText } from '../../../core/shared/zod';
import { PUBLISH_MESSAGES } from '../shared';

/** Fallbacks are a list of (language, key); a project of 20,000 keys x 10 languages fits. */
export const MAX_FALLBACKS = 250_000;

export const fallbackSchema = z.object({
  lang: z
    .string({ error: 'lang must be a language code' })
    .trim()
    .min(1, 'lang must be a language code')
    .max(20, 'lang must be a language code'),
  key: z.string({ error: 'key must be text' }).min(1, 'key must be text').max(1000, 'key is at most 1000 characters'),
});

/** POST generateI18nJson (000 §2.14 publish-name modal, §7 "publish i18n (name)"). */
export const publishSchema = z.object({
  name: requiredText(PUBLISH_MESSAGES.nameRequired, MAX_CHARS.name),
  env: envNameField(PUBLISH_MESSAGES.envInvalid).default('sandbox'),
  /** The explicit English fallbacks: every missing or empty text the gate found, named one by one. */
  fallbacks: z.array(fallbackSchema).max(MAX_FALLBACKS, `At most ${MAX_FALLBACKS} fallbacks`).default([]),
});
export type PublishInput = z.input<typeof publishSchema>;

export const historyQuerySchema = z.object({
  env: envNameField(PUBLISH_MESSAGES.envInvalid).optional(),
  pn: z.coerce
    .number({ error: 'pn must be a page number' })
    .int('pn must be a page number')
    .min(1, 'pn must be a page number')
    .max(100000, 'pn must be a page number')
    .default(1),
  ps: z.coerce
    .number({ error: 'ps must be a page size' })
    .int('ps must be a page size')
    .min(1, 'ps must be a page size')
    .max(100, 'ps must be a page size')
    .default(10),
});

export const diffQuerySchema = z.object({
  with: idField('with must be a version id').optional(),
  lang: z.string().trim().max(20, 'lang must be a language code').optional(),
});

/** getI18nFile: one language (JSON) or all (zip) of a version, of what an env serves, or of the keys now. */
export const fileQuerySchema = z.object({
  lang: z.string().trim().max(20, 'lang must be a language code').optional(),
  env: envNameField(PUBLISH_MESSAGES.envInvalid).optional(),
  version: idField('version must be a version id').optional(),
});

/** GET /client/v1/:code/:env/i18n: which version is live and its languages. */
export const clientIndexSchema = z.object({
  versionId: z.number().int().describe('The live version (its row in the history)'),
  name: z.string().describe("The version's name, as published"),
  returnId: z.number().int().describe('The live snapshot: changes with every publish and rollback'),
  languages: z.array(z.string()).describe('The language codes of the version, en first'),
});

/** GET /client/v1/:code/:env/i18n/:lang: one language's texts by key (missing ones filled as published). */
export const clientTextsSchema = z.record(z.string(), z.string());
