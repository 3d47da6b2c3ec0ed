// Like/dislike (002): a bar chart of the UV and PV of game_like and game_dislike per level, and
// the figures as a table with CSV.
import { useMemo } from 'react';
import { Paper } from '@mantine/core';
import type { MetricsRow } from '../../../../core/shared/metrics';
import { Chart } from '../../../../core/web/chart/Chart';
import { fillWhole, rowsToCategorySeries } from '../../../../core/web/chart/shape';
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
import { useMetricsQuery } from '../../../../core/web/analytics/metricsSource';
import { useStatsScreen } from '../useStatsScreen';
import { metricColumnsOf } from '../../../../core/web/analytics/metricColumnsOf';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { withQueryScreen } from '../components/withQueryScreen';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { levelIndexError, levelIndexField } from '../components/levelIndex';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type LikeState = BaseState & { index: string; pn: string; ps: string };
const PAGE_SIZES = [10, 20, 50, 100];
const METRICS = ['likeUv', 'likePv', 'dislikeUv', 'dislikePv'];

function LikeDislikePage() {
  const { code, q, setQ, countries, ready } = useStatsScreen<LikeState>({ ...baseDefaults(), index: '', pn: '1', ps: '10' });
  const items = mainGameOnly(allItems(baseItems(q), indexItems(q.index)));
  const res = useMetricsQuery(
    code,
    ready && items.ok ? queryBody(q, items.value, { dimension: 'level', metrics: METRICS, orderBy: 'level' }) : null,
  );
  const rows = useMemo(() => (res.data ?? []).filter((r) => r.level !== null && METRICS.some((m) => Number(r[m]) > 0)), [res.data]);
  const chart = useMemo(
    () =>
      rowsToCategorySeries(fillWhole(rows, 'level', METRICS), (r) => r.level, [
        { label: 'Like UV', value: 'likeUv', color: '#40c057' },
        { label: 'Like PV', value: 'likePv', color: '#12b886' },
        { label: 'Dislike UV', value: 'dislikeUv', color: '#fa5252' },
        { label: 'Dislike PV', value: 'dislikePv', color: '#fd7e14' },
      ]),
    [rows],
  );
  const columns: StatColumn<MetricsRow>[] = [
    { key: 'level', header: 'Level', align: 'left', width: 80, text: (r) => String(r.level) },
    ...metricColumnsOf(METRICS),
  ];

  return (
    <>
      <ScreenTitle mb="md">Like/dislike</ScreenTitle>
      <QueryBar<LikeState>
        code={code}
        scope={levelScope(items, MAIN_GAME_SCOPE)}
        value={q}
        countries={countries}
        busy={res.loading}
        onApply={(next) => setQ({ ...next, pn: '1' })}
        validate={levelIndexError}
        leading={levelIndexField()}
      />
      <Paper withBorder p="md" mb="md">
        <Chart
          label="Likes and dislikes per level"
          mode="bar"
          x={chart.x}
          series={chart.series}
          xLabel="Level"
          yLabel="UV / PV"
          height={300}
        />
      </Paper>
      <StatsTable
        label="Likes and dislikes"
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.level)}
        loading={res.loading || !ready}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, 'like_dislike', q)}
      />
    </>
  );
}

export default withQueryScreen('likeDislike', LikeDislikePage);
