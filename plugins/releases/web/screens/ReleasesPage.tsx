// Puzzle-content releases (000 §2.11): the table (10 a page) with type tags in cycling colours,
// folder links opening the puzzles screen in a new tab, create/edit, detail with the diff,
// publish (lock) by confirmation, the data file (a job, then download), the upload of an
// unpublished release with its check (a published one is locked: not uploaded again; `?upload=<id>`
// opens it, as the palette does), and the release panel (what each type serves per env, history,
// roll back).
import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconEye, IconFileDownload, IconLock, IconPencil, IconPlus } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { ReleasePanel } from '../../../../core/web/release/ReleasePanel';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { publishable } from '../../endpoints';
import { CONFIRM, PAGE_SIZE, PAGE_SIZES, TOASTS, typeColor, type Release } from '../../shared';
import { releasesApi } from '../api';
import { DataFileModal } from '../components/DataFileModal';
import { FolderLink, ReleaseDetailModal } from '../components/ReleaseDetailModal';
import { ReleaseFormModal } from '../components/ReleaseFormModal';
import { UploadModal } from '../components/UploadModal';

export default function ReleasesPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { pn: '1', ps: String(PAGE_SIZE), type: '', create: '', panelType: '', upload: '' },
    { ps: oneOf(PAGE_SIZES.map(String)) },
  );
  const pn = Number(q.pn) || 1;
  const ps = Number(q.ps) || PAGE_SIZE;
  const list = useLoad(() => releasesApi.list(code, { pn, ps, ...(q.type ? { type: q.type } : {}) }), [code, pn, ps, q.type]);
  const canProd = useCan()(rule.ownerOrAdmin, code);
  const [form, setForm] = useState<{ editing: Release | null } | null>(q.create === '1' ? { editing: null } : null);
  const [detail, setDetail] = useState<Release | null>(null);
  const [dataFile, setDataFile] = useState<Release | null>(null);
  const [uploading, setUploading] = useState<Release | null>(null);
  useEffect(() => {
    if (q.create === '1') setForm({ editing: null });
  }, [q.create]);
  // The palette's "Upload a release": open that release's upload (its check first).
  useEffect(() => {
    const id = Number(q.upload);
    if (!id) return;
    let live = true;
    releasesApi
      .get(code, id)
      .then(({ release }) => live && setUploading(release))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code, q.upload]);
  const closeUpload = () => {
    setUploading(null);
    if (q.upload) setQ({ upload: '' });
  };
  const types = list.data?.releaseTypes ?? [];
  const folderNames = list.data?.folderNames ?? {};
  const panelType = q.panelType || types[0] || '';
  const reload = () => void list.reload();
  const closeForm = () => {
    setForm(null);
    setQ({ create: '' });
  };
  const publish = async (r: Release) => {
    if (!(await confirmAction({ title: 'Publish', message: CONFIRM.publish(r.name), confirm: 'Publish', danger: true }))) return;
    await releasesApi.publish(code, r.id);
    toast(TOASTS.published);
    reload();
  };

  const columns: Column<Release>[] = [
    { key: 'id', header: 'Id', width: 70 },
    {
      key: 'name',
      header: 'Name',
      cell: (r) => (
        <Text size="sm" fw={500}>
          {r.name}
        </Text>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      width: 110,
      cell: (r) => (
        <Badge variant="light" color={typeColor(types, r.type)}>
          {r.type}
        </Badge>
      ),
    },
    { key: 'puzzleCount', header: 'Puzzles', width: 80 },
    {
      key: 'folders',
      header: 'Folders',
      cell: (r) => (
        <Group gap={6}>
          {r.folderIds.slice(0, 6).map((id) => (
            <FolderLink key={id} code={code} id={id} name={folderNames[id] ?? `#${id}`} />
          ))}
          {r.folderIds.length > 6 && (
            <Text size="xs" c="dimmed">
              +{r.folderIds.length - 6}
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'published',
      header: 'State',
      width: 140,
      cell: (r) =>
        r.published ? (
          <Badge variant="light" color="green" leftSection={<IconLock size={10} />}>
            published
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            unpublished
          </Badge>
        ),
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 160,
      cell: (r) => (
        <Text size="xs">
          {formatTime(r.updatedAt)}
          <br />
          by {r.operator}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 190,
      align: 'right',
      cell: (r) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Detail and diff">
            <ActionIcon variant="subtle" aria-label={`Detail of ${r.name}`} onClick={() => setDetail(r)}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={r.published ? 'Published releases are locked' : 'Edit'}>
            <ActionIcon variant="subtle" aria-label={`Edit ${r.name}`} disabled={r.published} onClick={() => setForm({ editing: r })}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={r.published ? 'Published' : 'Publish (lock)'}>
            <ActionIcon
              variant="subtle"
              color="orange"
              aria-label={`Publish ${r.name}`}
              disabled={r.published}
              onClick={() => void publish(r)}
            >
              <IconLock size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Data file">
            <ActionIcon variant="subtle" aria-label={`Data file of ${r.name}`} onClick={() => setDataFile(r)}>
              <IconFileDownload size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={r.published ? 'Published releases are locked: not uploaded again' : 'Upload (check, then build and send)'}>
            <ActionIcon
              variant="subtle"
              color="blue"
              aria-label={`Upload ${r.name}`}
              disabled={r.published}
              onClick={() => setUploading(r)}
            >
              <IconCloudUpload size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <ScreenTitle>Releases</ScreenTitle>
        <Group>
          <Select
            aria-label="Release type"
            placeholder="All types"
            clearable
            w={160}
            data={types}
            value={q.type || null}
            onChange={(v) => setQ({ type: v ?? '', pn: '1' })}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
            Create
          </Button>
        </Group>
      </Group>
      <DataTable
        label="Releases"
        columns={columns}
        data={list.data?.rows ?? []}
        rowKey={(r) => r.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        defaultPageSize={PAGE_SIZE}
        server={{ page: pn, pageSize: ps, total: list.data?.count ?? 0, onChange: (p, s) => setQ({ pn: String(p), ps: String(s) }) }}
        emptyText="No releases yet"
      />
      {types.length > 0 && (
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm" fw={500} id="release-panel-type">
              Releases served for type
            </Text>
            <Select
              aria-labelledby="release-panel-type"
              w={160}
              allowDeselect={false}
              data={types}
              value={panelType}
              onChange={(v) => setQ({ panelType: v ?? '' })}
            />
          </Group>
          <ReleasePanel spec={publishable} code={code} releaseKey={panelType} onChanged={reload} />
        </Stack>
      )}
      <ReleaseFormModal
        code={code}
        opened={!!form}
        editing={form?.editing ?? null}
        releaseTypes={types}
        extraSettings={list.data?.extraSettings ?? []}
        onClose={closeForm}
        onSaved={() => {
          closeForm();
          reload();
        }}
      />
      <ReleaseDetailModal code={code} release={detail} folderNames={folderNames} onClose={() => setDetail(null)} />
      <DataFileModal code={code} release={dataFile} onClose={() => setDataFile(null)} onBuilt={reload} />
      <UploadModal
        code={code}
        release={uploading ? (list.data?.rows.find((r) => r.id === uploading.id) ?? uploading) : null}
        envs={list.data?.envs ?? ['sandbox', 'prod']}
        forceAllOffered={list.data?.forceAll ?? false}
        puzzleSelection={list.data?.puzzleSelection ?? false}
        canProd={canProd}
        onClose={closeUpload}
        onUploaded={() => {
          closeUpload();
          reload();
        }}
      />
    </Stack>
  );
}
