// The edit modal's values: one tab per part of the rule (version, title, message, one per
// button action), each language as a row. Errors carry the form field they belong to, so each
// tab can show its own and the modal can open the first tab that has one.
import { zodFormErrors } from '../../../core/shared/zod';
import { fromLangRows, MESSAGES, toLangRows, type ButtonAction, type CheckUpdateRule } from '../shared';
import { checkUpdateRuleSchema, langRowsSchema, type CheckUpdateRuleInput } from '../schemas';

export interface LangRow {
  lang: string;
  text: string;
}

export interface EditValues {
  startVersion: string;
  endVersion: string;
  title: LangRow[];
  msg: LangRow[];
  buttons: { action: ButtonAction; title: LangRow[]; url: string }[];
}

/** English first, so the row that cannot be removed leads each tab. */
const rows = (rec: Record<string, string>) => toLangRows(rec).sort((a, b) => Number(b.lang === 'en') - Number(a.lang === 'en'));

export function ruleToEdit(rule: CheckUpdateRule): EditValues {
  return {
    startVersion: rule.startVersion,
    endVersion: rule.endVersion,
    title: rows(rule.data.title),
    msg: rows(rule.data.msg),
    buttons: rule.data.buttons.map((b) => ({ action: b.action, title: rows(b.title), url: b.url ?? '' })),
  };
}

export function editToRule(v: EditValues, platform: number): CheckUpdateRuleInput {
  return {
    platform,
    startVersion: v.startVersion,
    endVersion: v.endVersion,
    data: {
      title: fromLangRows(v.title),
      msg: fromLangRows(v.msg),
      buttons: v.buttons.map((b) => ({
        action: b.action,
        title: fromLangRows(b.title),
        ...(b.action === 'openUrl' ? { url: b.url } : {}),
      })),
    },
  };
}

/** Ours (the spec is silent): two rows for one language would silently keep only one. */
export const duplicateLanguage = (lang: string) => `Language '${lang}' is listed twice`;

function tabErrors(out: Record<string, string>, field: string, tab: string, missingEn: string, list: LangRow[]): void {
  for (const [key, message] of Object.entries(zodFormErrors(langRowsSchema(tab, missingEn), list))) {
    out[key ? `${field}.${key}` : field] = message;
  }
  const seen = new Set<string>();
  list.forEach((r, i) => {
    const lang = r.lang.trim();
    if (lang && seen.has(lang) && !out[`${field}.${i}.lang`]) out[`${field}.${i}.lang`] = duplicateLanguage(lang);
    seen.add(lang);
  });
}

/** Every message of 001 §5 for the edit form, by form field ('' keys become the tab's own). */
export function editErrors(v: EditValues, platform: number): Record<string, string> {
  const out: Record<string, string> = {};
  const whole = zodFormErrors(checkUpdateRuleSchema, editToRule(v, platform));
  for (const key of ['startVersion', 'endVersion']) if (whole[key]) out[key] = whole[key];
  tabErrors(out, 'title', 'title', MESSAGES.titleRequired, v.title);
  tabErrors(out, 'msg', 'message', MESSAGES.messageRequired, v.msg);
  if (!v.buttons.length) out.buttons = MESSAGES.buttonRequired;
  v.buttons.forEach((b, i) => {
    tabErrors(out, `buttons.${i}.title`, b.action, MESSAGES.buttonTitle(b.action), b.title);
    if (b.action === 'openUrl' && !b.url.trim()) out[`buttons.${i}.url`] = MESSAGES.buttonUrl;
  });
  return out;
}

/** The tab a form field lives on: 'version', 'title', 'message' or 'button:<index>'. */
export function tabOf(field: string): string {
  if (field === 'startVersion' || field === 'endVersion') return 'version';
  if (field.startsWith('title')) return 'title';
  if (field.startsWith('msg')) return 'message';
  const m = /^buttons\.(\d+)/.exec(field);
  return m ? `button:${m[1]}` : 'version';
}
