// The collapsible upload history of a platform, with sandbox/prod tabs (uploads and clears).
import { useState } from 'react';
import { Badge, Button, Card, Collapse, Group, Tabs, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { PAGE_SIZES, type MessageHistory } from '../../shared';
import { messagesApi } from '../api';
import { formatTime } from '../time';
import { CountryTag, MessageLines, ruleText } from './messageParts';

type Env = 'sandbox' | 'prod';

const columns: Column<MessageHistory>[] = [
  { key: 'returnId', header: 'Return id', width: 90, cell: (h) => `#${h.state.returnId}` },
  { key: 'country', header: 'Country', width: 90, cell: (h) => <CountryTag country={h.country} /> },
  {
    key: 'state',
    header: 'State',
    width: 100,
    cell: (h) => (h.action === 'clear' ? <Badge color="orange" variant="light">cleared</Badge> : <Badge color={h.state.success ? 'green' : 'red'} variant="light">{h.state.success ? 'success' : 'failed'}</Badge>),
  },
  { key: 'conf', header: 'Messages', cell: (h) => (h.conf ? <MessageLines messages={h.conf.messages} /> : <Text size="xs" c="dimmed">online config cleared</Text>) },
  { key: 'rule', header: 'Versions', width: 110, cell: (h) => <Text size="xs">{h.conf ? ruleText(h.conf.rule) : ''}</Text> },
  { key: 'operator', header: 'Operator', width: 120 },
  { key: 'updatedAt', header: 'Time', width: 160, cell: (h) => formatTime(h.updatedAt) },
];

function EnvHistory({ code, platform, env, version }: { code: string; platform: number; env: Env; version: number }) {
  const list = useLoad(() => messagesApi.histories(code, platform, env).then((r) => r.histories), [code, platform, env, version]);
  return <DataTable label={`Upload history on ${env}`} columns={columns} data={list.data ?? []} rowKey={(h) => h.id} loading={list.loading} pageSizes={PAGE_SIZES} emptyText={`No uploads to ${env} yet`} />;
}

export function UploadHistory(props: { code: string; platform: number; env: Env; onEnv: (env: Env) => void; version: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder padding="sm" mt="md">
      <Group>
        <Button variant="subtle" leftSection={open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          Upload history
        </Button>
      </Group>
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
