// Names as a spreadsheet (000 §2.8 export of names, import 'Only xlsx files can be uploaded'):
//   id | parentId | path | en | <language> …
// one row per category in tree order; path is the en names from the root (for people, ignored on
// import, like parentId). The import reads the first sheet: an `id` column and language columns
// (headers that are language codes); a filled cell sets that language, an empty one leaves it; en
// must end up non-empty. Every problem is reported with its row number and nothing changes.
import { sql } from 'drizzle-orm';
import { badRequest } from '../../../core/server/errors';
import { cellText, readSheetRows, writeXlsx } from '../../../core/server/xlsx';
import { categories, type CategoryRow } from '../../../core/server/db/content';
import type { LocalizedName } from '../../../core/shared/content';
import { MAX_CHARS } from '../../../core/shared/zod';
import { MAX_CATEGORIES, MESSAGES, buildTree, flatten } from '../shared';
import { LANGUAGE_PATTERN } from '../schemas';
import { toApi } from './categories';
import type { Db } from '../../../core/server/db/connect';

/** Languages in a stable order: en first, then alphabetical. */
export function languagesOf(names: readonly LocalizedName[]): string[] {
  const all = new Set<string>();
  names.forEach((n) => Object.keys(n).forEach((k) => all.add(k)));
  all.delete('en');
  return ['en', ...[...all].sort()];
}

export function namesXlsx(rows: readonly CategoryRow[]): Uint8Array<ArrayBuffer> {
  const nodes = flatten(buildTree(rows.map(toApi)));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const path = (id: number): string => {
    const parts: string[] = [];
    for (let n = byId.get(id), guard = 0; n && guard < 1000; n = n.parentId ? byId.get(n.parentId) : undefined, guard++)
      parts.unshift(n.name.en ?? '');
    return parts.join(' / ');
  };
  const langs = languagesOf(nodes.map((n) => n.name));
  const sheet = [
    ['id', 'parentId', 'path', ...langs],
    ...nodes.map((n) => [n.id, n.parentId, path(n.id), ...langs.map((l) => n.name[l] ?? '')]),
  ];
  return writeXlsx([{ name: 'Category names', rows: sheet, widths: [8, 9, 40, ...langs.map(() => 24)] }]);
}

export interface NameChange {
  id: number;
  before: LocalizedName;
  after: LocalizedName;
}

/** The changes an import asks for; a 400 listing the first problems (with row numbers) when any. */
export function parseNamesImport(bytes: Uint8Array, existing: ReadonlyMap<number, LocalizedName>): { changes: NameChange[]; rows: number } {
  const rows = readSheetRows(bytes, { maxRows: MAX_CATEGORIES + 1 });
  const header = (rows[0] ?? []).map((h) => cellText(h));
  const idAt = header.findIndex((h) => h.toLowerCase() === 'id');
  if (idAt < 0) throw badRequest(MESSAGES.importNoId);
  const langs = header
    .map((h, i) => ({ lang: h, i }))
    .filter(({ lang, i }) => i !== idAt && lang !== 'parentId' && lang !== 'path' && LANGUAGE_PATTERN.test(lang));
  if (!langs.length) throw badRequest(MESSAGES.importNoLanguage);
  const problems: string[] = [];
  const seen = new Set<number>();
  const changes: NameChange[] = [];
  let read = 0;
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    const idText = cellText(cells[idAt]);
    if (!idText && langs.every(({ i: at }) => !cellText(cells[at]))) return;
    read++;
    if (!/^\d{1,10}$/.test(idText)) return void problems.push(MESSAGES.importBadId(row, idText));
    const id = Number(idText);
    const before = existing.get(id);
    if (!before) return void problems.push(MESSAGES.importUnknown(row, idText));
    if (seen.has(id)) return void problems.push(MESSAGES.importTwice(row, id));
    seen.add(id);
    const after: LocalizedName = { ...before };
    for (const { lang, i: at } of langs) {
      const text = cellText(cells[at]);
      if (text.length > MAX_CHARS.title) return void problems.push(`Row ${row}: ${lang}: at most ${MAX_CHARS.title} characters`);
      if (text) after[lang] = text;
    }
    if (!after.en?.trim()) return void problems.push(MESSAGES.importNoEn(row));
    const changed = Object.keys(after).length !== Object.keys(before).length || Object.entries(after).some(([k, v]) => before[k] !== v);
    if (changed) changes.push({ id, before, after });
  });
  if (problems.length) {
    const shown = problems.slice(0, 5).join('; ');
    throw badRequest(
      problems.length > 5 ? `${shown}; and ${problems.length - 5} more` : shown,
      problems.slice(0, 50).map((message) => ({ path: 'xlsx', message })),
    );
  }
  if (!read) throw badRequest(MESSAGES.importEmpty);
  return { changes, rows: read };
}

/** Writes the changed names in one statement (a whole project's names at most). */
export async function applyNames(db: Db, code: string, changes: readonly NameChange[], operator: string): Promise<void> {
  if (!changes.length) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::int, ${JSON.stringify(c.after)}::jsonb)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${categories} c set name = v.name, operator = ${operator}, updated_at = now() from (values ${values}) as v(id, name) where c.id = v.id and c.project_code = ${code}`,
  );
}
