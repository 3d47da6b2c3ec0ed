// A day-by-day figures table: every row of the answer paged on the client (the page in the URL),
// grouped column headers, and a CSV download of every row (numbers raw, units in the headers).
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { csvFileName, downloadCsv, tableCsv, type CsvUnit } from '../../../../core/web/csv';
import { toast } from '../../../../core/web/notify';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';

interface ColumnBase {
  key: string;
  header: string;
  /** The header over this column and its neighbours of the same group. */
  group?: string;
  width?: number;
  align?: 'left' | 'right';
}

/** A text column (the date): the same text in the cell and in the CSV. */
interface TextColumn<R> extends ColumnBase {
  text: (row: R) => string;
  value?: never;
}

/** A number column: the cell shows `value` through `show`; the CSV holds it raw, `unit` in its header. */
interface NumberColumn<R> extends ColumnBase {
  value: (row: R) => number | string | null | undefined;
  show: (v: number | string | null | undefined) => string;
  unit?: CsvUnit;
  text?: never;
}

export type FigureColumn<R> = TextColumn<R> | NumberColumn<R>;

const numberOrNull = (v: number | string | null | undefined) =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);

/** Every row as CSV: numbers raw, units in the headers (core/web/csv.ts). */
export function figuresCsv<R>(columns: readonly FigureColumn<R>[], rows: readonly R[]): string {
  return tableCsv(
    columns.map((c) => {
      const header = c.group ? `${c.group} ${c.header}` : c.header;
      return c.value ? { header, unit: c.unit, csv: (r: R) => numberOrNull(c.value!(r)) } : { header, csv: (r: R) => c.text!(r) };
    }),
    rows,
  );
}

/** 001 §9: ad tables page 10 rows (10, 20, 50, 100). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface FiguresTableProps<R> {
  label: string;
  columns: FigureColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  loading?: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  /** The parts of the CSV file name (code, what, dates). */
  csvName: string[];
  emptyText: string;
}

export function FiguresTable<R extends object>(props: FiguresTableProps<R>) {
  const { columns, rows, pageSize } = props;
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(Math.max(1, props.page), pages);
  const tableColumns: Column<R>[] = columns.map((c) => ({
    key: c.key,
    header: c.header,
    group: c.group,
    width: c.width,
    align: c.align ?? 'right',
    cell: (r: R) => (c.value ? c.show(c.value(r)) : c.text!(r)),
  }));
  const csv = () => figuresCsv(columns, rows);
  return (
    <DataTable
      label={props.label}
      columns={tableColumns}
      data={rows.slice((page - 1) * pageSize, page * pageSize)}
      rowKey={props.rowKey}
      loading={props.loading}
      pageSizes={PAGE_SIZES}
      server={{ page, pageSize, total: rows.length, onChange: props.onPage }}
      emptyText={props.emptyText}
      toolbar={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!rows.length}
          onClick={() => {
            downloadCsv(csvFileName(...props.csvName), csv());
            toast('Downloaded');
          }}
        >
          Download CSV
        </Button>
      }
    />
  );
}

/** The table's page from the URL state (pn, ps), with the spec's page sizes. */
export function urlPage(q: { pn: string; ps: string }, set: (patch: { pn?: string; ps?: string }) => void) {
  const size = Number(q.ps);
  return {
    page: Math.max(1, Number(q.pn) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
    onPage: (page: number, pageSize: number) => set({ pn: String(page), ps: String(pageSize) }),
  };
}
