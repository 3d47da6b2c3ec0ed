// The provider a deployment chose (TRANSLATE_PROVIDER=deepl|libretranslate, TRANSLATE_URL,
// TRANSLATE_API_KEY), read once at start into ServerConfig.translate and built into
// `services.translator`. Unset: no provider, and callers use the translation memory alone.
import { createDeepLTranslator } from './deepl';
import type { RetryPolicy } from './http';
import { createLibreTranslator } from './libretranslate';
import type { MachineTranslator, TranslateSettings } from './types';

export const TRANSLATE_PROVIDERS = ['deepl', 'libretranslate'] as const;

/** ServerConfig.translate from the environment; a provider we do not know stops the start with the reason. */
export function translateFromEnv(env: NodeJS.ProcessEnv): TranslateSettings | undefined {
  const provider = (env.TRANSLATE_PROVIDER ?? '').trim().toLowerCase();
  if (!provider) return undefined;
  if (!(TRANSLATE_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`TRANSLATE_PROVIDER must be one of ${TRANSLATE_PROVIDERS.join(', ')} (got ${provider})`);
  }
  const apiKey = (env.TRANSLATE_API_KEY ?? '').trim();
  if (provider === 'deepl' && !apiKey) throw new Error('TRANSLATE_PROVIDER=deepl needs TRANSLATE_API_KEY');
  return { provider: provider as TranslateSettings['provider'], url: (env.TRANSLATE_URL ?? '').trim(), apiKey };
}

export function configuredTranslator(settings: TranslateSettings | undefined, retry?: Partial<RetryPolicy>): MachineTranslator | null {
  if (!settings) return null;
  if (settings.provider === 'deepl') return createDeepLTranslator({ apiKey: settings.apiKey, url: settings.url, retry });
  return createLibreTranslator({ url: settings.url, apiKey: settings.apiKey, retry });
}
