// Level statistics (000 §2.4, 001 "Level stats page"): query bar (date range, app version,
// platform, country, custom condition, level types; the event catalog where the project has it;
// the level kind where its config has boss levels), CSV download, the table of enter, first
// section, half, finish and give-up stats per level (and the one project's extra columns), the
// new-difficulty chart and a level's metrics chart. Query state and page live in the URL.
import { useMemo, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { bossLevelsOf } from '../../../../core/shared/levelKind';
import type { MetricsRow } from '../../../../core/shared/metrics';
import { statsOverrides } from '../../shared';
import {
  levelStatsDefaults,
  levelStatsItems,
  levelStatsMetrics,
  levelStatsQuery,
  LEVEL_PAGE_SIZES,
  type LevelStatsState,
} from '../levelStatsQuery';
import { levelTypeDefs } from '../levelTypes';
import { fileName, levelScope, MAIN_GAME_SCOPE } from '../filters';
import { useMetricsQuery } from '../../../../core/web/analytics/metricsSource';
import { useStatsScreen } from '../useStatsScreen';
import { DifficultyModal } from '../components/DifficultyModal';
import { EventCatalogFields } from '../components/EventCatalogFields';
import { LevelKindField } from '../components/LevelKindField';
import { LevelTrendModal } from '../../../../core/web/analytics/LevelTrendModal';
import { LevelTypeFilters } from '../components/LevelTypeFilters';
import { levelColumn } from '../../../../core/web/analytics/levelColumn';
import { metricColumnsOf } from '../../../../core/web/analytics/metricColumnsOf';
import { QueryBar } from '../../../../core/web/analytics/QueryBar';
import { withQueryScreen } from '../components/withQueryScreen';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

function LevelStatsPage() {
  const { code, q, setQ, config, countries, configured, ready } = useStatsScreen(levelStatsDefaults());
  const { eventCatalog, levelExtraColumns } = statsOverrides(code);
  const levelKinds = !!bossLevelsOf(config);
  const [level, setLevel] = useState<number | null>(null);
  const [difficulty, setDifficulty] = useState(false);
  const items = levelStatsItems(q, eventCatalog, levelKinds);
  const configuredNames = useMemo(() => configured.map((m) => m.name), [configured]);
  const body = ready && items.ok ? levelStatsQuery(q, items.value, configuredNames, levelExtraColumns) : null;
  const res = useMetricsQuery(code, body);
  const typeDefs = useMemo(() => levelTypeDefs(config, statsOverrides(code).levelTypes), [config, code]);

  const columns = useMemo<StatColumn<MetricsRow>[]>(
    () => [
      levelColumn((r) => setLevel(Number(r.level))),
      ...metricColumnsOf(levelStatsMetrics(configuredNames, levelExtraColumns), configured),
    ],
    [configuredNames, configured, levelExtraColumns],
  );

  return (
    <>
      <ScreenTitle mb="md">Level statistics</ScreenTitle>
      <QueryBar<LevelStatsState>
        code={code}
        scope={levelScope(items, MAIN_GAME_SCOPE)}
        value={q}
        countries={countries}
        busy={res.loading}
        onApply={(next) => setQ({ ...next, pn: '1' })}
        validate={(d) => {
          const checked = levelStatsItems(d, eventCatalog, levelKinds);
          return checked.ok ? null : checked.error;
        }}
        leading={(d, set) =>
          eventCatalog ? (
            <EventCatalogFields code={code} range={d} value={d} onChange={(patch) => set(patch as Partial<LevelStatsState>)} />
          ) : null
        }
        trailing={(d, set) => (
          <>
            <LevelTypeFilters
              code={code}
              defs={typeDefs}
              range={d}
              value={d.lt}
              onChange={(lt) => set({ lt } as Partial<LevelStatsState>)}
            />
            {levelKinds && <LevelKindField value={d.lk} onChange={(lk) => set({ lk } as Partial<LevelStatsState>)} />}
          </>
        )}
      />
      {!items.ok && (
        <Text c="red" mb="sm" role="alert">
          {items.error}
        </Text>
      )}
      <StatsTable
        label="Level statistics"
        columns={columns}
        rows={res.data ?? []}
        rowKey={(r) => String(r.level)}
        loading={res.loading || !ready}
        pageSizes={LEVEL_PAGE_SIZES}
        {...urlPaging(q, setQ, LEVEL_PAGE_SIZES)}
        csvName={fileName(code, 'level_stats', q)}
        toolbar={
          <Button variant="light" leftSection={<IconChartBar size={16} />} onClick={() => setDifficulty(true)}>
            New difficulty
          </Button>
        }
      />
      <LevelTrendModal code={code} level={level} items={items.ok ? items.value : []} range={q} onClose={() => setLevel(null)} />
      <DifficultyModal code={code} opened={difficulty} items={items.ok ? items.value : []} range={q} onClose={() => setDifficulty(false)} />
    </>
  );
}

export default withQueryScreen('levelStats', LevelStatsPage);
