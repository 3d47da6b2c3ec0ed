// Manage projects (002, admin): a grid of project cards, a Create button and a create/edit
// modal. `?create=1` opens the modal (the palette's "Create project").
import { useState } from 'react';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useLocation, useSearch } from 'wouter';
import type { ProjectDetail } from '../../../../core/shared/project';
import { reloadProjects } from '../../../../core/web/project/state';
import { ScreenLoader } from '../../../../core/web/routing/ScreenLoader';
import { useLoad } from '../../../../core/web/useLoad';
import { projectsApi } from '../api';
import { paths } from '../../shared';
import { ProjectCard } from '../components/ProjectCard';
import { ProjectFormModal } from '../components/ProjectFormModal';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

export default function ManageProjectsPage() {
  const [, navigate] = useLocation();
  const creating = new URLSearchParams(useSearch()).get('create') === '1';
  const [editing, setEditing] = useState<ProjectDetail | null>(null);
  const projects = useLoad(() => projectsApi.adminList().then((r) => r.projects), []);
  const users = useLoad(() => projectsApi.users().then((r) => r.users), []);

  const openCreate = () => navigate(`${paths.manage}?create=1`);
  const close = () => {
    setEditing(null);
    if (creating) navigate(paths.manage, { replace: true });
  };
  const saved = () => {
    close();
    void projects.reload();
    void reloadProjects();
  };

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Manage projects</ScreenTitle>
        <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
          Create
        </Button>
      </Group>
      {!projects.data && projects.loading && <ScreenLoader />}
      {projects.data && !projects.data.length && <Text c="dimmed">No projects yet.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
        {projects.data?.map((p) => (
          <ProjectCard
            key={p.code}
            project={p}
            footer={
              <Group justify="flex-end" mt={4}>
                <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => setEditing(p)} aria-label={`Edit ${p.code}`}>
                  Edit
                </Button>
              </Group>
            }
          >
            <Text size="xs" c="dimmed">
              Domain {p.domain}
              {p.service.host ? ` · ${p.service.host}` : ''}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              Owners: {p.owners.length ? p.owners.map((o) => o.displayName).join(', ') : 'none'}
            </Text>
          </ProjectCard>
        ))}
      </SimpleGrid>
      <ProjectFormModal opened={creating || !!editing} project={editing ?? undefined} users={users.data ?? []} onClose={close} onSaved={saved} />
    </>
  );
}
