// Test pushes (beyond the spec: 002's Test Task says nothing of where its result shows): the
// project env's test pushes, newest first, each opening the messages the outbox recorded for it;
// "Test Task" opens the spec's modal. Env, page and page size are in the URL.
import { useState } from 'react';
import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { Env } from '../../../../core/shared/constants';
import { FilterTabs, SANDBOX_PROD_TABS } from '../../../../core/web/FilterTabs';
import { call } from '../../../../core/web/http';
import { useRouteParams } from '../../../../core/web/routing/params';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import { deliveryEndpoints, type TestPushRow } from '../../endpoints/delivery';
import { PAGE_SIZES, TASK_PLATFORMS, TASK_STATUS_LABELS } from '../../shared';
import { OutboxPanel } from './OutboxPanel';
import { TestTaskModal } from './TestTaskModal';

const columns: Column<TestPushRow>[] = [
  { key: 'id', header: 'ID', value: (r) => r.id },
  { key: 'createdAt', header: 'Created', cell: (r) => formatTime(r.createdAt) },
  { key: 'platform', header: 'Platform', value: (r) => TASK_PLATFORMS[r.platform] },
  { key: 'title', header: 'Title', value: (r) => r.title },
  { key: 'description', header: 'Recipients', value: (r) => r.description },
  { key: 'status', header: 'Status', cell: (r) => <Badge variant="light">{TASK_STATUS_LABELS[r.status]}</Badge> },
  { key: 'subTasks', header: 'Sub-tasks', value: (r) => r.subTasks, align: 'right' },
  { key: 'sendCount', header: 'Sent', value: (r) => r.sendCount, align: 'right' },
  { key: 'successCount', header: 'Success', value: (r) => r.successCount, align: 'right' },
  { key: 'openCount', header: 'Opened', value: (r) => r.openCount, align: 'right' },
  { key: 'operator', header: 'Operator', value: (r) => r.operator },
];

export default function TestPushesPage() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState({ env: 'sandbox', pn: '1', ps: '10' });
  const env = (q.env === 'prod' ? 'prod' : 'sandbox') as Env;
  const [opened, setOpened] = useState(false);
  const { data, loading, reload } = useLoad(
    () => call(deliveryEndpoints.tests, { params: { code }, query: { env, pn: Number(q.pn), ps: Number(q.ps) } }),
    [code, env, q.pn, q.ps],
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Test pushes</Title>
        <Button leftSection={<IconSend size={16} />} onClick={() => setOpened(true)}>
          Test Task
        </Button>
      </Group>
      <FilterTabs value={env} onChange={(v) => setQ({ env: v, pn: '1' })} tabs={SANDBOX_PROD_TABS}>
        <DataTable
          label="Test pushes"
          columns={columns}
          data={data?.rows ?? []}
          rowKey={(r) => r.id}
          loading={loading}
          pageSizes={PAGE_SIZES}
          server={{
            page: Number(q.pn),
            pageSize: Number(q.ps),
            total: data?.total ?? 0,
            onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }),
          }}
          detail={(r) => <OutboxPanel code={code} env={env} taskId={r.id} />}
          emptyText="No test push yet"
        />
      </FilterTabs>
      <TestTaskModal
        code={code}
        env={env}
        platform={2}
        opened={opened}
        onClose={() => {
          setOpened(false);
          reload();
        }}
      />
    </Stack>
  );
}
