// LibreTranslate (https://libretranslate.com/docs): POST /translate with JSON { q: [...], source,
// target, format: 'text', api_key }, answering { translatedText: [...] } in the same order (a
// self-hosted server needs no key). 429 is its rate limit, 400/403 carry { error }.
import { inChunks } from './batch';
import { DEFAULT_RETRY, postWithRetry, type RetryPolicy } from './http';
import { providerError, type MachineTranslator } from './types';

export const LIBRETRANSLATE_ENGINE = 'libretranslate';
const MAX_TEXTS = 25;

/** Our codes and LibreTranslate's (Argos models): Chinese is zh (simplified) and zt (traditional). */
const CODES: Record<string, string> = { 'zh-CN': 'zh', 'zh-TW': 'zt' };
export const libreCode = (code: string) => CODES[code] ?? code.split('-')[0].toLowerCase();

export function createLibreTranslator(opts: { url: string; apiKey?: string; retry?: Partial<RetryPolicy> }): MachineTranslator {
  const url = `${(opts.url || 'https://libretranslate.com').replace(/\/+$/, '')}/translate`;
  const policy = { ...DEFAULT_RETRY, ...opts.retry };
  return {
    engine: LIBRETRANSLATE_ENGINE,
    // The server's installed models decide; one it lacks answers 400, which the job reports per language.
    supports: (source, target) => libreCode(source) !== libreCode(target),
    translate: ({ texts, source, target, signal }) =>
      inChunks(LIBRETRANSLATE_ENGINE, texts, MAX_TEXTS, async (q) => {
        const answer = (await postWithRetry({
          engine: LIBRETRANSLATE_ENGINE,
          url,
          headers: {},
          body: {
            q,
            source: libreCode(source),
            target: libreCode(target),
            format: 'text',
            ...(opts.apiKey ? { api_key: opts.apiKey } : {}),
          },
          policy,
          signal,
          secrets: opts.apiKey ? [opts.apiKey] : [],
        })) as { translatedText?: unknown };
        const got = answer?.translatedText;
        if (!Array.isArray(got)) throw providerError(LIBRETRANSLATE_ENGINE, 'answer without translatedText');
        return got.map((t) => (typeof t === 'string' ? t : ''));
      }),
  };
}
