// Spreadsheets, the part both halves share (zod-free: web manifests may import it). The one
// message and the one check of every xlsx import (000 §5, 001 §5, 002 §5: "Only xlsx files can be
// uploaded"); the web's file picker (core/web/XlsxFileInput.tsx) and the server's reader
// (core/server/xlsx.ts) both apply it.

export const ONLY_XLSX = 'Only xlsx files can be uploaded';
/** What a file picker offers. */
export const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Is the file named like an xlsx? (The server also checks the bytes: `looksLikeXlsx`.) */
export const isXlsxName = (name: string): boolean => /\.xlsx$/i.test(name.trim());

/** An xlsx named like one whose bytes are a zip ('PK\3\4'), as every xlsx is. */
export function looksLikeXlsx(name: string, bytes: Uint8Array): boolean {
  return isXlsxName(name) && bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** A cell as text: '' for empty, dates as ISO, trimmed. */
export const cellText = (v: unknown): string =>
  (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v)).trim();

/** A file name part made safe for a download name (letters and digits of any script, _ - .; core/server/download.ts sends it). */
export const fileNamePart = (s: string): string =>
  Array.from(s.replace(/[^\p{L}\p{N}_.-]+/gu, '_'))
    .slice(0, 80)
    .join('') || 'file';
