// The three figures above a service's api logs: rows at or above the threshold, errors counted and
// distinct api and error codes. The admin's Api logs screen and the operators' Project services share it.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { API_LOG_THRESHOLD } from '../../shared';

const figure = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString('en-US'));

export function ApiLogSummary({ stats, total }: { stats?: { atOrAboveThreshold: number; totalErrors: number }; total?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
      <Paper withBorder p="sm">
        <Text size="xs" c="dimmed">
          Rows at or above {API_LOG_THRESHOLD}
        </Text>
        <Text size="xl" fw={700} c={stats?.atOrAboveThreshold ? 'red' : undefined}>
          {figure(stats?.atOrAboveThreshold)}
        </Text>
      </Paper>
      <Paper withBorder p="sm">
        <Text size="xs" c="dimmed">
          Errors counted
        </Text>
        <Text size="xl" fw={700}>
          {figure(stats?.totalErrors)}
        </Text>
      </Paper>
      <Paper withBorder p="sm">
        <Text size="xs" c="dimmed">
          Distinct api and error codes
        </Text>
        <Text size="xl" fw={700}>
          {figure(total)}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
