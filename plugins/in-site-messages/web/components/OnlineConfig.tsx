// The online config on the game server, per env and country (unpaged), with clear.
import { ActionIcon, Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { CONFIRM, TOASTS, type MessageHistory } from '../../shared';
import { messagesApi } from '../api';
import { formatTime } from '../../../../core/web/time';
import { CountryTag, MessageLines, ruleText } from './messageParts';

type Env = 'sandbox' | 'prod';

const countLabel = (n: number) => `${n} ${n === 1 ? 'country' : 'countries'}`;

function EnvConfig({
  code,
  platform,
  env,
  canClear,
  version,
}: {
  code: string;
  platform: number;
  env: Env;
  canClear: boolean;
  version: number;
}) {
  const live = useLoad(() => messagesApi.latestByCountry(code, platform, env).then((r) => r.histories), [code, platform, env, version]);
  const clear = async (country: string) => {
    if (!(await confirmAction({ title: 'WARNING!', message: CONFIRM.clear(env), danger: true }))) return;
    await messagesApi.clear(code, { platform, env, country });
    toast(TOASTS.cleared);
    void live.reload();
  };
  const columns: Column<MessageHistory>[] = [
    { key: 'country', header: 'Country', width: 90, cell: (h) => <CountryTag country={h.country} /> },
    { key: 'message', header: 'Message', width: 80, cell: (h) => (h.conf ? `id ${h.conf.id}` : '') },
    { key: 'conf', header: 'Messages', cell: (h) => (h.conf ? <MessageLines messages={h.conf.messages} compact /> : null) },
    { key: 'rule', header: 'Versions', width: 110, cell: (h) => <Text size="xs">{ruleText(h.conf?.rule)}</Text> },
    { key: 'returnId', header: 'Return id', width: 90, cell: (h) => `#${h.state.returnId}` },
    {
      key: 'updatedAt',
      header: 'Uploaded',
      width: 150,
      cell: (h) => (
        <Text size="xs">
          {formatTime(h.updatedAt)}
          <br />
          by {h.operator}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 50,
      align: 'right',
      cell: (h) => (
        <ProdLocked locked={!canClear} label={`Clear ${h.country} on ${env}`}>
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={!canClear}
            aria-label={`Clear ${h.country} on ${env}`}
            onClick={() => void clear(h.country)}
          >
            <IconEraser size={16} />
          </ActionIcon>
        </ProdLocked>
      ),
    },
  ];
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Online config · {env}</Text>
        <Badge variant="light" color={env === 'prod' ? 'red' : 'blue'}>
          {countLabel(live.data?.length ?? 0)}
        </Badge>
      </Group>
      <DataTable
        label={`Online config on ${env}`}
        columns={columns}
        data={live.data ?? []}
        rowKey={(h) => h.country}
        loading={live.loading}
        pageSizes={[]}
        unpaged
        emptyText={`Nothing online on ${env}`}
      />
    </Card>
  );
}

export function OnlineConfig({ code, platform, canProd, version }: { code: string; platform: number; canProd: boolean; version: number }) {
  return (
    // One env under the other: side by side, even 1440 px leaves each card too narrow for its columns.
    <SimpleGrid cols={1} mb="md">
      <EnvConfig code={code} platform={platform} env="sandbox" canClear version={version} />
      <EnvConfig code={code} platform={platform} env="prod" canClear={canProd} version={version} />
    </SimpleGrid>
  );
}
