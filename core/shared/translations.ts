// A translated text's shape, shared by the translations plugin and puzzle-content releases.

/** language code -> text; `en` always present on a saved key. */
export type TranslationMap = Record<string, string>;

/** Where a project key's texts came from. */
export type KeySource = 'manual' | 'excel' | 'common' | 'machine' | 'memory';
