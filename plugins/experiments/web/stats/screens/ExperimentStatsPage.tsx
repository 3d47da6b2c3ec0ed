// 001 "Experiment stats" (route param id): the title with the experiment's id and name, the query
// bar (date range, platform) in the URL, the sample-ratio-mismatch banner, group tabs with each
// group's users, D1/D7 and level table (with the finish-rate difference to the first group), the
// level metrics chart, the retention chart and the puzzle detail modal.
import { useCallback, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Tabs, Text } from '@mantine/core';
import { IconChartLine, IconTrendingUp } from '@tabler/icons-react';
import { Link } from 'wouter';
import { z } from 'zod';
import { fillPath } from '../../../../../core/shared/endpoint';
import { QueryBar } from '../../../../../core/web/analytics/QueryBar';
import type { BaseState } from '../../../../../core/web/analytics/queryState';
import { call, errorMessage } from '../../../../../core/web/http';
import { useLoad } from '../../../../../core/web/useLoad';
import { isoDay, oneOf, positiveInt, useQueryState } from '../../../../../core/web/useQueryState';
import { useRouteParams } from '../../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../../core/web/shell/ScreenTitle';
import { paths } from '../../../shared';
import { STATS_PAGE_SIZES, statsEndpoint, type ExperimentStats, type FinishDiff, type StatsGroup } from '../../../endpoints/stats';
import { PuzzleDetailModal } from '../../components/PuzzleDetailModal';
import { GroupLevelTable } from '../GroupLevelTable';
import { LevelMetricsChartModal } from '../LevelMetricsChartModal';
import { RetentionChartModal } from '../RetentionChartModal';
import { SrmAlert } from '../SrmAlert';
import { diffText, pText, retainedText } from '../format';

type StatsState = { start: string; end: string; platform: string; tab: string; pn: string; ps: string };
/** Empty dates: the server's default (the first exposure day to today). */
const DEFAULTS: StatsState = { start: '', end: '', platform: '', tab: '', pn: '1', ps: String(STATS_PAGE_SIZES[0]) };
const CHECKS = {
  start: isoDay,
  end: isoDay,
  platform: oneOf(['1', '2', '3']),
  tab: z.string().max(40),
  pn: positiveInt(),
  ps: oneOf(STATS_PAGE_SIZES),
};

/** " · vs A −5.9 pts (95% CI …), significant" after a retention figure of a non-first group. */
function versus(d: FinishDiff | null, baseline: string | null): string {
  if (!d || !baseline) return '';
  return ` · vs ${baseline} ${diffText(d)}${d.significant ? ', significant' : ''}`;
}

function GroupSummary({ group, srm, baseline }: { group: StatsGroup; srm: ExperimentStats['srm']; baseline: string | null }) {
  const share = srm.groups.find((g) => g.tag === group.tag);
  return (
    <Group gap="xl" mb="sm" wrap="wrap" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
      <Text size="sm">
        <b>Users:</b> {group.users.toLocaleString('en-US')}
        {share && ` (${(share.observedShare * 100).toFixed(1)}% of the users, weight ${group.weight}%)`}
      </Text>
      <Text size="sm">
        <b>D1:</b> {retainedText(group.d1)}
        {versus(group.d1Diff, baseline)}
      </Text>
      <Text size="sm">
        <b>D7:</b> {retainedText(group.d7)}
        {versus(group.d7Diff, baseline)}
      </Text>
    </Group>
  );
}

function ExperimentStatsPage() {
  const { code = '', id = '' } = useRouteParams<{ code: string; id: string }>();
  const [q, setQ] = useQueryState<StatsState>(DEFAULTS, CHECKS);
  const [levelChart, setLevelChart] = useState(false);
  const [retention, setRetention] = useState(false);
  const [puzzle, setPuzzle] = useState<number | null>(null);
  const res = useLoad(
    () =>
      call(statsEndpoint, {
        params: { code, id },
        body: { start: q.start || undefined, end: q.end || undefined, platform: q.platform ? (Number(q.platform) as 1 | 2 | 3) : null },
        quiet: true,
      }),
    [code, id, q.start, q.end, q.platform],
  );
  const data = res.data;
  const groups = data?.groups ?? [];
  const tab = groups.some((g) => g.tag === q.tab) ? q.tab : (groups[0]?.tag ?? '');
  const onPuzzle = useCallback((p: number) => setPuzzle(p), []);
  const bar: BaseState = {
    start: q.start || data?.start || '',
    end: q.end || data?.end || '',
    platform: q.platform,
    version: '',
    country: '',
    cond: '',
  };
  const detail = data && fillPath(data.experiment.kind === 2 ? paths.detailV2 : paths.detail, { code, id: data.experiment.id });

  return (
    <>
      <ScreenTitle mb="md">{data ? `Experiment ${data.experiment.id} · ${data.experiment.name}` : `Experiment ${id}`}</ScreenTitle>
      <QueryBar<BaseState>
        code={code}
        value={bar}
        without={['version', 'country', 'cond']}
        busy={res.loading}
        onApply={(next) => setQ({ start: next.start, end: next.end, platform: next.platform, pn: '1' })}
      />
      {res.error !== undefined && res.error !== null && !res.loading && (
        <Alert color="red" title="Could not load the stats" mb="md">
          {errorMessage(res.error)}
        </Alert>
      )}
      {!data && res.loading && <Skeleton h={240} />}
      {data && (
        <>
          <SrmAlert srm={data.srm} />
          <Paper withBorder p="sm" mb="md">
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">
                {data.start} to {data.end}
                {data.srm.p !== null &&
                  !data.srm.mismatch &&
                  ` · The users follow the weights (sample ratio check p = ${pText(data.srm.p)})`}
              </Text>
              <Group gap="sm">
                {detail && (
                  <Anchor component={Link} href={detail} size="sm">
                    Experiment detail
                  </Anchor>
                )}
                <Button
                  variant="light"
                  leftSection={<IconChartLine size={16} />}
                  onClick={() => setLevelChart(true)}
                  disabled={!groups.length}
                >
                  Level metrics
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconTrendingUp size={16} />}
                  onClick={() => setRetention(true)}
                  disabled={!groups.length}
                >
                  Retention
                </Button>
              </Group>
            </Group>
          </Paper>
          {groups.length === 0 ? (
            <Text c="dimmed">This experiment has no groups.</Text>
          ) : (
            <Tabs value={tab} onChange={(v) => v && setQ({ tab: v === groups[0].tag ? '' : v, pn: '1' })} keepMounted={false}>
              <Tabs.List mb="sm">
                {groups.map((g) => (
                  <Tabs.Tab key={g.tag} value={g.tag}>
                    Group {g.tag} · {g.users.toLocaleString('en-US')} users
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {groups.map((g, i) => (
                <Tabs.Panel key={g.tag} value={g.tag}>
                  <GroupSummary group={g} srm={data.srm} baseline={i === 0 ? null : groups[0].tag} />
                  <GroupLevelTable
                    tag={g.tag}
                    baseline={i === 0 ? null : groups[0].tag}
                    rows={g.levels}
                    loading={res.loading}
                    page={Number(q.pn) || 1}
                    pageSize={Number(q.ps) || STATS_PAGE_SIZES[0]}
                    onPage={(pn, ps) => setQ({ pn: String(pn), ps: String(ps) })}
                    onPuzzle={onPuzzle}
                    csvName={`${code}_experiment_${data.experiment.id}_${g.tag}_${data.start}_${data.end}.csv`.replace(
                      /[^A-Za-z0-9_.-]/g,
                      '_',
                    )}
                    toolbar={null}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
          )}
          <LevelMetricsChartModal opened={levelChart} groups={groups} onClose={() => setLevelChart(false)} />
          <RetentionChartModal opened={retention} groups={groups} onClose={() => setRetention(false)} />
        </>
      )}
      <PuzzleDetailModal code={code} puzzleId={puzzle} onClose={() => setPuzzle(null)} />
    </>
  );
}

export default ExperimentStatsPage;
