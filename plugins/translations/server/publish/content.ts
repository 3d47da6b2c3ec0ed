// From a project's keys to what a publish serves (I18nContent) and back to files. Pure.
import { SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import type { Fallback, GateKey, I18nContent } from '../../shared';

export const fallbackId = (f: Fallback) => `${f.lang}\u0000${f.key}`;

/**
 * Every in-use key's text in every language; a text named in `fallbacks` (the gate's missing and
 * empty ones the operator accepted) takes the English text. Keys in name order, so the same keys
 * give the same bytes.
 */
export function buildLanguages(
  keys: readonly GateKey[],
  languages: readonly string[],
  fallbacks: readonly Fallback[],
): I18nContent['languages'] {
  const fb = new Set(fallbacks.map(fallbackId));
  const inUse = keys.filter((k) => !k.notInUse).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const out: I18nContent['languages'] = {};
  for (const lang of languages) {
    const texts: Record<string, string> = {};
    for (const k of inUse) {
      const text = k.translation[lang];
      if (typeof text === 'string' && text.trim() !== '') texts[k.key] = text;
      else if (fb.has(fallbackId({ lang, key: k.key })) && typeof k.translation[SOURCE_LANGUAGE] === 'string')
        texts[k.key] = k.translation[SOURCE_LANGUAGE];
    }
    out[lang] = texts;
  }
  return out;
}

/** A language's file as game clients and downloads get it. */
export const languageFile = (texts: Record<string, string>) => `${JSON.stringify(texts, null, 2)}\n`;

/** A version's languages, English first (jsonb keeps its own key order, not ours). */
export const languageList = (languages: I18nContent['languages']) =>
  Object.keys(languages).sort((a, b) => (a === SOURCE_LANGUAGE ? -1 : b === SOURCE_LANGUAGE ? 1 : a < b ? -1 : a > b ? 1 : 0));
