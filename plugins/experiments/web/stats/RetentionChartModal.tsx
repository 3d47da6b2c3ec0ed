// 001 "retention stacked line chart modal": the retained users on each day after the exposure day,
// stacked by group (the top line is all groups' retained users; each band one group's), or each
// group's retention rate side by side, which is what compares groups of different sizes.
import { useMemo, useState } from 'react';
import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { LazyChart } from '../../../../core/web/chart/LazyChart';
import { ChartModal } from '../../../../core/web/analytics/ChartModal';
import type { StatsGroup } from '../../endpoints/stats';
import { retainedText } from './format';

type View = 'stacked' | 'rate';

export function RetentionChartModal(props: { opened: boolean; groups: StatsGroup[]; onClose: () => void }) {
  const [view, setView] = useState<View>('stacked');
  const days = props.groups[0]?.retention.length ?? 0;
  const labels = Array.from({ length: days }, (_, i) => `D${i + 1}`);
  const series = useMemo(() => {
    if (view === 'rate') return props.groups.map((g) => ({ label: `Group ${g.tag}`, values: g.retention.map((r) => r.rate) }));
    // Stacked: each line adds its group's retained users to the lines before it.
    const totals = new Array<number>(days).fill(0);
    return props.groups.map((g, i) => {
      const values = g.retention.map((r, d) => (totals[d] += r.retained));
      return {
        label: i === 0 ? `Group ${g.tag}` : `+ Group ${g.tag}`,
        values: values.map((v, d) => (props.groups.some((x) => x.retention[d].users > 0) ? v : null)),
      };
    });
  }, [props.groups, view, days]);
  return (
    <ChartModal opened={props.opened} onClose={props.onClose} title="Retention">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Retention view"
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'stacked', label: 'Retained users, stacked' },
            { value: 'rate', label: 'Retention rate per group' },
          ]}
          w="fit-content"
        />
        <LazyChart
          mode="line"
          label={
            view === 'stacked'
              ? 'Retained users on each day after exposure, stacked by group'
              : 'Retention rate on each day after exposure, per group'
          }
          x={{ kind: 'category', labels }}
          xLabel="Days after exposure"
          yLabel={view === 'stacked' ? 'Retained users' : 'Retention'}
          yFormat={view === 'stacked' ? 'number' : 'percent'}
          series={series}
          emptyText="No exposed user in the range"
        />
        <Text size="sm" c="dimmed">
          Dn: exposed users active n days after their exposure day, over those whose day n is inside the range.
        </Text>
        <Table withTableBorder striped aria-label="D1 and D7 retention per group">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Group</Table.Th>
              <Table.Th>Users</Table.Th>
              <Table.Th>D1</Table.Th>
              <Table.Th>D7</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.groups.map((g) => (
              <Table.Tr key={g.tag}>
                <Table.Td>{g.tag}</Table.Td>
                <Table.Td>{g.users.toLocaleString('en-US')}</Table.Td>
                <Table.Td>{retainedText(g.d1)}</Table.Td>
                <Table.Td>{retainedText(g.d7)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </ChartModal>
  );
}
