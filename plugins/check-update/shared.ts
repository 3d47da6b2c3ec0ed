// Plugin `check-update` (001): update prompts per platform and client version range, published
// per platform to sandbox and prod; game clients read the matching rule.
// Zod-free (the web manifest imports this file into the entry chunk): the schemas are in
// schemas.ts, the typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { LiveAudience } from '../../core/shared/audience';
import type { PublishableRef } from '../../core/shared/release';
import type { ReachRule, ReleaseReach } from './reach';
import type { CheckUpdateRuleForm } from './schemas';

export const PLUGIN_ID = 'check-update';
/** The publish pipeline's kind; the key is the platform. */
export const PUBLISH_KIND = 'check-update';

export const paths = { rules: '/:code/check-update' } as const;

export const RIGHT_CHECK_UPDATE = 'checkUpdate';
export const rights: RightDecl[] = [{ name: RIGHT_CHECK_UPDATE, url: paths.rules, title: 'Check-update rules' }];

/** 001 §9: platform tabs Android(1), Ios(2), Mac(3). */
export const CHECK_UPDATE_PLATFORMS = [
  { value: 1, label: 'Android' },
  { value: 2, label: 'Ios' },
  { value: 3, label: 'Mac' },
] as const;
export type CheckUpdatePlatform = 1 | 2 | 3;

/** What the plugin publishes: a platform's rules (kind 'check-update', key = platform). */
export const releases: PublishableRef<typeof PLUGIN_ID> = {
  id: PLUGIN_ID,
  title: 'check-update rules',
  right: RIGHT_CHECK_UPDATE,
  kinds: [PUBLISH_KIND],
  keys: CHECK_UPDATE_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label })),
};
export const platformLabel = (p: number) => CHECK_UPDATE_PLATFORMS.find((x) => x.value === p)?.label ?? String(p);

export const BUTTON_ACTIONS = ['update', 'cancel', 'skip', 'openUrl'] as const;
export type ButtonAction = (typeof BUTTON_ACTIONS)[number];

/** 001 §9: single digit.digit.digit. */
export const VERSION_PATTERN = /^\d\.\d\.\d$/;
export const PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 200, 500];
/** Env names as the publish call spells them. */
export const PUBLISH_ENVS = ['Sandbox', 'Prod'] as const;

/** 001 §5 texts, exact; the last two are ours (the spec is silent). */
export const MESSAGES = {
  versionRequired: 'Please input version!',
  versionIllegal: 'Illegal version!',
  platformRequired: 'Please select a platform!',
  titleRequired: 'Please input title!',
  messageRequired: 'Please input message!',
  versionOrder: 'startVersion must be smaller than endVersion!',
  buttonRequired: 'Need at least one button!',
  buttonTitle: (action: string) => `Need title for button '${action}'`,
  buttonUrl: "Need url for button 'openUrl'",
  languageNull: (tab: string) => `${tab} language can not be null`,
  valueNull: 'title can not be null',
  actionRequired: 'Please select an action',
  actionTwice: (action: string) => `Button '${action}' is chosen more than once`,
};

/** 001 §8 confirmations and the header's text when an env never got a release (for the web half). */
export const CONFIRM = {
  releaseProdTitle: 'WARNING!',
  releaseProd: (platform: string) => `Are you sure you want to release ${platform} to Prod`,
  delete: 'Are you sure you want to delete?',
};
export const WAITING_FOR_SYNC = 'waiting for sync';

export { compareVersions } from '../../core/shared/version';

export const toLangRows = (rec: Record<string, string>) => Object.entries(rec).map(([lang, text]) => ({ lang, text }));
export const fromLangRows = (rows: { lang: string; text: string }[]) => Object.fromEntries(rows.map((r) => [r.lang.trim(), r.text.trim()]));

/** API shapes. */
export interface CheckUpdateRule extends CheckUpdateRuleForm {
  id: number;
  operator: string;
  createdAt: string;
  updatedAt: string;
}
export interface PublishInfo {
  updatedAt: string;
  operator: string;
  returnId: number;
}
export interface CheckUpdateListResponse {
  rows: CheckUpdateRule[];
  count: number;
  /** null: never published ('waiting for sync'). */
  sandboxInfo: PublishInfo | null;
  prodInfo: PublishInfo | null;
}
/** What a game client gets: the texts in its language (falling back to English). */
export interface ClientRule {
  id: number;
  startVersion: string;
  endVersion: string;
  title: string;
  msg: string;
  buttons: { action: ButtonAction; title: string; url?: string }[];
}

/** What a publish answers (`unchanged`: nothing changed since the last release, none was made). */
export interface PublishResult {
  returnId: number;
  env: 'sandbox' | 'prod';
  platform: number;
  unchanged: boolean;
  info: PublishInfo;
}

/** Who the platform's rules reach on one env: its live releases for the platform, and what the rules do to them. */
export interface EnvReach {
  /** The releases live on the env whose clients are on the platform (or on all), newest first. */
  releases: LiveAudience[];
  /** The releases the rules reach, with prompts or strands (reach.ts). */
  reach: ReleaseReach<LiveAudience>[];
}
/** GET /v1/:code/checkUpdateRules/reach?platform=: the set a publish would release, against each env's live releases. */
export interface RulesReachResponse {
  platform: number;
  /** Every rule of the platform (what a publish snapshots), with whether it forces the update. */
  rules: ReachRule[];
  sandbox: EnvReach;
  prod: EnvReach;
}
