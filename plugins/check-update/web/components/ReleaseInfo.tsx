// The header's "last release on Sandbox and Prod": time by operator, or 'waiting for sync'.
import { Group, Text } from '@mantine/core';
import { WAITING_FOR_SYNC, type PublishInfo } from '../../shared';
import { formatTime } from '../../../../core/web/time';

function One({ env, info }: { env: string; info: PublishInfo | null | undefined }) {
  return (
    <Text size="sm" data-testid={`last-release-${env.toLowerCase()}`}>
      <Text span c="dimmed">
        {env}:{' '}
      </Text>
      {info ? (
        <>
          {formatTime(info.updatedAt)} by {info.operator}{' '}
          <Text span c="dimmed" size="xs">
            (returnId {info.returnId})
          </Text>
        </>
      ) : (
        <Text span c="orange">
          {WAITING_FOR_SYNC}
        </Text>
      )}
    </Text>
  );
}

export function ReleaseInfo({ sandbox, prod }: { sandbox: PublishInfo | null | undefined; prod: PublishInfo | null | undefined }) {
  return (
    <Group gap="lg">
      <Text size="sm" fw={500}>
        Last release
      </Text>
      <One env="Sandbox" info={sandbox} />
      <One env="Prod" info={prod} />
    </Group>
  );
}
