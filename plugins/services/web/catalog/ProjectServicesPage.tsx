// Services for a project's operators (issue 29 #13; 000 §2.3, 001 Service api logs), at
// `/:code/services` with the project's `services` right: the project's services with their status
// and the latest deployment per env (the admin screen's expandable table), and a service's api
// logs (`?service=<id>`, paged like the admin's: 15; 15/20/30/50). Read-only: servers, credentials,
// tokens, Check now and deploys are the admins' (Services Info, Deploy Info), and the screen says so.
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { IconBug, IconRefresh } from '@tabler/icons-react';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, positiveInt, useQueryState } from '../../../../core/web/useQueryState';
import { API_LOGS_PAGE_SIZE, API_LOGS_PAGE_SIZES, SERVICES_PAGE_SIZE, SERVICES_PAGE_SIZES, type ServiceRow } from '../../shared';
import { apiLogColumns } from './ApiLogsPage';
import { ApiLogSummary } from './ApiLogSummary';
import { catalogApi } from './api';
import { ServicesTable } from './ServicesTable';
import { ServiceStatus } from './ServiceStatus';

export const PROJECT_SERVICES_TITLE = 'Project services';
/** Why deploy actions are not here: the admins run them. */
export const ADMIN_ONLY_NOTE = 'Servers, credentials and deploys (deploy, roll back, cancel) are for admins: ask one to deploy.';

export default function ProjectServicesPage() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { pn: '1', ps: String(SERVICES_PAGE_SIZE), service: '', lpn: '1', lps: String(API_LOGS_PAGE_SIZE) },
    { ps: oneOf(SERVICES_PAGE_SIZES), pn: positiveInt(), lps: oneOf(API_LOGS_PAGE_SIZES), lpn: positiveInt() },
  );
  const list = useLoad(() => catalogApi.projectServices(code), [code]);
  const data = list.data?.result ?? [];
  const pn = Number(q.pn);
  const ps = Number(q.ps);
  const service = data.find((s) => String(s.id) === q.service);
  const logs = useLoad(
    async () => (service ? catalogApi.projectApiLogs(code, service.id, { pn: Number(q.lpn), ps: Number(q.lps) }) : null),
    [code, service?.id, q.lpn, q.lps],
  );
  const stats = logs.data?.stats;

  const columns: Column<ServiceRow>[] = [
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
    { key: 'host', header: 'Host', cell: (s) => s.host || '–' },
    { key: 'updatedAt', header: 'Updated', width: 170, cell: (s) => formatTime(s.updatedAt) },
    {
      key: 'actions',
      header: '',
      width: 130,
      align: 'right',
      cell: (s) => (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconBug size={14} />}
          aria-label={`Api logs of ${s.name}`}
          aria-pressed={service?.id === s.id}
          onClick={() => setQ({ service: String(s.id), lpn: '1' })}
        >
          Api logs
        </Button>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>{PROJECT_SERVICES_TITLE}</ScreenTitle>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={list.loading && !!list.data}
          onClick={() => void list.reload()}
        >
          Refresh
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {ADMIN_ONLY_NOTE}
      </Text>
      <ServicesTable
        services={data}
        columns={columns}
        loading={list.loading}
        page={pn}
        pageSize={ps}
        onPage={(p, size) => setQ({ pn: String(p), ps: String(size) })}
        emptyText="This project has no services"
      />
      {!!q.service && !list.loading && list.data && !service && (
        <Alert color="orange" mt="md" title="No such service">
          This project has no service {q.service}.
        </Alert>
      )}
      {service && (
        <>
          <Title order={2} size="h4" mt="lg" mb="sm">{`Api logs of ${service.name}`}</Title>
          <ApiLogSummary stats={stats} total={logs.data?.total} />
          <DataTable
            label={`Api logs of ${service.name}`}
            columns={apiLogColumns}
            data={logs.data?.result ?? []}
            rowKey={(l) => l.id}
            loading={logs.loading}
            pageSizes={API_LOGS_PAGE_SIZES}
            defaultPageSize={API_LOGS_PAGE_SIZE}
            server={{
              page: Number(q.lpn),
              pageSize: Number(q.lps),
              total: logs.data?.total ?? 0,
              onChange: (p, size) => setQ({ lpn: String(p), lps: String(size) }),
            }}
            emptyText={`${service.name} has reported no API errors`}
          />
        </>
      )}
    </>
  );
}
