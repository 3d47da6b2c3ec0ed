// Bonus (001): env tabs in the URL, the bonus table (page size 10), create (sandbox), detail,
// the enable switch per env (Prod asks first) and upload to Prod. `?create=1` serves the palette.
import '@mantine/dates/styles.css';
import { useEffect, useState } from 'react';
import { ActionIcon, Anchor, Button, Code, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconEye, IconPlus, IconTags } from '@tabler/icons-react';
import { Link } from 'wouter';
import { rule as access } from '../../../../core/shared/access';
import { FilterTabs, SANDBOX_PROD_TABS } from '../../../../core/web/FilterTabs';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { fillPath } from '../../../../core/shared/plugin';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { ReleasePanel } from '../../../../core/web/release/ReleasePanel';
import { useRouteParams } from '../../../../core/web/routing/params';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import { CONFIRM, PAGE_SIZES, paths, rewardsOf, TOASTS, type Bonus, type BonusEnv } from '../../shared';
import { publishable } from '../../endpoints';
import { bonusApi, rewardsText } from '../api';
import { BonusDetailModal } from '../components/BonusDetailModal';
import { CreateBonusModal } from '../components/CreateBonusModal';
import { isExpired } from '../expiry';
import { formatTime } from '../../../../core/web/time';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

export default function BonusPage() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState({ env: 'sandbox', create: '' });
  const env: BonusEnv = q.env === 'prod' ? 'prod' : 'sandbox';
  const list = useLoad(() => bonusApi.list(code, env).then((r) => r.rows), [code, env]);
  const host = useLoad(() => bonusApi.serviceHost(code), [code]);
  const types = useLoad(() => bonusApi.types(code).then((r) => r.types.map((t) => t.name)), [code]);
  const [creating, setCreating] = useState(false);
  const [detail, setDetail] = useState<Bonus | null>(null);
  const mayUpload = useCan()(access.ownerOrAdmin);
  const reload = () => void list.reload();

  useEffect(() => {
    if (q.create !== '1') return;
    if (env === 'sandbox') setCreating(true);
    setQ({ create: '' });
  }, [q.create, env, setQ]);

  const toggle = async (b: Bonus, on: boolean) => {
    if (b.env === 'prod' && !(await confirmAction({ message: CONFIRM.prodStatus, danger: true }))) return;
    await bonusApi.setEnable(code, b, on ? 1 : 0);
    toast('updated!');
    reload();
  };
  const upload = async (b: Bonus) => {
    if (!(await confirmAction({ message: CONFIRM.upload, danger: true }))) return;
    await bonusApi.deploy(code, b.id);
    toast(TOASTS.uploaded);
    reload();
  };

  const columns: Column<Bonus>[] = [
    { key: 'id', header: 'ID', width: 50 },
    { key: 'name', header: 'Name', width: 150 },
    { key: 'code', header: 'Code', width: 120, cell: (b) => <Code>{b.code}</Code> },
    { key: 'rewards', header: 'Rewards', width: 160, cell: (b) => <Text size="sm">{rewardsText(rewardsOf(b.content))}</Text> },
    {
      key: 'expire',
      header: 'Expire',
      width: 100,
      cell: (b) => (
        <Text size="sm" c={isExpired(b.expire) ? 'red' : undefined}>
          {b.expire}
        </Text>
      ),
    },
    { key: 'consumed', header: 'Consumed', width: 80, cell: (b) => `${b.consumeCount} / ${b.maxConsume === 0 ? '∞' : b.maxConsume}` },
    {
      key: 'enable',
      header: 'Enable',
      width: 70,
      cell: (b) => (
        <ProdLocked locked={b.env === 'prod' && !mayUpload}>
          <Switch
            checked={b.enable === 1}
            disabled={b.env === 'prod' && !mayUpload}
            onChange={(e) => void toggle(b, e.currentTarget.checked)}
            aria-label={`Enable ${b.name}`}
          />
        </ProdLocked>
      ),
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 130,
      cell: (b) => (
        <Text size="xs">
          {formatTime(b.updatedAt)}
          <br />
          <Text span c="dimmed" size="xs">
            by {b.operator}
          </Text>
        </Text>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 110,
      cell: (b) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Detail">
            <ActionIcon variant="subtle" aria-label={`Detail of ${b.name}`} onClick={() => setDetail(b)}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          {b.env === 'sandbox' &&
            (b.prodId ? (
              <Tooltip label={`Uploaded: prod #${b.prodId}`}>
                <Text size="xs" c="violet" style={{ whiteSpace: 'nowrap' }}>
                  on prod
                </Text>
              </Tooltip>
            ) : (
              <ProdLocked locked={!mayUpload} label="Upload to Prod">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={!mayUpload}
                  aria-label={`Upload ${b.name} to Prod`}
                  onClick={() => void upload(b)}
                >
                  <IconCloudUpload size={16} />
                </ActionIcon>
              </ProdLocked>
            ))}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <ScreenTitle>Bonus</ScreenTitle>
        <Group>
          <Anchor component={Link} href={fillPath(paths.rewardTypes, { code })} size="sm">
            <Group gap={4}>
              <IconTags size={16} /> Reward types
            </Group>
          </Anchor>
          {env === 'sandbox' && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Create
            </Button>
          )}
        </Group>
      </Group>
      <FilterTabs value={env} onChange={(v) => setQ({ env: v })} tabs={SANDBOX_PROD_TABS}>
        <DataTable
          label={`${env} bonuses`}
          columns={columns}
          data={list.data ?? []}
          rowKey={(b) => b.id}
          loading={list.loading}
          pageSizes={PAGE_SIZES}
          emptyText={env === 'sandbox' ? 'No bonuses yet: create one' : 'Nothing on Prod yet: upload a sandbox bonus'}
        />
      </FilterTabs>
      <ReleasePanel spec={publishable} code={code} onChanged={reload} />
      <CreateBonusModal
        code={code}
        opened={creating}
        types={types.data ?? []}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          reload();
        }}
      />
      <BonusDetailModal bonus={detail} serviceHost={host.data ?? ''} onClose={() => setDetail(null)} />
    </Stack>
  );
}
