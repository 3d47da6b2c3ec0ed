// What the config center says where a list is empty or failed to load, with the action that helps.
import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
