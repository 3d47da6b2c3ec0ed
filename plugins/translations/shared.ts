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

export type { KeySource, TranslationMap } from '../../core/shared/translations';
import type { KeySource, TranslationMap } from '../../core/shared/translations';

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
