// The new-difficulty distribution chart (000 §2.4): attempts and finish rate per difficulty
// (Easy, Medium, Hard, Expert) for the page's query, with the figures in a small table.
import { useMemo } from 'react';
import { Stack, Table } from '@mantine/core';
import { LazyChart } from '../../../../core/web/chart/LazyChart';
import { rowsToCategorySeries } from '../../../../core/web/chart/shape';
import type { QueryItem } from '../../../../core/web/analytics/condition';
import { DIFFICULTY_KEY, DIFFICULTY_METRICS, difficultyRows } from '../difficulty';
import { queryBody } from '../filters';
import { METRIC_INFO, metricText } from '../metricColumns';
import { useMetricsQuery } from '../../../../core/web/analytics/metricsSource';
import { ChartModal } from '../../../../core/web/analytics/ChartModal';

export function DifficultyModal(props: {
  code: string;
  opened: boolean;
  items: QueryItem[];
  range: { start: string; end: string };
  onClose: () => void;
}) {
  const body = props.opened
    ? queryBody(props.range, props.items, { dimension: DIFFICULTY_KEY, metrics: [...DIFFICULTY_METRICS], fractions: [0.5] })
    : null;
  const res = useMetricsQuery(props.code, body);
  const rows = useMemo(() => difficultyRows(res.data ?? []), [res.data]);
  const chart = useMemo(
    () =>
      rowsToCategorySeries(rows, (r) => r.difficulty, [
        { label: 'Enter UV', value: 'enterUv' },
        { label: 'Enter PV', value: 'enterPv' },
        { label: 'Finish UV', value: 'finishUv' },
        { label: 'Finish UV Rate', value: 'finishUvRate', axis: 'right', kind: 'line' },
      ]),
    [rows],
  );
  return (
    <ChartModal opened={props.opened} onClose={props.onClose} title="New difficulty distribution" loading={res.loading} width={800}>
      <Stack>
        <LazyChart
          label="New difficulty distribution"
          mode="bar"
          x={chart.x}
          series={chart.series}
          yLabel="Users / attempts"
          y2Label="Finish rate"
          y2Format="percent"
          height={280}
        />
        <Table striped withTableBorder aria-label="Difficulty figures">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Difficulty</Table.Th>
              {DIFFICULTY_METRICS.map((m) => (
                <Table.Th key={m} ta="right">
                  {m === 'lvNum' ? 'Puzzles' : METRIC_INFO[m].header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={String(r.difficulty)}>
                <Table.Td>{r.difficulty}</Table.Td>
                {DIFFICULTY_METRICS.map((m) => (
                  <Table.Td key={m} ta="right">
                    {metricText(r, m, METRIC_INFO[m].format)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </ChartModal>
  );
}
