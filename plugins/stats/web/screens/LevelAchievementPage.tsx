// Level-achievement stats (001): input index, date range, app version, platform, country; CSV;
// table Level, Lost, UV, PV (users and attempts reaching the level, users lost before the next
// one), the median and per-finish durations and the configured metric columns; a level's
// metrics bar chart on click.
import { useState } from 'react';
import type { MetricsRow } from '../../../../core/shared/metrics';
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
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { levelIndexError, levelIndexField } from '../components/levelIndex';
import { urlPaging } from '../../../../core/web/analytics/urlPaging';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

type AchievementState = BaseState & { index: string; pn: string; ps: string };
const PAGE_SIZES = [10, 20, 50, 100];
/** 001 §3 level-achievement row: lost, uv, pv, duration (median), durationPv, then the configured metrics. */
const ACHIEVEMENT_METRICS = ['lost', 'enterUv', 'enterPv', 'duration_median', 'durationPv'];
const HEADERS = { lost: 'Lost', enterUv: 'UV', enterPv: 'PV', duration_median: 'Duration', durationPv: 'Duration PV' };

function LevelAchievementPage() {
  const { code, q, setQ, countries, configured, ready } = useStatsScreen<AchievementState>({
    ...baseDefaults(),
    index: '',
    pn: '1',
    ps: '10',
  });
  const [open, setOpen] = useState<MetricsRow | null>(null);
  const items = mainGameOnly(allItems(baseItems(q), indexItems(q.index)));
  const metrics = [...ACHIEVEMENT_METRICS, ...configured.map((m) => m.name)];
  const res = useMetricsQuery(
    code,
    ready && items.ok ? queryBody(q, items.value, { dimension: 'level', metrics, orderBy: 'level', fractions: [0.5] }) : null,
  );
  const columns: StatColumn<MetricsRow>[] = [levelColumn(setOpen), ...metricColumnsOf(metrics, configured, HEADERS)];

  return (
    <>
      <ScreenTitle mb="md">Level achievement</ScreenTitle>
      <QueryBar<AchievementState>
        code={code}
        scope={levelScope(items, MAIN_GAME_SCOPE)}
        value={q}
        countries={countries}
        without={['cond']}
        busy={res.loading}
        onApply={(next) => setQ({ ...next, pn: '1' })}
        validate={levelIndexError}
        leading={levelIndexField('Input index')}
      />
      <StatsTable
        label="Level achievement"
        columns={columns}
        rows={res.data ?? []}
        rowKey={(r) => String(r.level)}
        loading={res.loading || !ready}
        pageSizes={PAGE_SIZES}
        {...urlPaging(q, setQ, PAGE_SIZES)}
        csvName={fileName(code, 'level_achievement', q)}
      />
      <LevelMetricsModal
        code={code}
        row={open}
        items={items.ok ? items.value : []}
        range={q}
        columns={columns}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

export default withQueryScreen('levelAchievement', LevelAchievementPage);
