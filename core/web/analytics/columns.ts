// The columns of the stats tables: number columns (a raw value and how the cell shows it) and text
// columns; the CSV of every row holds the numbers raw with the unit in the header (DESIGN §8).
import type { ReactNode } from 'react';
import { formatValue, type ValueFormat } from '../chart/shape';
import { tableCsv, type CsvUnit } from '../csv';

interface ColumnBase<R> {
  key: string;
  header: string;
  /** A richer cell (a link that opens a chart); the CSV keeps the value or text. */
  cell?: (row: R) => ReactNode;
  width?: number;
  align?: 'left' | 'center' | 'right';
}

/** A number column: the cell shows `value` in `format`, the CSV holds it raw with the unit in its header. */
export interface NumberColumn<R> extends ColumnBase<R> {
  value: (row: R) => number | null | undefined;
  format?: ValueFormat;
  text?: never;
}

/** A text column (a date, a name, a bucket): the same text in the cell and in the CSV. */
export interface TextColumn<R> extends ColumnBase<R> {
  text: (row: R) => string;
  value?: never;
}

export type StatColumn<R> = NumberColumn<R> | TextColumn<R>;

/** The column's text for a row, as the table shows it. */
export const columnText = <R>(c: StatColumn<R>, row: R): string => (c.value ? formatValue(c.value(row), c.format) : c.text!(row));

const NONE = formatValue(null);

const unitOf = (format: ValueFormat | undefined): CsvUnit | undefined =>
  format === 'percent' || format === 'seconds' ? format : undefined;

/** Every row as CSV: numbers raw, units in the headers (core/web/csv.ts). */
export function statsCsv<R>(columns: readonly StatColumn<R>[], rows: readonly R[]): string {
  return tableCsv(
    columns.map((c) =>
      c.value
        ? { header: c.header, unit: unitOf(c.format), csv: (r: R) => c.value!(r) ?? null }
        : // '–' is the table's "no value" (formatValue); the CSV leaves the cell empty.
          {
            header: c.header,
            csv: (r: R) => {
              const t = c.text!(r);
              return t === NONE ? '' : t;
            },
          },
    ),
    rows,
  );
}
