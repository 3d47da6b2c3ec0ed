// The current project (code + nickname). Choosing another opens the palette on its
// "Switch project" step: a searchable list of the user's projects, keyboard first.
// (A plain button keeps popover code out of the first screen's bundle.)
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { openPaletteAt } from '../palette/store';
import { useCurrentProject, useProjects } from '../project/hooks';

export const SWITCH_PROJECT_COMMAND = 'core.switchProject';

export function ProjectSwitcher() {
  const { list, loaded } = useProjects();
  const { code, project } = useCurrentProject();
  const empty = loaded && !list.length;
  const label = project ? `${project.code} · ${project.nickname || project.code}` : empty ? 'No projects' : 'Choose a project';

  return (
    <UnstyledButton
      onClick={() => openPaletteAt(SWITCH_PROJECT_COMMAND)}
      disabled={empty}
      aria-label={`Current project: ${label}. Switch project`}
      title="Switch project"
      w={{ base: 150, sm: 260 }}
      h={36}
      px="sm"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-default)',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group gap={8} wrap="nowrap" justify="space-between">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          {project ? (
            <>
              <Text size="sm" fw={600} ff="monospace">
                {code}
              </Text>
              <Text size="sm" c="dimmed" truncate visibleFrom="sm">
                {project.nickname}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed" truncate>
              {label}
            </Text>
          )}
        </Group>
        <IconSelector size={16} stroke={1.5} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
      </Group>
    </UnstyledButton>
  );
}
