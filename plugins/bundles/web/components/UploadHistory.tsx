// The collapsible upload history of a platform with sandbox/prod tabs: each release (or failed
// upload) with what it carried.
import { useState } from 'react';
import { Anchor, Badge, Button, Card, Collapse, Stack, Tabs, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { unixToLaDate } from '../../schedule';
import { fileNameOf, PAGE_SIZES, type BundleHistory } from '../../shared';
import { bundlesApi, type Env } from '../api';

const columns: Column<BundleHistory>[] = [
  { key: 'updatedAt', header: 'Time', width: 170, cell: (h) => new Date(h.updatedAt).toLocaleString() },
  { key: 'operator', header: 'Operator', width: 120 },
  {
    key: 'state',
    header: 'State',
    width: 130,
    cell: (h) => (h.state.success ? <Badge color="green" variant="light">success #{h.state.returnId}</Badge> : <Badge color="red" variant="light">failed</Badge>),
  },
  {
    key: 'uploadContent',
    header: 'Content',
    cell: (h) => (
      <Stack gap={2}>
        {h.error && <Text size="xs" c="red">{h.error}</Text>}
        {h.uploadContent.length === 0 && <Text size="xs" c="dimmed">no bundles</Text>}
        {h.uploadContent.map((b) => (
          <Text key={`${b.id}-${b.productID}`} size="xs">
            <b>{b.productID}</b> {unixToLaDate(b.start)} ~ {b.end === null ? '…' : unixToLaDate(b.end)} ·{' '}
            <Anchor size="xs" href={b.resource.url} target="_blank" rel="noreferrer">{fileNameOf(b.resource.url)}</Anchor>
          </Text>
        ))}
      </Stack>
    ),
  },
];

function EnvHistory({ code, platform, env, version }: { code: string; platform: number; env: Env; version: number }) {
  const list = useLoad(() => bundlesApi.histories(code, platform, env).then((r) => r.histories), [code, platform, env, version]);
  return <DataTable label={`Upload history on ${env}`} columns={columns} data={list.data ?? []} rowKey={(h) => h.id} loading={list.loading} pageSizes={PAGE_SIZES} emptyText={`No uploads to ${env} yet`} />;
}

export function UploadHistory(props: { code: string; platform: number; env: Env; onEnv: (env: Env) => void; version: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder padding="sm" mt="md">
      <Button variant="subtle" leftSection={open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />} onClick={() => setOpen((o) => !o)} aria-expanded={open} w="fit-content">
        History
      </Button>
      <Collapse in={open}>
        {open && (
          <Tabs value={props.env} onChange={(v) => props.onEnv((v as Env) ?? 'sandbox')} keepMounted={false} mt="xs">
            <Tabs.List mb="sm">
              <Tabs.Tab value="sandbox">sandbox</Tabs.Tab>
              <Tabs.Tab value="prod">prod</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="sandbox"><EnvHistory code={props.code} platform={props.platform} env="sandbox" version={props.version} /></Tabs.Panel>
            <Tabs.Panel value="prod"><EnvHistory code={props.code} platform={props.platform} env="prod" version={props.version} /></Tabs.Panel>
          </Tabs>
        )}
      </Collapse>
    </Card>
  );
}
