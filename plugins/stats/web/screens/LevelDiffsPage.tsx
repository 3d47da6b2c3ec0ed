// Level stats diffs (002): level index, custom condition, date range, app version, platform,
// country; the level table with CSV (15 a page); a level opens its metrics bar chart, its
// duration opens 'Shapes of stage: {level}'.
import { useState } from 'react';
import { Anchor } from '@mantine/core';
import type { MetricsRow } from '../../../../core/shared/metrics';
import { formatValue } from '../../../../core/web/chart/shape';
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
import { LevelMetricsModal } from '../../../../core/web/analytics/LevelMetricsModal';
import { levelColumn } from '../../../../core/web/analytics/levelColumn';
import { metricColumnsOf } from '../../../../core/web/analytics/metricColumnsOf';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { withQueryScreen } from '../components/withQueryScreen';
import { ShapesModal } from '../components/ShapesModal';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { levelIndexError, levelIndexField } from '../components/levelIndex';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type DiffsState = BaseState & { index: string; pn: string; ps: string };
const PAGE_SIZES = [15, 20, 50];
/** 002 §3 level row (duration is the median, fraction 0.5), then the configured metrics. */
const BEFORE = ['enterUv', 'enterPv', 'finishUv', 'finishPv'];
const AFTER = ['durationPv', 'uvLost', 'enterUvLost', 'finishUvRate', 'finishPvRate', 'enterPerUser', 'hint', 'lvNum'];

function LevelDiffsPage() {
  const { code, q, setQ, config, countries, configured, ready } = useStatsScreen<DiffsState>({
    ...baseDefaults(),
    index: '',
    pn: '1',
    ps: '15',
  });
  const [open, setOpen] = useState<MetricsRow | null>(null);
  const [shapesOf, setShapesOf] = useState<number | null>(null);
  const items = mainGameOnly(allItems(baseItems(q), indexItems(q.index)));
  const after = [...AFTER, ...configured.map((m) => m.name)];
  const metrics = [...BEFORE, 'duration', ...after];
  const res = useMetricsQuery(
    code,
    ready && items.ok ? queryBody(q, items.value, { dimension: 'level', metrics, orderBy: 'level', fractions: [0.5] }) : null,
  );
  const duration: StatColumn<MetricsRow> = {
    key: 'duration',
    header: 'Duration',
    width: 120,
    value: (r) => r.duration as number | null,
    format: 'seconds',
    cell: (r) => (
      <Anchor
        component="button"
        type="button"
        fz="sm"
        onClick={() => setShapesOf(Number(r.level))}
        aria-label={`Shapes of stage ${r.level}`}
      >
        {formatValue(r.duration as number | null, 'seconds')}
      </Anchor>
    ),
  };
  const columns: StatColumn<MetricsRow>[] = [
    levelColumn(setOpen),
    ...metricColumnsOf(BEFORE),
    duration,
    ...metricColumnsOf(after, configured),
  ];

  return (
    <>
      <ScreenTitle mb="md">Level stats diffs</ScreenTitle>
      <QueryBar<DiffsState>
        code={code}
        scope={levelScope(items, MAIN_GAME_SCOPE)}
        value={q}
        countries={countries}
        busy={res.loading}
        onApply={(next) => setQ({ ...next, pn: '1' })}
        validate={levelIndexError}
        leading={levelIndexField()}
      />
      <StatsTable
        label="Level stats diffs"
        columns={columns}
        rows={res.data ?? []}
        rowKey={(r) => String(r.level)}
        loading={res.loading || !ready}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, 'level_diffs', q)}
      />
      <LevelMetricsModal
        code={code}
        row={open}
        items={items.ok ? items.value : []}
        range={q}
        columns={columns}
        onClose={() => setOpen(null)}
      />
      <ShapesModal
        code={code}
        level={shapesOf}
        items={items.ok ? items.value : []}
        range={q}
        config={config}
        onClose={() => setShapesOf(null)}
      />
    </>
  );
}

export default withQueryScreen('levelDiffs', LevelDiffsPage);
