// The level metrics chart of the level statistics (000 §2.4, 001): one level's players and
// durations by day over the queried range, with the page's filters.
import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { LazyChart } from '../chart/LazyChart';
import { daySeconds, fillDays, type ChartSeries, type ChartX } from '../chart/shape';
import type { QueryItem } from './condition';
import { queryBody } from './queryState';
import { useMetricsQuery } from './metricsSource';
import { ChartModal } from './ChartModal';

const COUNTS = [
  ['enterUv', 'Enter UV'],
  ['sectionUv', 'Section UV'],
  ['halfUv', 'Half UV'],
  ['finishUv', 'Finish UV'],
  ['giveUpUv', 'Give Up UV'],
] as const;

export function LevelTrendModal(props: {
  code: string;
  level: number | null;
  items: QueryItem[];
  range: { start: string; end: string };
  onClose: () => void;
}) {
  const { level } = props;
  const body =
    level === null
      ? null
      : queryBody(props.range, [...props.items.filter((i) => i.key !== 'level'), { key: 'level', value: level }], {
          dimension: 'day',
          metrics: [...COUNTS.map(([m]) => m), 'finishUvRate', 'duration_median', 'durationPv'],
          orderBy: 'day',
        });
  const res = useMetricsQuery(props.code, body);
  const rows = useMemo(
    () =>
      fillDays(
        res.data ?? [],
        props.range,
        COUNTS.map(([m]) => m),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the values it reads, not by the objects holding them (new each render)
    [res.data, props.range.start, props.range.end],
  );
  const x = useMemo<ChartX>(() => ({ kind: 'time', values: rows.map((r) => daySeconds(String(r.day))) }), [rows]);
  const players = useMemo<ChartSeries[]>(
    () => [
      ...COUNTS.map(([m, label]) => ({ label, values: rows.map((r) => r[m] as number | null) })),
      { label: 'Finish UV Rate', axis: 'right' as const, values: rows.map((r) => r.finishUvRate as number | null) },
    ],
    [rows],
  );
  const durations = useMemo<ChartSeries[]>(
    () => [
      { label: 'Duration Median', values: rows.map((r) => r.duration_median as number | null) },
      { label: 'Duration PV', values: rows.map((r) => r.durationPv as number | null) },
    ],
    [rows],
  );
  return (
    <ChartModal opened={level !== null} onClose={props.onClose} title={`Level ${level ?? ''} metrics`} loading={res.loading}>
      <Stack>
        <Text size="sm" c="dimmed">
          {props.range.start} – {props.range.end}, by day
        </Text>
        <LazyChart
          label={`Level ${level} players by day`}
          mode="line"
          x={x}
          series={players}
          yLabel="Users"
          y2Label="Finish rate"
          y2Format="percent"
          height={260}
        />
        <LazyChart
          label={`Level ${level} durations by day`}
          mode="line"
          x={x}
          series={durations}
          yLabel="Seconds"
          yFormat="seconds"
          height={200}
        />
      </Stack>
    </ChartModal>
  );
}
