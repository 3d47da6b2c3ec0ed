// 001 "level metrics chart modal": one metric over the levels, one line per group, so a level
// where a group does better or worse stands out.
import { useMemo, useState } from 'react';
import { Select, Stack } from '@mantine/core';
import { LazyChart } from '../../../../core/web/chart/LazyChart';
import { ChartModal } from '../../../../core/web/analytics/ChartModal';
import { metricInfo } from '../../../../core/web/analytics/metricInfo';
import { STATS_LEVEL_METRICS, type StatsGroup, type StatsLevelMetric } from '../../endpoints/stats';

export function LevelMetricsChartModal(props: { opened: boolean; groups: StatsGroup[]; onClose: () => void }) {
  const [metric, setMetric] = useState<StatsLevelMetric>('finishUvRate');
  const info = metricInfo(metric);
  const chart = useMemo(() => {
    const levels = [...new Set(props.groups.flatMap((g) => g.levels.map((l) => l.level)))].sort((a, b) => a - b);
    const series = props.groups.map((g) => {
      const byLevel = new Map(g.levels.map((l) => [l.level, l[metric]]));
      return { label: `Group ${g.tag}`, values: levels.map((lv) => byLevel.get(lv) ?? null) };
    });
    return { levels, series };
  }, [props.groups, metric]);
  return (
    <ChartModal opened={props.opened} onClose={props.onClose} title="Level metrics">
      <Stack gap="sm">
        <Select
          label="Metric"
          data={STATS_LEVEL_METRICS.map((m) => ({ value: m, label: metricInfo(m).header }))}
          value={metric}
          onChange={(v) => v && setMetric(v as StatsLevelMetric)}
          allowDeselect={false}
          w={260}
        />
        <LazyChart
          mode="line"
          label={`${info.header} by level, one line per group`}
          x={{ kind: 'category', labels: chart.levels.map(String) }}
          xLabel="Level"
          yLabel={info.header}
          yFormat={info.format}
          series={chart.series}
          emptyText="No level played in the range"
        />
      </Stack>
    </ChartModal>
  );
}
