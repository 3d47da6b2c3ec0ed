// Spreadsheets in the browser, in one place: read an xlsx the user picked into rows, and write rows
// into an xlsx the browser downloads. The stack's `xlsx` loads on the first use only (DESIGN §8:
// heavy libraries load on the screens that use them, never with the first screen).
import { cellText, fileNamePart } from '../shared/xlsx';
export { saveBlob } from './download';
export { cellText, isXlsxName, ONLY_XLSX, XLSX_ACCEPT } from '../shared/xlsx';

export type Cell = string | number | boolean | null;

export interface SheetSpec {
  name: string;
  rows: Cell[][];
  /** Column widths in characters. */
  widths?: number[];
}

/** The library, loaded once, on demand. */
export const loadXlsx = () => import('xlsx');

/** A value as a sheet cell: lists and objects as JSON text, big integers and the like as text. */
export function sheetCell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

/** The sheets as a workbook (sheet names cut to Excel's 31 characters). */
function workbook(XLSX: Awaited<ReturnType<typeof loadXlsx>>, sheets: SheetSpec[]) {
  const book = XLSX.utils.book_new();
  for (const s of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(s.rows);
    if (s.widths) sheet['!cols'] = s.widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, sheet, s.name.slice(0, 31));
  }
  return book;
}

/** The workbook's bytes (for a test or an upload). */
export async function xlsxBytes(sheets: SheetSpec[]): Promise<Uint8Array> {
  const XLSX = await loadXlsx();
  const book = workbook(XLSX, sheets);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/** Writes the sheets and lets the browser download them as `fileName`. */
export async function downloadXlsx(fileName: string, sheets: SheetSpec[]): Promise<string> {
  const XLSX = await loadXlsx();
  const book = workbook(XLSX, sheets);
  XLSX.writeFile(book, fileName);
  return fileName;
}

/** The first sheet's rows of a picked file (blank rows left out), each cell as text. */
export async function readXlsxRows(file: Blob, maxRows = 20_000): Promise<string[][]> {
  const XLSX = await loadXlsx();
  const book = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array', sheetRows: maxRows });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', blankrows: false, raw: true }).map((r) => r.map(cellText));
}

/** `<prefix>-<project>-<YYYYMMDD-HHmmss>.xlsx`, each part made safe. */
export function xlsxFileName(prefix: string, code: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${fileNamePart(code)}-${fileNamePart(prefix)}-${stamp}.xlsx`;
}
