// Under the SQL editor: why the query did not run, Running…, or the result (its row count and time,
// a note when the row limit cut it, and the table).
import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ResultTable } from './ResultTable';
import type { SqlPageState } from './useSqlPage';

export function SqlResultPanel({ page: { error, running, result } }: { page: SqlPageState }) {
  return (
    <>
      {error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The query did not run">
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
            {error}
          </Text>
        </Alert>
      )}
      {running && !result && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Running…
          </Text>
        </Group>
      )}
      {result && (
        <Stack gap={6}>
          <Group gap="xs">
            <Badge variant="light" role="status" aria-label="Row count">
              {result.rows.length.toLocaleString('en-US')} {result.rows.length === 1 ? 'row' : 'rows'}
            </Badge>
            <Text size="xs" c="dimmed">
              {result.elapsedMs} ms
            </Text>
          </Group>
          {result.truncated && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} py="xs">
              Only the first {result.rowLimit.toLocaleString('en-US')} rows came back: the result has more. Narrow the query (WHERE, GROUP
              BY, LIMIT) to see the rest.
            </Alert>
          )}
          <ResultTable result={result} />
        </Stack>
      )}
    </>
  );
}
