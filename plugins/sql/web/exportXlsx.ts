// Export to spreadsheet: the result as shown (header row, then the rows) in one sheet, written with
// the stack's xlsx (loaded on the first export only).
import type { SqlResult } from '../shared';

/** A cell as the sheet takes it: lists and objects as JSON text, big integers kept as text. */
export function sheetCell(v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

export function exportFileName(code: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${code}-sql-${stamp}.xlsx`;
}

export async function exportXlsx(code: string, result: SqlResult): Promise<string> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([result.columns.map((c) => c.name), ...result.rows.map((r) => r.map(sheetCell))]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Result');
  const name = exportFileName(code);
  XLSX.writeFile(book, name);
  return name;
}
