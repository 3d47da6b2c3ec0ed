// The key form's rows (000 §9: en plus one empty row) and the translation map the API takes.
import { LANGUAGES, SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import type { TranslationMap } from '../../shared';

export interface Row {
  language: string;
  trans: string;
}

/** A new key's rows: en, and one empty row. */
export const defaultRows = (): Row[] => [
  { language: SOURCE_LANGUAGE, trans: '' },
  { language: '', trans: '' },
];

/** A saved key's rows: en first, then the rest in the order of core's language list. */
export function rowsOf(translation: TranslationMap): Row[] {
  const order = (code: string) => {
    const i = LANGUAGES.findIndex((l) => l.code === code);
    return i < 0 ? LANGUAGES.length : i;
  };
  const rest = Object.keys(translation)
    .filter((l) => l !== SOURCE_LANGUAGE)
    .sort((a, b) => order(a) - order(b));
  return [
    { language: SOURCE_LANGUAGE, trans: translation[SOURCE_LANGUAGE] ?? '' },
    ...rest.map((language) => ({ language, trans: translation[language] })),
  ];
}

/** The map of the rows (the server keeps an empty text out: that language is not translated yet). */
export function mapOf(rows: Row[]): TranslationMap {
  const out: TranslationMap = {};
  for (const r of rows) if (r.language.trim()) out[r.language.trim()] = r.trans.trim();
  return out;
}
