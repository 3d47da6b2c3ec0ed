// A stats result table: all rows of the answer paged on the client with the page in the URL,
// and a CSV download of every row as the table shows it.
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { toast } from '../../../../core/web/notify';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { downloadCsv, tableCsv, type CsvValue } from '../../../../core/web/csv';

export interface StatColumn<R> {
  key: string;
  header: string;
  /** The text in the cell and in the CSV. */
  text: (row: R) => string;
  /** A richer cell (a link that opens a chart); the CSV keeps `text`. */
  cell?: (row: R) => ReactNode;
  csv?: (row: R) => CsvValue;
  width?: number;
  align?: 'left' | 'center' | 'right';
}

export interface StatsTableProps<R> {
  label: string;
  columns: StatColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string | number;
  loading?: boolean;
  pageSizes: readonly number[];
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  /** The CSV file name; no name, no download button. */
  csvName?: string;
  toolbar?: ReactNode;
  emptyText?: string;
}

export function CsvButton(props: { name: string; make: () => string; disabled?: boolean }) {
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      disabled={props.disabled}
      onClick={() => {
        downloadCsv(props.name, props.make());
        toast('Downloaded');
      }}
    >
      Download CSV
    </Button>
  );
}

export function StatsTable<R extends object>(props: StatsTableProps<R>) {
  const { columns, rows, page, pageSize } = props;
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const slice = rows.slice((current - 1) * pageSize, current * pageSize);
  const tableColumns: Column<R>[] = columns.map((c) => ({ key: c.key, header: c.header, width: c.width, align: c.align ?? 'right', cell: c.cell ?? c.text }));
  const csv = () => tableCsv(columns.map((c) => ({ header: c.header, csv: c.csv ?? ((r: R) => { const t = c.text(r); return t === '–' ? '' : t; }) })), rows);
  return (
    <DataTable
      label={props.label}
      columns={tableColumns}
      data={slice}
      rowKey={props.rowKey}
      loading={props.loading}
      pageSizes={props.pageSizes}
      server={{ page: current, pageSize, total: rows.length, onChange: props.onPage }}
      emptyText={props.emptyText ?? 'No data for this query'}
      toolbar={
        <Group gap="sm">
          {props.csvName && <CsvButton name={props.csvName} make={csv} disabled={!rows.length} />}
          {props.toolbar}
        </Group>
      }
    />
  );
}
