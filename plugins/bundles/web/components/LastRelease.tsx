// The last successful release of the platform on sandbox and on prod.
import { Badge, Group, Paper, Text } from '@mantine/core';
import type { ReleaseInfo } from '../../shared';
import { formatTime } from '../../../../core/web/time';

function One({ env, info }: { env: string; info: ReleaseInfo | null | undefined }) {
  return (
    <Paper withBorder px="sm" py={6} role="group" aria-label={`Last release on ${env}`}>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" color={env === 'prod' ? 'red' : 'blue'}>
          {env}
        </Badge>
        {info ? (
          <Text size="sm">
            {formatTime(info.updatedAt)} by {info.operator}{' '}
            <Text span size="xs" c="dimmed">
              #{info.returnId}
            </Text>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            never uploaded
          </Text>
        )}
      </Group>
    </Paper>
  );
}

export function LastRelease({ sandbox, prod }: { sandbox: ReleaseInfo | null | undefined; prod: ReleaseInfo | null | undefined }) {
  return (
    <Group gap="sm">
      <Text size="sm" fw={500}>
        Last release
      </Text>
      <One env="sandbox" info={sandbox} />
      <One env="prod" info={prod} />
    </Group>
  );
}
