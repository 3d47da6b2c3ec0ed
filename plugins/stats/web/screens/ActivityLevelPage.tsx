// Activity level stats (002): event catalog, input index, date range, app version, platform and
// country; a per-level table (users, attempts and durations per level event) with CSV. Levels of
// an activity are the level events carrying its catalog in props.catalog.
import { Select, TextInput } from '@mantine/core';
import type { MetricsRow } from '../../../../core/shared/metrics';
import { allItems, baseDefaults, baseItems, CATALOG_KEY, fileName, indexItems, levelScope, queryBody, type BaseState } from '../filters';
import { useDimensionValues, useMetricsQuery } from '../../../../core/web/analytics/metricsSource';
import { useStatsScreen } from '../useStatsScreen';
import { metricColumnsOf } from '../../../../core/web/analytics/metricColumnsOf';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { withQueryScreen } from '../components/withQueryScreen';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type ActivityState = BaseState & { ecat: string; index: string; pn: string; ps: string };
const PAGE_SIZES = [10, 20, 50, 100];
const CATALOG_SCOPE = 'Live-event (catalog) levels of the chosen event catalog only; main game levels are excluded';
const METRICS = [
  'enterUv',
  'enterPv',
  'sectionUv',
  'sectionPv',
  'halfUv',
  'halfPv',
  'finishUv',
  'finishPv',
  'giveUpUv',
  'giveUpPv',
  'finishUvRate',
  'duration_median',
  'durationPv',
];

function CatalogPicker(props: { code: string; range: { start: string; end: string }; value: string; onChange: (v: string) => void }) {
  const catalogs = useDimensionValues(props.code, CATALOG_KEY, props.range, { event: 'game_enter' });
  const options = [...new Set([...(catalogs.data ?? []), ...(props.value ? [props.value] : [])])];
  return (
    <Select
      label="Event catalog"
      placeholder={catalogs.loading ? 'Loading …' : options.length ? 'Choose' : 'None in this range'}
      data={options}
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? '')}
      searchable
      w={180}
    />
  );
}

function ActivityLevelPage() {
  const { code, q, setQ, countries, ready } = useStatsScreen<ActivityState>({ ...baseDefaults(), ecat: '', index: '', pn: '1', ps: '10' });
  const items = allItems(baseItems(q), indexItems(q.index));
  const run = ready && items.ok && !!q.ecat;
  const res = useMetricsQuery(
    code,
    run && items.ok
      ? queryBody(q, [{ key: CATALOG_KEY, value: q.ecat }, ...items.value], {
          dimension: 'level',
          metrics: METRICS,
          orderBy: 'level',
          fractions: [0.5],
        })
      : null,
  );
  const columns: StatColumn<MetricsRow>[] = [
    { key: 'level', header: 'Level', align: 'left', width: 80, text: (r) => String(r.level) },
    ...metricColumnsOf(METRICS, [], { duration_median: 'Duration' }),
  ];

  return (
    <>
      <ScreenTitle mb="md">Activity level stats</ScreenTitle>
      <QueryBar<ActivityState>
        code={code}
        scope={q.ecat ? levelScope({ ok: true, value: [{ key: CATALOG_KEY, value: q.ecat }] }, CATALOG_SCOPE) : CATALOG_SCOPE}
        value={q}
        countries={countries}
        without={['cond']}
        busy={res.loading}
        onApply={(next) => setQ({ ...next, pn: '1' })}
        validate={(d) => {
          if (!d.ecat) return 'Choose an event catalog';
          const index = indexItems(d.index);
          return index.ok ? null : index.error;
        }}
        leading={(d, set) => (
          <>
            <CatalogPicker code={code} range={d} value={d.ecat} onChange={(ecat) => set({ ecat })} />
            <TextInput
              label="Input index"
              placeholder="All, or 1-20"
              value={d.index}
              onChange={(e) => set({ index: e.currentTarget.value })}
              w={120}
            />
          </>
        )}
      />
      <StatsTable
        label="Activity level stats"
        columns={columns}
        rows={q.ecat ? (res.data ?? []) : []}
        rowKey={(r) => String(r.level)}
        loading={res.loading || !ready}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, `activity_${q.ecat}_levels`, q)}
        emptyText={
          q.ecat
            ? 'No levels of this event catalog in this range'
            : 'Choose an event catalog and press Query (activity levels are the level events with props.catalog)'
        }
      />
    </>
  );
}

export default withQueryScreen('activityLevel', ActivityLevelPage);
