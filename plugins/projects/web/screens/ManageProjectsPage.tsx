// Manage projects (002, admin): a grid of project cards, a Create button and a create/edit
// modal. `?create=1` opens the modal (the palette's "Create project").
import { useState } from 'react';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconKey, IconPencil, IconPlus } from '@tabler/icons-react';
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
import { confirmAction, showSecretOnce } from '../../../../core/web/dialogs';

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

  // A game servers' key (rule.serverKey): made here, shown once; replacing one retires the old.
  const [makingKey, setMakingKey] = useState<string | null>(null);
  const makeServerKey = async (p: ProjectDetail) => {
    if (
      p.serverKeySet &&
      !(await confirmAction({
        title: 'Replace the server key?',
        message: `The current server key of ${p.code} stops working at once: its game servers need the new one.`,
        confirm: 'Replace',
        danger: true,
      }))
    )
      return;
    setMakingKey(p.code);
    try {
      const { serverKey } = await projectsApi.replaceServerKey(p.code);
      showSecretOnce(
        `Server key of ${p.code}`,
        'Game servers send it as Authorization: Bearer <key>.',
        serverKey,
        'It is shown only now and is not kept anywhere. Pass it on safely; make a new one if it is lost.',
      );
      void projects.reload();
    } finally {
      setMakingKey(null);
    }
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
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconKey size={14} />}
                  loading={makingKey === p.code}
                  onClick={() => void makeServerKey(p)}
                  aria-label={`Server key of ${p.code}`}
                >
                  Server key
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setEditing(p)}
                  aria-label={`Edit ${p.code}`}
                >
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
            <Text size="xs" c="dimmed">
              Server key: {p.serverKeySet ? 'set' : 'none'}
            </Text>
          </ProjectCard>
        ))}
      </SimpleGrid>
      <ProjectFormModal
        opened={creating || !!editing}
        project={editing ?? undefined}
        users={users.data ?? []}
        onClose={close}
        onSaved={saved}
      />
    </>
  );
}
