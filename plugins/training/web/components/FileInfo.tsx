// The file-info cell (001 §2, §4): the build status badge with the spec's labels and colours,
// the failure message in a tooltip, and the last built file's name and time.
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatTime } from '../../../../core/web/time';
import { keyName, STATUS_COLOURS, STATUS_LABELS, type TrainingUser } from '../../shared';

export function FileInfo({ user }: { user: TrainingUser }) {
  const { status, lastKey, builtAt, error } = user.fileInfo;
  if (!status)
    return (
      <Text size="xs" c="dimmed">
        Not aggregated yet
      </Text>
    );
  const badge = (
    // The spec's labels as written (lowercase), never cut short.
    <Badge
      color={STATUS_COLOURS[status]}
      variant="light"
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
      tabIndex={status === 'failed' ? 0 : undefined}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {status === 'failed' && error ? (
        <Tooltip label={error} multiline maw={360}>
          {badge}
        </Tooltip>
      ) : (
        badge
      )}
      {lastKey && (
        <Stack gap={0}>
          <Text size="xs" ff="monospace" title={lastKey}>
            {keyName(lastKey)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatTime(builtAt)}
          </Text>
        </Stack>
      )}
    </Group>
  );
}
