// Daily user token (001; the push task list links here with ?platform=): per day the installs, the
// users who sent a push token and their rate, green at or above 90% on Android and 22% on iOS, else
// red (002 §9); the last 7 and 30 days summed up to the end date; a chart and CSV.
import { useMemo } from 'react';
import { Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { Chart } from '../../../../core/web/chart/Chart';
import { formatValue, type ChartSeries, type ChartX } from '../../../../core/web/chart/shape';
import { TOKEN_RATE_GREEN, tokenRateColor, type TokenRow } from '../../shared';
import { baseDefaults, fileName, PLATFORMS, splitList, type BaseState } from '../filters';
import { userCalls, useUserStats } from '../userApi';
import { useStatsScreen } from '../useStatsScreen';
import { dayAxis } from '../dayAxis';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { StatCard } from '../components/StatCard';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { withQueryScreen } from '../components/withQueryScreen';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type TokenState = BaseState & { pn: string; ps: string };
const PAGE_SIZES = [10, 20, 50, 100];
/** Push tokens exist on Android and iOS; iOS first, as the push task list. */
const TOKEN_PLATFORMS = PLATFORMS.filter((p) => p.value === '1' || p.value === '2');
const DEFAULT_PLATFORM = '2';

function Rate(props: { platform: number; rate: number | null }) {
  const color = tokenRateColor(props.platform, props.rate);
  return (
    <Text span fz="sm" fw={600} c={color ?? undefined} data-rate-color={color ?? 'none'}>
      {formatValue(props.rate, 'percent')}
    </Text>
  );
}

function DailyUserTokenPage() {
  const { code, q, setQ, countries } = useStatsScreen<TokenState>({ ...baseDefaults(), platform: DEFAULT_PLATFORM, pn: '1', ps: '10' });
  const platform = q.platform === '1' ? 1 : 2;
  const country = splitList(q.country);
  const res = useUserStats(code, userCalls.tokens, { start: q.start, end: q.end, platform, ...(country.length ? { country } : {}) });
  const rows = useMemo(() => res.data?.result ?? [], [res.data]);
  const x = useMemo<ChartX>(() => dayAxis(rows.map((r) => r.date)), [rows]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Installed', values: rows.map((r) => r.installed) },
      { label: 'Token retrieved', values: rows.map((r) => r.tokenRetrieved) },
      { label: 'Token rate', values: rows.map((r) => r.rate), axis: 'right' },
    ],
    [rows],
  );
  const columns: StatColumn<TokenRow>[] = [
    { key: 'date', header: 'Date', align: 'left', text: (r) => r.date },
    { key: 'installed', header: 'Installed', value: (r) => r.installed },
    { key: 'tokenRetrieved', header: 'Token Retrieved', value: (r) => r.tokenRetrieved },
    { key: 'rate', header: 'Rate', value: (r) => r.rate, format: 'percent', cell: (r) => <Rate platform={platform} rate={r.rate} /> },
  ];
  const card = (label: string, sum: { installed: number; tokenRetrieved: number; rate: number | null } | undefined) => (
    <StatCard
      label={label}
      value={<Rate platform={platform} rate={sum?.rate ?? null} />}
      note={sum ? `${formatValue(sum.tokenRetrieved)} tokens of ${formatValue(sum.installed)} installs` : undefined}
      loading={res.loading}
    />
  );
  const platformName = TOKEN_PLATFORMS.find((p) => p.value === String(platform))!.label;

  return (
    <>
      <ScreenTitle mb="md">Daily user token</ScreenTitle>
      <QueryBar<TokenState>
        code={code}
        value={{ ...q, platform: String(platform) }}
        countries={countries}
        busy={res.loading}
        without={['version', 'platform', 'cond']}
        onApply={(next) => setQ({ ...next, pn: '1' })}
        leading={(d, set) => (
          <Select
            label="Platform"
            data={TOKEN_PLATFORMS}
            value={d.platform}
            onChange={(v) => set({ platform: v ?? DEFAULT_PLATFORM })}
            allowDeselect={false}
            w={120}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        {card(`Last 7 days to ${q.end}`, res.data?.day7)}
        {card(`Last 30 days to ${q.end}`, res.data?.day30)}
        <StatCard label="Green from" value={`${TOKEN_RATE_GREEN[platform]}%`} note={`${platformName}: below it the rate shows red`} />
      </SimpleGrid>
      <Paper withBorder p="md" mb="md">
        <Chart
          label="Push tokens by day"
          mode="line"
          x={x}
          series={series}
          xLabel="Date"
          yLabel="Users"
          y2Label="Token rate"
          y2Format="percent"
          height={240}
        />
      </Paper>
      <StatsTable
        label="Daily user token"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.date}
        loading={res.loading}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, `user_token_${platformName}`, q)}
      />
    </>
  );
}

export default withQueryScreen('dailyUserToken', DailyUserTokenPage);
