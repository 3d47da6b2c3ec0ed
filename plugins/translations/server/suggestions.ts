// Translation memory in the edit forms (issue 15), project and common alike: per language, the
// texts the same English text has elsewhere (the viewing project's other keys, the common keys,
// other projects), those with the English text's placeholders first (a text that lacks or adds
// `{name}`, `%d`, `<b>` would fail the publish gate: it comes after the others, marked
// `placeholdersDiffer`), then most used first. Only the texts and counts leave: not other
// projects' names or keys. (The machine-translation job's memory, server/mt/memory.ts, picks one text per source.)
import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { SOURCE_LANGUAGE } from '../../../core/shared/languages';
import type { Suggestion } from '../endpoints/project';
import { placeholders } from './publish/gate';

/** Per language at most this many. */
export const SUGGESTIONS_PER_LANGUAGE = 5;

/** db.execute answers rows on postgres-js and `{ rows }` on PGlite. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/**
 * `viewer`: the project whose keys count as 'project' ('' from the common screen); `exclude`: the
 * project key being edited, or the common key being edited (and the project keys synced from it).
 */
export async function suggestionsFor(
  db: Db,
  viewer: string,
  en: string,
  exclude: { projectKeyId?: number; commonId?: number } = {},
): Promise<Record<string, Suggestion[]>> {
  const result = await db.execute(sql`
    select t.lang, t.text, t.src, count(*)::int as n from (
      select e.key as lang, btrim(e.value) as text, case when k.project_code = ${viewer} then 'project' else 'other' end as src
        from ml_project_keys k cross join lateral jsonb_each_text(k.translation) e
        where k.translation ->> ${SOURCE_LANGUAGE} = ${en} and k.id <> ${exclude.projectKeyId ?? 0} and coalesce(k.common_id, 0) <> ${exclude.commonId ?? -1} and e.key <> ${SOURCE_LANGUAGE} and btrim(e.value) <> ''
      union all
      select e.key, btrim(e.value), 'common'
        from ml_common_keys c cross join lateral jsonb_each_text(c.translation) e
        where c.translation ->> ${SOURCE_LANGUAGE} = ${en} and c.id <> ${exclude.commonId ?? 0} and e.key <> ${SOURCE_LANGUAGE} and btrim(e.value) <> ''
    ) t group by t.lang, t.text, t.src`);
  const byLang = new Map<string, Map<string, Suggestion>>();
  for (const r of rowsOf<{ lang: string; text: string; src: Suggestion['from'][number]; n: number }>(result)) {
    const texts = byLang.get(r.lang) ?? new Map<string, Suggestion>();
    byLang.set(r.lang, texts);
    const s = texts.get(r.text) ?? { text: r.text, count: 0, from: [] };
    s.count += Number(r.n);
    s.from.push(r.src);
    texts.set(r.text, s);
  }
  const order: Suggestion['from'] = ['project', 'common', 'other'];
  // The gate's rule: the same placeholders as English, as a multiset (sorted lists compared).
  const wanted = placeholders(en).join('\u0000');
  const out: Record<string, Suggestion[]> = {};
  for (const [lang, texts] of byLang) {
    out[lang] = [...texts.values()]
      .map((s): Suggestion => ({
        ...s,
        from: order.filter((o) => s.from.includes(o)),
        ...(placeholders(s.text).join('\u0000') !== wanted ? { placeholdersDiffer: true } : {}),
      }))
      .sort((a, b) => Number(!!a.placeholdersDiffer) - Number(!!b.placeholdersDiffer) || b.count - a.count || a.text.localeCompare(b.text))
      .slice(0, SUGGESTIONS_PER_LANGUAGE);
  }
  return out;
}
