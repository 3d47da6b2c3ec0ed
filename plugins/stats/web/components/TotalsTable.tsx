// The Total User or Total Account table (001 "Daily new user stats"): all-time users (or accounts)
// up to each day, in all and per platform (Mac only when the project has any), paged in the URL
// under its own keys, with CSV.
import { Paper, Title } from '@mantine/core';
import type { TotalsRow } from '../../shared';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';

const PAGE_SIZES = [10, 20, 50, 100];

export function TotalsTable(props: {
  title: 'Total User' | 'Total Account';
  rows: TotalsRow[];
  loading: boolean;
  page: string;
  pageSize: string;
  onPage: (page: number, pageSize: number) => void;
  csvName: string;
}) {
  const users = props.title === 'Total User';
  const pick = (r: TotalsRow, platform: 'all' | 'android' | 'ios' | 'mac') =>
    platform === 'all' ? (users ? r.users : r.accounts) : (r[`${platform}${users ? 'Users' : 'Accounts'}`] as number);
  const hasMac = props.rows.some((r) => pick(r, 'mac') > 0);
  const columns: StatColumn<TotalsRow>[] = [
    // Narrow: two of these tables stand side by side.
    { key: 'date', header: 'Date', align: 'left', width: 110, text: (r) => r.date },
    { key: 'all', header: users ? 'All User' : 'All Account', width: 110, value: (r) => pick(r, 'all') },
    { key: 'android', header: 'Android', width: 80, value: (r) => pick(r, 'android') },
    { key: 'ios', header: 'iOS', width: 70, value: (r) => pick(r, 'ios') },
    ...(hasMac ? [{ key: 'mac', header: 'Mac', width: 70, value: (r: TotalsRow) => pick(r, 'mac') }] : []),
  ];
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        {props.title}
      </Title>
      <StatsTable
        label={props.title}
        columns={columns}
        rows={props.rows}
        rowKey={(r) => r.date}
        loading={props.loading}
        pageSizes={PAGE_SIZES}
        page={Number(props.page) || 1}
        pageSize={Number(props.pageSize) || PAGE_SIZES[0]}
        onPage={props.onPage}
        csvName={props.csvName}
      />
    </Paper>
  );
}
