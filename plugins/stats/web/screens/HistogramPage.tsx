// Histogram (000 §2.5): the distribution of level finish durations over split points, as a bar
// chart with the median (fraction 0.5) marked, the running share, and the buckets as a table.
import { useMemo } from 'react';
import { Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Chart } from '../../../../core/web/chart/Chart';
import { formatValue, type ChartSeries } from '../../../../core/web/chart/shape';
import {
  allItems,
  baseDefaults,
  baseItems,
  fileName,
  indexItems,
  levelScope,
  MAIN_GAME_SCOPE,
  mainGameOnly,
  queryBody,
  type BaseState,
} from '../filters';
import { configPoints, histogramBuckets, MEDIAN, parsePoints, valuePosition, type Bucket } from '../histogram';
import { useMetricsQuery } from '../../../../core/web/analytics/metricsSource';
import { useStatsScreen } from '../useStatsScreen';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { withQueryScreen } from '../components/withQueryScreen';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type HistogramState = BaseState & { index: string; points: string; unit: string; pn: string; ps: string };
const UNITS = [
  { value: 'pv', label: 'Finishes' },
  { value: 'uv', label: 'Users' },
];
const PAGE_SIZES = [10, 20, 50, 100];

function HistogramPage() {
  const { code, q, setQ, config, countries, ready } = useStatsScreen<HistogramState>({
    ...baseDefaults(),
    index: '',
    points: '',
    unit: 'pv',
    pn: '1',
    ps: '10',
  });
  const typed = q.points ? parsePoints(q.points) : null;
  const points = typed?.ok ? typed.value : configPoints(config);
  const items = mainGameOnly(allItems(baseItems(q), indexItems(q.index), { ok: true, value: [{ key: 'event', value: 'game_finish' }] }));
  const unit = q.unit === 'uv' ? 'uv' : 'pv';
  const run = ready && items.ok && (!typed || typed.ok);
  const dist = useMetricsQuery(
    code,
    run && items.ok ? queryBody(q, items.value, { dimension: 'duration', splitPoints: points, metrics: [unit] }) : null,
  );
  const median = useMetricsQuery(
    code,
    run && items.ok
      ? queryBody(q, items.value, { dimension: null, metrics: ['duration', 'finishUv', 'finishPv'], fractions: [MEDIAN] })
      : null,
  );
  const buckets = useMemo(
    () => histogramBuckets(dist.data ?? [], points, unit),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the values it reads, not by the objects holding them (new each render)
    [dist.data, points.join(), unit],
  );
  const med = median.data?.[0]?.duration;
  const medianValue = typeof med === 'number' ? med : null;
  const unitLabel = UNITS.find((u) => u.value === unit)!.label;

  const x = useMemo(() => ({ kind: 'category' as const, labels: buckets.map((b) => `${b.label} s`) }), [buckets]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: unitLabel, values: buckets.map((b) => b.count) },
      { label: 'Cumulative share', values: buckets.map((b) => b.cumulative), axis: 'right', kind: 'line' },
    ],
    [buckets, unitLabel],
  );
  const markers = useMemo(
    () => (medianValue === null ? [] : [{ x: valuePosition(medianValue, points), label: `Median ${formatValue(medianValue, 'seconds')}` }]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the values it reads, not by the objects holding them (new each render)
    [medianValue, points.join()],
  );

  const columns: StatColumn<Bucket>[] = [
    { key: 'label', header: 'Duration (s)', align: 'left', text: (b) => b.label },
    { key: 'count', header: unitLabel, value: (b) => b.count },
    { key: 'share', header: 'Share', value: (b) => b.share, format: 'percent' },
    { key: 'cumulative', header: 'Cumulative share', value: (b) => b.cumulative, format: 'percent' },
  ];

  return (
    <>
      <ScreenTitle mb="md">Histogram</ScreenTitle>
      <QueryBar<HistogramState>
        code={code}
        scope={levelScope(items, MAIN_GAME_SCOPE)}
        value={q}
        countries={countries}
        busy={dist.loading || median.loading}
        onApply={(next) => setQ({ ...next, pn: '1' })}
        validate={(d) => {
          const index = indexItems(d.index);
          const typedPoints = d.points ? parsePoints(d.points) : null;
          return !index.ok ? index.error : typedPoints && !typedPoints.ok ? typedPoints.error : null;
        }}
        trailing={(d, set) => (
          <>
            <TextInput
              label="Level index"
              placeholder="All, or 1-50"
              value={d.index}
              onChange={(e) => set({ index: e.currentTarget.value })}
              w={120}
            />
            <TextInput
              label="Split points (s)"
              placeholder={configPoints(config).join(', ')}
              value={d.points}
              onChange={(e) => set({ points: e.currentTarget.value })}
              w={200}
            />
          </>
        )}
      />
      <Paper withBorder p="md" mb="md">
        <Group justify="space-between" mb="sm">
          <Stack gap={0}>
            <Text fw={600}>Finish duration distribution</Text>
            <Text size="sm" c="dimmed" data-testid="median">
              Median (fraction {MEDIAN}): {formatValue(medianValue, 'seconds')} · {formatValue(Number(median.data?.[0]?.finishPv ?? 0))}{' '}
              finishes by {formatValue(Number(median.data?.[0]?.finishUv ?? 0))} users
            </Text>
          </Stack>
          <SegmentedControl aria-label="Count" data={UNITS} value={unit} onChange={(v) => setQ({ unit: v })} />
        </Group>
        <Chart
          label="Finish duration histogram"
          mode="bar"
          x={x}
          series={series}
          markers={markers}
          yLabel={unitLabel}
          y2Label="Cumulative share"
          y2Format="percent"
          xLabel="Finish duration"
          height={320}
        />
      </Paper>
      <StatsTable
        label="Histogram buckets"
        columns={columns}
        rows={buckets}
        rowKey={(b) => b.label}
        loading={dist.loading || !ready}
        pageSizes={PAGE_SIZES}
        page={Number(q.pn) || 1}
        pageSize={Number(q.ps) || 10}
        onPage={(pn, ps) => setQ({ pn: String(pn), ps: String(ps) })}
        csvName={fileName(code, 'histogram', q)}
      />
    </>
  );
}

export default withQueryScreen('histogram', HistogramPage);
