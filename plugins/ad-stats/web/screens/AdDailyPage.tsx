// Ad daily stats (001 "Ad daily stats"): query by date range, app version, platform and country;
// a trend chart with an axis per measure (DAU, revenue, arpDAU, eCPM); the day-by-day table of
// dau, arpDAU and per ad format uv, pv, sum_revenue, pv_per_uv, pv_per_dau, eCPM; CSV.
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Paper, Select, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Chart } from '../../../../core/web/chart/Chart';
import { rowsToCategorySeries } from '../../../../core/web/chart/shape';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import { AD_FORMATS, type AdDailyRow } from '../../shared';
import { adStatsApi } from '../api';
import { DateRangeField, lastWeek } from '../components/DateRangeField';
import { FiguresTable, urlPage, type FigureColumn } from '../components/FiguresTable';
import { count, fixed } from '../format';
import { CompactMultiSelect } from '../../../../core/web/CompactMultiSelect';

const PLATFORMS = [
  { value: '1', label: 'Android' },
  { value: '2', label: 'iOS' },
  { value: '3', label: 'Mac' },
];
const split = (s: string) => s.split(',').filter(Boolean);
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

function AdDailyPage() {
  const { code } = useRouteParams<{ code: string }>();
  // The default dates are fixed for the screen's life.
  const defaults = useMemo(() => ({ ...lastWeek(), version: '', platform: '', country: '', pn: '1', ps: '10' }), []);
  const [q, setQ] = useQueryState(defaults);
  const [draft, setDraft] = useState(q);
  const applied = JSON.stringify([q.start, q.end, q.version, q.platform, q.country]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setDraft(q), [applied]);

  const res = useLoad(() => adStatsApi.daily(code, q), [code, applied]);
  const options = useLoad(() => adStatsApi.dailyOptions(code, { start: draft.start || q.start, end: draft.end || q.end }), [code, draft.start, draft.end]);
  const rows = res.data ?? [];
  const chart = useMemo(
    () =>
      rowsToCategorySeries(rows, (r) => r.date, [
        { label: 'DAU', value: 'dau', kind: 'bar', color: '#adb5bd' },
        { label: 'Revenue', value: 'revenue', axis: 'right', color: '#40c057' },
        { label: 'arpDAU', value: 'arpDAU', axis: 'arpdau', color: '#fa5252' },
        ...AD_FORMATS.map(({ name }) => ({ label: `${name} eCPM`, value: (r: AdDailyRow) => r[name].eCPM, axis: 'ecpm', color: FORMAT_COLORS[name] })),
      ]),
    [rows],
  );
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <>
      <Title order={2} mb="md">
        Ad daily stats
      </Title>
      <Paper
        withBorder
        p="sm"
        mb="md"
        component="form"
        aria-label="Query"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.start && draft.end) setQ({ start: draft.start, end: draft.end, version: draft.version, platform: draft.platform, country: draft.country, pn: '1' });
        }}
      >
        <Group align="flex-end" gap="sm">
          <DateRangeField start={draft.start} end={draft.end} onChange={set} />
          <CompactMultiSelect
            label="App version"
            placeholder={draft.version ? undefined : 'All'}
            data={[...new Set([...(options.data?.versions ?? []), ...split(draft.version)])]}
            value={split(draft.version)}
            onChange={(v) => set({ version: v.join(',') })}
            searchable
            clearable
            w={200}
          />
          <Select label="Platform" placeholder="All" data={PLATFORMS} value={draft.platform || null} onChange={(v) => set({ platform: v ?? '' })} clearable w={130} />
          <CompactMultiSelect
            label="Country"
            placeholder={draft.country ? undefined : 'All'}
            data={[...new Set([...(options.data?.countries ?? []), ...split(draft.country)])]}
            value={split(draft.country)}
            onChange={(v) => set({ country: v.join(',') })}
            searchable
            clearable
            w={220}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />} loading={res.loading} disabled={!draft.start || !draft.end}>
            Query
          </Button>
        </Group>
      </Paper>
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
