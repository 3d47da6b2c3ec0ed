// Plugin `check-update` (001): update prompts per platform and client version range, published
// per platform to sandbox and prod; game clients read the matching rule.
// Zod-free (the web manifest imports this file into the entry chunk): the schemas are in
// schemas.ts, the typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { Audience, LiveAudience } from '../../core/shared/audience';
import type { PublishableRef } from '../../core/shared/release';
import type { CheckUpdateRuleForm } from './schemas';
import { PLATFORMS, type PlatformCode } from '../../core/shared/constants';
import { compareVersions, OPEN_VERSION } from '../../core/shared/version';

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
  /** The releases the rules reach, with prompts or strands (below). */
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

// Which live releases' game clients a platform's update rules reach (beyond the spec; README
// "Rules that know releases"): a rule *prompts* the clients of a release when it is the rule
// some of the release's client versions get; a set *strands* a release when every client version
// of the release gets a forcing rule (no 'cancel' or 'skip' button: nobody plays on without
// updating). Pure and zod-free: the server answers it, the edit modal recomputes it per draft.
/** The buttons that let a player go on without updating. */
export const GO_ON_ACTIONS = ['cancel', 'skip'] as const;

/** A rule forces the update when none of its buttons lets the player go on (001 names no "force" field). */
export const forcesUpdate = (buttons: readonly { action: string }[]): boolean =>
  !buttons.some((b) => (GO_ON_ACTIONS as readonly string[]).includes(b.action));

/** A rule as the reach needs it. */
export interface ReachRule {
  id: number;
  startVersion: string;
  endVersion: string;
  force: boolean;
}

export type ReachEffect = 'prompts' | 'strands';

export interface ReleaseReach<R extends Audience = Audience> {
  release: R;
  /** strands: every client version of the release gets a forcing rule; prompts: some get a rule. */
  effect: ReachEffect;
  /** The rules that some of the release's clients get, in table order (start, end, id). */
  ruleIds: number[];
}

// The version space is the one a rule can name: single digits (001 §9), 0.0.0 to 9.9.9, so
// 1.9.9 is followed by 2.0.0. Index i is the version `a.b.c` with i = 100a + 10b + c.
const SPACE = Array.from({ length: 1000 }, (_, i) => `${Math.floor(i / 100)}.${Math.floor(i / 10) % 10}.${i % 10}`);

/** The first version of the space at or above `v` (null: none, `v` is above 9.9.9). */
export function ceilIndex(v: string): number | null {
  let lo = 0;
  let hi = SPACE.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareVersions(SPACE[mid], v) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo < SPACE.length ? lo : null;
}

/** The last version of the space at or below `v` (null: none). */
export function floorIndex(v: string): number | null {
  const c = ceilIndex(v);
  if (c === null) return SPACE.length - 1;
  return compareVersions(SPACE[c], v) === 0 ? c : c > 0 ? c - 1 : null;
}

/** A client-version range `[min, max]` ('0.0.0' open) as space indexes, both included; null: empty. */
export function rangeIndexes([min, max]: readonly [string, string]): [number, number] | null {
  const lo = min === OPEN_VERSION ? 0 : ceilIndex(min);
  const hi = max === OPEN_VERSION ? SPACE.length - 1 : floorIndex(max);
  return lo === null || hi === null || lo > hi ? null : [lo, hi];
}

/** Does a rule of `rulePlatform` (1, 2, 3) reach clients of a release for `releasePlatform` (null: all)? */
export const platformMatches = (rulePlatform: number, releasePlatform: number | null): boolean =>
  releasePlatform === null || releasePlatform === rulePlatform;

/** Do a rule's versions and a release's range share a client version? */
export function overlaps(rule: Pick<ReachRule, 'startVersion' | 'endVersion'>, clientVersions: readonly [string, string]): boolean {
  const a = rangeIndexes([rule.startVersion, rule.endVersion]);
  const b = rangeIndexes(clientVersions);
  return !!a && !!b && a[0] <= b[1] && b[0] <= a[1];
}

const ruleOrder = (a: ReachRule, b: ReachRule) =>
  compareVersions(a.startVersion, b.startVersion) || compareVersions(a.endVersion, b.endVersion) || a.id - b.id;

/**
 * The rule each version of the space gets, as the client route picks it (clientRoute.ts
 * `matchRule`): of the rules holding the version, the one starting latest, then the newest.
 */
export function winners(rules: readonly ReachRule[]): (ReachRule | null)[] {
  const out: (ReachRule | null)[] = SPACE.map(() => null);
  const ordered = [...rules].sort((a, b) => compareVersions(a.startVersion, b.startVersion) || a.id - b.id);
  for (const r of ordered) {
    const range = rangeIndexes([r.startVersion, r.endVersion]);
    if (range) for (let i = range[0]; i <= range[1]; i++) out[i] = r;
  }
  return out;
}

/**
 * What a platform's rules do to the clients of each live release on that platform (or on all):
 * the releases no rule reaches are left out. Releases keep their order.
 */
export function reachOf<R extends Audience>(platform: number, rules: readonly ReachRule[], releases: readonly R[]): ReleaseReach<R>[] {
  const got = winners(rules);
  const out: ReleaseReach<R>[] = [];
  for (const release of releases) {
    if (!platformMatches(platform, release.platform)) continue;
    const range = rangeIndexes(release.clientVersions);
    if (!range) continue;
    const seen = new Map<number, ReachRule>();
    let allForced = true;
    for (let i = range[0]; i <= range[1]; i++) {
      const r = got[i];
      if (r) seen.set(r.id, r);
      if (!r?.force) allForced = false;
    }
    if (!seen.size) continue;
    out.push({ release, effect: allForced ? 'strands' : 'prompts', ruleIds: [...seen.values()].sort(ruleOrder).map((r) => r.id) });
  }
  return out;
}

/** The releases one rule reaches within its set's reach. */
export const reachOfRule = <R extends Audience>(reach: readonly ReleaseReach<R>[], ruleId: number) =>
  reach.filter((r) => r.ruleIds.includes(ruleId));

/** The releases the set strands. */
export const stranded = <R extends Audience>(reach: readonly ReleaseReach<R>[]) => reach.filter((r) => r.effect === 'strands');

/** The id a rule being created stands in with: above every saved rule's, as it will be the newest. */
export const NEW_RULE_ID = Number.MAX_SAFE_INTEGER;

/**
 * What one rule being edited would reach, among the rest of its set (`id` replaces the rule of
 * that id; a new rule takes NEW_RULE_ID). Null while its versions are not a valid range.
 */
export function draftReach<R extends Audience>(
  platform: number,
  rules: readonly ReachRule[],
  draft: { id: number; startVersion: string; endVersion: string; buttons: readonly { action: string }[] },
  releases: readonly R[],
): ReleaseReach<R>[] | null {
  const { id, startVersion, endVersion } = draft;
  if (!VERSION_PATTERN.test(startVersion) || !VERSION_PATTERN.test(endVersion) || compareVersions(startVersion, endVersion) >= 0)
    return null;
  const set = [...rules.filter((r) => r.id !== id), { id, startVersion, endVersion, force: forcesUpdate(draft.buttons) }];
  return reachOfRule(reachOf(platform, set, releases), id);
}

// ---- words ----

/** '2.0.0+', 'up to 1.9.9', '1.0.0 – 1.9.9', 'all versions'. */
export function rangeText([min, max]: readonly [string, string]): string {
  if (min === OPEN_VERSION && max === OPEN_VERSION) return 'all versions';
  if (max === OPEN_VERSION) return `${min}+`;
  if (min === OPEN_VERSION) return `up to ${max}`;
  return `${min} – ${max}`;
}

export const platformText = (p: number | null) => (p === null ? 'all platforms' : (PLATFORMS[p as PlatformCode] ?? String(p)));

/** "Prompts clients of Summer levels (iOS) 2.0.0+" / "Strands clients of ..." */
export const reachText = (r: ReleaseReach) =>
  `${r.effect === 'strands' ? 'Strands' : 'Prompts'} clients of ${r.release.name} ${rangeText(r.release.clientVersions)}`;

/** The prod publish's warning, below the spec's confirmation. */
export const strandWarning = (env: 'Sandbox' | 'Prod', names: readonly string[]) =>
  `These rules leave no way to play on without updating for every client of ${names.length === 1 ? 'this live release' : 'these live releases'} on ${env}: ${names.join(', ')}`;
