// Servers (000 §2.10): the table (15 a page) with a create and edit modal. The credential shows
// only as set or not.
import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useLocation, useSearch } from 'wouter';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { paths, SERVERS_PAGE_SIZE, type ServerRow } from '../../shared';
import { catalogApi } from './api';
import { SERVERS_TITLE } from './manifest';
import { ServerModal } from './ServerModal';

export default function ServersPage() {
  const list = useLoad(() => catalogApi.servers(), []);
  const creating = new URLSearchParams(useSearch()).get('create') === '1';
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<ServerRow | 'new' | null>(creating ? 'new' : null);
  useEffect(() => {
    if (creating) setOpen('new');
  }, [creating]);
  const close = () => {
    setOpen(null);
    if (creating) navigate(paths.servers, { replace: true });
  };

  const columns: Column<ServerRow>[] = [
    { key: 'name', header: 'Name', sortable: true, value: (s) => s.name },
    {
      key: 'ip',
      header: 'IP',
      cell: (s) => (
        <Text size="sm" ff="monospace">
          {s.ip}
        </Text>
      ),
    },
    {
      key: 'intranetIp',
      header: 'Intranet IP',
      cell: (s) => (
        <Text size="sm" ff="monospace">
          {s.intranetIp || '–'}
        </Text>
      ),
    },
    { key: 'ssh', header: 'SSH', cell: (s) => <Text size="sm" ff="monospace">{`${s.sshUser}@:${s.sshPort}`}</Text> },
    {
      key: 'credential',
      header: 'Credential',
      cell: (s) =>
        s.credentialSet ? (
          <Badge color="green" variant="light">
            set
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            none
          </Badge>
        ),
    },
    {
      key: 'serviceRootDir',
      header: 'Service root dir',
      cell: (s) => (
        <Text size="sm" ff="monospace">
          {s.serviceRootDir}
        </Text>
      ),
    },
    { key: 'updatedAt', header: 'Updated', width: 170, cell: (s) => formatTime(s.updatedAt) },
    {
      key: 'actions',
      header: '',
      width: 50,
      align: 'right',
      cell: (s) => (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit server ${s.name}`} onClick={() => setOpen(s)}>
            <IconEdit size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>{SERVERS_TITLE}</ScreenTitle>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen('new')}>
          Create
        </Button>
      </Group>
      <DataTable
        label="Servers"
        columns={columns}
        data={list.data?.result ?? []}
        rowKey={(s) => s.id}
        loading={list.loading}
        pageSizes={[SERVERS_PAGE_SIZE]}
        emptyText="No servers yet"
      />
      <ServerModal
        server={open}
        onClose={close}
        onSaved={() => {
          close();
          void list.reload();
        }}
      />
    </>
  );
}
