// Rights admin (001): tabs Right and Group; the create button follows the tab. Built-in rights
// (declared by the installed plugins) are listed and cannot be edited or deleted.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Tabs, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import type { GroupItem, RightItem } from '../../shared';
import { rightsApi } from '../api';
import { GroupModal } from '../components/GroupModal';
import { RightModal } from '../components/RightModal';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

// Not in the spec: a console lists every plugin's rights, so a page holds 50 by default.
const PAGE_SIZES = [20, 50, 100];

async function confirmDelete(remove: () => Promise<{ deleteCount: number }>, reload: () => void) {
  if (!(await confirmAction({ message: 'Are you sure delete it?', danger: true }))) return;
  const r = await remove();
  toast(`Delete ${r.deleteCount} row successfully`);
  reload();
}

export default function RightsAdminPage() {
  const [q, setQ] = useQueryState({ tab: 'right' });
  const rights = useLoad(() => rightsApi.rights().then((r) => r.rights), []);
  const groups = useLoad(() => rightsApi.groups().then((r) => r.groups), []);
  const [rightModal, setRightModal] = useState<{ editing: RightItem | null } | null>(null);
  const [groupModal, setGroupModal] = useState<{ editing: GroupItem | null } | null>(null);

  const rightColumns: Column<RightItem>[] = [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'url', header: 'Url' },
    {
      key: 'builtIn',
      header: 'Kind',
      width: 130,
      cell: (r) =>
        r.builtIn ? (
          <Badge variant="light">built-in · {r.plugin}</Badge>
        ) : (
          <Badge variant="outline" color="gray">
            custom
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: '',
      width: 90,
      align: 'right',
      cell: (r) => (
        <Group gap={4} justify="flex-end">
          <Tooltip label={r.builtIn ? 'Built-in rights come from the plugins' : 'Edit'}>
            <ActionIcon variant="subtle" disabled={r.builtIn} aria-label={`Edit ${r.name}`} onClick={() => setRightModal({ editing: r })}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={r.builtIn}
            aria-label={`Delete ${r.name}`}
            onClick={() =>
              void confirmDelete(
                () => rightsApi.deleteRight(r.name),
                () => void rights.reload(),
              )
            }
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];
  const groupColumns: Column<GroupItem>[] = [
    { key: 'name', header: 'Name', sortable: true, width: 200 },
    {
      key: 'rights',
      header: 'Rights',
      cell: (g) => (
        <Group gap={4}>
          {g.right_names.map((r) => (
            <Badge key={r.name} variant="light" style={{ textTransform: 'none' }}>
              {r.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 90,
      align: 'right',
      cell: (g) => (
        <Group gap={4} justify="flex-end">
          <ActionIcon variant="subtle" aria-label={`Edit ${g.name}`} onClick={() => setGroupModal({ editing: g })}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${g.name}`}
            onClick={() =>
              void confirmDelete(
                () => rightsApi.deleteGroup(g.name),
                () => void groups.reload(),
              )
            }
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  const onRights = q.tab !== 'group';
  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Rights and groups</ScreenTitle>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => (onRights ? setRightModal({ editing: null }) : setGroupModal({ editing: null }))}
        >
          {onRights ? 'Create Right' : 'Create Group'}
        </Button>
      </Group>
      <Tabs value={onRights ? 'right' : 'group'} onChange={(tab) => setQ({ tab: tab ?? 'right' })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="right">Right</Tabs.Tab>
          <Tabs.Tab value="group">Group</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="right">
          <DataTable
            label="Rights"
            columns={rightColumns}
            data={rights.data ?? []}
            rowKey={(r) => r.name}
            loading={rights.loading}
            pageSizes={PAGE_SIZES}
            defaultPageSize={50}
          />
        </Tabs.Panel>
        <Tabs.Panel value="group">
          <DataTable
            label="Groups"
            columns={groupColumns}
            data={groups.data ?? []}
            rowKey={(g) => g.name}
            loading={groups.loading}
            pageSizes={PAGE_SIZES}
            defaultPageSize={50}
          />
        </Tabs.Panel>
      </Tabs>
      <RightModal
        opened={!!rightModal}
        editing={rightModal?.editing ?? null}
        onClose={() => setRightModal(null)}
        onSaved={() => {
          setRightModal(null);
          void rights.reload();
          void groups.reload();
        }}
      />
      <GroupModal
        opened={!!groupModal}
        editing={groupModal?.editing ?? null}
        rights={rights.data ?? []}
        onClose={() => setGroupModal(null)}
        onSaved={() => {
          setGroupModal(null);
          void groups.reload();
        }}
      />
    </>
  );
}
