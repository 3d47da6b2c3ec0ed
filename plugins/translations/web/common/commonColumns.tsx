// The common keys table's columns: select, key, English text, state, tags, languages, linked
// projects, and the row's actions (edit; detail, rename, sync, mark completed or unfinished, delete).
import { ActionIcon, Badge, Checkbox, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconArrowsExchange, IconCheck, IconCursorText, IconDots, IconEye, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { Column } from '../../../../core/web/table/DataTable';
import type { CommonKeyRow } from '../../endpoints/common';
import { StateBadge } from './DetailModal';
import type { CommonPageState } from './useCommonPage';

export function commonColumns(page: CommonPageState): Column<CommonKeyRow>[] {
  const { selected, toggle, openForm, setDetail, setRenaming, setSyncTarget, setState, remove } = page;
  return [
    {
      key: 'select',
      header: 'Select',
      width: 70,
      cell: (k) => (
        <Checkbox aria-label={`Select ${k.key}`} checked={selected.has(k.id)} onChange={(e) => toggle(k, e.currentTarget.checked)} />
      ),
    },
    {
      key: 'key',
      header: 'Key',
      cell: (k) => (
        <Text size="sm" ff="monospace">
          {k.key}
        </Text>
      ),
    },
    {
      key: 'en',
      header: 'English text',
      cell: (k) => (
        <Text size="sm" lineClamp={2}>
          {k.translation.en}
        </Text>
      ),
    },
    { key: 'state', header: 'State', width: 130, cell: (k) => <StateBadge unfinished={k.unfinished} /> },
    {
      key: 'tags',
      header: 'Tags',
      cell: (k) => (
        <Group gap={4}>
          {k.tags.map((t) => (
            <Badge key={t.id} variant="outline" color="gray" size="sm" tt="none">
              {t.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'languages', header: 'Languages', width: 90, align: 'right', value: (k) => Object.keys(k.translation).length },
    { key: 'linked', header: 'Projects', width: 90, align: 'right', value: (k) => k.linkedCount },
    {
      key: 'actions',
      header: '',
      width: 110,
      align: 'right',
      cell: (k) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${k.key}`} onClick={() => openForm(k)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Actions for ${k.key}`}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconEye size={14} />} onClick={() => setDetail(k)}>
                Detail
              </Menu.Item>
              <Menu.Item leftSection={<IconCursorText size={14} />} onClick={() => setRenaming(k)}>
                Rename key
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowsExchange size={14} />} onClick={() => setSyncTarget({ mode: 'pick', keys: [k] })}>
                Sync to projects
              </Menu.Item>
              <Menu.Item leftSection={k.unfinished ? <IconCheck size={14} /> : <IconRefresh size={14} />} onClick={() => void setState(k)}>
                {k.unfinished ? 'Mark Completed' : 'Mark Unfinished'}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => void remove(k)}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];
}
