// Keys as a spreadsheet (000 §2.14 excel upload, 001 §7 "excel", "createByExcel"):
//   key | en | <language> …
// one row per key, by key. The import reads the first sheet: a `key` column and language columns
// (supported codes); a filled cell sets that language, an empty one leaves it as it is; a new key
// needs its en text. Every problem of every row is reported at once with its row number (the first
// 20 in the message, as the common keys' import does, the rest counted), and nothing changes. The
// writes go in batches (one INSERT ... ON CONFLICT per BATCH rows), so 20,000 keys x 10
// languages is a handful of statements, not one per key.
import { eq, sql } from 'drizzle-orm';
import { badRequest } from '../../../../core/server/errors';
import { cellText, readSheetRows } from '../../../../core/server/xlsx';
import type { Db } from '../../../../core/server/db/connect';
import { isLanguage, LANGUAGES, SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import { MAX_CHARS } from '../../../../core/shared/zod';
import { IMPORT_MAX_KEYS, KEY_MAX, MESSAGES } from '../../schemas/project';
import type { TranslationMap } from '../../shared';
import { mlProjectKeys } from '../db';
import { enginesAfterEdit, orderLanguages } from './keys';

/** Rows per INSERT ... ON CONFLICT. */
export const BATCH = 5000;

export const EXCEL_MESSAGES = {
  noKeyColumn: 'The first row needs a key column',
  unknownColumn: (name: string) => `Unknown column ${name}: the first row names key and language codes`,
  tooMany: `At most ${IMPORT_MAX_KEYS} keys per file`,
  empty: 'The file has no keys',
  lackOfKey: (row: number) => `Row ${row}: ${MESSAGES.lackOfKey}`,
  badKey: (row: number, why: string) => `Row ${row}: ${why}`,
  twice: (row: number, key: string) => `Row ${row}: the key ${key} is in the file twice`,
  noEn: (row: number, key: string) => `Row ${row}: ${key}: en ${MESSAGES.enRequired}`,
  tooLong: (row: number, lang: string) => `Row ${row}: ${lang}: at most ${MAX_CHARS.text} characters`,
  more: (n: number) => `and ${n} more`,
};

/** Problems named in the message (the common import's number); the issues hold up to ISSUES_MAX. */
const SHOWN_PROBLEMS = 20;
const ISSUES_MAX = 1000;

/** The sheet's rows for a download: key, then the languages (en first). */
export function keysSheet(rows: readonly { key: string; translation: TranslationMap }[]): (string | number)[][] {
  const langs = orderLanguages([SOURCE_LANGUAGE, ...rows.flatMap((r) => Object.keys(r.translation))]);
  return [['key', ...langs], ...rows.map((r) => [r.key, ...langs.map((l) => r.translation[l] ?? '')])];
}

export interface ParsedRow {
  row: number;
  key: string;
  texts: TranslationMap;
}

/**
 * The rows an import asks for; a 400 listing every problem (with row numbers) when any. `exists`
 * says which keys the project has, so a new key without en is named with the rest, not after them.
 */
export function parseKeysImport(bytes: Uint8Array, exists: (key: string) => boolean = () => false): ParsedRow[] {
  const rows = readSheetRows(bytes, { maxRows: IMPORT_MAX_KEYS + 2 });
  if (rows.length > IMPORT_MAX_KEYS + 1) throw badRequest(EXCEL_MESSAGES.tooMany);
  const header = (rows[0] ?? []).map((h) => cellText(h));
  const keyAt = header.findIndex((h) => h.toLowerCase() === 'key');
  if (keyAt < 0) throw badRequest(EXCEL_MESSAGES.noKeyColumn);
  // A header matches a code in any case ('zh-cn'); a blank header is a blank column.
  const codeOf = new Map(LANGUAGES.map((l) => [l.code.toLowerCase(), l.code]));
  const langs: { lang: string; at: number }[] = [];
  for (const [at, h] of header.entries()) {
    if (at === keyAt || !h) continue;
    const lang = codeOf.get(h.toLowerCase());
    if (!lang || !isLanguage(lang)) throw badRequest(EXCEL_MESSAGES.unknownColumn(h.slice(0, 40)));
    langs.push({ lang, at });
  }
  const problems: string[] = [];
  const seen = new Set<string>();
  const out: ParsedRow[] = [];
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    const key = cellText(cells[keyAt]);
    const texts: TranslationMap = {};
    const found: string[] = [];
    let filled = false;
    for (const { lang, at } of langs) {
      const text = cellText(cells[at]);
      filled ||= text.length > 0;
      if (text.length > MAX_CHARS.text) found.push(EXCEL_MESSAGES.tooLong(row, lang));
      else if (text) texts[lang] = text;
    }
    if (!key) {
      if (filled) problems.push(EXCEL_MESSAGES.lackOfKey(row), ...found);
      return;
    }
    // Each of the row's problems, in the order of its cells: the key, then its texts.
    if (/\s/.test(key)) found.unshift(EXCEL_MESSAGES.badKey(row, MESSAGES.keySpaces));
    else if (key.length > KEY_MAX) found.unshift(EXCEL_MESSAGES.badKey(row, `a key has at most ${KEY_MAX} characters`));
    else if (seen.has(key)) found.unshift(EXCEL_MESSAGES.twice(row, key));
    else if (!exists(key) && !texts[SOURCE_LANGUAGE] && !found.some((f) => f.startsWith(`Row ${row}: ${SOURCE_LANGUAGE}:`)))
      found.push(EXCEL_MESSAGES.noEn(row, key));
    seen.add(key);
    if (found.length) return void problems.push(...found);
    out.push({ row, key, texts });
  });
  if (problems.length) throw problemsError(problems);
  if (!out.length) throw badRequest(EXCEL_MESSAGES.empty);
  return out;
}

function problemsError(problems: string[]) {
  const shown = problems.slice(0, SHOWN_PROBLEMS);
  if (problems.length > SHOWN_PROBLEMS) shown.push(EXCEL_MESSAGES.more(problems.length - SHOWN_PROBLEMS));
  return badRequest(
    shown.join('; '),
    problems.slice(0, ISSUES_MAX).map((message) => ({ path: 'excel', message })),
  );
}

/** The project's key names (what `parseKeysImport` needs to know which keys are new). */
export async function projectKeyNames(db: Db, code: string): Promise<Set<string>> {
  return new Set(
    (await db.select({ key: mlProjectKeys.key }).from(mlProjectKeys).where(eq(mlProjectKeys.projectCode, code))).map((r) => r.key),
  );
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** The first keys created and updated, for the audit entry. */
  createdKeys: string[];
  updatedKeys: string[];
}

/** Creates and updates the keys in batches, inside the import job's transaction; `beforeBatch` may throw (a cancel). */
export async function applyKeysImport(
  db: Db,
  code: string,
  parsed: readonly ParsedRow[],
  operator: string,
  beforeBatch: () => void = () => {},
): Promise<ImportCounts> {
  const existing = new Map(
    (
      await db
        .select({ key: mlProjectKeys.key, translation: mlProjectKeys.translation, engines: mlProjectKeys.engines })
        .from(mlProjectKeys)
        .where(eq(mlProjectKeys.projectCode, code))
    ).map((r) => [r.key, r]),
  );
  const problems: string[] = [];
  const writes: { key: string; translation: TranslationMap; engines: Record<string, string> }[] = [];
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, createdKeys: [], updatedKeys: [] };
  for (const p of parsed) {
    const before = existing.get(p.key);
    if (!before) {
      if (!p.texts[SOURCE_LANGUAGE]) {
        problems.push(EXCEL_MESSAGES.noEn(p.row, p.key));
        continue;
      }
      writes.push({ key: p.key, translation: p.texts, engines: {} });
      counts.created++;
      if (counts.createdKeys.length < 100) counts.createdKeys.push(p.key);
      continue;
    }
    const after = { ...before.translation, ...p.texts };
    if (Object.entries(p.texts).every(([lang, text]) => before.translation[lang] === text)) {
      counts.unchanged++;
      continue;
    }
    writes.push({ key: p.key, translation: after, engines: enginesAfterEdit(before.engines, before.translation, after) });
    counts.updated++;
    if (counts.updatedKeys.length < 100) counts.updatedKeys.push(p.key);
  }
  if (problems.length) throw problemsError(problems);
  // One statement per BATCH rows, its rows one JSON parameter (jsonb_to_recordset): binding
  // thousands of separate parameters costs more than the write itself.
  for (let i = 0; i < writes.length; i += BATCH) {
    beforeBatch();
    const batch = JSON.stringify(writes.slice(i, i + BATCH));
    await db.execute(sql`
      insert into ml_project_keys (project_code, key, translation, engines, source, operator)
      select ${code}, r.key, r.translation, r.engines, 'excel', ${operator}
        from jsonb_to_recordset(${batch}::jsonb) as r(key text, translation jsonb, engines jsonb)
      on conflict (project_code, key) do update
        set translation = excluded.translation, engines = excluded.engines, source = excluded.source, operator = excluded.operator, updated_at = now()`);
  }
  return counts;
}
