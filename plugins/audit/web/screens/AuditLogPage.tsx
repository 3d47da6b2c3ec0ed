// Audit log (admin): every audited mutation, newest first, filtered by project, user and area;
// users are named by mail; under each target a line sums up the before/after (a user's rights:
// +added −removed) and each entry opens to its full diff. Filters and page live in the URL.
import { useState } from 'react';
import { Badge, Code, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useProjects } from '../../../../core/web/project/hooks';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { PAGE_SIZES, type AuditItem } from '../../shared';
import { auditApi } from '../api';
import { changeSummary, diffEntries } from '../diff';
import { formatTime } from '../../../../core/web/time';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

function EntryDiff({ entry }: { entry: AuditItem }) {
  const changes = diffEntries(entry.before, entry.after);
  if (!changes.length)
    return (
      <Text size="sm" c="dimmed" p="xs">
        No recorded before/after.
      </Text>
    );
  return (
    <Table withTableBorder fz="xs" aria-label={`Changes of entry ${entry.id}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((c) => (
          <Table.Tr key={c.path}>
            <Table.Td>
              <Code>{c.path}</Code>
            </Table.Td>
            <Table.Td c="red" style={{ wordBreak: 'break-all' }}>
              {show(c.before)}
              {!!c.removed?.length && <Text size="xs">removed: {c.removed.map(String).join(', ')}</Text>}
            </Table.Td>
            <Table.Td c="green" style={{ wordBreak: 'break-all' }}>
              {show(c.after)}
              {!!c.added?.length && <Text size="xs">added: {c.added.map(String).join(', ')}</Text>}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export default function AuditLogPage() {
  const [q, setQ] = useQueryState({ project: '', user: '', area: '', pn: '1', ps: '50' }, { ps: oneOf(PAGE_SIZES) });
  const [user, setUser] = useState(q.user);
  const projects = useProjects();
  const list = useLoad(() => auditApi.list(q), [q.project, q.user, q.area, q.pn, q.ps]);
  const pushUser = useDebouncedCallback((v: string) => setQ({ user: v, pn: '1' }), 300);

  const columns: Column<AuditItem>[] = [
    { key: 'at', header: 'When', width: 170, cell: (e) => formatTime(e.at) },
    {
      key: 'userMail',
      header: 'User',
      cell: (e) =>
        e.userMail ?? (
          <Text size="sm" c="dimmed">
            system
          </Text>
        ),
    },
    { key: 'projectCode', header: 'Project', width: 100, cell: (e) => e.projectCode ?? '—' },
    { key: 'area', header: 'Area', width: 100, cell: (e) => <Badge variant="light">{e.area}</Badge> },
    { key: 'action', header: 'Action', width: 110 },
    {
      key: 'target',
      header: 'Target and change',
      // What changed, summed up under its target (a user's rights: +added −removed); the row opens to the whole diff.
      cell: (e) => {
        const summary = changeSummary(e.before, e.after);
        return (
          <Stack gap={0} maw={210}>
            <Text size="sm" truncate="end" title={e.target ?? undefined}>
              {e.target ?? '—'}
            </Text>
            {summary && (
              <Text size="xs" c="dimmed" truncate="end" title={summary}>
                {summary}
              </Text>
            )}
          </Stack>
        );
      },
    },
  ];
  return (
    <>
      <ScreenTitle mb="md">Audit log</ScreenTitle>
      <DataTable
        label="Audit log"
        columns={columns}
        data={list.data?.entries ?? []}
        rowKey={(e) => e.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        defaultPageSize={50}
        server={{
          page: Number(q.pn),
          pageSize: Number(q.ps),
          total: list.data?.total ?? 0,
          onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }),
        }}
        detail={(e) => <EntryDiff entry={e} />}
        emptyText="No entries match"
        toolbar={
          <Group>
            <Select
              aria-label="Project"
              placeholder="All projects"
              clearable
              searchable
              data={projects.list.map((p) => p.code)}
              value={q.project || null}
              onChange={(v) => setQ({ project: v ?? '', pn: '1' })}
              w={160}
            />
            <TextInput
              aria-label="User"
              placeholder="User mail"
              leftSection={<IconSearch size={14} />}
              value={user}
              onChange={(e) => {
                setUser(e.currentTarget.value);
                pushUser(e.currentTarget.value.trim());
              }}
              w={200}
            />
            <Select
              aria-label="Area"
              placeholder="All areas"
              clearable
              data={list.data?.areas ?? []}
              value={q.area || null}
              onChange={(v) => setQ({ area: v ?? '', pn: '1' })}
              w={160}
            />
          </Group>
        }
      />
    </>
  );
}
