import { Button, Group, Kbd, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { palette } from '../palette/store';
import { modKeyLabel } from './platform';

/** Opens the command palette; shows its shortcut. */
export function PaletteButton() {
  return (
    <Button variant="default" onClick={palette.open} leftSection={<IconSearch size={16} stroke={1.5} />} aria-label="Open command palette" px="sm">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed" visibleFrom="md" mr="lg">
          Search
        </Text>
        <Kbd size="xs">{modKeyLabel()}</Kbd>
        <Kbd size="xs">K</Kbd>
      </Group>
    </Button>
  );
}
