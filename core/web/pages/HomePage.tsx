import { Group, Kbd, Stack, Text } from '@mantine/core';
import { useCurrentUser } from '../auth/session';
import { modKeyLabel } from '../shell/platform';
import { ScreenTitle } from '../shell/ScreenTitle';

export function HomePage() {
  const user = useCurrentUser();
  return (
    <Stack gap="xs" py="xl">
      <ScreenTitle size="h1">Hello!</ScreenTitle>
      <Text size="xl">{user?.displayName}</Text>
      <Group gap={6} mt="lg" c="dimmed">
        <Text size="sm">Press</Text>
        <Kbd size="sm">{modKeyLabel()}</Kbd>
        <Kbd size="sm">K</Kbd>
        <Text size="sm">to open any screen or run a command.</Text>
      </Group>
    </Stack>
  );
}
