// 'Shapes of stage: {level}' (002 level stats diffs): a puzzle id selector (All or one id), a puzzle
// thumbnail, a CSV download and the shape table (Shape Index, Duration, Click Count, Finish Rate,
// hint Rate).
import { useState } from 'react';
import { Group, Select, Stack, Text } from '@mantine/core';
import { formatValue } from '../../../../core/web/chart/shape';
import { statsOverrides } from '../../shared';
import { thumbnailUrl } from '../../schemas';
import type { QueryItem } from '../../../../core/web/analytics/condition';
import { queryBody } from '../filters';
import { SHAPE_EVENT, SHAPE_KEY, SHAPE_METRICS, shapeRows, type ShapeRow } from '../shapes';
import { useDimensionValues, useMetricsQuery } from '../../../../core/web/analytics/metricsSource';
import { ChartModal } from '../../../../core/web/analytics/ChartModal';
import { PuzzleThumbnail } from './PuzzleThumbnail';
import { StatsTable, type StatColumn } from '../../../../core/web/analytics/StatsTable';

const ALL = 'All';
const COLUMNS: StatColumn<ShapeRow>[] = [
  { key: 'shapeIdx', header: 'Shape Index', align: 'left', text: (r) => r.shapeIdx },
  { key: 'duration', header: 'Duration', value: (r) => r.duration, format: 'seconds' },
  { key: 'pv', header: 'Click Count', value: (r) => r.pv },
  { key: 'shapeFinishRate', header: 'Finish Rate', value: (r) => r.shapeFinishRate, format: 'percent' },
  { key: 'hintRate', header: 'hint Rate', value: (r) => r.hintRate, format: 'percent' },
];

export function ShapesModal(props: {
  code: string;
  level: number | null;
  items: QueryItem[];
  range: { start: string; end: string };
  /** The project config (its puzzleThumbnailUrl). */
  config: Record<string, unknown> | undefined;
  onClose: () => void;
}) {
  const { code, level } = props;
  const [puzzle, setPuzzle] = useState(ALL);
  const [page, setPage] = useState({ pn: 1, ps: 15 });
  const stage: QueryItem[] =
    level === null ? [] : [...props.items.filter((i) => i.key !== 'level' && i.key !== 'puzzleId'), { key: 'level', value: level }];
  const puzzles = useDimensionValues(code, 'puzzleId', props.range, {
    query: stage,
    enabled: level !== null,
    sort: (a, b) => a.localeCompare(b, 'en', { numeric: true }),
  });
  const chosen: QueryItem[] = puzzle === ALL ? stage : [...stage, { key: 'puzzleId', value: puzzle }];
  const open = level !== null;
  const shapes = useMetricsQuery(
    code,
    open
      ? queryBody(props.range, [...chosen, { key: 'event', value: SHAPE_EVENT }], { dimension: SHAPE_KEY, metrics: SHAPE_METRICS })
      : null,
  );
  const enter = useMetricsQuery(code, open ? queryBody(props.range, chosen, { dimension: null, metrics: ['enterPv', 'enterUv'] }) : null);
  const enterPv = enter.data?.[0]?.enterPv;
  const rows = shapeRows(shapes.data ?? [], typeof enterPv === 'number' ? enterPv : null);
  const close = () => {
    setPuzzle(ALL);
    setPage({ pn: 1, ps: 15 });
    props.onClose();
  };
  return (
    <ChartModal opened={open} onClose={close} title={`Shapes of stage: ${level ?? ''}`} width={800}>
      <Stack>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap="xs">
            <Select
              label="Puzzle id"
              data={[ALL, ...(puzzles.data ?? [])]}
              value={puzzle}
              onChange={(v) => {
                setPuzzle(v ?? ALL);
                setPage((p) => ({ ...p, pn: 1 }));
              }}
              allowDeselect={false}
              searchable
              w={200}
            />
            <Text size="sm" c="dimmed">
              {formatValue(typeof enterPv === 'number' ? enterPv : null)} attempts by {formatValue(Number(enter.data?.[0]?.enterUv ?? 0))}{' '}
              users
            </Text>
          </Stack>
          <PuzzleThumbnail
            puzzleId={puzzle === ALL ? null : puzzle}
            url={puzzle === ALL ? null : thumbnailUrl(props.config, puzzle)}
            size={statsOverrides(code).thumbnail}
          />
        </Group>
        <StatsTable
          label={`Shapes of stage ${level}`}
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.shapeIdx}
          loading={shapes.loading || enter.loading}
          pageSizes={[15, 20, 50]}
          page={page.pn}
          pageSize={page.ps}
          onPage={(pn, ps) => setPage({ pn, ps })}
          csvName={`${code}_stage_${level}_shapes${puzzle === ALL ? '' : `_${puzzle}`}_${props.range.start}_${props.range.end}.csv`.replace(
            /[^A-Za-z0-9_.-]/g,
            '_',
          )}
        />
      </Stack>
    </ChartModal>
  );
}
