// The current project (code + nickname) and a searchable list of the user's projects.
import { Group, Select, Text } from '@mantine/core';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { useCurrentProject, useProjects } from '../project/hooks';
import { useSwitchProject } from '../project/useSwitchProject';

export function ProjectSwitcher() {
  const { list, loaded } = useProjects();
  const { code, project } = useCurrentProject();
  const switchProject = useSwitchProject();
  const data = list.map((p) => ({ value: p.code, label: `${p.code} · ${p.nickname || p.code}` }));

  return (
    <Select
      aria-label="Current project"
      placeholder={loaded && !list.length ? 'No projects' : 'Choose a project'}
      data={data}
      value={project ? code : null}
      onChange={(value) => value && value !== code && switchProject(value)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No such project"
      disabled={loaded && !list.length}
      leftSection={<IconSwitchHorizontal size={16} stroke={1.5} />}
      w={{ base: 160, sm: 260 }}
      comboboxProps={{ width: 300, position: 'bottom-start' }}
      maxDropdownHeight={360}
      renderOption={({ option }) => {
        const p = list.find((x) => x.code === option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} ff="monospace">
              {option.value}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {p?.nickname}
            </Text>
          </Group>
        );
      }}
    />
  );
}
