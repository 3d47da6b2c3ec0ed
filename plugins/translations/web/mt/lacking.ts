// "Pick the languages the selection lacks": the languages of the scope (what the project publishes,
// or what the common keys are kept in) that some selected row has no text in, the source left out.
// Not every language the engines know: a project that publishes 10 languages is not offered 17.
import type { TranslationMap } from '../../shared';

export function languagesLacking(languages: readonly string[], source: string, rows: readonly { translation: TranslationMap }[]): string[] {
  return [...new Set(languages)].filter((code) => code !== source && rows.some((r) => !(r.translation[code] ?? '').trim()));
}
