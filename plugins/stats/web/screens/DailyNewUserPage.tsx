// Daily new user (002; 001 "Daily new user stats"): a date range and platform query (start, end
// and platform may come in the URL, e.g. from the dashboard), the installs per day with Total and
// one column per country of the stats config (OTHER takes the unlisted ones), a chart, and the
// Total User and Total Account tables (all time up to each day, per platform). CSV everywhere.
import { useMemo } from 'react';
import { Paper, SimpleGrid } from '@mantine/core';
import { Chart } from '../../../../core/web/chart/Chart';
import { type ChartSeries, type ChartX } from '../../../../core/web/chart/shape';
import type { DailyNewUserRow } from '../../shared';
import { baseDefaults, fileName, type BaseState } from '../filters';
import { platformOf, userCalls, useUserStats } from '../userApi';
import { useStatsScreen } from '../useStatsScreen';
import { dayAxis } from '../dayAxis';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { TotalsTable } from '../components/TotalsTable';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { withQueryScreen } from '../components/withQueryScreen';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type NewUserState = BaseState & { pn: string; ps: string; upn: string; ups: string; apn: string; aps: string };
const PAGE_SIZES = [10, 20, 50, 100];

function DailyNewUserPage() {
  const { code, q, setQ, countries } = useStatsScreen<NewUserState>({
    ...baseDefaults(),
    pn: '1',
    ps: '10',
    upn: '1',
    ups: '10',
    apn: '1',
    aps: '10',
  });
  const range = { start: q.start, end: q.end };
  const res = useUserStats(code, userCalls.dailyNewUser, { ...range, platform: platformOf(q.platform) });
  const totals = useUserStats(code, userCalls.dailyNewUserTotals, range);
  const rows = useMemo(() => res.data?.result ?? [], [res.data]);
  const countryList = rows[0]?.countryStats.map((c) => c.country) ?? countries;
  const x = useMemo<ChartX>(() => dayAxis(rows.map((r) => r.date)), [rows]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Total', values: rows.map((r) => r.total) },
      // One line per country, off until the legend switches it on.
      ...(rows[0]?.countryStats ?? []).map((c, i) => ({
        label: c.country,
        values: rows.map((r) => r.countryStats[i]?.installed ?? null),
        hidden: true,
      })),
    ],
    [rows],
  );
  const columns: StatColumn<DailyNewUserRow>[] = [
    { key: 'date', header: 'Date', align: 'left', width: 120, text: (r) => r.date },
    { key: 'total', header: 'Total', width: 90, value: (r) => r.total },
    // Narrow, so the whole country list fits without scrolling sideways.
    ...countryList.map((country, i) => ({
      key: `c_${country}`,
      header: country,
      width: 76,
      value: (r: DailyNewUserRow) => r.countryStats[i]?.installed,
    })),
  ];

  return (
    <>
      <ScreenTitle mb="md">Daily new user</ScreenTitle>
      <QueryBar<NewUserState>
        code={code}
        value={q}
        countries={countries}
        busy={res.loading}
        without={['version', 'country', 'cond']}
        onApply={(next) => setQ({ ...next, pn: '1', upn: '1', apn: '1' })}
      />
      <Paper withBorder p="md" mb="md">
        <Chart label="New users by day" mode="line" x={x} series={series} xLabel="Date" yLabel="New users" height={260} />
      </Paper>
      <StatsTable
        label="Daily new users"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.date}
        loading={res.loading}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, 'daily_new_user', q)}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} mt="md">
        {(['Total User', 'Total Account'] as const).map((title) => {
          const [pn, ps] = title === 'Total User' ? (['upn', 'ups'] as const) : (['apn', 'aps'] as const);
          return (
            <TotalsTable
              key={title}
              title={title}
              rows={totals.data?.result ?? []}
              loading={totals.loading}
              page={q[pn]}
              pageSize={q[ps]}
              onPage={(page, size) => setQ({ [pn]: String(page), [ps]: String(size) })}
              csvName={fileName(code, title === 'Total User' ? 'total_user' : 'total_account', q)}
            />
          );
        })}
      </SimpleGrid>
    </>
  );
}

export default withQueryScreen('dailyNewUser', DailyNewUserPage);
