// The create modal's draft: one value that both views edit. The Form view binds the English
// texts; the Json view shows the whole rule, so other languages typed there survive a switch.
import { BUTTON_ACTIONS, type ButtonAction } from '../shared';
import type { CheckUpdateRuleInput } from '../schemas';

export interface DraftButton {
  action: ButtonAction | '';
  title: Record<string, string>;
  url?: string;
}

export interface RuleDraft {
  /** A Select's value: '1', '2' or '3' ('' when none is chosen). */
  platform: string;
  startVersion: string;
  endVersion: string;
  data: { title: Record<string, string>; msg: Record<string, string>; buttons: DraftButton[] };
}

export function emptyDraft(platform: number): RuleDraft {
  return {
    platform: String(platform),
    startVersion: '',
    endVersion: '',
    data: { title: { en: '' }, msg: { en: '' }, buttons: [{ action: 'update', title: { en: '' } }] },
  };
}

/** What the server gets (the schema reads a Select's string platform too). */
export function draftToInput(draft: RuleDraft): CheckUpdateRuleInput {
  return draft as unknown as CheckUpdateRuleInput;
}

/** The Json view's text: the platform as the number the API uses. */
export function draftToJson(draft: RuleDraft): string {
  const platform = Number(draft.platform);
  return JSON.stringify({ ...draft, platform: draft.platform && !Number.isNaN(platform) ? platform : draft.platform }, null, 2);
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Strings only: a number typed in the JSON still shows in a text field. */
function texts(v: unknown): Record<string, string> {
  if (!isRecord(v)) return {};
  return Object.fromEntries(Object.entries(v).map(([k, t]) => [k, t === null || t === undefined ? '' : String(t)]));
}

/**
 * The Json view's text back as a draft. A syntax error keeps the user in the Json view
 * (the toggle is disabled); a JSON that is not an object is a syntax error for our purpose.
 */
export function jsonToDraft(text: string): { draft: RuleDraft } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { error: e instanceof Error ? e.message : 'Invalid JSON' };
  }
  if (!isRecord(value)) return { error: 'The rule must be a JSON object' };
  const data = isRecord(value.data) ? value.data : {};
  const buttons = Array.isArray(data.buttons) ? data.buttons : [];
  return {
    draft: {
      platform: value.platform === undefined || value.platform === null ? '' : String(value.platform),
      startVersion: typeof value.startVersion === 'string' ? value.startVersion : String(value.startVersion ?? ''),
      endVersion: typeof value.endVersion === 'string' ? value.endVersion : String(value.endVersion ?? ''),
      data: {
        title: texts(data.title),
        msg: texts(data.msg),
        buttons: buttons.map((b) => {
          const r = isRecord(b) ? b : {};
          const action = typeof r.action === 'string' ? r.action : '';
          return { action: action as ButtonAction, title: texts(r.title), ...(r.url !== undefined ? { url: String(r.url) } : {}) };
        }),
      },
    },
  };
}

/** Actions not yet used by another button (each action is chosen once). */
export function freeActions(buttons: { action: string }[], keep?: string): ButtonAction[] {
  return BUTTON_ACTIONS.filter((a) => a === keep || !buttons.some((b) => b.action === a));
}

/** Languages other than English, for the Form view's note. */
export function otherLanguages(draft: RuleDraft): string[] {
  const langs = new Set<string>();
  for (const rec of [draft.data.title, draft.data.msg, ...draft.data.buttons.map((b) => b.title)]) {
    for (const k of Object.keys(rec)) if (k !== 'en') langs.add(k);
  }
  return [...langs];
}
