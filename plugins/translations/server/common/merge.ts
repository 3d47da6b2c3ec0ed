// The three-way sync of a common key into a project key (issue 15 "Beyond the spec"): per
// language, the common text the project last took (base), the common text now and the project's
// own. A language the project edited itself while the common text changed too is a conflict: it is
// never overwritten unless the operator chose the common text for it.
import type { TranslationMap } from '../../shared';
import type { SyncLanguage } from '../../endpoints/common';

export type Take = 'common' | 'project';

/** Every language of the three maps, en first, then by code. */
function languagesOf(...maps: (TranslationMap | null | undefined)[]): string[] {
  const all = new Set<string>();
  for (const m of maps) for (const k of Object.keys(m ?? {})) all.add(k);
  return [...all].sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

/** The per-language comparison (no project key yet: every language is `new`). */
export function compare(base: TranslationMap | null, common: TranslationMap, project: TranslationMap | null): SyncLanguage[] {
  return languagesOf(common, project, base).map((lang) => {
    const c = common[lang] ?? '';
    const b = base?.[lang] ?? null;
    const p = project?.[lang] ?? null;
    let state: SyncLanguage['state'];
    if (!project || p === null) state = c ? 'new' : 'same';
    else if (p === c) state = 'same';
    else if (p === (b ?? '')) state = 'update';
    else if (c === (b ?? '')) state = 'kept';
    else state = 'conflict';
    return { lang, base: b, common: c, project: p, state };
  });
}

/**
 * The project's texts after the sync: `new` and `update` take the common text, `same` and `kept`
 * stay, a conflict takes what `choose(lang)` says (the project's when nothing was chosen).
 * An empty text removes the language (en never is: the common key always has one).
 */
export function merged(
  languages: SyncLanguage[],
  project: TranslationMap | null,
  choose: (lang: string) => Take | undefined,
): { translation: TranslationMap; skipped: SyncLanguage[] } {
  const out: TranslationMap = { ...(project ?? {}) };
  const skipped: SyncLanguage[] = [];
  for (const l of languages) {
    const takeCommon = l.state === 'new' || l.state === 'update' || (l.state === 'conflict' && choose(l.lang) === 'common');
    if (l.state === 'conflict' && !takeCommon) skipped.push(l);
    if (!takeCommon) continue;
    if (l.common) out[l.lang] = l.common;
    else delete out[l.lang];
  }
  return { translation: out, skipped };
}
