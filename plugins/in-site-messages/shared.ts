// Plugin `in-site-messages` (001): messages shown inside the game, per platform and country,
// uploaded to the sandbox and prod game servers. One schema serves the form and the server.
// Zod-free (the web manifest imports this file into the entry chunk): the schemas are in
// schemas.ts, the typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { PublishableRef } from '../../core/shared/release';
import { versionInRange } from '../../core/shared/version';
import type { MessageItem, MessageRule } from './schemas';

export const PLUGIN_ID = 'in-site-messages';
export const paths = { messages: '/:code/in-site-messages' } as const;

export const RIGHT_IN_SITE_MESSAGE = 'inSiteMessage';
export const rights: RightDecl[] = [{ name: RIGHT_IN_SITE_MESSAGE, url: paths.messages, title: 'In-site messages' }];

/** Tabs Android/iOS with the numeric codes of 000 §1. */
export const MESSAGE_PLATFORMS = [
  { value: 1, label: 'Android', slug: 'android' },
  { value: 2, label: 'iOS', slug: 'ios' },
] as const;
export type MessagePlatform = 1 | 2;
export const platformLabel = (p: number) => MESSAGE_PLATFORMS.find((x) => x.value === p)?.label ?? String(p);

/**
 * The publish pipeline's kind per platform, the key is the country: the upload history of a
 * platform is the kind's history and its online config is the kind's pointers.
 */
export const publishKind = (platform: MessagePlatform) => `in-site-messages-${platform === 1 ? 'android' : 'ios'}`;

/** What the plugin publishes: a country's online config, a kind per platform (key = country). */
export const releases: PublishableRef<typeof PLUGIN_ID> = {
  id: PLUGIN_ID,
  title: 'in-site messages',
  right: RIGHT_IN_SITE_MESSAGE,
  kinds: [publishKind(1), publishKind(2)],
};

export const MESSAGE_TO = ['Facebook'] as const;
export const MESSAGE_TYPES = ['bonus', 'message'] as const;
export const DEFAULT_TIMEZONE = 'Asia/Shanghai';
export const DEFAULT_COUNTRY = 'default';
/** Countries offered when the project's config has no `countries` list. */
export const FALLBACK_COUNTRIES = ['US', 'GB', 'FR', 'DE', 'JP', 'AU', 'MX', 'BR', 'RU', 'TW', 'OTHER'];
export const PAGE_SIZES = [10, 20, 50, 100];
/** A version bound of 0.0.0 leaves that side open (000 §9: default bounds 0.0.0 and 0.0.0). */
export { CLIENT_VERSION_PATTERN as VERSION_PATTERN, OPEN_VERSION } from '../../core/shared/version';

/**
 * 001 §5 says which fields are required but not the words; these are ours, in the spec's style.
 * The confirmations and toasts are the spec's (001 §5, §8).
 */
export const MESSAGES = {
  platformRequired: 'Please select platform',
  toRequired: 'Please select to',
  typeRequired: 'Please select type',
  urlRequired: 'Please input url',
  startRequired: 'Please select start time',
  timezoneRequired: 'Please select timezone',
  timezoneUnknown: (tz: string) => `Unknown timezone '${tz}'`,
  countryRequired: 'Please select country',
  countryIllegal: 'Country codes use letters, digits, _ and - only',
  messagesRequired: 'Need at least one message',
  versionIllegal: 'Illegal version!',
  versionOrder: 'The min version must not be greater than the max version',
  envRequired: 'Please select env',
};
export const CONFIRM = {
  uploadProd: 'Are you sure to upload to prod ?',
  clear: (env: string) => `Are you sure to clear online config on ${env} ?`,
};
export const TOASTS = { created: 'Created', updated: 'Updated', uploaded: 'Uploaded', cleared: 'Cleared' };

export { compareVersions } from '../../core/shared/version';

/** Does a client version pass a rule's range (0.0.0 bounds are open)? */
export function versionInRule(rule: MessageRule, version: string): boolean {
  return versionInRange(version, ...(rule.clientVersions ?? []));
}

export function isTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** API shapes. */
export interface MessageExtra {
  sandbox_returnId: number | null;
  prod_returnId: number | null;
}
export interface InSiteMessage {
  id: number;
  platform: MessagePlatform;
  country: string;
  extra: MessageExtra;
  config: { messages: MessageItem[] };
  rule: MessageRule;
  operator: string;
  createdAt: string;
  updatedAt: string;
}
export interface MessageListResponse {
  inSiteMessages: InSiteMessage[];
  /** Countries the form offers (the project's config, else a default list), 'default' first. */
  countries: string[];
}
/** What an upload publishes for (platform, country): the game server's config. */
export interface PublishedMessages {
  id: number;
  platform: MessagePlatform;
  country: string;
  messages: MessageItem[];
  rule: MessageRule;
}
export interface MessageHistory {
  /** The snapshot's id (= returnId). */
  id: number;
  action: 'publish' | 'clear';
  conf: PublishedMessages | null;
  state: { success: boolean; returnId: number };
  country: string;
  operator: string;
  updatedAt: string;
}
export interface HistoryResponse {
  histories: MessageHistory[];
}
