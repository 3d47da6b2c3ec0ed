// Event stats (001): one event's count and users per day. start, end, platform and finishEvtName
// (the event; default game_finish, 002 §9) may come in the URL and run the query on load (the
// dashboard links here with the finish event). Summary cards Event Count and Users over the range,
// a chart, the table (10 a page: 001 §9) with the count per user, and CSV.
import { useMemo } from 'react';
import { Paper, Select, SimpleGrid } from '@mantine/core';
import type { MetricsRow } from '../../../../core/shared/metrics';
import { Chart } from '../../../../core/web/chart/Chart';
import { fillDays, formatValue, type ChartSeries, type ChartX } from '../../../../core/web/chart/shape';
import { DEFAULT_FINISH_EVENT } from '../../shared';
import { ALL_LEVELS_SCOPE, allItems, baseDefaults, baseItems, fileName, levelScope, queryBody, type BaseState } from '../filters';
import { useDimensionValues, useMetricsQuery } from '../../../../core/web/analytics/metricsSource';
import { useStatsScreen } from '../useStatsScreen';
import { dayAxis } from '../dayAxis';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { StatCard } from '../components/StatCard';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { withQueryScreen } from '../components/withQueryScreen';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type EventState = BaseState & { finishEvtName: string; pn: string; ps: string };
const PAGE_SIZES = [10, 20, 50, 100];
const perUser = (r: MetricsRow) => (Number(r.uv) ? Number(r.pv) / Number(r.uv) : null);

function EventPicker(props: { code: string; range: { start: string; end: string }; value: string; onChange: (v: string) => void }) {
  const seen = useDimensionValues(props.code, 'event', props.range, { metric: 'pv' });
  return (
    <Select
      label="Event"
      data={[...new Set([...(seen.data ?? []), props.value].filter(Boolean))]}
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? '')}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No such event in these days"
      w={240}
    />
  );
}

function EventStatsPage() {
  const { code, q, setQ, countries, ready } = useStatsScreen<EventState>({
    ...baseDefaults(),
    finishEvtName: DEFAULT_FINISH_EVENT,
    pn: '1',
    ps: '10',
  });
  const items = allItems(baseItems(q), { ok: true, value: [{ key: 'event', value: q.finishEvtName }] });
  const run = ready && items.ok && !!q.finishEvtName;
  const byDay = useMetricsQuery(
    code,
    run && items.ok ? queryBody(q, items.value, { dimension: 'day', metrics: ['pv', 'uv'], orderBy: 'day' }) : null,
  );
  const total = useMetricsQuery(code, run && items.ok ? queryBody(q, items.value, { dimension: null, metrics: ['pv', 'uv'] }) : null);
  const rows = useMemo(
    () => fillDays(byDay.data ?? [], q, ['pv', 'uv']),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the values it reads, not by the objects holding them (new each render)
    [byDay.data, q.start, q.end],
  );
  const sum = total.data?.[0];
  const x = useMemo<ChartX>(() => dayAxis(rows.map((r) => String(r.day))), [rows]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Event Count', values: rows.map((r) => r.pv as number) },
      { label: 'Users', values: rows.map((r) => r.uv as number) },
    ],
    [rows],
  );
  const columns: StatColumn<MetricsRow>[] = [
    { key: 'day', header: 'Date', align: 'left', text: (r) => String(r.day) },
    { key: 'pv', header: 'Event Count', value: (r) => r.pv as number },
    { key: 'uv', header: 'Users', value: (r) => r.uv as number },
    { key: 'perUser', header: 'Per User', value: (r) => perUser(r) },
  ];

  return (
    <>
      <ScreenTitle mb="md">Event stats</ScreenTitle>
      <QueryBar<EventState>
        code={code}
        scope={levelScope(items, ALL_LEVELS_SCOPE)}
        value={q}
        countries={countries}
        busy={byDay.loading}
        without={['cond']}
        onApply={(next) => setQ({ ...next, pn: '1' })}
        validate={(d) => (d.finishEvtName ? null : 'Choose an event')}
        leading={(d, set) => <EventPicker code={code} range={d} value={d.finishEvtName} onChange={(v) => set({ finishEvtName: v })} />}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        <StatCard
          label="Event Count"
          value={formatValue(sum ? Number(sum.pv) : null)}
          note={`${q.finishEvtName}, ${q.start} – ${q.end}`}
          loading={total.loading}
        />
        <StatCard
          label="Users"
          value={formatValue(sum ? Number(sum.uv) : null)}
          note="Distinct users over the range"
          loading={total.loading}
        />
        <StatCard label="Per User" value={formatValue(sum ? perUser(sum) : null)} note="Event Count / Users" loading={total.loading} />
      </SimpleGrid>
      <Paper withBorder p="md" mb="md">
        <Chart label={`${q.finishEvtName} by day`} mode="line" x={x} series={series} xLabel="Date" yLabel="Events / users" height={240} />
      </Paper>
      <StatsTable
        label="Event stats"
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.day)}
        loading={byDay.loading || !ready}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, `event_${q.finishEvtName}`, q)}
      />
    </>
  );
}

export default withQueryScreen('eventStats', EventStatsPage);
