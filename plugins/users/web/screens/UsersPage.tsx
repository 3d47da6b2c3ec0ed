// Users (admin, 001): search on mail, add, edit role/alias/password, modify mail, reset
// password, delete; rights as tags per project. Search and paging live in the URL.
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCircleCheckFilled, IconPlus, IconSearch, IconSettings } from '@tabler/icons-react';
import { useSearch } from 'wouter';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type UserRow } from '../../shared';
import { usersApi } from '../api';
import { CreateUserModal } from '../components/CreateUserModal';
import { EditUserModal } from '../components/EditUserModal';
import { MailDomainsModal } from '../components/MailDomainsModal';
import { ModifyMailModal } from '../components/ModifyMailModal';
import { RightsTags } from '../components/RightsTags';
import { UserActions } from '../components/UserActions';
import { formatTime } from '../../../../core/web/time';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

const ROLE_COLOURS = { ADMIN: 'red', USER: 'blue', LIMIT: 'gray' } as const;

export default function UsersPage() {
  const [q, setQ] = useQueryState({ mail: '', pn: '1', ps: String(DEFAULT_PAGE_SIZE) }, { ps: oneOf(PAGE_SIZES) });
  const creating = new URLSearchParams(useSearch()).get('create') === '1';
  const [search, setSearch] = useState(q.mail);
  const [adding, setAdding] = useState(creating);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [mailOf, setMailOf] = useState<UserRow | null>(null);
  const [domainsOpen, setDomainsOpen] = useState(false);
  const list = useLoad(() => usersApi.list({ mail: q.mail, pn: Number(q.pn), ps: Number(q.ps) }), [q.mail, q.pn, q.ps]);
  const domains = useLoad(() => usersApi.mailDomains(), []);
  const pushSearch = useDebouncedCallback((mail: string) => setQ({ mail, pn: '1' }), 300);
  useEffect(() => setAdding(creating), [creating]);

  const columns: Column<UserRow>[] = [
    {
      key: 'mail',
      header: 'Mail',
      cell: (u) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{u.mail}</Text>
          {u.internal && (
            <Tooltip label="Internal account">
              <IconCircleCheckFilled size={16} color="var(--mantine-color-green-6)" role="img" aria-label="internal" />
            </Tooltip>
          )}
        </Group>
      ),
    },
    { key: 'displayName', header: 'Display name' },
    {
      key: 'role',
      header: 'Role',
      width: 90,
      cell: (u) => (
        <Badge color={ROLE_COLOURS[u.role]} variant="light">
          {u.role}
        </Badge>
      ),
    },
    { key: 'rights', header: 'Rights', cell: (u) => <RightsTags user={u} /> },
    { key: 'createdAt', header: 'Created', width: 170, cell: (u) => formatTime(u.createdAt) },
    {
      key: 'actions',
      header: '',
      width: 50,
      align: 'right',
      cell: (u) => (
        <UserActions user={u} onEdit={() => setEditing(u)} onModifyMail={() => setMailOf(u)} onChanged={() => void list.reload()} />
      ),
    },
  ];

  const refresh = () => void list.reload();
  const companyDomains = domains.data?.companyDomains ?? [];
  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Users</ScreenTitle>
        <Group>
          <Button variant="default" leftSection={<IconSettings size={16} />} onClick={() => setDomainsOpen(true)}>
            Mail domains
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add
          </Button>
        </Group>
      </Group>
      <DataTable
        label="Users"
        columns={columns}
        data={list.data?.users ?? []}
        rowKey={(u) => u.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        server={{
          page: Number(q.pn),
          pageSize: Number(q.ps),
          total: list.data?.total ?? 0,
          onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }),
        }}
        emptyText={q.mail ? `No user's mail contains “${q.mail}”` : 'No users'}
        toolbar={
          <TextInput
            placeholder="Search mail"
            aria-label="Search mail"
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              pushSearch(e.currentTarget.value.trim());
            }}
            w={280}
          />
        }
      />
      <CreateUserModal
        opened={adding}
        domains={companyDomains}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false);
          refresh();
        }}
      />
      <EditUserModal
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      <ModifyMailModal
        user={mailOf}
        domains={companyDomains}
        onClose={() => setMailOf(null)}
        onSaved={() => {
          setMailOf(null);
          refresh();
        }}
      />
      <MailDomainsModal
        opened={domainsOpen}
        value={domains.data}
        onClose={() => setDomainsOpen(false)}
        onSaved={() => {
          setDomainsOpen(false);
          void domains.reload();
          refresh();
        }}
      />
    </>
  );
}
