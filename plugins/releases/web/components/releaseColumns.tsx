// The releases table's columns: id, name, type (a tag in its cycling colour), puzzles, folders (links
// to the puzzles screen), state, updated, and the row's detail, edit, publish, data file and upload.
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconEye, IconFileDownload, IconLock, IconPencil } from '@tabler/icons-react';
import type { Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { typeColor, type Release } from '../../shared';
import { FolderLink } from './ReleaseDetailModal';
import type { ReleasesPageState } from './useReleasesPage';

export function releaseColumns(page: ReleasesPageState): Column<Release>[] {
  const { code, types, folderNames, setDetail, setForm, publish, setDataFile, setUploading } = page;
  return [
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
}
