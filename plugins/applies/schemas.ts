// The applies plugin's zod schemas: the create form and the server share the conf's schema, so
// the 'all scope puzzle are default' warning is written once.
import { z } from 'zod';
import { envNameField, idField, MAX_CHARS, pagingFields } from '../../core/shared/zod';
import { MESSAGES, PAGE_SIZE, PAGE_SIZES } from './shared';

const MAX_LEVELS = 1000;
const LEVEL_KEY = /^[1-9][0-9]{0,8}$/;

/**
 * level -> puzzle id. A level left on its default (a Select's null or '') is dropped (002 §5
 * "unselected scopes are dropped"); nothing left is the spec's warning.
 */
export const confField = z
  .preprocess(
    (v) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, p]) => p !== null && p !== undefined && p !== ''))
        : v,
    z
      .record(z.string().regex(LEVEL_KEY, MESSAGES.levelInvalid), idField('Not a valid puzzle id'), { error: MESSAGES.allDefault })
      .refine((conf) => Object.keys(conf).length <= MAX_LEVELS, MESSAGES.tooManyLevels),
  )
  .refine((conf) => Object.keys(conf as object).length > 0, MESSAGES.allDefault) as unknown as z.ZodType<Record<string, number>, unknown>;

export const envField = envNameField(MESSAGES.envRequired);

/** POST /sync: create (sandbox) or sync to prod (prod) the experiment's apply. */
export const syncBodySchema = z.object({
  conf: confField,
  env: envField,
  experimentId: idField(MESSAGES.experimentRequired),
});
export type SyncBody = z.output<typeof syncBodySchema>;

export const listQuerySchema = z.object({
  env: envField,
  experimentId: idField('Not a valid experiment id').optional(),
  ...pagingFields(PAGE_SIZES, PAGE_SIZE),
});
export const envQuerySchema = z.object({ env: envField });
/** 000 §7 "apply list env is prod": the game server's list reads prod unless told. */
export const gameServerQuerySchema = z.object({ env: z.preprocess((v) => (v === undefined || v === '' ? 'prod' : v), envField) });
export const historyQuerySchema = z.object({ env: envField, ...pagingFields(PAGE_SIZES, PAGE_SIZE) });
export const deployBodySchema = z.object({ env: envField });
export const pickPuzzleBodySchema = z.object({
  releaseType: z
    .string({ error: MESSAGES.releaseTypeRequired })
    .trim()
    .min(1, MESSAGES.releaseTypeRequired)
    .max(MAX_CHARS.name, MESSAGES.releaseTypeRequired),
  env: envField,
});
export type PickPuzzleBody = z.output<typeof pickPuzzleBodySchema>;
export const clientQuerySchema = z.object({});

/** Its answer: one entry per experiment whose apply is deployed on the env's game server. */
export const clientAppliesSchema = z.object({
  applies: z.array(
    z.object({
      experimentId: z.number().int(),
      applyId: z.number().int(),
      conf: z.record(z.string(), z.number().int()).describe('Level (as text) -> the puzzle id chosen for it'),
      returnId: z.number().int().describe('The deployment (release) that put this apply live'),
    }),
  ),
});
