// One group's level table (10 a page, 10/20/50/100, page in the URL): the puzzle at the level
// (opens its detail), the level statistics metrics, and for every group but the first its
// finish-rate difference to the first with the 95 % interval, significant ones marked in words.
import { useMemo, type ReactNode } from 'react';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { metricColumnsOf } from '../../../../core/web/analytics/metricColumnsOf';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';
import { STATS_LEVEL_METRICS, STATS_PAGE_SIZES, type StatsLevelRow } from '../../endpoints/stats';
import { diffText } from './format';

export function GroupLevelTable(props: {
  tag: string;
  /** The first group's tag: the difference is against it (none for the first group itself). */
  baseline: string | null;
  rows: StatsLevelRow[];
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  onPuzzle: (puzzleId: number) => void;
  csvName: string;
  toolbar: ReactNode;
}) {
  const { baseline, onPuzzle } = props;
  const columns = useMemo<StatColumn<StatsLevelRow>[]>(() => {
    const metrics = metricColumnsOf(STATS_LEVEL_METRICS) as unknown as StatColumn<StatsLevelRow>[];
    const level: StatColumn<StatsLevelRow> = { key: 'level', header: 'Level', align: 'left', width: 70, text: (r) => String(r.level) };
    const puzzle: StatColumn<StatsLevelRow> = {
      key: 'puzzleId',
      header: 'Puzzle',
      align: 'left',
      width: 90,
      text: (r) => (r.puzzleId === null ? '–' : String(r.puzzleId)),
      cell: (r) =>
        r.puzzleId === null ? (
          '–'
        ) : (
          <Anchor component="button" type="button" fz="sm" onClick={() => onPuzzle(r.puzzleId!)} aria-label={`Puzzle ${r.puzzleId} detail`}>
            {r.puzzleId}
          </Anchor>
        ),
    };
    if (!baseline) return [level, puzzle, ...metrics];
    const diff: StatColumn<StatsLevelRow> = {
      key: 'diff',
      header: `Finish rate vs ${baseline}`,
      align: 'left',
      width: 260,
      text: (r) => (r.diff ? `${diffText(r.diff)}${r.diff.significant ? ' significant' : ''}` : '–'),
      cell: (r) =>
        r.diff ? (
          <Group gap={6} wrap="nowrap">
            <Text fz="sm" fw={r.diff.significant ? 600 : undefined}>
              {diffText(r.diff)}
            </Text>
            {r.diff.significant && (
              <Badge size="sm" variant="light" color={r.diff.diff > 0 ? 'teal' : 'red'}>
                Significant
              </Badge>
            )}
          </Group>
        ) : (
          '–'
        ),
    };
    return [level, puzzle, diff, ...metrics];
  }, [baseline, onPuzzle]);
  return (
    <StatsTable
      label={`Levels of group ${props.tag}`}
      columns={columns}
      rows={props.rows}
      rowKey={(r) => r.level}
      loading={props.loading}
      pageSizes={STATS_PAGE_SIZES}
      page={props.page}
      pageSize={props.pageSize}
      onPage={props.onPage}
      csvName={props.csvName}
      toolbar={props.toolbar}
      emptyText="No level played by this group's users in the range"
    />
  );
}
