// Funnel stats (002): the event types in the order chosen, tabs Users and Event count with a bar
// chart (and the conversion from the first step), the steps as a table with CSV. No event type:
// 'event type should not be null'.
import { useMemo } from 'react';
import { MultiSelect, Paper } from '@mantine/core';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { Chart } from '../../../../core/web/chart/Chart';
import { rowsToCategorySeries } from '../../../../core/web/chart/shape';
import {
  ALL_LEVELS_SCOPE,
  allItems,
  baseDefaults,
  baseItems,
  fileName,
  levelScope,
  queryBody,
  splitList,
  type BaseState,
} from '../filters';
import { DEFAULT_FUNNEL, FUNNEL_EMPTY, FUNNEL_METRICS, funnelRows, type FunnelRow } from '../funnel';
import { useDimensionValues, useMetricsQuery } from '../../../../core/web/analytics/metricsSource';
import { useStatsScreen } from '../useStatsScreen';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { withQueryScreen } from '../components/withQueryScreen';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type FunnelState = BaseState & { events: string; tab: string; pn: string; ps: string };
const PAGE_SIZES = [10, 20, 50, 100];
const FUNNEL_TABS = [
  { value: 'users', label: 'Users' },
  { value: 'count', label: 'Event count' },
];

function EventTypes(props: { code: string; range: { start: string; end: string }; value: string; onChange: (v: string) => void }) {
  const seen = useDimensionValues(props.code, 'event', props.range, { metric: 'pv' });
  const chosen = splitList(props.value);
  return (
    <MultiSelect
      label="Event types"
      placeholder={chosen.length ? undefined : 'Choose in funnel order'}
      data={[...new Set([...(seen.data ?? []), ...chosen])]}
      value={chosen}
      onChange={(v) => props.onChange(v.join(','))}
      searchable
      clearable
      w={420}
    />
  );
}

function FunnelPage() {
  const { code, q, setQ, countries, ready } = useStatsScreen<FunnelState>({
    ...baseDefaults(),
    events: DEFAULT_FUNNEL.join(','),
    tab: 'users',
    pn: '1',
    ps: '10',
  });
  const events = splitList(q.events);
  const measure = q.tab === 'count' ? 'pv' : 'uv';
  const items = allItems(baseItems(q), { ok: true, value: [{ key: 'event', value: events }] });
  const res = useMetricsQuery(
    code,
    ready && items.ok && events.length ? queryBody(q, items.value, { dimension: 'event', metrics: FUNNEL_METRICS }) : null,
  );
  const rows = useMemo(
    () => funnelRows(res.data ?? [], events, measure),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the values it reads, not by the objects holding them (new each render)
    [res.data, q.events, measure],
  );
  const label = measure === 'uv' ? 'Users' : 'Event count';
  const chart = useMemo(
    () =>
      rowsToCategorySeries(rows, (r) => r.event, [
        { label, value: measure },
        { label: 'Conversion from first step', value: 'fromFirst', axis: 'right', kind: 'line' },
      ]),
    [rows, label, measure],
  );
  const columns: StatColumn<FunnelRow>[] = [
    { key: 'event', header: 'Event type', align: 'left', text: (r) => r.event },
    { key: 'uv', header: 'UV', value: (r) => r.uv },
    { key: 'pv', header: 'PV', value: (r) => r.pv },
    { key: 'duration', header: 'Duration Avg', value: (r) => r.duration, format: 'seconds' },
    { key: 'fromFirst', header: `${label}: from first step`, value: (r) => r.fromFirst, format: 'percent' },
    { key: 'fromPrevious', header: `${label}: from previous step`, value: (r) => r.fromPrevious, format: 'percent' },
  ];

  return (
    <>
      <ScreenTitle mb="md">Funnel</ScreenTitle>
      <QueryBar<FunnelState>
        code={code}
        scope={levelScope(items, ALL_LEVELS_SCOPE)}
        value={q}
        countries={countries}
        busy={res.loading}
        onApply={(next) => setQ({ ...next, pn: '1' })}
        validate={(d) => (splitList(d.events).length ? null : FUNNEL_EMPTY)}
        leading={(d, set) => <EventTypes code={code} range={d} value={d.events} onChange={(v) => set({ events: v })} />}
      />
      <Paper withBorder p="md" mb="md">
        <FilterTabs value={measure === 'uv' ? 'users' : 'count'} onChange={(tab) => setQ({ tab })} tabs={FUNNEL_TABS} gap="sm">
          <Chart
            label={`Funnel: ${label}`}
            mode="bar"
            x={chart.x}
            series={chart.series}
            xLabel="Event type"
            yLabel={label}
            y2Label="Conversion"
            y2Format="percent"
            height={300}
            emptyText={events.length ? 'No data' : FUNNEL_EMPTY}
          />
        </FilterTabs>
      </Paper>
      <StatsTable
        label="Funnel steps"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.event}
        loading={res.loading || !ready}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, 'funnel', q)}
      />
    </>
  );
}

export default withQueryScreen('funnel', FunnelPage);
