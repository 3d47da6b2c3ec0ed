// The difference between two published versions' texts, per language (002 "Multi-language
// history": the diff modal). Pure.
import { DIFF_ROW_LIMIT, type DiffAnswer, type DiffRow, type I18nContent } from '../../shared';

type Languages = I18nContent['languages'];

export function diffLanguages(
  older: Languages,
  newer: Languages,
  only?: string,
  limit = DIFF_ROW_LIMIT,
): Pick<DiffAnswer, 'summary' | 'rows' | 'total'> {
  const langs = [...new Set([...Object.keys(older), ...Object.keys(newer)])].sort((a, b) =>
    a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b),
  );
  const summary: DiffAnswer['summary'] = [];
  const rows: DiffRow[] = [];
  let total = 0;
  for (const lang of langs) {
    const a = older[lang] ?? {};
    const b = newer[lang] ?? {};
    const s = { lang, added: 0, removed: 0, changed: 0 };
    const push = (r: DiffRow) => {
      if (only && only !== lang) return;
      total++;
      if (rows.length < limit) rows.push(r);
    };
    for (const key of Object.keys(b).sort()) {
      if (!(key in a)) {
        s.added++;
        push({ lang, key, change: 'added', old: null, new: b[key] });
      } else if (a[key] !== b[key]) {
        s.changed++;
        push({ lang, key, change: 'changed', old: a[key], new: b[key] });
      }
    }
    for (const key of Object.keys(a).sort()) {
      if (!(key in b)) {
        s.removed++;
        push({ lang, key, change: 'removed', old: a[key], new: null });
      }
    }
    summary.push(s);
  }
  return { summary, rows, total };
}
