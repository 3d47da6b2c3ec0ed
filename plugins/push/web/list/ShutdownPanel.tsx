// The collapsible Shutdown panel (002): shut-down tasks, 5 a page (5/10/20/50/100), view and copy.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconEye } from '@tabler/icons-react';
import type { Env } from '../../../../core/shared/constants';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { SHUTDOWN_PAGE_SIZES, type PushTaskRow, type TaskPlatform } from '../../shared';
import { listApi } from './api';
import { Clipped } from './Clipped';

interface Props {
  code: string;
  env: Env;
  platform: TaskPlatform;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  onView: (t: PushTaskRow) => void;
  onCopy: (t: PushTaskRow) => void;
  /** Bumped when the main list changes (a shutdown adds a row here). */
  version: number;
}

export function ShutdownPanel({ code, env, platform, page, size, onPage, onView, onCopy, version }: Props) {
  const list = useLoad(() => listApi.shutdownPage(code, env, platform, page, size), [code, env, platform, page, size, version]);
  const columns: Column<PushTaskRow>[] = [
    { key: 'id', header: 'ID', width: 60 },
    { key: 'name', header: 'Custom name', width: 180, cell: (t) => <Clipped text={t.name} width={170} /> },
    {
      key: 'task',
      header: 'Task',
      width: 260,
      cell: (t) => <Clipped text={`${t.alert.title}${t.alert.body ? ` — ${t.alert.body}` : ''}`} width={250} />,
    },
    { key: 'startAt', header: 'Start at', width: 150 },
    { key: 'endAt', header: 'End at', width: 150, cell: (t) => t.endAt || '—' },
    { key: 'sendCount', header: 'Send', width: 70, align: 'right' },
    { key: 'openCount', header: 'Open', width: 70, align: 'right' },
    {
      key: 'actions',
      header: 'Actions',
      width: 90,
      cell: (t) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon variant="subtle" aria-label={`View ${t.name}`} onClick={() => onView(t)}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Copy">
            <ActionIcon variant="subtle" aria-label={`Copy ${t.name}`} onClick={() => onCopy(t)}>
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label="Shut-down tasks"
      columns={columns}
      data={list.data?.tasks ?? []}
      rowKey={(t) => t.id}
      loading={list.loading}
      pageSizes={SHUTDOWN_PAGE_SIZES}
      server={{ page, pageSize: size, total: list.data?.total ?? 0, onChange: onPage }}
      emptyText="No shut-down tasks"
    />
  );
}
