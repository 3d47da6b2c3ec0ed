// Ad event stats (001 "Ad event stats"): date range (default the last 7 days), platform, trackers
// and countries (with All); Apply stays disabled until a platform is chosen. A table with a column
// group per ad event (pv, uv, per user, DAU rate, per DAU, from click), its CSV, and four charts:
// DAU rate and from-click rate (0-100 %, step 5), per user and per DAU (0-30, step 10).
import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, type ComboboxData } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Chart } from '../../../../core/web/chart/Chart';
import { rowsToCategorySeries, type RowSeriesDef } from '../../../../core/web/chart/shape';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import { AD_EVENTS, AD_PLATFORMS, FROM_CLICK_EVENTS, type AdEvent, type AdEventRow, type Tracker } from '../../shared';
import { AdjustAppLine } from '../components/AdjustAppLine';
import { adStatsApi } from '../api';
import { DateRangeField } from '../../../../core/web/analytics/DateRangeField';
import { lastDays } from '../../../../core/web/analytics/queryState';
import { FiguresTable, urlPage, type FigureColumn } from '../components/FiguresTable';
import { axisRange, count, fixed, percent } from '../format';
import { CompactMultiSelect } from '../../../../core/web/CompactMultiSelect';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

const split = (s: string) => s.split(',').filter(Boolean);
const EVENT_COLORS: Record<AdEvent, string> = {
  Ad_rewarded_video_click: '#228be6',
  Ad_rewarded_video_showing: '#40c057',
  Ad_rewarded_video_end: '#fab005',
  Ad_total_interstitial_show: '#7950f2',
};
/** Short names for the charts' legends. */
const SHORT: Record<AdEvent, string> = {
  Ad_rewarded_video_click: 'Rewarded click',
  Ad_rewarded_video_showing: 'Rewarded showing',
  Ad_rewarded_video_end: 'Rewarded end',
  Ad_total_interstitial_show: 'Interstitial show',
};
/**
 * The tracker filter's options; with plugin adjust-apps, grouped under their Adjust app (the
 * trackers of no configured app last).
 */
function trackerChoices(trackers: Tracker[]): ComboboxData {
  const option = (t: Tracker) => ({ value: t.token, label: `${t.name} (${t.token})` });
  if (!trackers.some((t) => t.app !== undefined)) return trackers.map(option);
  const apps = [...new Set(trackers.map((t) => t.app ?? null))].sort((a, b) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
  return apps.map((app) => ({
    group: app === null ? 'No adjust app' : `Adjust app ${app}`,
    items: trackers.filter((t) => (t.app ?? null) === app).map(option),
  }));
}

const fromClick = (e: AdEvent) => (FROM_CLICK_EVENTS as readonly string[]).includes(e);
const n = (r: AdEventRow, key: string) => r[key] as number | null;

const COLUMNS: FigureColumn<AdEventRow>[] = [
  { key: 'date', header: 'Date', align: 'left', width: 110, text: (r) => r.date },
  { key: 'daus', header: 'daus', value: (r) => r.daus, show: count },
  ...AD_EVENTS.flatMap((e): FigureColumn<AdEventRow>[] => [
    { key: `${e}_pv`, group: e, header: 'pv', value: (r) => n(r, `${e}_pv`), show: count },
    { key: `${e}_uv`, group: e, header: 'uv', value: (r) => n(r, `${e}_uv`), show: count },
    { key: `${e}_per_user`, group: e, header: 'per user', value: (r) => n(r, `${e}_per_user`), show: fixed(2) },
    { key: `${e}_dau_rate`, group: e, header: 'DAU rate', value: (r) => n(r, `${e}_dau_rate`), show: percent, unit: 'percent' },
    { key: `${e}_per_dau`, group: e, header: 'per DAU', value: (r) => n(r, `${e}_per_dau`), show: fixed(2) },
    ...(fromClick(e)
      ? [
          {
            key: `${e}_click_rate`,
            group: e,
            header: 'from click',
            value: (r: AdEventRow) => n(r, `${e}_click_rate`),
            show: percent,
            unit: 'percent' as const,
          },
        ]
      : []),
  ]),
];

const pct = (v: number) => `${v}%`;
const series = (events: readonly AdEvent[], suffix: string, scale = 1): RowSeriesDef<AdEventRow>[] =>
  events.map((e) => ({
    label: SHORT[e],
    color: EVENT_COLORS[e],
    value: (r: AdEventRow) => (n(r, `${e}${suffix}`) === null ? null : Math.round(n(r, `${e}${suffix}`)! * scale * 100) / 100),
  }));

function FigureChart(props: {
  title: string;
  rows: AdEventRow[];
  defs: RowSeriesDef<AdEventRow>[];
  max: number;
  step: number;
  percent?: boolean;
}) {
  const { x, series: s } = useMemo(() => rowsToCategorySeries(props.rows, (r) => r.date, props.defs), [props.rows, props.defs]);
  const range = axisRange(
    s.flatMap((x) => x.values),
    props.max,
    props.step,
  );
  return (
    <Paper withBorder p="md">
      <Text fw={500} mb="xs">
        {props.title}
      </Text>
      <Chart
        label={props.title}
        mode="line"
        x={x}
        series={s}
        xLabel="Date"
        yRange={range}
        yStep={props.step}
        yFormat={props.percent ? pct : 'number'}
        height={300}
      />
    </Paper>
  );
}

function AdEventPage() {
  const { code } = useRouteParams<{ code: string }>();
  const defaults = useMemo(() => ({ ...lastDays(7), platform: '', tracker: '', country: '', pn: '1', ps: '10' }), []);
  const [q, setQ] = useQueryState(defaults);
  const [draft, setDraft] = useState(q);
  const applied = JSON.stringify([q.start, q.end, q.platform, q.tracker, q.country]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft follows the query when it is applied (applied is its key), not every new query object
  useEffect(() => setDraft(q), [applied]);
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  // "All" countries is the empty list; unticking it lets the operator pick some.
  const [allCountries, setAllCountries] = useState(!q.country);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the query when it is applied (applied is its key), not every new query object
  useEffect(() => setAllCountries(!q.country), [applied]);

  const trackerAnswer = useLoad(async () => (draft.platform ? adStatsApi.trackers(code, draft.platform) : null), [code, draft.platform]);
  const trackerList = trackerAnswer.data?.trackers;
  const countries = useLoad(async () => (draft.platform ? adStatsApi.countries(code, draft.platform) : []), [code, draft.platform]);
  const res = useLoad(async () => {
    if (!q.platform) return null;
    const tokens = split(q.tracker);
    // network: the chosen trackers' names (001 §7), next to their tokens; the URL keeps the tokens.
    const known = tokens.length
      ? draft.platform === q.platform && trackerList?.length
        ? trackerList
        : (await adStatsApi.trackers(code, q.platform)).trackers
      : [];
    const names = [...new Set(known.filter((t) => tokens.includes(t.token)).map((t) => t.name))];
    return adStatsApi.adEventStats(code, {
      platform: q.platform,
      start: q.start,
      end: q.end,
      trackerToken: tokens.join(','),
      country: q.country,
      network: names.join(','),
    });
  }, [code, applied]);
  const rows = res.data ?? [];

  const trackerOptions = trackerChoices(trackerList ?? []);
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));
  const ready = !!draft.platform && !!draft.start && !!draft.end && (allCountries || !!draft.country);

  return (
    <>
      <ScreenTitle mb="md">Ad event stats</ScreenTitle>
      <Paper
        withBorder
        p="sm"
        mb="md"
        component="form"
        aria-label="Query"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready)
            setQ({
              start: draft.start,
              end: draft.end,
              platform: draft.platform,
              tracker: draft.tracker,
              country: allCountries ? '' : draft.country,
              pn: '1',
            });
        }}
      >
        <Group align="flex-end" gap="sm">
          <DateRangeField start={draft.start} end={draft.end} onChange={set} />
          <Select
            label="Platform"
            placeholder="Choose a platform"
            data={AD_PLATFORMS as unknown as { value: string; label: string }[]}
            value={draft.platform || null}
            // Trackers and countries are the platform's own: a new platform starts them afresh.
            onChange={(v) => set({ platform: v ?? '', tracker: '', country: '' })}
            w={170}
          />
          <CompactMultiSelect
            label="Tracker"
            placeholder={draft.tracker ? undefined : draft.platform ? 'All trackers' : 'Choose a platform first'}
            data={trackerOptions}
            value={split(draft.tracker)}
            onChange={(v) => set({ tracker: v.join(',') })}
            disabled={!draft.platform}
            searchable
            clearable
            w={250}
          />
          <Stack gap={4}>
            <Group justify="space-between" gap="sm">
              <Text component="label" htmlFor="ad-event-country" size="sm" fw={500}>
                Country
              </Text>
              <Checkbox
                size="xs"
                label="All"
                aria-label="All countries"
                checked={allCountries}
                onChange={(e) => setAllCountries(e.currentTarget.checked)}
                disabled={!draft.platform}
              />
            </Group>
            <CompactMultiSelect
              id="ad-event-country"
              aria-label="Country"
              placeholder={allCountries ? 'All' : draft.country ? undefined : 'Choose countries'}
              data={countryOptions}
              value={allCountries ? [] : split(draft.country)}
              onChange={(v) => set({ country: v.join(',') })}
              disabled={!draft.platform || allCountries}
              searchable
              clearable
              w={220}
            />
          </Stack>
          <Button type="submit" leftSection={<IconSearch size={16} />} loading={res.loading && !!q.platform} disabled={!ready}>
            Apply
          </Button>
        </Group>
        {!draft.platform && (
          <Text size="sm" c="dimmed" mt="xs">
            Choose a platform to apply the filters.
          </Text>
        )}
        {draft.platform && <AdjustAppLine app={trackerAnswer.data?.adjustApp} platform={draft.platform} />}
      </Paper>
      {rows.length > 0 && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} mb="md">
          <FigureChart title="DAU rate (%)" rows={rows} defs={series(AD_EVENTS, '_dau_rate', 100)} max={100} step={5} percent />
          <FigureChart
            title="Rate from click (%)"
            rows={rows}
            defs={series(FROM_CLICK_EVENTS, '_click_rate', 100)}
            max={100}
            step={5}
            percent
          />
          <FigureChart title="Per user" rows={rows} defs={series(AD_EVENTS, '_per_user')} max={30} step={10} />
          <FigureChart title="Per DAU" rows={rows} defs={series(AD_EVENTS, '_per_dau')} max={30} step={10} />
        </SimpleGrid>
      )}
      <FiguresTable
        label="Ad event stats"
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r.date}
        loading={res.loading && !!q.platform}
        {...urlPage(q, setQ)}
        csvName={[code, 'ad_event', q.platform === '2' ? 'ios' : 'android', q.start, q.end]}
        emptyText={q.platform ? 'No data for this query' : 'Choose a platform and Apply'}
      />
    </>
  );
}

export default AdEventPage;
