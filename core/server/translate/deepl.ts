// DeepL API v2 (https://developers.deepl.com/docs/api-reference/translate): POST /v2/translate
// with `Authorization: DeepL-Auth-Key <key>` and JSON { text: [...], source_lang, target_lang },
// answering { translations: [{ detected_source_language, text }] } in the same order. 456 is the
// quota, 429 too many requests. At most 50 texts per request.
import { inChunks } from './batch';
import { DEFAULT_RETRY, postWithRetry, type RetryPolicy } from './http';
import { providerError, type MachineTranslator } from './types';

export const DEEPL_ENGINE = 'deepl';
const MAX_TEXTS = 50;

/** Our codes (core/shared/languages.ts) and DeepL's: the source codes name no variant, the target codes do. */
const SOURCE: Record<string, string> = { 'zh-CN': 'ZH', 'zh-TW': 'ZH' };
const TARGET: Record<string, string> = { en: 'EN-US', pt: 'PT-PT', 'zh-CN': 'ZH-HANS', 'zh-TW': 'ZH-HANT' };
/** What DeepL translates (base codes, lower case). */
const DEEPL_LANGUAGES = new Set([
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'he',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
]);

const base = (code: string) => code.split('-')[0].toLowerCase();
export const deeplSource = (code: string) => SOURCE[code] ?? base(code).toUpperCase();
export const deeplTarget = (code: string) => TARGET[code] ?? base(code).toUpperCase();

/** DeepL's public API: the free one for a key ending in `:fx`, else the paid one. */
export const deeplDefaultUrl = (apiKey: string) => (apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com');

export function createDeepLTranslator(opts: { apiKey: string; url?: string; retry?: Partial<RetryPolicy> }): MachineTranslator {
  const url = `${(opts.url || deeplDefaultUrl(opts.apiKey)).replace(/\/+$/, '')}/v2/translate`;
  const policy = { ...DEFAULT_RETRY, ...opts.retry };
  return {
    engine: DEEPL_ENGINE,
    supports: (source, target) => source !== target && DEEPL_LANGUAGES.has(base(source)) && DEEPL_LANGUAGES.has(base(target)),
    translate: ({ texts, source, target, signal }) =>
      inChunks(DEEPL_ENGINE, texts, MAX_TEXTS, async (text) => {
        const answer = (await postWithRetry({
          engine: DEEPL_ENGINE,
          url,
          headers: { authorization: `DeepL-Auth-Key ${opts.apiKey}` },
          body: { text, source_lang: deeplSource(source), target_lang: deeplTarget(target) },
          policy,
          signal,
          secrets: [opts.apiKey],
        })) as { translations?: { text?: unknown }[] };
        if (!Array.isArray(answer?.translations)) throw providerError(DEEPL_ENGINE, 'answer without translations');
        return answer.translations.map((t) => (typeof t?.text === 'string' ? t.text : ''));
      }),
  };
}
