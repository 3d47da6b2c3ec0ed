// A stats result table: all rows of the answer paged on the client with the page in the URL,
// and a CSV download of every row (numbers raw, units in the headers).
import { useMemo, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { toast } from '../notify';
import { DataTable, type Column } from '../table/DataTable';
import { downloadCsv } from '../csv';
import { columnText, statsCsv, type StatColumn } from './columns';

export type { NumberColumn, StatColumn, TextColumn } from './columns';

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
  // The same page's rows keep their identity across renders, so the table does not redo its work.
  const slice = useMemo(() => rows.slice((current - 1) * pageSize, current * pageSize), [rows, current, pageSize]);
  // The first column names the row (level, date, event): pinned, so it stays in view when the
  // table scrolls sideways.
  // Kept while the screen passes the same columns: new columns rebuild every cell of the table.
  const tableColumns = useMemo<Column<R>[]>(
    () =>
      columns.map((c, i) => ({
        key: c.key,
        header: c.header,
        width: c.width,
        align: c.align ?? 'right',
        pin: i === 0 ? 'left' : undefined,
        cell: c.cell ?? ((r: R) => columnText(c, r)),
      })),
    [columns],
  );
  const csv = () => statsCsv(columns, rows);
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
