// The languages the console's texts come in (translations, push notifications, puzzle and folder
// names): a BCP 47 code and an English name. English is the source every other language is
// translated from, and the one a text must always have.
export interface Language {
  code: string;
  name: string;
}

export const SOURCE_LANGUAGE = 'en';

export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'es', name: 'Spanish' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'ru', name: 'Russian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'zh-CN', name: 'Chinese (Simplified)' },
  { code: 'zh-TW', name: 'Chinese (Traditional)' },
  { code: 'nl', name: 'Dutch' },
  { code: 'pl', name: 'Polish' },
  { code: 'tr', name: 'Turkish' },
  { code: 'id', name: 'Indonesian' },
  { code: 'th', name: 'Thai' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'ar', name: 'Arabic' },
];

const CODES = new Set(LANGUAGES.map((l) => l.code));
export const isLanguage = (code: string): boolean => CODES.has(code);
export const languageName = (code: string): string => LANGUAGES.find((l) => l.code === code)?.name ?? code;
