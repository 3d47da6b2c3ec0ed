// Plugin `in-site-messages` (001): messages shown inside the game, per platform and country,
// uploaded to the sandbox and prod game servers. One schema serves the form and the server.
import { z } from 'zod';
import type { RightDecl } from '../../core/shared/access';
import { publishableSpec, type PublishableRef } from '../../core/shared/publish';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { compareVersions } from '../../core/shared/version';
import { clientUrlField, envNameField, isoDateTime, platformCodeField } from '../../core/shared/zod';

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
export const publishable = /* @__PURE__ */ publishableSpec(releases);

export const MESSAGE_TO = ['Facebook'] as const;
export const MESSAGE_TYPES = ['bonus', 'message'] as const;
export const DEFAULT_TIMEZONE = 'Asia/Shanghai';
export const DEFAULT_COUNTRY = 'default';
/** Countries offered when the project's config has no `countries` list. */
export const FALLBACK_COUNTRIES = ['US', 'GB', 'FR', 'DE', 'JP', 'AU', 'MX', 'BR', 'RU', 'TW', 'OTHER'];
export const PAGE_SIZES = [10, 20, 50, 100];
/** A version bound of 0.0.0 leaves that side open (000 §9: default bounds 0.0.0 and 0.0.0). */
export const OPEN_VERSION = '0.0.0';
export const VERSION_PATTERN = /^\d{1,6}\.\d{1,6}\.\d{1,6}$/;

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
  const [min, max] = rule.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];
  if (min !== OPEN_VERSION && compareVersions(version, min) < 0) return false;
  return max === OPEN_VERSION || compareVersions(version, max) <= 0;
}

export function isTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const platformField = platformCodeField<MessagePlatform>([1, 2], MESSAGES.platformRequired);

export const envField = envNameField(MESSAGES.envRequired);

const countryCode = z
  .string({ error: MESSAGES.countryRequired })
  .trim()
  .min(1, MESSAGES.countryRequired)
  .max(32, 'At most 32 characters')
  .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.countryIllegal);

const versionBound = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() ? v.trim() : OPEN_VERSION),
  z.string().regex(VERSION_PATTERN, MESSAGES.versionIllegal),
);

/** The rule component: a client version range, 0.0.0 leaving a side open. */
export const ruleSchema = z
  .object({ clientVersions: z.tuple([versionBound, versionBound]).optional() })
  .default({})
  .superRefine((r, ctx) => {
    const [min, max] = r.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];
    if (max !== OPEN_VERSION && compareVersions(min, max) > 0) ctx.addIssue({ code: 'custom', message: MESSAGES.versionOrder, path: ['clientVersions', 1] });
  });
export type MessageRule = z.output<typeof ruleSchema>;

const required = (message: string, max = 64) => z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`));

const messageShape = {
  to: z.preprocess(blankToUndefined, z.enum(MESSAGE_TO, { error: MESSAGES.toRequired })),
  type: z.preprocess(blankToUndefined, z.enum(MESSAGE_TYPES, { error: MESSAGES.typeRequired })),
  /** A link the game opens: http(s) or one of the project's app schemes (checked again on the server). */
  url: z.preprocess((v) => v ?? '', clientUrlField(MESSAGES.urlRequired)),
  timezone: required(MESSAGES.timezoneRequired).refine(isTimezone, { error: (i) => MESSAGES.timezoneUnknown(String(i.input)) }),
};

/** One message as stored and published: its start as unix seconds in the given timezone's terms. */
export const messageItemSchema = z.object({
  ...messageShape,
  startTimestamp: z.preprocess(blankToUndefined, z.number({ error: MESSAGES.startRequired }).int().min(0).max(2 ** 40)),
});
export type MessageItem = z.output<typeof messageItemSchema>;

/** POST /inSiteMessage: one country per call (the form makes one call per selected country). */
export const saveMessageSchema = z.object({
  id: z.number().int().positive().max(2 ** 31 - 1).nullish(),
  platform: platformField,
  country: z.preprocess((v) => (v === undefined || v === null || v === '' ? DEFAULT_COUNTRY : v), countryCode),
  config: z.object({ messages: z.array(messageItemSchema, { error: MESSAGES.messagesRequired }).min(1, MESSAGES.messagesRequired).max(50) }, { error: MESSAGES.messagesRequired }),
  rule: ruleSchema,
});
export type SaveMessageBody = z.input<typeof saveMessageSchema>;

/** The create/update modal's values: a start date-time (wall clock in its timezone) per message. */
export const messageFormSchema = z.object({
  platform: platformField,
  countries: z.array(countryCode).min(1, MESSAGES.countryRequired).max(300, 'At most 300 countries'),
  messages: z.array(z.object({ ...messageShape, startAt: isoDateTime(MESSAGES.startRequired) })).min(1, MESSAGES.messagesRequired),
  minVersion: z.string().trim().refine((v) => !v || VERSION_PATTERN.test(v), MESSAGES.versionIllegal),
  maxVersion: z.string().trim().refine((v) => !v || VERSION_PATTERN.test(v), MESSAGES.versionIllegal),
}).superRefine((f, ctx) => {
  const [min, max] = [f.minVersion || OPEN_VERSION, f.maxVersion || OPEN_VERSION];
  if (VERSION_PATTERN.test(min) && VERSION_PATTERN.test(max) && max !== OPEN_VERSION && compareVersions(min, max) > 0) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.versionOrder, path: ['maxVersion'] });
  }
});

export const listQuerySchema = z.object({ platform: platformField });
export const historyQuerySchema = z.object({ platform: platformField, env: envField });
export const uploadSchema = z.object({ platform: platformField, env: envField, id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
export const clearSchema = z.object({ platform: platformField, env: envField, country: countryCode });

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

const MESSAGES_API = '/v1/:code/inSiteMessage';

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  list: endpoint({ method: 'GET', path: MESSAGES_API, query: listQuerySchema, response: typeOf<MessageListResponse>() }),
  save: endpoint({ method: 'POST', path: MESSAGES_API, body: saveMessageSchema, response: typeOf<{ inSiteMessage: InSiteMessage }>() }),
  upload: endpoint({ method: 'POST', path: `${MESSAGES_API}/upload`, body: uploadSchema, response: typeOf<{ returnId: number; inSiteMessage: InSiteMessage }>() }),
  clear: endpoint({ method: 'POST', path: `${MESSAGES_API}/upload/clear`, body: clearSchema, response: typeOf<{ returnId: number }>() }),
  histories: endpoint({ method: 'GET', path: `${MESSAGES_API}/histories`, query: historyQuerySchema, response: typeOf<HistoryResponse>() }),
  latestByCountry: endpoint({ method: 'GET', path: `${MESSAGES_API}/histories/latestByCountry`, query: historyQuerySchema, response: typeOf<HistoryResponse>() }),
};
