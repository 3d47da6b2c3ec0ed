// CSV downloads of tables (DESIGN §1 core/web "csv", §8): every row, the columns as the table
// names them; numbers raw (no grouping, no rounding, no unit), the unit in the header
// ("Finish UV Rate (%)", "Duration (s)"); a BOM so spreadsheet programs read UTF-8.
import { saveBlob } from './download';

export type CsvValue = string | number | null | undefined;

export function csvField(v: CsvValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  const s = String(v);
  // Quote what would break the row, and defuse what a spreadsheet would run as a formula.
  const formula = /^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?%?$/.test(s);
  if (formula) return `"'${s.replace(/"/g, '""')}"`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [headers, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The unit of a number column. Percent columns take fractions (0.6364) and export percent
 * points (63.64) under "(%)", as the table reads; seconds and USD export as they are.
 */
export type CsvUnit = 'percent' | 'seconds' | 'USD';

const UNIT_LABEL: Record<CsvUnit, string> = { percent: '%', seconds: 's', USD: 'USD' };

/** A column's CSV header: its name and, for a number column, its unit. */
export const csvHeader = (header: string, unit?: CsvUnit) => (unit ? `${header} (${UNIT_LABEL[unit]})` : header);

/** A cell's CSV value in its column's unit: percent fractions become percent points. */
export function csvNumber(v: CsvValue, unit?: CsvUnit): CsvValue {
  if (typeof v !== 'number' || unit !== 'percent') return v;
  // 15 significant digits drop the binary noise of the scaling (0.6364 * 100 = 63.64000000000001).
  return Number.isFinite(v) ? Number((v * 100).toPrecision(15)) : null;
}

export interface CsvColumn<R> {
  header: string;
  /** The raw value: a number as computed (not as formatted for the screen), or text. */
  csv: (row: R) => CsvValue;
  unit?: CsvUnit;
}

export function tableCsv<R>(columns: readonly CsvColumn<R>[], rows: readonly R[]): string {
  return toCsv(
    columns.map((c) => csvHeader(c.header, c.unit)),
    rows.map((r) => columns.map((c) => csvNumber(c.csv(r), c.unit))),
  );
}

/** Saves the text as a file. */
export function downloadCsv(name: string, text: string): void {
  saveBlob(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }), name);
}

/** A safe file name: letters, digits, _ . - kept, anything else _. */
export const csvFileName = (...parts: string[]) => `${parts.filter(Boolean).join('_')}.csv`.replace(/[^A-Za-z0-9_.-]/g, '_');
