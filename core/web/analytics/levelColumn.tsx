// The Level column of the stats tables: the level index as a link that opens its chart.
import { Anchor } from '@mantine/core';
import type { MetricsRow } from '../../shared/metrics';
import type { StatColumn } from './StatsTable';

export function levelColumn(onOpen: (row: MetricsRow) => void, header = 'Level'): StatColumn<MetricsRow> {
  return {
    key: 'level',
    header,
    align: 'left',
    width: 80,
    text: (r) => String(r.level ?? ''),
    cell: (r) => (
      <Anchor component="button" type="button" fz="sm" onClick={() => onOpen(r)} aria-label={`Level ${r.level} metrics`}>
        {r.level}
      </Anchor>
    ),
  };
}
