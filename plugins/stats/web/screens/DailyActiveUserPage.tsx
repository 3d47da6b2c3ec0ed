// Daily active user (001): params start, end and platform in the URL; with start and end the
// query runs on load (the palette's "DAU last 30 days" and the dashboard link so), otherwise the
// form starts on the last 30 days (002 §9) and waits for Query. Chart 'daily active players' and
// the table Date, DAU with CSV.
import { useMemo } from 'react';
import { Paper, Text } from '@mantine/core';
import { Chart } from '../../../../core/web/chart/Chart';
import { type ChartSeries, type ChartX } from '../../../../core/web/chart/shape';
import { DAU_DEFAULT_DAYS, type DauRow } from '../../shared';
import { baseDefaults, fileName, lastDays, type BaseState } from '../filters';
import { platformOf, userCalls, useUserStats } from '../userApi';
import { useStatsScreen } from '../useStatsScreen';
import { dayAxis } from '../dayAxis';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { withQueryScreen } from '../components/withQueryScreen';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type DauState = BaseState & { pn: string; ps: string };
const PAGE_SIZES = [10, 20, 50, 100];
const WAITING = 'Choose the dates and press Query';

function DailyActiveUserPage() {
  const { code, q, setQ, countries } = useStatsScreen<DauState>({ ...baseDefaults(), start: '', end: '', pn: '1', ps: '10' });
  const asked = !!(q.start && q.end);
  const window = useMemo(() => lastDays(DAU_DEFAULT_DAYS), []);
  const shown = asked ? q : { ...q, ...window };
  const res = useUserStats(code, userCalls.dau, asked ? { start: q.start, end: q.end, platform: platformOf(q.platform) } : null);
  const rows = useMemo(() => res.data?.result ?? [], [res.data]);
  const x = useMemo<ChartX>(() => dayAxis(rows.map((r) => r.date)), [rows]);
  const series = useMemo<ChartSeries[]>(() => [{ label: 'DAU', values: rows.map((r) => r.count) }], [rows]);
  const columns: StatColumn<DauRow>[] = [
    { key: 'date', header: 'Date', align: 'left', text: (r) => r.date },
    { key: 'count', header: 'DAU', value: (r) => r.count },
  ];

  return (
    <>
      <ScreenTitle mb="md">Daily active user</ScreenTitle>
      <QueryBar<DauState>
        code={code}
        value={shown}
        countries={countries}
        busy={res.loading && asked}
        without={['version', 'country', 'cond']}
        onApply={(next) => setQ({ ...next, pn: '1' })}
      />
      <Paper withBorder p="md" mb="md">
        <Text fw={600} mb="xs">
          daily active players
        </Text>
        <Chart
          label="daily active players"
          mode="line"
          x={x}
          series={series}
          xLabel="Date"
          yLabel="Players"
          height={280}
          emptyText={asked ? 'No data' : WAITING}
        />
      </Paper>
      <StatsTable
        label="Daily active users"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.date}
        loading={res.loading && asked}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, 'dau', shown)}
        emptyText={asked ? undefined : WAITING}
      />
    </>
  );
}

export default withQueryScreen('dailyActiveUser', DailyActiveUserPage);
