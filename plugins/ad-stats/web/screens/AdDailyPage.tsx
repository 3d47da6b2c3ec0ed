// Ad daily stats (001 "Ad daily stats"): query by date range, app version, platform and country;
// a trend chart with an axis per measure (DAU, revenue, arpDAU, eCPM); the day-by-day table of
// dau, arpDAU and per ad format uv, pv, sum_revenue, pv_per_uv, pv_per_dau, eCPM; CSV.
import { useMemo, useRef } from 'react';
import { Paper, Text } from '@mantine/core';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { lastDays } from '../../../../core/web/analytics/queryState';
import { Chart } from '../../../../core/web/chart/Chart';
import { rowsToCategorySeries } from '../../../../core/web/chart/shape';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import { AD_FORMATS, type AdDailyRow } from '../../shared';
import { adStatsApi } from '../api';
import { FiguresTable, urlPage, type FigureColumn } from '../components/FiguresTable';
import { count, fixed } from '../format';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

const FORMAT_COLORS = { Banner: '#fab005', Interstitial: '#7950f2', Rewarded: '#15aabf' } as const;

const COLUMNS: FigureColumn<AdDailyRow>[] = [
  { key: 'date', header: 'Date', align: 'left', width: 110, text: (r) => r.date },
  { key: 'dau', header: 'DAU', value: (r) => r.dau, show: count },
  { key: 'arpDAU', header: 'arpDAU', value: (r) => r.arpDAU, show: fixed(6), unit: 'USD' },
  ...AD_FORMATS.flatMap(({ name }): FigureColumn<AdDailyRow>[] => [
    { key: `${name}.uv`, group: name, header: 'uv', value: (r) => r[name].uv, show: count },
    { key: `${name}.pv`, group: name, header: 'pv', value: (r) => r[name].pv, show: count },
    { key: `${name}.sum_revenue`, group: name, header: 'sum_revenue', value: (r) => r[name].sum_revenue, show: fixed(4), unit: 'USD' },
    { key: `${name}.pv_per_uv`, group: name, header: 'pv_per_uv', value: (r) => r[name].pv_per_uv, show: fixed(2) },
    { key: `${name}.pv_per_dau`, group: name, header: 'pv_per_dau', value: (r) => r[name].pv_per_dau, show: fixed(2) },
    { key: `${name}.eCPM`, group: name, header: 'eCPM', value: (r) => r[name].eCPM, show: fixed(4), unit: 'USD' },
  ]),
];

/**
 * The query bar's choices: the app versions seen and the project's countries in the draft's
 * range (the last complete range while the operator picks a new one).
 */
function useDailyChoices(range: { start: string; end: string }) {
  const { code } = useRouteParams<{ code: string }>();
  const at = useRef(range);
  if (range.start && range.end) at.current = range;
  const options = useLoad(() => adStatsApi.dailyOptions(code, at.current), [code, at.current.start, at.current.end]);
  return options.data ?? {};
}

function AdDailyPage() {
  const { code } = useRouteParams<{ code: string }>();
  // The default dates (001 §9: the last 7 days) are fixed for the screen's life.
  const defaults = useMemo(() => ({ ...lastDays(7), version: '', platform: '', country: '', pn: '1', ps: '10' }), []);
  const [q, setQ] = useQueryState(defaults);
  const applied = JSON.stringify([q.start, q.end, q.version, q.platform, q.country]);

  const res = useLoad(() => adStatsApi.daily(code, q), [code, applied]);
  const rows = useMemo(() => res.data ?? [], [res.data]);
  const chart = useMemo(
    () =>
      rowsToCategorySeries(rows, (r) => r.date, [
        { label: 'DAU', value: 'dau', kind: 'bar', color: '#adb5bd' },
        { label: 'Revenue', value: 'revenue', axis: 'right', color: '#40c057' },
        { label: 'arpDAU', value: 'arpDAU', axis: 'arpdau', color: '#fa5252' },
        ...AD_FORMATS.map(({ name }) => ({
          label: `${name} eCPM`,
          value: (r: AdDailyRow) => r[name].eCPM,
          axis: 'ecpm',
          color: FORMAT_COLORS[name],
        })),
      ]),
    [rows],
  );

  return (
    <>
      <ScreenTitle mb="md">Ad daily stats</ScreenTitle>
      <QueryBar
        code={code}
        value={{ start: q.start, end: q.end, version: q.version, platform: q.platform, country: q.country, cond: '' }}
        without={['cond']}
        useChoices={useDailyChoices}
        requireRange="disable"
        busy={res.loading}
        onApply={(d) => setQ({ start: d.start, end: d.end, version: d.version, platform: d.platform, country: d.country, pn: '1' })}
      />
      <Paper withBorder p="md" mb="md">
        <Text fw={500} mb="xs">
          Trend
        </Text>
        <Chart
          label="Ad revenue trend"
          mode="line"
          x={chart.x}
          series={chart.series}
          xLabel="Date"
          yLabel="DAU"
          y2Label="Revenue (USD)"
          y2Format={fixed(4)}
          extraAxes={[
            { id: 'arpdau', label: 'arpDAU', format: fixed(6) },
            { id: 'ecpm', label: 'eCPM', format: fixed(2) },
          ]}
          height={320}
        />
      </Paper>
      <FiguresTable
        label="Ad daily stats"
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r.date}
        loading={res.loading}
        {...urlPage(q, setQ)}
        csvName={[code, 'ad_daily', q.start, q.end]}
        emptyText="No data for this query"
      />
    </>
  );
}

export default AdDailyPage;
