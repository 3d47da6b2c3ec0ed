// Total users and accounts (002 dashboard's total card opens it): all-time users (an install on or
// before the day) and accounts (an account link on or before it) for each day of the range, the
// share of users with an account, per platform; a line chart and the table with CSV.
import { useMemo } from 'react';
import { Paper } from '@mantine/core';
import { Chart } from '../../../../core/web/chart/Chart';
import { type ChartSeries, type ChartX } from '../../../../core/web/chart/shape';
import type { TotalsRow } from '../../shared';
import { baseDefaults, fileName, type BaseState } from '../filters';
import { userCalls, useUserStats } from '../userApi';
import { useStatsScreen } from '../useStatsScreen';
import { dayAxis } from '../dayAxis';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { withQueryScreen } from '../components/withQueryScreen';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type TotalsState = BaseState & { pn: string; ps: string };
const PAGE_SIZES = [10, 20, 50, 100];
const percent = (r: TotalsRow) => (r.users ? r.accounts / r.users : null);

function TotalUserAndAccountPage() {
  const { code, q, setQ, countries } = useStatsScreen<TotalsState>({ ...baseDefaults(), pn: '1', ps: '10' });
  const res = useUserStats(code, userCalls.totals, { start: q.start, end: q.end });
  const rows = useMemo(() => res.data?.result ?? [], [res.data]);
  const hasMac = rows.some((r) => r.macUsers > 0);
  const x = useMemo<ChartX>(() => dayAxis(rows.map((r) => r.date)), [rows]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'All User', values: rows.map((r) => r.users) },
      { label: 'All Account', values: rows.map((r) => r.accounts) },
      { label: 'Android users', values: rows.map((r) => r.androidUsers) },
      { label: 'iOS users', values: rows.map((r) => r.iosUsers) },
      { label: 'Percent', values: rows.map(percent), axis: 'right' },
    ],
    [rows],
  );
  const columns: StatColumn<TotalsRow>[] = [
    { key: 'date', header: 'Date', align: 'left', text: (r) => r.date },
    { key: 'users', header: 'All User', value: (r) => r.users },
    { key: 'accounts', header: 'All Account', value: (r) => r.accounts },
    { key: 'percent', header: 'Percent', value: (r) => percent(r), format: 'percent' },
    { key: 'androidUsers', header: 'Android users', value: (r) => r.androidUsers },
    { key: 'iosUsers', header: 'iOS users', value: (r) => r.iosUsers },
    ...(hasMac ? [{ key: 'macUsers', header: 'Mac users', value: (r: TotalsRow) => r.macUsers }] : []),
  ];

  return (
    <>
      <ScreenTitle mb="md">Total users and accounts</ScreenTitle>
      <QueryBar<TotalsState>
        code={code}
        value={q}
        countries={countries}
        busy={res.loading}
        without={['version', 'platform', 'country', 'cond']}
        onApply={(next) => setQ({ ...next, pn: '1' })}
      />
      <Paper withBorder p="md" mb="md">
        <Chart
          label="Total users and accounts by day"
          mode="line"
          x={x}
          series={series}
          xLabel="Date"
          yLabel="Users"
          y2Label="Accounts / users"
          y2Format="percent"
          height={280}
        />
      </Paper>
      <StatsTable
        label="Total users and accounts"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.date}
        loading={res.loading}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, 'total_user_account', q)}
      />
    </>
  );
}

export default withQueryScreen('totalUserAndAccount', TotalUserAndAccountPage);
