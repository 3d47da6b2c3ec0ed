// The metrics bar chart of one level (001 level-achievement, 002 level diffs): users and attempts
// at each stage (enter, first section, half, finish, give up) with the page's filters, and the
// row's figures from the table underneath.
import { useMemo } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { MetricsRow } from '../../shared/metrics';
import { LazyChart } from '../chart/LazyChart';
import { rowsToCategorySeries } from '../chart/shape';
import type { QueryItem } from './condition';
import { queryBody } from './queryState';
import { columnText, type StatColumn } from './columns';
import { useMetricsQuery } from './metricsSource';
import { ChartModal } from './ChartModal';

export const STAGES = [
  ['Enter', 'enter'],
  ['First section', 'section'],
  ['Half', 'half'],
  ['Finish', 'finish'],
  ['Give up', 'giveUp'],
] as const;

export function LevelMetricsModal(props: {
  code: string;
  row: MetricsRow | null;
  items: QueryItem[];
  range: { start: string; end: string };
  /** The table's columns: the row's figures as the table shows them. */
  columns: StatColumn<MetricsRow>[];
  onClose: () => void;
}) {
  const { row } = props;
  const level = row ? Number(row.level) : null;
  const body =
    level === null
      ? null
      : queryBody(props.range, [...props.items.filter((i) => i.key !== 'level'), { key: 'level', value: level }], {
          dimension: 'level',
          metrics: STAGES.flatMap(([, m]) => [`${m}Uv`, `${m}Pv`]),
        });
  const res = useMetricsQuery(props.code, body);
  const stages = useMemo(() => {
    const r = res.data?.[0] ?? {};
    return STAGES.map(([label, m]) => ({ label, uv: r[`${m}Uv`] ?? 0, pv: r[`${m}Pv`] ?? 0 }));
  }, [res.data]);
  const chart = useMemo(
    () =>
      rowsToCategorySeries(stages, (s) => s.label, [
        { label: 'UV', value: 'uv' },
        { label: 'PV', value: 'pv' },
      ]),
    [stages],
  );
  return (
    <ChartModal opened={row !== null} onClose={props.onClose} title={`Level ${level ?? ''} metrics`} loading={res.loading} width={800}>
      <Stack>
        <LazyChart
          label={`Level ${level} metrics`}
          mode="bar"
          x={chart.x}
          series={chart.series}
          xLabel="Stage"
          yLabel="Users / attempts"
          height={260}
        />
        {row && (
          <SimpleGrid cols={4} spacing="xs" role="group" aria-label="Level figures">
            {props.columns
              .filter((c) => c.key !== 'level')
              .map((c) => (
                <Stack key={c.key} gap={0}>
                  <Text size="xs" c="dimmed">
                    {c.header}
                  </Text>
                  <Text size="sm" fw={500}>
                    {columnText(c, row)}
                  </Text>
                </Stack>
              ))}
          </SimpleGrid>
        )}
      </Stack>
    </ChartModal>
  );
}
