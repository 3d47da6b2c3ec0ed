// Dimension stats (001): events and users (PV, UV) grouped by a chosen dimension (country, platform,
// app version, event, level, puzzle, day, or any props.<key>), optionally of one event, under the
// query bar's filters. 20 rows a page (001 §9), CSV of every row.
import { useMemo } from 'react';
import { Select, TextInput } from '@mantine/core';
import type { MetricsRow } from '../../../../core/shared/metrics';
import { allItems, baseDefaults, baseItems, fileName, PLATFORMS, queryBody, type BaseState } from '../filters';
import { useDimensionValues, useMetricsQuery } from '../../../../core/web/analytics/metricsSource';
import { useStatsScreen } from '../useStatsScreen';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { withQueryScreen } from '../components/withQueryScreen';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type DimensionState = BaseState & { dim: string; prop: string; event: string; pn: string; ps: string };
const PAGE_SIZES = [20, 50, 100];
const PROPS = 'props';
const DIMENSIONS = [
  { value: 'country', label: 'Country' },
  { value: 'platform', label: 'Platform' },
  { value: 'appVersion', label: 'App version' },
  { value: 'event', label: 'Event' },
  { value: 'level', label: 'Level' },
  { value: 'puzzleId', label: 'Puzzle id' },
  { value: 'day', label: 'Day' },
  { value: PROPS, label: 'Event prop (props.<key>)' },
];
const PROP_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const PROP_ERROR = 'Prop key: letters, digits and _ (e.g. extType)';
/** Rows in their natural order for days and levels, the biggest first for the rest. */
const ORDERED = new Set(['day', 'level']);

const dimensionOf = (s: Pick<DimensionState, 'dim' | 'prop'>) => (s.dim === PROPS ? `props.${s.prop.trim()}` : s.dim);
const propError = (s: Pick<DimensionState, 'dim' | 'prop'>) => (s.dim === PROPS && !PROP_KEY.test(s.prop.trim()) ? PROP_ERROR : null);
const shown = (dimension: string, v: MetricsRow[string]) => {
  if (v === null || v === undefined || v === '') return '(none)';
  if (dimension === 'platform') return PLATFORMS.find((p) => p.value === String(v))?.label ?? String(v);
  return String(v);
};

function EventFilter(props: { code: string; range: { start: string; end: string }; value: string; onChange: (v: string) => void }) {
  const seen = useDimensionValues(props.code, 'event', props.range, { metric: 'pv' });
  return (
    <Select
      label="Event"
      placeholder="All events"
      data={[...new Set([...(seen.data ?? []), props.value].filter(Boolean))]}
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? '')}
      searchable
      clearable
      w={220}
    />
  );
}

function DimensionStatsPage() {
  const { code, q, setQ, countries, ready } = useStatsScreen<DimensionState>({
    ...baseDefaults(),
    dim: 'country',
    prop: '',
    event: '',
    pn: '1',
    ps: '20',
  });
  const dimension = dimensionOf(q);
  const items = allItems(baseItems(q), { ok: true, value: q.event ? [{ key: 'event', value: q.event }] : [] });
  const run = ready && items.ok && !propError(q);
  const res = useMetricsQuery(
    code,
    run && items.ok
      ? queryBody(q, items.value, {
          dimension,
          metrics: ['pv', 'uv'],
          orderBy: ORDERED.has(dimension) ? dimension : ['pv desc', 'uv desc'],
        })
      : null,
  );
  const rows = useMemo(() => res.data ?? [], [res.data]);
  const label = q.dim === PROPS ? dimension : (DIMENSIONS.find((d) => d.value === q.dim)?.label ?? dimension);
  const columns: StatColumn<MetricsRow>[] = [
    { key: 'dimension', header: label, align: 'left', text: (r) => shown(dimension, r[dimension]) },
    { key: 'pv', header: 'PV', value: (r) => r.pv as number },
    { key: 'uv', header: 'UV', value: (r) => r.uv as number },
    { key: 'perUv', header: 'PV per UV', value: (r) => (Number(r.uv) ? Number(r.pv) / Number(r.uv) : null) },
  ];

  return (
    <>
      <ScreenTitle mb="md">Dimension stats</ScreenTitle>
      <QueryBar<DimensionState>
        code={code}
        value={q}
        countries={countries}
        busy={res.loading}
        onApply={(next) => setQ({ ...next, pn: '1' })}
        validate={propError}
        leading={(d, set) => (
          <>
            <Select
              label="Dimension"
              data={DIMENSIONS}
              value={d.dim}
              onChange={(v) => set({ dim: v ?? 'country' })}
              allowDeselect={false}
              w={200}
            />
            {d.dim === PROPS && (
              <TextInput
                label="Prop key"
                placeholder="extType"
                value={d.prop}
                onChange={(e) => set({ prop: e.currentTarget.value })}
                w={140}
              />
            )}
            <EventFilter code={code} range={d} value={d.event} onChange={(v) => set({ event: v })} />
          </>
        )}
      />
      <StatsTable
        label="Dimension stats"
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r[dimension])}
        loading={res.loading || !ready}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, `dimension_${dimension}`, q)}
      />
    </>
  );
}

export default withQueryScreen('dimensionStats', DimensionStatsPage);
