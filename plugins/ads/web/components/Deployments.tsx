// The collapsible deployments table: each upload to the env's game server (and each enable
// switch of the live release), newest first.
import { useState } from 'react';
import { Badge, Button, Card, Collapse, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { PAGE_SIZES, type Deployment } from '../../shared';
import { formatTime } from '../../../../core/web/time';

const columns: Column<Deployment>[] = [
  { key: 'id', header: 'Return id', width: 90, cell: (d) => `#${d.id}` },
  { key: 'releaseId', header: 'Release', width: 80 },
  {
    key: 'enable',
    header: 'Enable',
    width: 80,
    cell: (d) => (
      <Badge variant="light" color={d.enable ? 'green' : 'gray'}>
        {d.enable ? 'on' : 'off'}
      </Badge>
    ),
  },
  {
    key: 'ads',
    header: 'Ads',
    cell: (d) => <Text size="xs">{d.ads.map((a) => `${a.name.en ?? a.id} (${a.projectCode})`).join(', ')}</Text>,
  },
  { key: 'operator', header: 'Operator', width: 120 },
  { key: 'updatedAt', header: 'Time', width: 170, cell: (d) => formatTime(d.updatedAt) },
];

export function Deployments({ env, rows, loading }: { env: string; rows: Deployment[]; loading: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder padding="sm" mt="md">
      <Button
        variant="subtle"
        w="fit-content"
        leftSection={open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        Deployments
      </Button>
      <Collapse in={open}>
        {open && (
          <DataTable
            label={`Deployments on ${env}`}
            columns={columns}
            data={rows}
            rowKey={(d) => d.id}
            loading={loading}
            pageSizes={PAGE_SIZES}
            emptyText={`Nothing uploaded to ${env} yet`}
          />
        )}
      </Collapse>
    </Card>
  );
}
