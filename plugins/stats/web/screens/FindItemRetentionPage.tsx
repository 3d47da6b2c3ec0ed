// Find-item retention (002): the retention line chart (share of the players who entered that
// find the k-th item), the found table (per item) and the item table (per level), each with CSV,
// 10 a page (10/50/100/175). Items are game_find_item events (props.shapeIdx).
import { useMemo } from 'react';
import { Paper, Title } from '@mantine/core';
import { Chart } from '../../../../core/web/chart/Chart';
import { rowsToCategorySeries } from '../../../../core/web/chart/shape';
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
import { FIND_EVENT, FIND_METRICS, foundRows, ITEM_KEY, itemRows, RETENTION_PAGE_SIZES, type FoundRow, type ItemRow } from '../retention';
import { useMetricsQuery } from '../../../../core/web/analytics/metricsSource';
import { useStatsScreen } from '../useStatsScreen';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { withQueryScreen } from '../components/withQueryScreen';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { levelIndexError, levelIndexField } from '../components/levelIndex';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type RetentionState = BaseState & { index: string; pn: string; ps: string; ipn: string; ips: string };

const FOUND: StatColumn<FoundRow>[] = [
  { key: 'item', header: 'Item', align: 'left', text: (r) => r.item },
  { key: 'uv', header: 'Found UV', value: (r) => r.uv },
  { key: 'pv', header: 'Found PV', value: (r) => r.pv },
  { key: 'retention', header: 'Retention', value: (r) => r.retention, format: 'percent' },
  { key: 'userRetention', header: 'User retention', value: (r) => r.userRetention, format: 'percent' },
  { key: 'duration', header: 'Duration', value: (r) => r.duration, format: 'seconds' },
  { key: 'durationAvg', header: 'Duration Avg', value: (r) => r.durationAvg, format: 'seconds' },
  { key: 'hintRate', header: 'Hint Rate', value: (r) => r.hintRate, format: 'percent' },
];
const ITEMS: StatColumn<ItemRow>[] = [
  { key: 'level', header: 'Level', align: 'left', text: (r) => String(r.level) },
  { key: 'enterUv', header: 'Enter UV', value: (r) => r.enterUv },
  { key: 'enterPv', header: 'Enter PV', value: (r) => r.enterPv },
  { key: 'findUv', header: 'Found UV', value: (r) => r.findUv },
  { key: 'findPv', header: 'Items found', value: (r) => r.findPv },
  { key: 'perAttempt', header: 'Items per attempt', value: (r) => r.perAttempt },
  { key: 'duration', header: 'Duration', value: (r) => r.duration, format: 'seconds' },
  { key: 'durationAvg', header: 'Duration Avg', value: (r) => r.durationAvg, format: 'seconds' },
  { key: 'hintRate', header: 'Hint Rate', value: (r) => r.hintRate, format: 'percent' },
];

function FindItemRetentionPage() {
  const { code, q, setQ, countries, ready } = useStatsScreen<RetentionState>(
    { ...baseDefaults(), index: '', pn: '1', ps: '10', ipn: '1', ips: '10' },
    RETENTION_PAGE_SIZES,
  );
  const items = mainGameOnly(allItems(baseItems(q), indexItems(q.index)));
  const run = ready && items.ok;
  const base = items.ok ? items.value : [];
  const finds = [...base, { key: 'event', value: FIND_EVENT }];
  const byItem = useMetricsQuery(code, run ? queryBody(q, finds, { dimension: ITEM_KEY, metrics: FIND_METRICS }) : null);
  const entered = useMetricsQuery(code, run ? queryBody(q, base, { dimension: null, metrics: ['enterUv', 'enterPv'] }) : null);
  const byLevel = useMetricsQuery(code, run ? queryBody(q, finds, { dimension: 'level', metrics: FIND_METRICS, orderBy: 'level' }) : null);
  const levelEnters = useMetricsQuery(
    code,
    run ? queryBody(q, base, { dimension: 'level', metrics: ['enterUv', 'enterPv'], orderBy: 'level' }) : null,
  );
  const found = useMemo(() => foundRows(byItem.data ?? [], entered.data?.[0]), [byItem.data, entered.data]);
  const perLevel = useMemo(() => itemRows(byLevel.data ?? [], levelEnters.data ?? []), [byLevel.data, levelEnters.data]);
  const chart = useMemo(
    () =>
      rowsToCategorySeries(found, (r) => r.item, [
        { label: 'Retention', value: 'retention' },
        { label: 'User retention', value: 'userRetention' },
        { label: 'Hint Rate', value: 'hintRate', hidden: true },
      ]),
    [found],
  );
  const page = (pn: string, ps: string) => ({ page: Number(pn) || 1, pageSize: Number(ps) || RETENTION_PAGE_SIZES[0] });

  return (
    <>
      <ScreenTitle mb="md">Find-item retention</ScreenTitle>
      <QueryBar<RetentionState>
        code={code}
        scope={levelScope(items, MAIN_GAME_SCOPE)}
        value={q}
        countries={countries}
        busy={byItem.loading || byLevel.loading}
        onApply={(next) => setQ({ ...next, pn: '1', ipn: '1' })}
        validate={levelIndexError}
        leading={levelIndexField('Level index', 'All, or 1-10')}
      />
      <Paper withBorder p="md" mb="md">
        <Chart
          label="Find-item retention"
          mode="line"
          x={chart.x}
          series={chart.series}
          xLabel="Item"
          yLabel="Share"
          yFormat="percent"
          height={300}
        />
      </Paper>
      <Title order={2} size="h4" mb="xs">
        Found
      </Title>
      <StatsTable
        label="Found"
        columns={FOUND}
        rows={found}
        rowKey={(r) => r.item}
        loading={byItem.loading || entered.loading || !ready}
        pageSizes={RETENTION_PAGE_SIZES}
        {...page(q.pn, q.ps)}
        onPage={(pn, ps) => setQ({ pn: String(pn), ps: String(ps) })}
        csvName={fileName(code, 'find_item_found', q)}
      />
      <Title order={2} size="h4" mt="lg" mb="xs">
        Items
      </Title>
      <StatsTable
        label="Items"
        columns={ITEMS}
        rows={perLevel}
        rowKey={(r) => r.level}
        loading={byLevel.loading || levelEnters.loading || !ready}
        pageSizes={RETENTION_PAGE_SIZES}
        {...page(q.ipn, q.ips)}
        onPage={(pn, ps) => setQ({ ipn: String(pn), ips: String(ps) })}
        csvName={fileName(code, 'find_item_items', q)}
      />
    </>
  );
}

export default withQueryScreen('findItemRetention', FindItemRetentionPage);
