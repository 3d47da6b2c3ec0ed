// The collapsible upload history of a platform, with sandbox/prod tabs (uploads and clears).
import { Badge, Text } from '@mantine/core';
import { EnvHistoryPanel } from '../../../../core/web/EnvHistoryPanel';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { PAGE_SIZES, type MessageHistory } from '../../shared';
import { messagesApi } from '../api';
import { formatTime } from '../../../../core/web/time';
import { CountryTag, MessageLines, ruleText } from './messageParts';

type Env = 'sandbox' | 'prod';

const columns: Column<MessageHistory>[] = [
  { key: 'returnId', header: 'Return id', width: 90, cell: (h) => `#${h.state.returnId}` },
  { key: 'country', header: 'Country', width: 90, cell: (h) => <CountryTag country={h.country} /> },
  {
    key: 'state',
    header: 'State',
    width: 100,
    cell: (h) =>
      h.action === 'clear' ? (
        <Badge color="orange" variant="light">
          cleared
        </Badge>
      ) : (
        <Badge color={h.state.success ? 'green' : 'red'} variant="light">
          {h.state.success ? 'success' : 'failed'}
        </Badge>
      ),
  },
  {
    key: 'conf',
    header: 'Messages',
    cell: (h) =>
      h.conf ? (
        <MessageLines messages={h.conf.messages} />
      ) : (
        <Text size="xs" c="dimmed">
          online config cleared
        </Text>
      ),
  },
  { key: 'rule', header: 'Versions', width: 110, cell: (h) => <Text size="xs">{h.conf ? ruleText(h.conf.rule) : ''}</Text> },
  { key: 'operator', header: 'Operator', width: 120 },
  { key: 'updatedAt', header: 'Time', width: 160, cell: (h) => formatTime(h.updatedAt) },
];

function EnvHistory({ code, platform, env, version }: { code: string; platform: number; env: Env; version: number }) {
  const list = useLoad(() => messagesApi.histories(code, platform, env).then((r) => r.histories), [code, platform, env, version]);
  return (
    <DataTable
      label={`Upload history on ${env}`}
      columns={columns}
      data={list.data ?? []}
      rowKey={(h) => h.id}
      loading={list.loading}
      pageSizes={PAGE_SIZES}
      emptyText={`No uploads to ${env} yet`}
    />
  );
}

export function UploadHistory(props: { code: string; platform: number; env: Env; onEnv: (env: Env) => void; version: number }) {
  return (
    <EnvHistoryPanel title="Upload history" env={props.env} onEnv={props.onEnv}>
      {(env) => <EnvHistory code={props.code} platform={props.platform} env={env} version={props.version} />}
    </EnvHistoryPanel>
  );
}
