// Plugin `check-update` (001): update prompts per platform and client version range, published
// per platform to sandbox and prod; game clients read the matching rule.
// One zod schema serves the server and the web form (create Form/Json views, edit tabs).
import { z } from 'zod';
import { atMost, clientUrlProblem, INT4_MAX, MAX_CHARS } from '../../core/shared/zod';
import type { RightDecl } from '../../core/shared/access';
import { compareVersions } from '../../core/shared/version';
import { checkWhenValid } from '../../core/shared/zod';
import { publishableSpec, type PublishableRef } from '../../core/shared/publish';
import { endpoint, typeOf } from '../../core/shared/endpoint';

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
export const publishable = /* @__PURE__ */ publishableSpec(releases);
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

// Missing values read as empty, so they fail as ordinary (non-fatal) issues and the rule-wide
// checks below still run: a form shows every message at once.
const version = z.preprocess(
  (v) => v ?? '',
  z
    .string({ error: MESSAGES.versionRequired })
    .trim()
    .min(1, MESSAGES.versionRequired)
    .refine((v) => !v || VERSION_PATTERN.test(v), MESSAGES.versionIllegal),
);

/** 1, 2, 3 or their strings (a Select's value). */
export const platformField = z.preprocess(
  (v) => {
    const n = v === '' || v === null || v === undefined ? 0 : Number(v);
    return Number.isNaN(n) ? 0 : n;
  },
  z.number({ error: MESSAGES.platformRequired }).refine((n) => n === 1 || n === 2 || n === 3, MESSAGES.platformRequired),
) as unknown as z.ZodType<CheckUpdatePlatform, unknown>;

/** `{ lang: text }`, trimmed; a null text reads as empty so it gets the form's message. */
const LANG_MAX = 35;
const MAX_LANGUAGES = 100;
const langText = (max: number) =>
  z
    .record(z.string().max(LANG_MAX, atMost(LANG_MAX)), z.string().max(max, atMost(max)).nullish().transform((s) => (s ?? '').trim()))
    .refine((rec) => Object.keys(rec).length <= MAX_LANGUAGES, `At most ${MAX_LANGUAGES} languages`)
    .default({})
    .transform((rec) => Object.fromEntries(Object.entries(rec).map(([k, v]) => [k.trim(), v])) as Record<string, string>);

const button = z.object({
  action: z.enum(BUTTON_ACTIONS, { error: MESSAGES.actionRequired }),
  title: langText(MAX_CHARS.title),
  /** openUrl's link: http(s) or one of the project's app schemes (the server checks the project's list). */
  url: z.string().trim().max(MAX_CHARS.url, atMost(MAX_CHARS.url)).optional(),
});

type Ctx = z.RefinementCtx;

/** Each language code non-empty, each text non-empty, and the English entry there. */
function checkLangText(ctx: Ctx, path: (string | number)[], rec: Record<string, string>, tab: string, missingEn: string): void {
  for (const [lang, text] of Object.entries(rec)) {
    if (!lang.trim()) ctx.addIssue({ code: 'custom', message: MESSAGES.languageNull(tab), path: [...path, lang] });
    else if (lang !== 'en' && !text) ctx.addIssue({ code: 'custom', message: MESSAGES.valueNull, path: [...path, lang] });
  }
  if (!rec.en) ctx.addIssue({ code: 'custom', message: missingEn, path: [...path, 'en'] });
}

const ruleShape = z.object({
  platform: platformField,
  startVersion: version,
  endVersion: version,
  data: z
    .object({ title: langText(MAX_CHARS.title), msg: langText(MAX_CHARS.text), buttons: z.array(button, { error: MESSAGES.buttonRequired }).max(BUTTON_ACTIONS.length * 2, 'Too many buttons').default([]) })
    .default({ title: {}, msg: {}, buttons: [] }),
});

/** A rule as the create form (Form and Json views) and POST/PUT send it. */
export const checkUpdateRuleSchema = ruleShape
  .superRefine((rule, ctx) => {
    const { startVersion: s, endVersion: e, data } = rule;
    if (VERSION_PATTERN.test(s) && VERSION_PATTERN.test(e) && compareVersions(s, e) >= 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.versionOrder, path: ['startVersion'] });
    }
    checkLangText(ctx, ['data', 'title'], data.title, 'title', MESSAGES.titleRequired);
    checkLangText(ctx, ['data', 'msg'], data.msg, 'message', MESSAGES.messageRequired);
    if (!data.buttons.length) ctx.addIssue({ code: 'custom', message: MESSAGES.buttonRequired, path: ['data', 'buttons'] });
    const seen = new Set<string>();
    data.buttons.forEach((b, i) => {
      const at = ['data', 'buttons', i];
      if (seen.has(b.action)) ctx.addIssue({ code: 'custom', message: MESSAGES.actionTwice(b.action), path: [...at, 'action'] });
      seen.add(b.action);
      checkLangText(ctx, [...at, 'title'], b.title, b.action, MESSAGES.buttonTitle(b.action));
      if (b.action === 'openUrl' && !b.url) ctx.addIssue({ code: 'custom', message: MESSAGES.buttonUrl, path: [...at, 'url'] });
      const urlProblem = b.action === 'openUrl' && b.url ? clientUrlProblem(b.url, null) : null;
      if (urlProblem) ctx.addIssue({ code: 'custom', message: urlProblem, path: [...at, 'url'] });
    });
  }, checkWhenValid('startVersion', 'endVersion', 'data'))
  .transform((rule) => ({
    ...rule,
    data: {
      ...rule.data,
      // A url only where it means something: the openUrl button.
      buttons: rule.data.buttons.map((b) => ({ action: b.action, title: b.title, ...(b.action === 'openUrl' ? { url: b.url } : {}) })),
    },
  }));

export type CheckUpdateRuleInput = z.input<typeof checkUpdateRuleSchema>;
export type CheckUpdateRuleForm = z.output<typeof checkUpdateRuleSchema>;

/**
 * One tab of the edit modal as rows (title, message, or a button action): each language code
 * and each text required. `missingEn` is the tab's message for an absent English row.
 */
export const langRowsSchema = (tab: string, missingEn: string) =>
  z
    .array(z.object({ lang: z.string().trim().max(LANG_MAX, atMost(LANG_MAX)), text: z.string().trim().max(MAX_CHARS.text, atMost(MAX_CHARS.text)) }))
    .superRefine((rows, ctx) => {
      rows.forEach((r, i) => {
        if (!r.lang) ctx.addIssue({ code: 'custom', message: MESSAGES.languageNull(tab), path: [i, 'lang'] });
        if (!r.text) ctx.addIssue({ code: 'custom', message: MESSAGES.valueNull, path: [i, 'text'] });
      });
      if (!rows.some((r) => r.lang === 'en')) ctx.addIssue({ code: 'custom', message: missingEn, path: [] });
    });

export const toLangRows = (rec: Record<string, string>) => Object.entries(rec).map(([lang, text]) => ({ lang, text }));
export const fromLangRows = (rows: { lang: string; text: string }[]) => Object.fromEntries(rows.map((r) => [r.lang.trim(), r.text.trim()]));

export const listQuerySchema = z.object({
  platform: platformField,
  ps: z.coerce.number().int().min(1).max(500).catch(PAGE_SIZE),
  pn: z.coerce.number().int().min(1).max(INT4_MAX).catch(1),
});

export const publishQuerySchema = z.object({
  env: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['sandbox', 'prod'], { error: 'env must be Sandbox or Prod' })),
  platform: platformField,
});

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

const RULES = '/v1/:code/checkUpdateRules';

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  list: endpoint({ method: 'GET', path: RULES, query: listQuerySchema, response: typeOf<CheckUpdateListResponse>() }),
  create: endpoint({ method: 'POST', path: RULES, body: checkUpdateRuleSchema, response: typeOf<{ rule: CheckUpdateRule }>() }),
  get: endpoint({ method: 'GET', path: `${RULES}/:id`, response: typeOf<{ rule: CheckUpdateRule }>() }),
  update: endpoint({
    method: 'PUT',
    path: `${RULES}/:id`,
    body: checkUpdateRuleSchema,
    query: z.object({ platform: platformField.optional() }),
    response: typeOf<{ rule: CheckUpdateRule }>(),
  }),
  remove: endpoint({ method: 'DELETE', path: `${RULES}/:id`, response: typeOf<{ id: number }>() }),
  /** The spec makes publishing a GET: `?env=Sandbox|Prod&platform=`. */
  publish: endpoint({ method: 'GET', path: `${RULES}/publish`, query: publishQuerySchema, response: typeOf<PublishResult>() }),
};
