// The check-update plugin's zod schemas: one serves the server and the web form (create Form/Json
// views, edit tabs), so each message is written once (shared.ts holds the texts).
import { z } from 'zod';
import { clientPlatformField, clientVersionField } from '../../core/shared/clientQuery';
import { compareVersions } from '../../core/shared/version';
import { atMost, checkWhenValid, clientUrlProblem, INT4_MAX, MAX_CHARS } from '../../core/shared/zod';
import { BUTTON_ACTIONS, MESSAGES, PAGE_SIZE, VERSION_PATTERN, type CheckUpdatePlatform } from './shared';

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
    .record(
      z.string().max(LANG_MAX, atMost(LANG_MAX)),
      z
        .string()
        .max(max, atMost(max))
        .nullish()
        .transform((s) => (s ?? '').trim()),
    )
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
    .object({
      title: langText(MAX_CHARS.title),
      msg: langText(MAX_CHARS.text),
      buttons: z
        .array(button, { error: MESSAGES.buttonRequired })
        .max(BUTTON_ACTIONS.length * 2, 'Too many buttons')
        .default([]),
    })
    .default({ title: {}, msg: {}, buttons: [] }),
});

/** A rule as the create form (Form and Json views) and POST/PUT send it. */
export const checkUpdateRuleSchema = ruleShape
  .superRefine(
    (rule, ctx) => {
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
    },
    checkWhenValid('startVersion', 'endVersion', 'data'),
  )
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
    .array(
      z.object({
        lang: z.string().trim().max(LANG_MAX, atMost(LANG_MAX)),
        text: z.string().trim().max(MAX_CHARS.text, atMost(MAX_CHARS.text)),
      }),
    )
    .superRefine((rows, ctx) => {
      rows.forEach((r, i) => {
        if (!r.lang) ctx.addIssue({ code: 'custom', message: MESSAGES.languageNull(tab), path: [i, 'lang'] });
        if (!r.text) ctx.addIssue({ code: 'custom', message: MESSAGES.valueNull, path: [i, 'text'] });
      });
      if (!rows.some((r) => r.lang === 'en')) ctx.addIssue({ code: 'custom', message: missingEn, path: [] });
    });

export const listQuerySchema = z.object({
  platform: platformField,
  ps: z.coerce.number().int().min(1).max(500).catch(PAGE_SIZE),
  pn: z.coerce.number().int().min(1).max(INT4_MAX).catch(1),
});

export const publishQuerySchema = z.object({
  env: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(['sandbox', 'prod'], { error: 'env must be Sandbox or Prod' }),
  ),
  platform: platformField,
});

export const reachQuerySchema = z.object({ platform: platformField });

/** GET /client/v1/:code/:env/check-update: the query a game sends. */
export const clientQuerySchema = z.object({
  platform: clientPlatformField([1, 2, 3]),
  version: clientVersionField(),
  lang: z
    .string()
    .trim()
    .max(35)
    .optional()
    .describe("The player's language (en, zh-TW): its texts, else its base language's, else English's"),
});

/** Its answer: the rule whose version range holds the client's version, in its language; null when none. */
export const clientCheckUpdateSchema = z.object({
  rule: z
    .object({
      id: z.number().int(),
      startVersion: z.string().describe('The first client version it applies to'),
      endVersion: z.string().describe('The last client version it applies to (inclusive)'),
      title: z.string(),
      msg: z.string(),
      buttons: z
        .array(
          z.object({
            action: z
              .enum(BUTTON_ACTIONS)
              .describe('update: go to the store; openUrl: open url; cancel, skip: carry on (a prompt with neither forces the update)'),
            title: z.string(),
            url: z.string().optional().describe('The page openUrl opens'),
          }),
        )
        .describe('The buttons in the order to show them'),
    })
    .nullable()
    .describe('null: no prompt for this version'),
});
