// The bundles table's columns: id, name (with its calendar colour and description), type, schedule
// (Los Angeles, a loop's switches), status, resource, updated, and the row's detail, edit and delete.
import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { BUNDLE_TYPE, fileNameOf, type Bundle } from '../../shared';
import { colourOf } from './BundleCalendar';
import { scheduleText, StatusBadge, SwitchStrip, TypeBadge } from './bundleParts';

export function bundleColumns(p: {
  bundles: Bundle[];
  serverTime: number;
  setDetail: (b: Bundle) => void;
  setForm: (form: { editing: Bundle | null }) => void;
  remove: (b: Bundle) => Promise<void>;
}): Column<Bundle>[] {
  const { bundles, serverTime, setDetail, setForm, remove } = p;
  return [
    { key: 'id', header: 'Id', width: 60 },
    {
      key: 'name',
      header: 'Name',
      cell: (b) => (
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <span
              style={{
                width: 8,
                height: 8,
                borderRadius: 8,
                background: `var(--mantine-color-${colourOf(bundles, b.id)}-6)`,
                flexShrink: 0,
              }}
            />
            <Text size="sm" fw={500}>
              {b.name}
            </Text>
          </Group>
          {b.description && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {b.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'type', header: 'Type', width: 90, cell: (b) => <TypeBadge type={b.content.type} /> },
    {
      key: 'schedule',
      header: 'Schedule (Los Angeles)',
      cell: (b) => (
        <Stack gap={2}>
          <Text size="xs">{scheduleText(b.content)}</Text>
          {b.content.type === BUNDLE_TYPE.loop && <SwitchStrip list={b.content.switchList} />}
        </Stack>
      ),
    },
    { key: 'status', header: 'Status', width: 100, cell: (b) => <StatusBadge content={b.content} serverTime={serverTime} /> },
    {
      key: 'resource',
      header: 'Resource',
      width: 160,
      cell: (b) => (
        <Anchor size="xs" href={b.content.resource.url} target="_blank" rel="noreferrer">
          {fileNameOf(b.content.resource.url)}
        </Anchor>
      ),
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 150,
      cell: (b) => (
        <Text size="xs">
          {formatTime(b.updatedAt)}
          <br />
          by {b.operator}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 110,
      align: 'right',
      cell: (b) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Detail">
            <ActionIcon variant="subtle" aria-label={`Detail of ${b.name}`} onClick={() => setDetail(b)}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${b.name}`} onClick={() => setForm({ editing: b })}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${b.name}`} onClick={() => void remove(b)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}
