// The config center (001 "Config center"): the projects menu with their envs on the left; on the
// right the env's namespaces as tabs, the namespace's files as tabs, the diff editor (released on
// the left, current on the right, editable) with Submit, and the namespace's Archives History
// (the releases part's panel). Env, namespace, file and an open modal are in the URL. A list that
// fails to load stays empty after the error notice (001 line 389), with a Retry.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Box, Button, Grid, Group, NavLink, Paper, Stack, Text, Tooltip, useComputedColorScheme } from '@mantine/core';
import { IconFilePlus, IconFolderPlus, IconPackageExport, IconTrash } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { rule } from '../../../../core/shared/access';
import { fillPath } from '../../../../core/shared/plugin';
import { confirmAction } from '../../../../core/web/dialogs';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { call, errorMessage } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { manageEndpoints as ep } from '../../endpoints/manage';
import { releaseEndpoints } from '../../endpoints/releases';
import { MANAGE_MESSAGES } from '../../schemas/manage';
import { CC_ENVS, paths, shortCommit, type CcEnv } from '../../shared';
import { ArchivesPanel } from '../releases/ArchivesPanel';
import { CreateArchiveModal } from '../releases/CreateArchiveModal';
import { CreateFileModal } from './CreateFileModal';
import { CreateNamespaceModal } from './CreateNamespaceModal';
import { CONFIG_CENTER_TITLE } from './manifest';
import { confirmLeave, useUnsavedGuard } from './useUnsavedGuard';

const ConfigDiffEditor = lazy(() => import('./ConfigDiffEditor'));
const EDITOR_HEIGHT = 440;
const MODALS = ['', 'file', 'namespace', 'archive'] as const;
const DEFAULTS = { env: 'dev', ns: '', file: '', modal: '' };
const CHECKS = { env: oneOf(CC_ENVS), modal: oneOf(MODALS) };

/** What the editor shows: the released content, the submitted one and the one being edited. */
interface Doc {
  key: string;
  original: string;
  /** The released commit id (null: never released), or why it could not be read. */
  released: { commitId: string | null; problem?: string };
  saved: string;
  value: string;
}

const status = (e: unknown) => (e as { status?: number; statusCode?: number }).status ?? (e as { statusCode?: number }).statusCode;

/** The file as released: '' when the namespace was never released or the file is new since. */
async function releasedContent(code: string, env: CcEnv, nameSpace: string, fileName: string): Promise<Pick<Doc, 'original' | 'released'>> {
  let commitId: string | null;
  try {
    commitId = (await call(releaseEndpoints.release, { params: { code }, query: { env, nameSpace }, quiet: true })).payload.release.commitId;
  } catch (e) {
    return { original: '', released: { commitId: null, problem: errorMessage(e) } };
  }
  if (!commitId) return { original: '', released: { commitId: null } };
  try {
    const r = await call(ep.content, { params: { code }, query: { env, nameSpace, fileName, commitId }, quiet: true });
    return { original: r.payload.content, released: { commitId } };
  } catch (e) {
    if (status(e) === 404) return { original: '', released: { commitId } };
    return { original: '', released: { commitId, problem: errorMessage(e) } };
  }
}

function EmptyState({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        {action}
      </Stack>
    </Paper>
  );
}

export default function ConfigCenterScreen() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(DEFAULTS, CHECKS);
  const env = q.env as CcEnv;
  const can = useCan();
  const canRelease = env !== 'prod' || can(rule.ownerOrAdmin, code);
  const dark = useComputedColorScheme('light') === 'dark';
  const [, navigate] = useLocation();

  const projects = useLoad(() => call(ep.projects), []);
  const [nsTick, setNsTick] = useState(0);
  // Each list says whose it is: while the next one loads, the last answer (another env's
  // namespaces, another namespace's files) must not name what is asked for next (a file of the
  // previous namespace asked for in the new one answered 'No such file').
  const namespaces = useLoad(async () => ({ of: `${code}/${env}`, list: (await call(ep.namespaces, { params: { code }, query: { env } })).payload.nameSpaces }), [code, env, nsTick]);
  const nsNames = useMemo(() => (namespaces.data?.of === `${code}/${env}` ? namespaces.data.list.map((n) => n.nameSpace) : []), [namespaces.data, code, env]);
  const ns = nsNames.includes(q.ns) ? q.ns : (nsNames[0] ?? '');

  const [filesTick, setFilesTick] = useState(0);
  const filesOf = `${code}/${env}/${ns}`;
  const files = useLoad(async () => (ns ? { of: filesOf, list: (await call(ep.files, { params: { code }, query: { env, nameSpace: ns } })).payload.fileList } : null), [filesOf, filesTick]);
  const fileNames = useMemo(() => (files.data?.of === filesOf ? files.data.list : []), [files.data, filesOf]);
  const file = fileNames.includes(q.file) ? q.file : (fileNames[0] ?? '');

  const [releaseTick, setReleaseTick] = useState(0);
  const [archivesKey, setArchivesKey] = useState(0);
  const key = file ? `${code}/${env}/${ns}/${file}` : '';
  const loaded = useLoad(async () => {
    if (!file) return null;
    const [current, released] = await Promise.all([call(ep.content, { params: { code }, query: { env, nameSpace: ns, fileName: file } }), releasedContent(code, env, ns, file)]);
    return { key, current: current.payload.content, ...released };
  }, [key, releaseTick]);

  const [doc, setDoc] = useState<Doc | null>(null);
  useEffect(() => {
    const d = loaded.data;
    if (!d) return;
    // A reload of the same file (after a release) keeps what is being edited.
    setDoc((prev) => ({ key: d.key, original: d.original, released: d.released, saved: d.current, value: prev?.key === d.key && prev.value !== prev.saved ? prev.value : d.current }));
  }, [loaded.data]);
  const shown = doc && doc.key === key ? doc : null;
  const dirty = !!shown && shown.value !== shown.saved;
  useUnsavedGuard(dirty);

  const [saving, setSaving] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const submit = async () => {
    if (!shown || !dirty || saving) return;
    const fileContent = shown.value;
    setSaving(true);
    try {
      await call(ep.save, { params: { code }, body: { code, env, nameSpace: ns, fileName: file, fileContent } });
      setDoc((d) => (d && d.key === shown.key ? { ...d, saved: fileContent } : d));
      toast(MANAGE_MESSAGES.saved);
    } finally {
      setSaving(false);
    }
  };

  const removeFile = async () => {
    if (!file) return;
    const ok = await confirmAction({ title: 'Delete file', message: `Delete ${file} from ${env} / ${ns}? Archives keep their copy; the next archive will not have it.`, confirm: 'Delete', danger: true });
    if (!ok) return;
    await call(ep.deleteFile, { params: { code }, query: { env, nameSpace: ns, fileName: file } });
    toast(MANAGE_MESSAGES.deleted);
    setDoc(null);
    setQ({ file: '' });
    setFilesTick((n) => n + 1);
  };

  const switchTo = async (patch: Partial<typeof DEFAULTS>) => {
    if (await confirmLeave(dirty)) setQ(patch);
  };
  const openModal = (modal: (typeof MODALS)[number]) => setQ({ modal });
  const closeModal = () => setQ({ modal: '' });

  const projectList = projects.data?.payload.projects ?? [];
  const failed = (what: string, retry: () => void) => (
    <EmptyState action={<Button variant="light" size="xs" onClick={retry}>Retry</Button>}>The {what} could not be loaded.</EmptyState>
  );

  const editor = shown ? (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {shown.released.problem
              ? `Released version unavailable (${shown.released.problem}): comparing with an empty file`
              : shown.released.commitId
                ? `Released: commit ${shortCommit(shown.released.commitId)}${shown.original === '' ? ' (this file is not in it)' : ''}`
                : 'Never released: comparing with an empty file'}
          </Text>
          {dirty ? (
            <Badge color="orange" variant="light">
              Unsaved changes
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              Submitted
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => void removeFile()}>
            Delete file
          </Button>
          <Button ref={submitRef} loading={saving} data-disabled={!dirty || undefined} aria-disabled={!dirty} onClick={(e) => (dirty ? void submit() : e.preventDefault())}>
            Submit
          </Button>
        </Group>
      </Group>
      <Paper withBorder style={{ overflow: 'hidden' }}>
        <Suspense fallback={<Box h={EDITOR_HEIGHT} />}>
          <ConfigDiffEditor
            key={shown.key}
            fileName={file}
            original={shown.original}
            value={shown.value}
            onChange={(value) => setDoc((d) => (d && d.key === shown.key ? { ...d, value } : d))}
            releasedLabel={
              shown.released.problem
                ? 'released (unavailable: empty)'
                : !shown.released.commitId
                  ? `never released in ${env} (empty)`
                  : `released in ${env} (commit ${shortCommit(shown.released.commitId)}${shown.original === '' ? ', without this file' : ''})`
            }
            currentLabel={`current in ${env}${dirty ? ', unsaved' : ''}`}
            onSave={() => void submit()}
            dark={dark}
            height={EDITOR_HEIGHT}
          />
        </Suspense>
      </Paper>
    </Stack>
  ) : (
    <Box h={EDITOR_HEIGHT + 40} />
  );

  const filesPart = files.error ? (
    failed('files', () => void files.reload())
  ) : files.loading && files.data?.of !== filesOf ? (
    <Box h={EDITOR_HEIGHT + 80} />
  ) : fileNames.length === 0 ? (
    <EmptyState action={<Button size="xs" leftSection={<IconFilePlus size={16} />} onClick={() => openModal('file')}>Create file</Button>}>
      No file in {env} / {ns} yet. Create one: JSON and YAML files get colours in the editor.
    </EmptyState>
  ) : (
    <FilterTabs aria-label="Files" value={file} onChange={(v) => void switchTo({ file: v })} tabs={fileNames.map((f) => ({ value: f, label: f }))} variant="pills" gap="sm">
      {editor}
    </FilterTabs>
  );

  const namespacePart = namespaces.error ? (
    failed('namespaces', () => void namespaces.reload())
  ) : namespaces.loading && namespaces.data?.of !== `${code}/${env}` ? (
    <Box h={EDITOR_HEIGHT} />
  ) : nsNames.length === 0 ? (
    <EmptyState action={<Button size="xs" leftSection={<IconFolderPlus size={16} />} onClick={() => openModal('namespace')}>Create namespace</Button>}>
      No namespace in {env} yet. Create one (e.g. default) to keep this env's configuration files.
    </EmptyState>
  ) : (
    <FilterTabs aria-label="Namespaces" value={ns} onChange={(v) => void switchTo({ ns: v, file: '' })} tabs={nsNames.map((n) => ({ value: n, label: n }))} stack>
      {filesPart}
      <ArchivesPanel code={code} env={env} nameSpace={ns} canRelease={canRelease} reloadKey={archivesKey} onReleased={() => setReleaseTick((n) => n + 1)} />
    </FilterTabs>
  );

  return (
    <Stack gap="md">
      <ScreenTitle>{CONFIG_CENTER_TITLE}</ScreenTitle>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
          <Paper withBorder p={4} component="nav" aria-label="Projects and envs">
            {projects.error ? (
              <Text size="sm" p="xs">The projects could not be loaded.</Text>
            ) : projectList.length === 0 && !projects.loading ? (
              <Text size="sm" p="xs">No project gives you the config center. Ask an admin for the right.</Text>
            ) : (
              projectList.map((p) => (
                <NavLink key={p.projectCode} label={p.projectCode} description={p.nickname} defaultOpened={p.projectCode === code} childrenOffset="sm">
                  {p.env.map((e) => {
                    const active = p.projectCode === code && e === env;
                    return (
                      <NavLink
                        key={e}
                        component={Link}
                        href={`${fillPath(paths.configCenter, { code: p.projectCode })}?env=${e}`}
                        label={e}
                        active={active}
                        aria-current={active ? 'page' : undefined}
                        aria-label={`${p.projectCode} ${e}`}
                      />
                    );
                  })}
                </NavLink>
              ))
            )}
          </Paper>
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
                <Tooltip label={dirty ? 'Submit your changes first: an archive takes the submitted files' : !ns ? 'Create a namespace first' : 'Snapshot the namespace’s files, and release them'}>
                  <Button leftSection={<IconPackageExport size={16} />} data-disabled={!ns || dirty || undefined} aria-disabled={!ns || dirty} onClick={(e) => (ns && !dirty ? openModal('archive') : e.preventDefault())}>
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
          if (created.code !== code) return navigate(`${fillPath(paths.configCenter, { code: created.code })}?${new URLSearchParams({ env: created.env, ns: created.nameSpace })}`);
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
