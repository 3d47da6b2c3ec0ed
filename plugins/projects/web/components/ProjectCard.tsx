// A project's card: nickname, code, description and its platforms, in the project's accent colour.
import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { overridesFor } from '../../../../core/shared/overrides';
import type { ProjectSummary } from '../../../../core/shared/project';
import { projectsDefaults } from '../../shared';
import { PlatformBadges } from './PlatformBadges';

interface Props {
  project: ProjectSummary;
  current?: boolean;
  /** Makes the whole card a button. */
  onOpen?: () => void;
  /** Extra lines under the description (e.g. owners on the manage page). */
  children?: ReactNode;
  footer?: ReactNode;
}

export function ProjectCard({ project, current, onOpen, children, footer }: Props) {
  const { accentColor, platforms } = overridesFor(project.code, 'projects', projectsDefaults);
  const clickable = onOpen ? { component: 'button' as const, type: 'button' as const, onClick: onOpen } : {};
  return (
    <Card
      withBorder
      padding="md"
      {...clickable}
      aria-label={onOpen ? `Open ${project.nickname || project.code}` : undefined}
      style={{
        borderLeft: `4px solid var(--mantine-color-${accentColor}-filled)`,
        textAlign: 'left',
        width: '100%',
        height: '100%',
        cursor: onOpen ? 'pointer' : undefined,
      }}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {project.nickname || project.code}
          </Text>
          {current && (
            <Badge size="sm" variant="filled" color={accentColor}>
              Current
            </Badge>
          )}
        </Group>
        <Text size="xs" ff="monospace" c="dimmed">
          {project.code}
        </Text>
        <Text size="sm" lineClamp={2} style={{ flexGrow: 1 }}>
          {project.description}
        </Text>
        {children}
        <PlatformBadges platforms={platforms} color={accentColor} />
        {footer}
      </Stack>
    </Card>
  );
}
