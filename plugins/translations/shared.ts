// Plugin `translations` (000 §2.2, §2.14, 002 "Multi-language history"): the common (shared) keys
// that admins keep and sync into projects; each project's own keys, tags, machine translation and
// the i18n files it publishes to game clients through core's publish life cycle (kind 'i18n', key
// 'all': one snapshot holds every language, so one rollback brings them all back).
// Zod-free (the web manifest imports it): schemas in schemas/, endpoints in endpoints/.
import type { RightDecl } from '../../core/shared/access';
import type { PublishableRef } from '../../core/shared/release';

export const PLUGIN_ID = 'translations';
/** The publish pipeline's kind and its one key. */
export const PUBLISH_KIND = 'i18n';
export const PUBLISH_KEY = 'all';
/** The tag scope and translator `code` of the common keys (a project's tags carry its code). */
export const COMMON_SCOPE = 'common';

export const paths = {
  /** Common Translate (000 §2.2, route not shown): an admin screen. */
  common: '/admin/translations',
  /** The translator the common screen's header button opens (000 §2.2, the spec's path), `?code=common`. */
  translator: '/adminManage/multiLang/translator',
  /** Translate (000 §2.14, route not shown). */
  project: '/:code/multiLanguage',
  /** 002 "Multi-language history" (the spec's /multiLanguage/history, under the project like every project screen). */
  history: '/:code/multiLanguage/history',
} as const;

export const RIGHT_TRANSLATE = 'translate';
export const rights: RightDecl[] = [{ name: RIGHT_TRANSLATE, url: paths.project, title: 'Translations' }];

/** What the plugin publishes: a project's i18n files, every language in one snapshot. */
export const publishRef: PublishableRef<typeof PLUGIN_ID> = {
  id: PLUGIN_ID,
  title: 'translations',
  right: RIGHT_TRANSLATE,
  kinds: [PUBLISH_KIND],
};

/** language code -> text; `en` always present on a saved key. */
export type TranslationMap = Record<string, string>;

/** Where a project key's texts came from. */
export type KeySource = 'manual' | 'excel' | 'common' | 'machine' | 'memory';

/** A tag (000 §3 "Tag: id, name, type (common)"): `scope` is 'common' or the project's code. */
export interface Tag {
  id: number;
  name: string;
  scope: string;
}

/** 000 §3 "Common translation": a shared key with its texts. */
export interface CommonKey {
  id: number;
  key: string;
  translation: TranslationMap;
  unfinished: boolean;
  tags: Tag[];
  maxLength: number | null;
  operator: string;
  updatedAt: string;
}

/** 000 §3 "Project translation entry". */
export interface ProjectKey {
  id: number;
  key: string;
  translation: TranslationMap;
  unfinished: boolean;
  notInUse: boolean;
  tags: Tag[];
  source: KeySource;
  /** The common key it was synced from (000 §3 "Custom translation ... commonId"), null for the project's own. */
  commonId: number | null;
  /** Per language, the machine engine that filled the text (cleared when an operator edits it). */
  engines: Record<string, string>;
  maxLength: number | null;
  operator: string;
  updatedAt: string;
}

/** 002 "Multi-language history entry: id, name, operator" (plus the env and publish snapshot). */
export interface I18nVersion {
  id: number;
  name: string;
  env: string;
  snapshotId: number | null;
  /** Keys published with the English text for want of their own (the gate's explicit fallbacks). */
  fallbacks: { lang: string; key: string }[];
  operator: string;
  createdAt: string;
}

/** What one publish snapshot holds and game clients read per language. */
export interface I18nContent {
  versionId: number;
  name: string;
  languages: Record<string, Record<string, string>>;
}

// The publish part's zod-free half (the manifest and screens import it): the gate's shapes, the
// history and diff answers, and the texts. Schemas are in schemas/publish.ts, endpoints in
// endpoints/publish.ts.
/** 000 §5 "publish name required", in the spec's wording for names ("Please input release's name"). */
export const PUBLISH_MESSAGES = {
  nameRequired: 'Please input publish name',
  envInvalid: 'env must be sandbox or prod',
  nothingToPublish: 'Nothing to publish: the project has no keys in use',
  /** `hard`: how many of them no English fallback can cover (placeholders, length, English itself). */
  gateRefused: (total: number, counts: GateCounts, hard: number) =>
    `The publish gate found ${total} problem${total === 1 ? '' : 's'} (${describeCounts(counts)}): ` +
    (hard === 0
      ? 'fill them, or publish them with English fallbacks'
      : `fix them before publishing${hard < total ? '; missing and empty texts may use English fallbacks' : ''}`),
  notFallbackable: (n: number) =>
    `${n} problem${n === 1 ? '' : 's'} cannot be published with an English fallback (placeholders, length or English itself): fix them first`,
  versionNotFound: (id: number) => `Version #${id} not found`,
  languageNotPublished: (lang: string) => `Language '${lang}' is not published`,
  nothingLive: (env: string) => `Nothing is published on ${env}`,
  sandboxFirst: 'Nothing is live on sandbox: publish there first',
};

export const PUBLISH_TOAST = (name: string, env: string, languages: number, keys: number, fallbacks: number) =>
  `Published ${name} to ${env}: ${languages} language${languages === 1 ? '' : 's'}, ${keys} key${keys === 1 ? '' : 's'}${fallbacks ? `, ${fallbacks} English fallback${fallbacks === 1 ? '' : 's'}` : ''}`;

/** A key as the gate reads it. */
export interface GateKey {
  id: number;
  key: string;
  translation: TranslationMap;
  notInUse: boolean;
  maxLength: number | null;
}

export type GateProblemKind = 'missing' | 'empty' | 'placeholders' | 'tooLong';
export const PROBLEM_LABELS: Record<GateProblemKind, string> = {
  missing: 'Missing text',
  empty: 'Empty text',
  placeholders: 'Placeholder mismatch',
  tooLong: 'Too long',
};

export interface GateProblem {
  keyId: number;
  key: string;
  lang: string;
  kind: GateProblemKind;
  detail: string;
}

export type GateCounts = Record<GateProblemKind, number>;

export interface GateReport {
  /** English first, then every language an in-use key has. */
  languages: string[];
  /** In-use keys (notInUse ones are not published). */
  keys: number;
  problems: GateProblem[];
  counts: GateCounts;
}

/** How a count names each kind, one and many (English plurals are not all "+s": "mismatches"). */
const COUNTED: Record<GateProblemKind, [string, string]> = {
  missing: ['missing text', 'missing texts'],
  empty: ['empty text', 'empty texts'],
  placeholders: ['placeholder mismatch', 'placeholder mismatches'],
  tooLong: ['text too long', 'texts too long'],
};

/** "1 missing text, 2 placeholder mismatches, 3 texts too long". */
export function describeCounts(c: GateCounts): string {
  return (Object.keys(PROBLEM_LABELS) as GateProblemKind[])
    .filter((k) => c[k] > 0)
    .map((k) => `${c[k]} ${COUNTED[k][c[k] === 1 ? 0 : 1]}`)
    .join(', ');
}

export interface Fallback {
  lang: string;
  key: string;
}

export interface PublishAnswer {
  version: I18nVersion;
  returnId: number;
  /** True when nothing changed (a retry with the same Idempotency-Key, or prod already serves this). */
  unchanged: boolean;
  languages: string[];
  keys: number;
}

export interface HistoryRow extends I18nVersion {
  fallbackCount: number;
  /** Is its snapshot what the env's clients read now? */
  live: boolean;
}

export interface HistoryAnswer {
  rows: HistoryRow[];
  count: number;
}

export type DiffChange = 'added' | 'removed' | 'changed';
export interface DiffRow {
  lang: string;
  key: string;
  change: DiffChange;
  old: string | null;
  new: string | null;
}
export interface DiffAnswer {
  /** The earlier version (null: compared with nothing, everything is added). */
  from: I18nVersion | null;
  to: I18nVersion;
  summary: { lang: string; added: number; removed: number; changed: number }[];
  /** The first DIFF_ROW_LIMIT changed texts (of the language asked for, or all). */
  rows: DiffRow[];
  total: number;
}
export const DIFF_ROW_LIMIT = 2000;
/** The 409's issues list at most this many problems; the dry run lists them all. */
export const GATE_ISSUE_LIMIT = 1000;
export const HISTORY_PAGE_SIZES = [10, 20, 50, 100] as const;

/** A translation-memory suggestion whose placeholders are not the English text's (the edit forms mark it). */
export const PLACEHOLDERS_DIFFER = 'its placeholders differ from the English text: the publish would refuse it';
