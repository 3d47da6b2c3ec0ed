// The services table's columns: name, status, project, repository, host, updated, and the row's
// edit, deploy, api logs, API token and Check now.
import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { IconBug, IconEdit, IconHeartbeat, IconKey, IconRocket } from '@tabler/icons-react';
import { Link } from 'wouter';
import { fillPath } from '../../../../core/shared/plugin';
import type { Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { paths, type ServiceRow } from '../../shared';
import { ServiceStatus } from './ServiceStatus';

export function serviceColumns(p: {
  nickname: Map<string, string>;
  busy: number | null;
  setOpen: (s: ServiceRow) => void;
  newToken: (s: ServiceRow) => Promise<void>;
  checkNow: (s: ServiceRow) => Promise<void>;
}): Column<ServiceRow>[] {
  const { nickname, busy, setOpen, newToken, checkNow } = p;
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (s) => (
        <Text size="sm" fw={500}>
          {s.name}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', cell: (s) => <ServiceStatus service={s} /> },
    {
      key: 'project',
      header: 'Project',
      cell: (s) => (s.projectCode ? `${nickname.get(s.projectCode) ?? s.projectCode} (${s.projectCode})` : '–'),
    },
    {
      key: 'repository',
      header: 'Repository',
      cell: (s) => (
        <Text size="sm" ff="monospace">
          {s.repository || '–'}
        </Text>
      ),
    },
    {
      key: 'host',
      header: 'Host',
      cell: (s) =>
        s.host ? (
          <Anchor href={s.host} target="_blank" rel="noreferrer" size="sm">
            {s.host}
          </Anchor>
        ) : (
          '–'
        ),
    },
    { key: 'updatedAt', header: 'Updated', width: 170, cell: (s) => formatTime(s.updatedAt) },
    {
      key: 'actions',
      header: '',
      width: 200,
      align: 'right',
      cell: (s) => (
        <Group gap={2} wrap="nowrap" justify="flex-end">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${s.name}`} onClick={() => setOpen(s)}>
              <IconEdit size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Deploy">
            <ActionIcon
              variant="subtle"
              component={Link}
              href={fillPath(paths.deployments, { key: 'service', id: s.id })}
              aria-label={`Deploy ${s.name}`}
            >
              <IconRocket size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Api logs">
            <ActionIcon variant="subtle" component={Link} href={fillPath(paths.apiLogs, { id: s.id })} aria-label={`Api logs of ${s.name}`}>
              <IconBug size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={s.apiTokenSet ? 'New API token (the current one stops working)' : 'Make an API token'}>
            <ActionIcon variant="subtle" aria-label={`API token of ${s.name}`} onClick={() => void newToken(s)}>
              <IconKey size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={s.livenessProbe ? 'Check now' : 'No liveness probe to check'}>
            <ActionIcon
              variant="subtle"
              aria-label={`Check ${s.name} now`}
              loading={busy === s.id}
              disabled={!s.livenessProbe}
              onClick={() => void checkNow(s)}
            >
              <IconHeartbeat size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}
