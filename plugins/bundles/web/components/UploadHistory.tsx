// The collapsible upload history of a platform with sandbox/prod tabs: each release (or failed
// upload) with what it carried.
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { EnvHistoryPanel } from '../../../../core/web/EnvHistoryPanel';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { unixToLaDate, fileNameOf, PAGE_SIZES, type BundleHistory } from '../../shared';
import { bundlesApi, type Env } from '../api';
import { formatTime } from '../../../../core/web/time';

const columns: Column<BundleHistory>[] = [
  { key: 'updatedAt', header: 'Time', width: 170, cell: (h) => formatTime(h.updatedAt) },
  { key: 'operator', header: 'Operator', width: 120 },
  {
    key: 'state',
    header: 'State',
    width: 130,
    cell: (h) =>
      h.state.success ? (
        <Badge color="green" variant="light">
          success #{h.state.returnId}
        </Badge>
      ) : (
        <Badge color="red" variant="light">
          failed
        </Badge>
      ),
  },
  {
    key: 'uploadContent',
    header: 'Content',
    cell: (h) => (
      <Stack gap={2}>
        {h.error && (
          <Text size="xs" c="red">
            {h.error}
          </Text>
        )}
        {h.uploadContent.length === 0 && (
          <Text size="xs" c="dimmed">
            no bundles
          </Text>
        )}
        {h.uploadContent.map((b) => (
          <Text key={`${b.id}-${b.productID}`} size="xs">
            <b>{b.productID}</b> {unixToLaDate(b.start)} ~ {b.end === null ? '…' : unixToLaDate(b.end)} ·{' '}
            <Anchor size="xs" href={b.resource.url} target="_blank" rel="noreferrer">
              {fileNameOf(b.resource.url)}
            </Anchor>
          </Text>
        ))}
      </Stack>
    ),
  },
];

function EnvHistory({ code, platform, env, version }: { code: string; platform: number; env: Env; version: number }) {
  const list = useLoad(() => bundlesApi.histories(code, platform, env).then((r) => r.histories), [code, platform, env, version]);
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
    <EnvHistoryPanel title="History" env={props.env} onEnv={props.onEnv}>
      {(env) => <EnvHistory code={props.code} platform={props.platform} env={env} version={props.version} />}
    </EnvHistoryPanel>
  );
}
