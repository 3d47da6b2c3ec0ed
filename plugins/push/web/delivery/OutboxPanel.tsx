// The messages the local outbox transport recorded for a task (issue 16), on the task detail: 10
// a page, newest first; the token shortened, the language, title, body, data and time.
import { useState } from 'react';
import { Code, Stack, Text, Title, Tooltip } from '@mantine/core';
import { call } from '../../../../core/web/http';
import { formatJson } from '../../../../core/web/json';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import type { Env } from '../../../../core/shared/constants';
import { deliveryEndpoints, type OutboxRow } from '../../endpoints/delivery';
import { PAGE_SIZES } from '../../shared';

export interface OutboxPanelProps {
  code: string;
  env: Env;
  taskId: number;
}

/** First 8 and last 6 characters: enough to tell tokens apart, short enough for a column. */
export const shortToken = (t: string) => (t.length > 18 ? `${t.slice(0, 8)}…${t.slice(-6)}` : t);

const columns: Column<OutboxRow>[] = [
  {
    key: 'token',
    header: 'Token',
    cell: (r) => (
      <Tooltip label={r.token}>
        <Text size="sm" ff="monospace">
          {shortToken(r.token)}
        </Text>
      </Tooltip>
    ),
  },
  { key: 'language', header: 'Language', value: (r) => r.language },
  { key: 'title', header: 'Title', value: (r) => r.title },
  { key: 'body', header: 'Body', value: (r) => r.body },
  {
    key: 'data',
    header: 'Data',
    cell: (r) => (
      <Code block fz="xs">
        {formatJson(r.data)}
      </Code>
    ),
  },
  { key: 'createdAt', header: 'Time', cell: (r) => formatTime(r.createdAt) },
];

export function OutboxPanel({ code, env, taskId }: OutboxPanelProps) {
  const [page, setPage] = useState({ pn: 1, ps: 10 });
  const { data, loading } = useLoad(
    () => call(deliveryEndpoints.outbox, { params: { code, id: String(taskId) }, query: { env, pn: page.pn, ps: page.ps } }),
    [code, env, taskId, page.pn, page.ps],
  );
  return (
    <Stack gap="xs">
      <Title order={3}>Outbox</Title>
      <Text size="sm" c="dimmed">
        What the local outbox transport delivered for this task (no FCM or APNs credentials set).
      </Text>
      <DataTable
        label="Outbox messages"
        columns={columns}
        data={data?.rows ?? []}
        rowKey={(r) => r.id}
        loading={loading}
        pageSizes={PAGE_SIZES}
        server={{ page: page.pn, pageSize: page.ps, total: data?.total ?? 0, onChange: (pn, ps) => setPage({ pn, ps }) }}
        emptyText="No message in the outbox yet"
      />
    </Stack>
  );
}
