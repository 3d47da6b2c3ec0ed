// The detail's tables: the per-timezone sub-tasks (fire time local and UTC) and the country scope
// and country stats tables (002 "Push Task Detail").
import { DataTable, type Column } from '../../../../../core/web/table/DataTable';
import { formatTime } from '../../../../../core/web/time';
import { PAGE_SIZES, TASK_STATUS_LABELS, type CountryCounters, type SubTask } from '../../../shared';
import { rate } from './Facts';

const n = (key: keyof SubTask & keyof CountryCounters, header: string) => ({
  key,
  header,
  align: 'right' as const,
  sortable: true,
  value: (r: SubTask | CountryCounters) => r[key] as number,
});

export function SubTaskTable({ rows }: { rows: SubTask[] }) {
  const columns: Column<SubTask>[] = [
    { key: 'id', header: 'ID', value: (s) => s.id, sortable: true },
    { key: 'timezone', header: 'Timezone', value: (s) => s.timezone, sortable: true },
    {
      key: 'local',
      header: 'Fire time (local)',
      cell: (s) => formatTime(s.fireAt, { zone: s.timezone }),
      value: (s) => s.fireAt,
      sortable: true,
    },
    { key: 'utc', header: 'Fire time (UTC)', cell: (s) => formatTime(s.fireAt), value: (s) => s.fireAt, sortable: true },
    { key: 'status', header: 'Status', cell: (s) => TASK_STATUS_LABELS[s.status], value: (s) => s.status },
    n('sendCount', 'Send'),
    n('successCount', 'Success'),
    n('failCount', 'Fail'),
    n('openCount', 'Open'),
    n('inactiveCount', 'Inactive'),
  ];
  return (
    <DataTable label="Sub-tasks" columns={columns} data={rows} rowKey={(s) => s.id} pageSizes={PAGE_SIZES} emptyText="Not planned yet" />
  );
}

/** What an empty country table says: why nothing was sent when devices were held back. */
const nothingSent = (held: string | null) => (held ? `Nothing sent: ${held}` : 'Nothing sent yet');

export function CountryScopeTable({ rows, held = null }: { rows: CountryCounters[]; held?: string | null }) {
  const columns: Column<CountryCounters>[] = [
    { key: 'country', header: 'Country', value: (c) => c.country, sortable: true },
    n('sendCount', 'Send'),
    n('successCount', 'Success'),
    n('failCount', 'Fail'),
  ];
  return (
    <DataTable
      label="Country scope"
      columns={columns}
      data={rows}
      rowKey={(c) => c.country}
      pageSizes={PAGE_SIZES}
      emptyText={nothingSent(held)}
    />
  );
}

export function CountryStatsTable({ rows, held = null }: { rows: CountryCounters[]; held?: string | null }) {
  const columns: Column<CountryCounters>[] = [
    { key: 'country', header: 'Country', value: (c) => c.country, sortable: true },
    n('sendCount', 'Send'),
    n('successCount', 'Success'),
    n('failCount', 'Fail'),
    n('openCount', 'Open'),
    { key: 'openRate', header: 'Open rate', align: 'right', sortable: true, cell: (c) => rate(c.openRate), value: (c) => c.openRate },
  ];
  return (
    <DataTable
      label="Country stats"
      columns={columns}
      data={rows}
      rowKey={(c) => c.country}
      pageSizes={PAGE_SIZES}
      emptyText={nothingSent(held)}
    />
  );
}
