// Machine translation as core offers it (DESIGN §4 "outside services"): one interface that every
// provider client and the translation memory implement, and the typed errors they throw. The
// translations plugin fills its keys with it; feedback translation (a later issue) will too.

/** One batch: texts in `source`, wanted in `target` (our language codes, core/shared/languages.ts). */
export interface TranslateRequest {
  texts: readonly string[];
  source: string;
  target: string;
  /** Aborts the requests and the waits between retries (a job's signal). */
  signal?: AbortSignal;
}

export interface MachineTranslator {
  /** What results record as their engine: 'deepl', 'libretranslate', 'memory'. */
  readonly engine: string;
  /** May this engine translate from `source` into `target`? */
  supports(source: string, target: string): boolean;
  /**
   * One result per text, in order: the translation, or null where the engine gave none (the
   * memory has no match). Throws a TranslateError; its `partial` keeps what came back before.
   */
  translate(req: TranslateRequest): Promise<(string | null)[]>;
}

export type TranslateErrorKind = 'quota' | 'rateLimited' | 'provider';

export class TranslateError extends Error {
  constructor(
    readonly kind: TranslateErrorKind,
    readonly engine: string,
    message: string,
    /** Results that came back before the failure (one per text of the request, null where none). */
    readonly partial: (string | null)[] = [],
    /** rateLimited: how long the provider asked us to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'TranslateError';
  }
}

/** Quota exceeded (DeepL's 456): retrying will not help until the quota renews. */
export const quotaExceeded = (engine: string, partial: (string | null)[] = []) =>
  new TranslateError('quota', engine, `${engine}: translation quota exceeded`, partial);

/** Still rate limited after backing off (429). */
export const rateLimited = (engine: string, retryAfterMs: number | undefined, partial: (string | null)[] = []) =>
  new TranslateError(
    'rateLimited',
    engine,
    `${engine}: too many requests${retryAfterMs ? `, retry after ${Math.ceil(retryAfterMs / 1000)} s` : ''}`,
    partial,
    retryAfterMs,
  );

/** Anything else the provider (or the way to it) failed with. */
export const providerError = (engine: string, message: string, partial: (string | null)[] = []) =>
  new TranslateError('provider', engine, `${engine}: ${message}`, partial);

/** The provider a deployment configures (TRANSLATE_PROVIDER, TRANSLATE_URL, TRANSLATE_API_KEY). */
export interface TranslateSettings {
  provider: 'deepl' | 'libretranslate';
  /** The server's origin (and path prefix); the provider's public API when empty. */
  url: string;
  /** Write-only: never in an answer, a log line or an audit entry. */
  apiKey: string;
}
