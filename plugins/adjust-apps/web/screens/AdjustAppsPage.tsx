// Adjust apps (admin, 002): every project's Adjust app token per platform; create, edit, delete.
// Page and page size live in the URL (10 a page: 10, 20, 50, 100); ?create=1 opens the create modal.
import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, positiveInt, useQueryState } from '../../../../core/web/useQueryState';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { formatTime } from '../../../../core/web/time';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DEFAULT_PAGE_SIZE, MESSAGES, PAGE_SIZES, platformLabel, type AdjustAppRow } from '../../shared';
import { adjustAppsApi } from '../api';
import { AdjustAppModal } from '../components/AdjustAppModal';

export default function AdjustAppsPage() {
  const [q, setQ] = useQueryState(
    { pn: '1', ps: String(DEFAULT_PAGE_SIZE), create: '' },
    { pn: positiveInt(), ps: oneOf(PAGE_SIZES), create: oneOf(['', '1']) },
  );
  const creating = q.create === '1';
  const [editing, setEditing] = useState<AdjustAppRow | 'new' | null>(creating ? 'new' : null);
  useEffect(() => {
    if (creating) setEditing('new');
  }, [creating]);
  const apps = useLoad(() => adjustAppsApi.list(), []);
  const projects = useLoad(() => adjustAppsApi.projects(), []);
  const all = apps.data ?? [];
  const ps = Number(q.ps);
  // A page past the end (after a delete, or a shared link) shows the last page.
  const pages = Math.max(1, Math.ceil(all.length / ps));
  const pn = Math.min(Number(q.pn), pages);
  const shown = all.slice((pn - 1) * ps, pn * ps);

  const remove = async (a: AdjustAppRow) => {
    if (!(await confirmAction({ message: MESSAGES.confirmDelete, danger: true }))) return;
    try {
      const r = await adjustAppsApi.remove(a.id);
      toast(r.message);
    } catch {
      // Refused (the client's error notice says why): nothing more to do here.
    }
    void apps.reload();
  };
  const name = (a: AdjustAppRow) => `${a.projectCode} ${platformLabel(a.platform)}`;

  const columns: Column<AdjustAppRow>[] = [
    {
      key: 'project',
      header: 'Project',
      cell: (a) => (
        <Text size="sm">
          {a.projectCode}
          {a.projectNickname && <Text span c="dimmed" size="sm">{` · ${a.projectNickname}`}</Text>}
        </Text>
      ),
    },
    {
      key: 'platform',
      header: 'Platform',
      width: 110,
      cell: (a) => (
        <Badge variant="light" color={a.platform === 2 ? 'gray' : 'green'}>
          {platformLabel(a.platform)}
        </Badge>
      ),
    },
    {
      key: 'token',
      header: 'Token',
      cell: (a) => (
        <Text size="sm" ff="monospace">
          {a.token}
        </Text>
      ),
    },
    { key: 'updatedAt', header: 'Updated', width: 180, cell: (a) => formatTime(a.updatedAt) },
    {
      key: 'actions',
      header: '',
      width: 90,
      align: 'right',
      cell: (a) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${name(a)}`} onClick={() => setEditing(a)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name(a)}`} onClick={() => void remove(a)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const close = () => {
    setEditing(null);
    if (creating) setQ({ create: '' });
  };
  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Adjust apps</ScreenTitle>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Create
        </Button>
      </Group>
      <DataTable
        label="Adjust apps"
        columns={columns}
        data={shown}
        rowKey={(a) => a.id}
        loading={apps.loading}
        pageSizes={PAGE_SIZES}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        server={{ page: pn, pageSize: ps, total: all.length, onChange: (p, s) => setQ({ pn: String(p), ps: String(s) }) }}
        emptyText="No adjust apps yet"
      />
      <AdjustAppModal
        editing={editing}
        projects={projects.data ?? []}
        onClose={close}
        onSaved={() => {
          close();
          void apps.reload();
        }}
      />
    </>
  );
}
