// Machine translation's one schema (000 §5 "Machine translation needs selected rows; the source
// language must have non-empty text in all selected rows"): the translator modal validates with
// it and the server parses with it, so each message is written once.
import { z } from 'zod';
import { isLanguage, LANGUAGES } from '../../../core/shared/languages';
import { idField } from '../../../core/shared/zod';
import type { TranslationMap } from '../shared';

/** Rows one request may name (a page of a big table, selected all at once, fits easily). */
export const MAX_TRANSLATE_IDS = 5000;

export const MT_MESSAGES = {
  /** The spec names the rule, not its text: ours. */
  selectRows: 'Please select rows',
  tooManyRows: `Select at most ${MAX_TRANSLATE_IDS} rows`,
  sourceRequired: 'Please select the source language',
  targetsRequired: 'Please select the target languages',
  unknownLanguage: 'Unknown language',
  targetIsSource: 'The target languages must not include the source language',
  /** The selected rows whose source text is empty, named (the first ten). */
  sourceEmpty: (source: string, keys: readonly string[]) =>
    `The source language (${source}) has no text in ${keys.length === 1 ? 'row' : `${keys.length} rows`}: ${keys.slice(0, 10).join(', ')}${keys.length > 10 ? ` and ${keys.length - 10} more` : ''}`,
  cancelled: 'Translation cancelled; the texts written so far stay',
  /** 000 §8, the translator's toast. */
  submitted: 'translation submitted, check results later',
} as const;

const language = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isLanguage, MT_MESSAGES.unknownLanguage);

export const translateSchema = z
  .object({
    ids: z
      .array(idField(), { error: MT_MESSAGES.selectRows })
      .min(1, MT_MESSAGES.selectRows)
      .max(MAX_TRANSLATE_IDS, MT_MESSAGES.tooManyRows),
    sourceLanguage: z.preprocess((v) => v ?? '', language(MT_MESSAGES.sourceRequired)),
    targetLanguageList: z.preprocess(
      (v) => v ?? [],
      z
        .array(language(MT_MESSAGES.targetsRequired), { error: MT_MESSAGES.targetsRequired })
        .min(1, MT_MESSAGES.targetsRequired)
        .max(LANGUAGES.length, MT_MESSAGES.unknownLanguage),
    ),
    /** Beyond the spec: replace texts that are already there (off: only empty texts are filled). */
    overwrite: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.targetLanguageList.includes(v.sourceLanguage))
      ctx.addIssue({ code: 'custom', message: MT_MESSAGES.targetIsSource, path: ['targetLanguageList'] });
  })
  .transform((v) => ({ ...v, ids: [...new Set(v.ids)], targetLanguageList: [...new Set(v.targetLanguageList)] }));

export type TranslateInput = z.input<typeof translateSchema>;
export type TranslateBody = z.output<typeof translateSchema>;

/** The selected rows' keys whose source text is empty (the second rule of 000 §5). */
export function keysWithoutSource(rows: readonly { key: string; translation: TranslationMap }[], source: string): string[] {
  return rows.filter((r) => !(r.translation[source] ?? '').trim()).map((r) => r.key);
}
