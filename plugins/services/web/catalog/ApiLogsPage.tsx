// Service api logs (001 §2): the service in the route (`/admin/services/apiLogs/:id?`; none: the
// first service), a selector that changes it, the table (15 a page: 15/20/30/50; page in the
// URL), counts at or above API_LOG_THRESHOLD in red, bold and marked with an icon, and the
// threshold-count statistic (rows at or above it, errors counted).
import { useEffect } from 'react';
import { Alert, Anchor, Group, Select, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { useRouteParams } from '../../../../core/web/routing/params';
import { fillPath } from '../../../../core/shared/plugin';
import { isRowId } from '../../../../core/shared/zod';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, positiveInt, useQueryState } from '../../../../core/web/useQueryState';
import { API_LOG_THRESHOLD, API_LOGS_PAGE_SIZE, API_LOGS_PAGE_SIZES, paths, type ApiLogRow } from '../../shared';
import { ApiLogSummary } from './ApiLogSummary';
import { catalogApi } from './api';
import { API_LOGS_TITLE } from './manifest';

function Count({ n }: { n: number }) {
  if (n < API_LOG_THRESHOLD) return <Text size="sm">{n.toLocaleString('en-US')}</Text>;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end" c="red">
      <IconAlertTriangle size={14} aria-hidden />
      <Text size="sm" fw={700} c="red">
        {n.toLocaleString('en-US')}
      </Text>
      <VisuallyHidden>(at or above {API_LOG_THRESHOLD})</VisuallyHidden>
    </Group>
  );
}

/** The api log table's columns (also the operators' Services screen's). */
export const apiLogColumns: Column<ApiLogRow>[] = [
  { key: 'server', header: 'Server', cell: (l) => l.server.name },
  {
    key: 'api',
    header: 'API',
    cell: (l) => (
      <Text size="sm" ff="monospace">
        {l.api}
      </Text>
    ),
  },
  {
    key: 'errCode',
    header: 'Error code',
    cell: (l) => (
      <Text size="sm" ff="monospace">
        {l.errCode}
      </Text>
    ),
  },
  { key: 'count', header: 'Count', align: 'right', cell: (l) => <Count n={l.count} /> },
  { key: 'updatedAt', header: 'Updated', width: 170, cell: (l) => formatTime(l.updatedAt) },
];

export default function ApiLogsPage() {
  const { id: rawId } = useRouteParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const [q, setQ] = useQueryState({ pn: '1', ps: String(API_LOGS_PAGE_SIZE) }, { ps: oneOf(API_LOGS_PAGE_SIZES), pn: positiveInt() });
  const services = useLoad(() => catalogApi.services(), []);
  const list = services.data?.result ?? [];
  const id = rawId && /^\d+$/.test(rawId) && isRowId(Number(rawId)) ? Number(rawId) : null;
  const known = id !== null && list.some((s) => s.id === id);
  const go = (to: number, replace = false) => navigate(fillPath(paths.apiLogs, { id: to }), { replace });

  // No service in the route: the first one.
  useEffect(() => {
    if (!rawId && list.length) go(list[0].id, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- picks the first entry once the list arrives; go is new each render
  }, [rawId, list.length]);

  const logs = useLoad(
    async () => (known && id !== null ? catalogApi.apiLogs(id, { pn: Number(q.pn), ps: Number(q.ps) }) : null),
    [known, id, q.pn, q.ps],
  );
  const stats = logs.data?.stats;
  const service = list.find((s) => s.id === id);

  return (
    <>
      <Group justify="space-between" mb="md" align="flex-end">
        <ScreenTitle>{API_LOGS_TITLE}</ScreenTitle>
        <Select
          label="Service"
          w={280}
          searchable
          placeholder={services.loading ? 'Loading…' : 'Choose a service'}
          data={list.map((s) => ({ value: String(s.id), label: s.projectCode ? `${s.name} (${s.projectCode})` : s.name }))}
          value={known ? String(id) : null}
          onChange={(v) => v && (setQ({ pn: '1' }), go(Number(v)))}
          allowDeselect={false}
        />
      </Group>
      {!services.loading && !services.error && !list.length && (
        <Alert color="blue" mb="md" title="No services yet">
          Services report their API errors once they exist:{' '}
          <Anchor component={Link} href={`${paths.services}?create=1`}>
            create a service
          </Anchor>
          .
        </Alert>
      )}
      {!!rawId && !services.loading && list.length > 0 && !known && (
        <Alert color="orange" mb="md" title="No such service">
          There is no service {rawId}: choose one above.
        </Alert>
      )}
      {known && (
        <>
          <ApiLogSummary stats={stats} total={logs.data?.total} />
          <DataTable
            label={`Api logs of ${service?.name ?? ''}`}
            columns={apiLogColumns}
            data={logs.data?.result ?? []}
            rowKey={(l) => l.id}
            loading={logs.loading}
            pageSizes={API_LOGS_PAGE_SIZES}
            defaultPageSize={API_LOGS_PAGE_SIZE}
            server={{
              page: Number(q.pn),
              pageSize: Number(q.ps),
              total: logs.data?.total ?? 0,
              onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }),
            }}
            emptyText={`${service?.name ?? 'This service'} has reported no API errors`}
          />
        </>
      )}
    </>
  );
}
