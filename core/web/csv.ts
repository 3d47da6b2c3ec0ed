// CSV downloads of tables (DESIGN §1 core/web "csv"): every row, the columns as the table names
// them, the values as the table shows them; a BOM so spreadsheet programs read UTF-8.

export type CsvValue = string | number | null | undefined;

export function csvField(v: CsvValue): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  // Quote what would break the row, and defuse what a spreadsheet would run as a formula.
  const formula = /^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?%?$/.test(s);
  if (formula) return `"'${s.replace(/"/g, '""')}"`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [headers, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export interface CsvColumn<R> {
  header: string;
  csv: (row: R) => CsvValue;
}

export function tableCsv<R>(columns: readonly CsvColumn<R>[], rows: readonly R[]): string {
  return toCsv(
    columns.map((c) => c.header),
    rows.map((r) => columns.map((c) => c.csv(r))),
  );
}

/** Saves the text as a file. */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A safe file name: letters, digits, _ . - kept, anything else _. */
export const csvFileName = (...parts: string[]) => `${parts.filter(Boolean).join('_')}.csv`.replace(/[^A-Za-z0-9_.-]/g, '_');
