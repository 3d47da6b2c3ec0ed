// The keys table's columns: select, key (opens the details), English, the languages filled over
// the project's languages, status, tags, source, updated, and the row's view, edit, rename and delete.
import { ActionIcon, Anchor, Badge, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { IconCursorText, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { languageName } from '../../../../core/shared/languages';
import type { Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import type { ProjectKey } from '../../shared';
import type { TranslatePageState } from './useTranslatePage';

const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

export function keyColumns(page: TranslatePageState): Column<ProjectKey>[] {
  const { selected, toggle, setViewing, setEditing, setRenaming, remove, languages } = page;
  return [
    {
      key: 'select',
      header: 'Select',
      width: 56,
      cell: (k) => (
        <Checkbox aria-label={`Select ${k.key}`} checked={selected.has(k.id)} onChange={(e) => toggle(k, e.currentTarget.checked)} />
      ),
    },
    {
      key: 'key',
      header: 'Key',
      width: 180,
      cell: (k) => (
        <Anchor component="button" type="button" size="sm" style={{ ...WRAP, textAlign: 'left' }} onClick={() => setViewing(k)}>
          {k.key}
        </Anchor>
      ),
    },
    {
      key: 'en',
      header: 'English',
      width: 200,
      cell: (k) => (
        <Text size="sm" style={WRAP}>
          {k.translation.en}
        </Text>
      ),
    },
    {
      key: 'fill',
      header: 'Languages',
      width: 96,
      cell: (k) => {
        const missing = languages.filter((l) => !k.translation[l]?.trim());
        const done = languages.length - missing.length;
        return (
          <Tooltip
            label={missing.length ? `Missing: ${missing.map(languageName).join(', ')}` : 'Every language has text'}
            multiline
            maw={320}
          >
            <Badge
              variant="light"
              color={missing.length ? 'orange' : 'green'}
              role="img"
              aria-label={`${done} of ${languages.length} languages${missing.length ? `, missing ${missing.join(', ')}` : ''}`}
            >
              {done}/{languages.length}
            </Badge>
          </Tooltip>
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      width: 112,
      cell: (k) => (
        <Group gap={4}>
          <Badge variant="light" size="sm" tt="none" color={k.unfinished ? 'orange' : 'green'}>
            {k.unfinished ? 'Unfinished' : 'Completed'}
          </Badge>
          {k.notInUse && (
            <Badge variant="outline" size="sm" tt="none" color="gray">
              Not in use
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'tags',
      header: 'Tags',
      width: 110,
      cell: (k) => (
        <Group gap={4}>
          {k.tags.map((t) => (
            <Badge key={t.id} size="sm" tt="none" variant="outline">
              {t.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'source', header: 'Source', width: 72, value: (k) => k.source },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 130,
      cell: (k) => (
        <Text size="xs" style={WRAP}>
          {formatTime(k.updatedAt)}
          <br />
          by {k.operator || '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 140,
      align: 'right',
      cell: (k) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon variant="subtle" aria-label={`View ${k.key}`} onClick={() => setViewing(k)}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${k.key}`} onClick={() => setEditing(k)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Rename">
            <ActionIcon variant="subtle" aria-label={`Rename ${k.key}`} onClick={() => setRenaming(k)}>
              <IconCursorText size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${k.key}`} onClick={() => void remove(k)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}
