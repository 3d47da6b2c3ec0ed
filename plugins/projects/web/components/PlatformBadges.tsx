import { Badge, Group } from '@mantine/core';
import type { ProjectsOverrides } from '../../shared';

const LABELS = { android: 'Android', ios: 'iOS', mac: 'Mac' } as const;

export function PlatformBadges({ platforms, color }: { platforms: ProjectsOverrides['platforms']; color: string }) {
  return (
    <Group gap={4}>
      {platforms.map((p) => (
        <Badge key={p} size="xs" variant="light" color={color}>
          {LABELS[p]}
        </Badge>
      ))}
    </Group>
  );
}
