// Daily stats (001): per day the installs, DAU, players (users who entered a level), the finish
// ratio (players who finished a level) and a finish-rate column per level of the Levels field
// (default 1-10, as operators count levels). Clicking a day opens its line chart of the finish
// rate per level on a 0-100 axis (001 §9). 10 rows a page (001 §9), CSV of every row.
import { useMemo, useRef, useState } from 'react';
import { Anchor, Paper, Text, TextInput } from '@mantine/core';
import { Chart } from '../../../../core/web/chart/Chart';
import { formatValue, type ChartSeries, type ChartX } from '../../../../core/web/chart/shape';
import { statsOverrides, type DailyStatsRow } from '../../shared';
import { DAILY_LEVELS_DEFAULT, parseDailyLevels } from '../dailyLevels';
import { ALL_LEVELS_SCOPE, baseDefaults, fileName, splitList, type BaseState } from '../filters';
import { platformOf, userCalls, useUserStats } from '../userApi';
import { useStatsScreen } from '../useStatsScreen';
import { ChartModal } from '../../../../core/web/analytics/ChartModal';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { withQueryScreen } from '../components/withQueryScreen';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type DailyState = BaseState & { levels: string; pn: string; ps: string };
const PAGE_SIZES = [10, 20, 50, 100];
const pct = (v: number | null) => formatValue(v, 'percent');
const percentAxis = (v: number) => `${Math.round(v)}%`;

function DayChart(props: { row: DailyStatsRow | null; offset: number; onClose: () => void }) {
  // The last day stays in the modal while it fades out.
  const last = useRef(props.row);
  if (props.row) last.current = props.row;
  const row = props.row ?? last.current;
  const x = useMemo<ChartX>(
    () => ({ kind: 'category', labels: (row?.levels ?? []).map((l) => String(l.level + props.offset)) }),
    [row, props.offset],
  );
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        label: 'Finish rate',
        values: (row?.levels ?? []).map((l) => (l.finishRate === null ? null : Math.round(l.finishRate * 10000) / 100)),
      },
      { label: 'Players', values: (row?.levels ?? []).map((l) => l.players), axis: 'right' },
    ],
    [row],
  );
  return (
    <ChartModal opened={props.row !== null} onClose={props.onClose} title={`Daily stats: ${row?.date ?? ''}`}>
      {row && (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            Installs {formatValue(row.installs)} · DAU {formatValue(row.dau)} · players {formatValue(row.players)} · finish ratio{' '}
            {pct(row.finishRate)}
          </Text>
          <Chart
            label={`Finish rate per level on ${row.date}`}
            mode="line"
            x={x}
            series={series}
            xLabel="Level"
            yLabel="Finish rate"
            yFormat={percentAxis}
            yRange={[0, 100]}
            yStep={10}
            y2Label="Players"
            height={300}
          />
        </>
      )}
    </ChartModal>
  );
}

function DailyStatsPage() {
  const { code, q, setQ, countries } = useStatsScreen<DailyState>({ ...baseDefaults(), levels: DAILY_LEVELS_DEFAULT, pn: '1', ps: '10' });
  const offset = statsOverrides(code).levelOffset;
  const levels = parseDailyLevels(q.levels, offset);
  const [open, setOpen] = useState<DailyStatsRow | null>(null);
  const countryList = splitList(q.country);
  const versions = splitList(q.version);
  const body = levels.ok
    ? {
        start: q.start,
        end: q.end,
        platform: platformOf(q.platform),
        levels: levels.value,
        ...(countryList.length ? { country: countryList } : {}),
        ...(versions.length ? { appVersion: versions } : {}),
      }
    : null;
  const res = useUserStats(code, userCalls.dailyStats, body);
  const rows = useMemo(() => res.data?.result ?? [], [res.data]);
  const shownLevels = (rows[0]?.levels ?? []).map((l) => l.level + offset);
  const columns: StatColumn<DailyStatsRow>[] = [
    {
      key: 'date',
      header: 'Date',
      align: 'left',
      width: 110,
      text: (r) => r.date,
      cell: (r) => (
        <Anchor component="button" type="button" fz="sm" onClick={() => setOpen(r)} aria-label={`Chart of ${r.date}`}>
          {r.date}
        </Anchor>
      ),
    },
    // Narrow columns: ten levels beside the day's figures fit a laptop screen.
    { key: 'installs', header: 'Installs', width: 80, value: (r) => r.installs },
    { key: 'dau', header: 'DAU', width: 70, value: (r) => r.dau },
    { key: 'players', header: 'Players', width: 80, value: (r) => r.players },
    { key: 'finishRate', header: 'Finish Ratio', width: 100, value: (r) => r.finishRate, format: 'percent' },
    ...shownLevels.map((level, i) => ({
      key: `level_${level}`,
      header: `Level ${level}`,
      width: 70,
      value: (r: DailyStatsRow) => r.levels[i]?.finishRate ?? null,
      format: 'percent' as const,
    })),
  ];

  return (
    <>
      <ScreenTitle mb="md">Daily stats</ScreenTitle>
      <QueryBar<DailyState>
        code={code}
        scope={ALL_LEVELS_SCOPE}
        value={q}
        countries={countries}
        busy={res.loading}
        without={['cond']}
        onApply={(next) => setQ({ ...next, pn: '1' })}
        validate={(d) => {
          const checked = parseDailyLevels(d.levels, offset);
          return checked.ok ? null : checked.error;
        }}
        trailing={(d, set) => (
          <TextInput
            label="Levels"
            placeholder={DAILY_LEVELS_DEFAULT}
            title="A level or a range, e.g. 1-10 (at most 30)"
            value={d.levels}
            onChange={(e) => set({ levels: e.currentTarget.value })}
            w={110}
          />
        )}
      />
      {!levels.ok && (
        <Text c="red" mb="sm" role="alert">
          {levels.error}
        </Text>
      )}
      <Paper withBorder p="xs" mb="sm">
        <Text size="sm" c="dimmed">
          Finish Ratio: players of the day who finished a level. Level columns: the share of the level’s players that day who finished it.
          Click a date for its chart.
        </Text>
      </Paper>
      <StatsTable
        label="Daily stats"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.date}
        loading={res.loading}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, 'daily_stats', q)}
      />
      <DayChart row={open} offset={offset} onClose={() => setOpen(null)} />
    </>
  );
}

export default withQueryScreen('dailyStats', DailyStatsPage);
