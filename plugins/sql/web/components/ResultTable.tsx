// The result through core's DataTable: one column per result column (names may repeat, so the
// keys are positions), numbers right-aligned, NULL shown as such, lists and objects as JSON.
import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { PAGE_SIZES, type SqlResult } from '../../shared';

type Row = { __row: number; cells: unknown[] };

const NUMERIC =
  /^(Nullable\()?(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|DECIMAL|U?Int\d+|Float\d+|Decimal)/i;

export function cellText(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export function ResultTable({ result }: { result: SqlResult }) {
  const data = useMemo<Row[]>(() => result.rows.map((cells, i) => ({ __row: i, cells })), [result]);
  const columns = useMemo<Column<Row>[]>(
    () =>
      result.columns.map((c, i) => ({
        key: `c${i}`,
        header: c.name,
        sortable: true,
        align: NUMERIC.test(c.type) ? 'right' : 'left',
        value: (r: Row) => {
          const v = r.cells[i];
          return typeof v === 'number' || typeof v === 'string' ? v : v === null || v === undefined ? null : cellText(v);
        },
        cell: (r: Row) =>
          r.cells[i] === null || r.cells[i] === undefined ? (
            <Text span size="sm" c="dimmed">
              NULL
            </Text>
          ) : (
            <Text span size="sm" ff="monospace" style={{ whiteSpace: 'pre' }}>
              {cellText(r.cells[i])}
            </Text>
          ),
      })),
    [result],
  );
  return (
    <DataTable
      label="Query result"
      columns={columns}
      data={data}
      rowKey={(r) => r.__row}
      pageSizes={PAGE_SIZES}
      emptyText="The query returned no rows"
    />
  );
}
