// The config center (001 "Config center"): the projects menu with their envs on the left; on the
// right the env's namespaces as tabs, the namespace's files as tabs, the diff editor (released on
// the left, current on the right, editable) with Submit, and the namespace's Archives History
// (the releases part's panel). Env, namespace, file and an open modal are in the URL. A list that
// fails to load stays empty after the error notice (001 line 389), with a Retry.
// The state and actions are useConfigCenter's; the menu ProjectsNav's, the editor FileEditor's.
import { Box, Button, Grid, Group, Stack, Text, Tooltip, useComputedColorScheme } from '@mantine/core';
import { IconFilePlus, IconFolderPlus, IconPackageExport } from '@tabler/icons-react';
import { fillPath } from '../../../../core/shared/plugin';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { CC_ENVS, paths } from '../../shared';
import { ArchivesPanel } from '../releases/ArchivesPanel';
import { CreateArchiveModal } from '../releases/CreateArchiveModal';
import { CreateFileModal } from './CreateFileModal';
import { CreateNamespaceModal } from './CreateNamespaceModal';
import { EmptyState } from './EmptyState';
import { EDITOR_HEIGHT, FileEditor } from './FileEditor';
import { CONFIG_CENTER_TITLE } from './manifest';
import { ProjectsNav } from './ProjectsNav';
import { useConfigCenter } from './useConfigCenter';

export default function ConfigCenterScreen() {
  const s = useConfigCenter();
  const {
    code,
    q,
    setQ,
    env,
    canRelease,
    navigate,
    projects,
    namespaces,
    nsNames,
    ns,
    setNsTick,
    files,
    filesOf,
    fileNames,
    file,
    setFilesTick,
  } = s;
  const { setReleaseTick, archivesKey, setArchivesKey, dirty, switchTo, openModal, closeModal } = s;
  const dark = useComputedColorScheme('light') === 'dark';

  const projectList = projects.data?.payload.projects ?? [];
  const failed = (what: string, retry: () => void) => (
    <EmptyState
      action={
        <Button variant="light" size="xs" onClick={retry}>
          Retry
        </Button>
      }
    >
      The {what} could not be loaded.
    </EmptyState>
  );

  const editor = <FileEditor {...s} dark={dark} />;

  const filesPart = files.error ? (
    failed('files', () => void files.reload())
  ) : files.loading && files.data?.of !== filesOf ? (
    <Box h={EDITOR_HEIGHT + 80} />
  ) : fileNames.length === 0 ? (
    <EmptyState
      action={
        <Button size="xs" leftSection={<IconFilePlus size={16} />} onClick={() => openModal('file')}>
          Create file
        </Button>
      }
    >
      No file in {env} / {ns} yet. Create one: JSON and YAML files get colours in the editor.
    </EmptyState>
  ) : (
    <FilterTabs
      aria-label="Files"
      value={file}
      onChange={(v) => void switchTo({ file: v })}
      tabs={fileNames.map((f) => ({ value: f, label: f }))}
      variant="pills"
      gap="sm"
    >
      {editor}
    </FilterTabs>
  );

  const namespacePart = namespaces.error ? (
    failed('namespaces', () => void namespaces.reload())
  ) : namespaces.loading && namespaces.data?.of !== `${code}/${env}` ? (
    <Box h={EDITOR_HEIGHT} />
  ) : nsNames.length === 0 ? (
    <EmptyState
      action={
        <Button size="xs" leftSection={<IconFolderPlus size={16} />} onClick={() => openModal('namespace')}>
          Create namespace
        </Button>
      }
    >
      No namespace in {env} yet. Create one (e.g. default) to keep this env's configuration files.
    </EmptyState>
  ) : (
    <FilterTabs
      aria-label="Namespaces"
      value={ns}
      onChange={(v) => void switchTo({ ns: v, file: '' })}
      tabs={nsNames.map((n) => ({ value: n, label: n }))}
      stack
    >
      {filesPart}
      <ArchivesPanel
        code={code}
        env={env}
        nameSpace={ns}
        canRelease={canRelease}
        reloadKey={archivesKey}
        onReleased={() => setReleaseTick((n) => n + 1)}
      />
    </FilterTabs>
  );

  return (
    <Stack gap="md">
      <ScreenTitle>{CONFIG_CENTER_TITLE}</ScreenTitle>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
          <ProjectsNav code={code} env={env} projects={projects} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, xl: 10 }}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>
                {code} · {env}
              </Text>
              <Group gap="xs">
                <Button variant="default" leftSection={<IconFolderPlus size={16} />} onClick={() => openModal('namespace')}>
                  Create namespace
                </Button>
                <Button variant="default" leftSection={<IconFilePlus size={16} />} disabled={!ns} onClick={() => openModal('file')}>
                  Create file
                </Button>
                <Tooltip
                  label={
                    dirty
                      ? 'Submit your changes first: an archive takes the submitted files'
                      : !ns
                        ? 'Create a namespace first'
                        : 'Snapshot the namespace’s files, and release them'
                  }
                >
                  <Button
                    leftSection={<IconPackageExport size={16} />}
                    data-disabled={!ns || dirty || undefined}
                    aria-disabled={!ns || dirty}
                    onClick={(e) => (ns && !dirty ? openModal('archive') : e.preventDefault())}
                  >
                    Create archive and release
                  </Button>
                </Tooltip>
              </Group>
            </Group>
            {namespacePart}
          </Stack>
        </Grid.Col>
      </Grid>
      <CreateNamespaceModal
        opened={q.modal === 'namespace'}
        onClose={closeModal}
        code={code}
        screenEnv={env}
        projects={projectList.length ? projectList : [{ projectCode: code, nickname: '', env: [...CC_ENVS] }]}
        onCreated={(created) => {
          // Show the new namespace, unless that would drop unsaved edits (then it is in the list).
          if (dirty) return closeModal();
          if (created.code !== code)
            return navigate(
              `${fillPath(paths.configCenter, { code: created.code })}?${new URLSearchParams({ env: created.env, ns: created.nameSpace })}`,
            );
          setNsTick((n) => n + 1);
          setQ({ modal: '', env: created.env, ns: created.nameSpace, file: '' });
        }}
      />
      <CreateFileModal
        opened={q.modal === 'file' && !!ns}
        onClose={closeModal}
        code={code}
        env={env}
        nameSpace={ns}
        existing={fileNames}
        onCreated={(fileName) => {
          setFilesTick((n) => n + 1);
          setQ({ modal: '', ns, file: fileName });
        }}
      />
      <CreateArchiveModal
        opened={q.modal === 'archive' && !!ns}
        onClose={closeModal}
        code={code}
        env={env}
        nameSpace={ns}
        canRelease={canRelease}
        onCreated={(r) => {
          closeModal();
          setArchivesKey((n) => n + 1);
          if (r.released) setReleaseTick((n) => n + 1);
        }}
      />
    </Stack>
  );
}
