import { Button, Group, Kbd, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { palette } from '../palette/store';
import { modKeyLabel } from './platform';

/** Opens the command palette; shows its shortcut. */
export function PaletteButton() {
  return (
    <Button
      variant="default"
      onClick={palette.open}
      leftSection={<IconSearch size={16} stroke={1.5} />}
      aria-label={`Search ${modKeyLabel()} K: open command palette`}
      px="sm"
      styles={{ section: { marginInlineEnd: 0 } }}
    >
      {/* Phones show the icon only: the header has no room for the shortcut. */}
      <Group gap={6} wrap="nowrap" visibleFrom="xs" ml="xs">
        <Text size="sm" c="dimmed" visibleFrom="md" mr="lg">
          Search
        </Text>
        <Kbd size="xs">{modKeyLabel()}</Kbd>
        <Kbd size="xs">K</Kbd>
      </Group>
    </Button>
  );
}
