// Daily new account (002): a date range query (start and end may come in the URL) and the rows per
// date and extType (Facebook, Apple, Google): the users who linked an account of that type that
// day (account_link props.extType); the table and CSV list the ones with links, the chart every day.
import { useMemo } from 'react';
import { Paper } from '@mantine/core';
import { Chart } from '../../../../core/web/chart/Chart';
import { type ChartSeries, type ChartX } from '../../../../core/web/chart/shape';
import { ACCOUNT_TYPES, type NewAccountRow } from '../../shared';
import { baseDefaults, fileName, type BaseState } from '../filters';
import { platformOf, userCalls, useUserStats } from '../userApi';
import { useStatsScreen } from '../useStatsScreen';
import { dayAxis } from '../dayAxis';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { withQueryScreen } from '../components/withQueryScreen';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type AccountState = BaseState & { pn: string; ps: string };
const PAGE_SIZES = [10, 20, 50, 100];

function DailyNewAccountPage() {
  const { code, q, setQ, countries } = useStatsScreen<AccountState>({ ...baseDefaults(), pn: '1', ps: '10' });
  const res = useUserStats(code, userCalls.dailyNewAccount, { start: q.start, end: q.end, platform: platformOf(q.platform) });
  const rows = useMemo(() => res.data?.result ?? [], [res.data]);
  const days = useMemo(() => [...new Set(rows.map((r) => r.date))], [rows]);
  // The chart keeps the quiet days; the table lists the dates and types that had links.
  const linked = useMemo(() => rows.filter((r) => r.count > 0), [rows]);
  const x = useMemo<ChartX>(() => dayAxis(days), [days]);
  const series = useMemo<ChartSeries[]>(
    () => ACCOUNT_TYPES.map((t) => ({ label: t, values: days.map((d) => rows.find((r) => r.date === d && r.extType === t)?.count ?? 0) })),
    [rows, days],
  );
  const columns: StatColumn<NewAccountRow>[] = [
    { key: 'date', header: 'Date', align: 'left', text: (r) => r.date },
    { key: 'extType', header: 'Account type', align: 'left', text: (r) => r.extType },
    { key: 'count', header: 'New accounts', value: (r) => r.count },
  ];

  return (
    <>
      <ScreenTitle mb="md">Daily new account</ScreenTitle>
      <QueryBar<AccountState>
        code={code}
        value={q}
        countries={countries}
        busy={res.loading}
        without={['version', 'country', 'cond']}
        onApply={(next) => setQ({ ...next, pn: '1' })}
      />
      <Paper withBorder p="md" mb="md">
        <Chart label="New accounts by day" mode="line" x={x} series={series} xLabel="Date" yLabel="New accounts" height={260} />
      </Paper>
      <StatsTable
        label="Daily new accounts"
        columns={columns}
        rows={linked}
        rowKey={(r) => `${r.date}|${r.extType}`}
        emptyText={res.loading ? undefined : 'No account was linked on these days'}
        loading={res.loading}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, 'daily_new_account', q)}
      />
    </>
  );
}

export default withQueryScreen('dailyNewAccount', DailyNewAccountPage);
