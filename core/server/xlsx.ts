// Spreadsheets on the server, in one place: read an uploaded xlsx (multipart) into rows, and write
// rows into an xlsx download. Every import refuses what is not an xlsx with the spec's one message
// (core/shared/xlsx.ts ONLY_XLSX) and every problem is a 400, never a 500. Big workbooks are written
// on a worker thread (writeXlsxAsync): writing 10,000 rows takes about a second of pure JavaScript,
// which would stall every other request, game clients' included.
import { contentDisposition } from './download';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Context } from 'hono';
import * as XLSX from 'xlsx';
import { badRequest, tooLarge } from './errors';
import { formatBytes } from './bytes';
import { looksLikeXlsx, ONLY_XLSX, XLSX_MIME } from '../shared/xlsx';

export { cellText, looksLikeXlsx, ONLY_XLSX } from '../shared/xlsx';

/** Room for the multipart framing around the file. */
export const MULTIPART_SLACK = 64 * 1024;

export const XLSX_MESSAGES = {
  noFile: 'Please select an xlsx file',
  tooLarge: (limit: number) => `The file is over the ${formatBytes(limit)} import limit`,
};

export interface XlsxUpload {
  file: File;
  bytes: Uint8Array;
  /** The form's other fields (text ones). */
  form: FormData;
}

/**
 * The xlsx of a multipart request's `field`: a 400 `noFile` ('Please select an xlsx file') without one, a 400
 * 'Only xlsx files can be uploaded' when it is not an xlsx (name and bytes), a 413 over `maxBytes`.
 */
export async function readXlsxUpload(c: Context, field: string, maxBytes: number, noFile = XLSX_MESSAGES.noFile): Promise<XlsxUpload> {
  const missing = () => badRequest(noFile, [{ path: field, message: noFile }]);
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw missing();
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw missing();
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw missing();
  if (file.size > maxBytes) throw tooLarge(XLSX_MESSAGES.tooLarge(maxBytes));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikeXlsx(file.name, bytes)) throw badRequest(ONLY_XLSX, [{ path: field, message: ONLY_XLSX }]);
  return { file, bytes, form };
}

export interface ReadOptions {
  /** Rows read at most (the rest is ignored); default 20,000. */
  maxRows?: number;
}

/**
 * The first sheet's rows (arrays of raw cell values, blank rows left out). A file the library
 * cannot read is a 400 'Only xlsx files can be uploaded'.
 */
export function readSheetRows(bytes: Uint8Array, opts: ReadOptions = {}): unknown[][] {
  try {
    const book = XLSX.read(bytes, {
      type: 'array',
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheetRows: opts.maxRows ?? 20_000,
    });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    return sheet ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', blankrows: false, raw: true }) : [];
  } catch {
    throw badRequest(ONLY_XLSX);
  }
}

/**
 * Every sheet's rows by sheet name (as readSheetRows, for imports laid out over several sheets);
 * a file the library cannot read is a 400 'Only xlsx files can be uploaded'.
 */
export function readBookSheets(bytes: Uint8Array, opts: ReadOptions = {}): Map<string, unknown[][]> {
  try {
    const book = XLSX.read(bytes, {
      type: 'array',
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheetRows: opts.maxRows ?? 20_000,
    });
    return new Map(
      book.SheetNames.map((name) => [
        name,
        XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1, defval: '', blankrows: true, raw: true }),
      ]),
    );
  } catch {
    throw badRequest(ONLY_XLSX);
  }
}

export interface SheetSpec {
  name: string;
  rows: (string | number | boolean | null)[][];
  /** Column widths in characters. */
  widths?: number[];
}

/** A workbook of the given sheets, as bytes. */
export function writeXlsx(sheets: SheetSpec[]): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  for (const s of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(s.rows);
    if (s.widths) sheet['!cols'] = s.widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, sheet, s.name.slice(0, 31));
  }
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

/** Workbooks of fewer cells are written in place: a worker's start costs more than they do. */
export const OFF_THREAD_CELLS = 20_000;
// The worker is a bundle of its own beside the server's (tsup.config.ts); run from the sources
// (tests, tsx) it does not exist and every workbook is written in place.
const WORKER = new URL('./xlsxWorker.js', import.meta.url);
const isBuilt = (worker: URL) => worker.protocol === 'file:' && fs.existsSync(fileURLToPath(worker));
const workerBuilt = isBuilt(WORKER);

/** writeXlsx, on a worker thread when the workbook is big and the worker is built (`worker`: another build of it, for tests). */
export async function writeXlsxAsync(sheets: SheetSpec[], worker?: URL): Promise<Uint8Array<ArrayBuffer>> {
  const cells = sheets.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.length, 0), 0);
  const where = worker ?? (workerBuilt ? WORKER : null);
  if (!where || !isBuilt(where) || cells < OFF_THREAD_CELLS) return writeXlsx(sheets);
  return new Promise((resolve, reject) => {
    const thread = new Worker(where, { workerData: sheets });
    thread.once('message', (bytes: Uint8Array) => resolve(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength)));
    thread.once('error', reject);
    thread.once('exit', (code) => code !== 0 && reject(new Error(`the xlsx worker exited with ${code}`)));
  });
}

/** An xlsx download answer. */
export function xlsxResponse(bytes: Uint8Array<ArrayBuffer>, fileName: string): Response {
  return new Response(bytes, {
    headers: {
      'Content-Type': XLSX_MIME,
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'no-store',
    },
  });
}
