// The common keys' Excel import (000 §5: .xlsx only, one file): the first sheet's header row names
// the columns `key`, `en` and other language codes (any order); each row is a key. A new key is
// created (Unfinished); an existing one takes the row's filled cells (an empty cell leaves that
// language as it is). Any bad row refuses the whole file with the list, and nothing changes.
import { cellText } from '../../../../core/server/xlsx';
import { isLanguage, SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import { MAX_CHARS } from '../../../../core/shared/zod';
import type { TranslationMap } from '../../shared';
import { KEY_MAX } from '../../schemas/common';

export const IMPORT_MESSAGES = {
  noKeyColumn: 'The first row must name the columns: key, en and language codes',
  noEnColumn: 'The first row has no en column',
  unknownColumn: (name: string) => `Column ${name} is not a supported language`,
  columnTwice: (name: string) => `Column ${name} is there twice`,
  noRows: 'The sheet has no keys under its header row',
  badKey: (row: number) => `Row ${row}: the key can't be null or has characters other than letters, digits and . _ - :`,
  noEn: (row: number) => `Row ${row}: en can not be null`,
  keyTwice: (row: number, key: string, first: number) => `Row ${row}: key ${key} is also in row ${first}`,
  tooLong: (row: number, lang: string) => `Row ${row}: the ${lang} text is over ${MAX_CHARS.text} characters`,
  more: (n: number) => `and ${n} more`,
};

const KEY_PATTERN = /^[A-Za-z0-9_.\-:]+$/;
const SHOWN_PROBLEMS = 20;

export interface ImportRow {
  row: number;
  key: string;
  /** The filled cells only. */
  texts: TranslationMap;
}

/** The file's keys, or the list of what is wrong with it (the message of a 400). */
export function parseCommonImport(rows: unknown[][]): { rows: ImportRow[] } | { problems: string } {
  const header = (rows[0] ?? []).map((c) => cellText(c));
  const keyCol = header.findIndex((h) => h.toLowerCase() === 'key');
  if (keyCol < 0) return { problems: IMPORT_MESSAGES.noKeyColumn };
  const problems: string[] = [];
  const langs: { col: number; lang: string }[] = [];
  const seenCols = new Set<string>();
  header.forEach((h, col) => {
    if (col === keyCol || !h) return;
    if (!isLanguage(h)) problems.push(IMPORT_MESSAGES.unknownColumn(h.slice(0, 40)));
    else if (seenCols.has(h)) problems.push(IMPORT_MESSAGES.columnTwice(h));
    else {
      seenCols.add(h);
      langs.push({ col, lang: h });
    }
  });
  if (!seenCols.has(SOURCE_LANGUAGE)) problems.push(IMPORT_MESSAGES.noEnColumn);
  if (problems.length) return { problems: problems.join('; ') };
  const out: ImportRow[] = [];
  const firstRow = new Map<string, number>();
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => cellText(c) === '')) return;
    const key = cellText(cells[keyCol]);
    if (!key || key.length > KEY_MAX || !KEY_PATTERN.test(key)) return void problems.push(IMPORT_MESSAGES.badKey(row));
    const texts: TranslationMap = {};
    for (const { col, lang } of langs) {
      const text = cellText(cells[col]);
      if (text.length > MAX_CHARS.text) problems.push(IMPORT_MESSAGES.tooLong(row, lang));
      else if (text) texts[lang] = text;
    }
    if (!texts[SOURCE_LANGUAGE]) problems.push(IMPORT_MESSAGES.noEn(row));
    const first = firstRow.get(key);
    if (first) problems.push(IMPORT_MESSAGES.keyTwice(row, key, first));
    else firstRow.set(key, row);
    out.push({ row, key, texts });
  });
  if (problems.length) {
    const shown = problems.slice(0, SHOWN_PROBLEMS);
    if (problems.length > SHOWN_PROBLEMS) shown.push(IMPORT_MESSAGES.more(problems.length - SHOWN_PROBLEMS));
    return { problems: shown.join('; ') };
  }
  if (!out.length) return { problems: IMPORT_MESSAGES.noRows };
  return { rows: out };
}
