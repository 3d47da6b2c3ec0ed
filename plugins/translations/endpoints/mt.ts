// Machine translation's typed endpoints (001 §7 "POST /v1/translate (ids, sourceLanguage,
// targetLanguageList); GET /v1/translate/supportedLanguages"): under the project for its keys,
// under /v1/admin/ml for the common keys, and the language list for any signed-in user.
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import type { JobView } from '../../../core/shared/jobs';
import { translateSchema } from '../schemas/mt';
import type { TranslationMap } from '../shared';

export const MT_JOB = 'translations.machineTranslate';

/** 000 §3 "Supported language: code, name", and whether the configured provider translates into it. */
export interface SupportedLanguage {
  code: string;
  name: string;
  /** The provider translates into it (false: only the translation memory can fill it). */
  machine: boolean;
}

export interface SupportedLanguagesResponse {
  /** 000 §7 "supported languages (code 0 with payload)". */
  code: 0;
  payload: SupportedLanguage[];
  /** The engines asked, in order: 'memory' and the configured provider, if any. */
  engines: string[];
}

export interface TranslateStarted {
  jobId: number;
  message: string;
}

/** A row of the translator page's list (the common keys, or a project's). */
export interface TranslatorKey {
  id: number;
  key: string;
  translation: TranslationMap;
  unfinished: boolean;
  engines: Record<string, string>;
}

/** One failure of an engine during the job (no secrets: our words and the provider's). */
export interface MtFailure {
  lang: string;
  engine: string;
  kind: 'quota' | 'rateLimited' | 'provider' | 'unsupported';
  message: string;
}

/** Per target language: texts written, wanted but not found, kept because they were there. */
export interface MtLanguageSummary {
  lang: string;
  filled: number;
  unfilled: number;
  kept: number;
}

/** The job's result: the translator modal's summary. */
export interface MtJobResult {
  scope: string;
  source: string;
  /** Rows found (a row deleted since the request is not counted). */
  rows: number;
  filled: number;
  unfilled: number;
  kept: number;
  /** Texts written per engine ('memory', 'deepl', ...). */
  byEngine: Record<string, number>;
  languages: MtLanguageSummary[];
  failures: MtFailure[];
}

export type MtJob = JobView & { result: MtJobResult | null };

export const mtEndpoints = {
  /** A project's keys (right 'translate'). */
  translate: endpoint({ method: 'POST', path: '/v1/:code/translate', body: translateSchema, response: typeOf<TranslateStarted>() }),
  /** The common keys (admins). */
  translateCommon: endpoint({
    method: 'POST',
    path: '/v1/admin/ml/translate',
    body: translateSchema,
    response: typeOf<TranslateStarted>(),
  }),
  /** Stops a project's translation job (its texts written so far stay). */
  cancel: endpoint({ method: 'POST', path: '/v1/:code/translate/:jobId/cancel', response: typeOf<{ message: string }>() }),
  cancelCommon: endpoint({ method: 'POST', path: '/v1/admin/ml/translate/:jobId/cancel', response: typeOf<{ message: string }>() }),
  supportedLanguages: endpoint({ method: 'GET', path: '/v1/translate/supportedLanguages', response: typeOf<SupportedLanguagesResponse>() }),
  /** The translator page's list of a project's keys (the page is for admins; the call needs the right). */
  projectKeys: endpoint({ method: 'GET', path: '/v1/:code/translate/keys', response: typeOf<{ keys: TranslatorKey[] }>() }),
  /** The translator page's list of common keys (admins). */
  commonKeys: endpoint({ method: 'GET', path: '/v1/admin/ml/translate/keys', response: typeOf<{ keys: TranslatorKey[] }>() }),
};
