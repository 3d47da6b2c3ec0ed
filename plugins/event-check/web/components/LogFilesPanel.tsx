// The log-files panel (002 §2): the files game clients uploaded, newest first, of the checked
// user when there is one. A file opens in a new tab through the route named logFile (001 §2).
import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconUserSearch } from '@tabler/icons-react';
import { PLATFORMS, type PlatformCode } from '../../../../core/shared/constants';
import { routePath } from '../../../../core/web/registry';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { LOG_PAGE_SIZES, ROUTE_NAMES, type LogFile } from '../../shared';
import { eventCheckApi } from '../api';
import { formatSize } from '../format';
import { formatTime } from '../../../../core/web/time';

interface Props {
  code: string;
  /** The checked user ('' lists every user's files). */
  userId: string;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  /** Checks the events of the file's user on its platform. */
  onCheckUser: (file: LogFile) => void;
}

export function LogFilesPanel({ code, userId, page, pageSize, onPage, onCheckUser }: Props) {
  const files = useLoad(() => eventCheckApi.files(code, { userId, pn: page, ps: pageSize }), [code, userId, page, pageSize]);
  const columns: Column<LogFile>[] = [
    {
      key: 'fileName',
      header: 'File',
      width: 330,
      cell: (f) => (
        <Anchor
          href={routePath(ROUTE_NAMES.logFile, { code, fileName: f.fileName })}
          target="_blank"
          rel="noopener"
          size="sm"
          aria-label={`Open ${f.fileName}`}
        >
          <Group gap={4} wrap="nowrap">
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {f.fileName}
            </Text>
            <IconExternalLink size={14} style={{ flex: 'none' }} />
          </Group>
        </Anchor>
      ),
    },
    { key: 'userId', header: 'User id', width: 140 },
    { key: 'platform', header: 'Platform', width: 80, cell: (f) => PLATFORMS[f.platform as PlatformCode] ?? f.platform },
    { key: 'appVersion', header: 'App version', width: 90 },
    { key: 'size', header: 'Size', width: 80, align: 'right', cell: (f) => formatSize(f.size) },
    { key: 'uploadedAt', header: 'Uploaded', width: 140, cell: (f) => formatTime(f.uploadedAt) },
    {
      key: 'actions',
      header: '',
      width: 50,
      cell: (f) => (
        <Tooltip label={`Check the events of ${f.userId}`}>
          <ActionIcon variant="subtle" aria-label={`Check the events of ${f.userId}`} onClick={() => onCheckUser(f)}>
            <IconUserSearch size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
  return (
    <DataTable
      label="Log files"
      columns={columns}
      data={files.data?.files ?? []}
      rowKey={(f) => f.fileName}
      loading={files.loading}
      pageSizes={LOG_PAGE_SIZES}
      server={{ page, pageSize, total: files.data?.total ?? 0, onChange: onPage }}
      emptyText={userId ? `No log files from ${userId}` : 'No log files yet: game clients upload them to POST /client/v1/{code}/logs'}
    />
  );
}
