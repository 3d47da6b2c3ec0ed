// Check-update rules (001): platform tabs Android(1), Ios(2), Mac(3) in the URL; the rules
// table (page size 10); last release on Sandbox and Prod; create, edit, delete; publish the
// tab's platform to Sandbox or Prod (Prod: owners and admins, after the WARNING). Beyond the
// spec: beside each rule, the live releases whose clients it prompts or strands (../../shared.ts),
// and the Prod WARNING names the live releases the set would strand.
import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { rule as access } from '../../../../core/shared/access';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { confirmAction } from '../../../../core/web/dialogs';
import { inform, toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { ReleasePanel } from '../../../../core/web/release/ReleasePanel';
import { useRouteParams } from '../../../../core/web/routing/params';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import {
  CHECK_UPDATE_PLATFORMS,
  CONFIRM,
  PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  platformLabel,
  type CheckUpdateRule,
  reachOfRule,
} from '../../shared';
import { publishable } from '../../endpoints';
import { checkUpdateApi } from '../api';
import { CreateRuleModal } from '../components/CreateRuleModal';
import { EditRuleModal } from '../components/EditRuleModal';
import { PublishReach, ReachList } from '../components/ReachList';
import { ReleaseInfo } from '../components/ReleaseInfo';
import { publishConfirmation, publishToast } from '../publish';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

export default function CheckUpdatePage() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { platform: '1', pn: '1', ps: String(PAGE_SIZE) },
    { platform: oneOf(CHECK_UPDATE_PLATFORMS.map((p) => p.value)), ps: oneOf(PAGE_SIZE_OPTIONS) },
  );
  const platform = [1, 2, 3].includes(Number(q.platform)) ? Number(q.platform) : 1;
  const list = useLoad(
    () => checkUpdateApi.list(code, { platform, pn: Number(q.pn) || 1, ps: Number(q.ps) || PAGE_SIZE }),
    [code, platform, q.pn, q.ps],
  );
  const reach = useLoad(() => checkUpdateApi.reach(code, platform), [code, platform]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CheckUpdateRule | null>(null);
  const [publishing, setPublishing] = useState<'Sandbox' | 'Prod' | null>(null);
  const can = useCan();
  const mayReleaseProd = can(access.ownerOrAdmin);
  const reload = () => {
    void list.reload();
    void reach.reload();
  };

  const remove = async (r: CheckUpdateRule) => {
    if (!(await confirmAction({ message: CONFIRM.delete, danger: true }))) return;
    await checkUpdateApi.remove(code, r.id);
    toast('SUCCESS!');
    reload();
  };

  const publish = async (env: 'Sandbox' | 'Prod') => {
    const ask = publishConfirmation(env, platform);
    setPublishing(env);
    try {
      // What the set does to the env's live releases, read now (not the table's copy).
      const now = await checkUpdateApi.reach(code, platform).catch(() => null); // the error notice says why
      const envReach = now ? (env === 'Prod' ? now.prod : now.sandbox).reach : null;
      const details = envReach ? (
        <PublishReach env={env} reach={envReach} />
      ) : (
        <Text size="sm" c="red">
          The live releases could not be read: check which clients these rules reach before you publish.
        </Text>
      );
      if (ask && !(await confirmAction({ ...ask, danger: true, details }))) return;
      toast(publishToast(await checkUpdateApi.publish(code, env, platform)));
      // Sandbox has no confirmation (001): what the rules reach there is told after, as information.
      if (env === 'Sandbox' && envReach?.length) inform('Live releases on Sandbox', <PublishReach env="Sandbox" reach={envReach} />);
      reload();
    } finally {
      setPublishing(null);
    }
  };

  const columns: Column<CheckUpdateRule>[] = [
    { key: 'startVersion', header: 'Start Version' },
    { key: 'endVersion', header: 'End Version' },
    {
      key: 'reach',
      header: 'Live releases reached',
      cell: (r) =>
        reach.data ? (
          <ReachList sandbox={reachOfRule(reach.data.sandbox.reach, r.id)} prod={reachOfRule(reach.data.prod.reach, r.id)} empty="None" />
        ) : null,
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 110,
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit rule ${r.startVersion} - ${r.endVersion}`} onClick={() => setEditing(r)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete rule ${r.startVersion} - ${r.endVersion}`}
              onClick={() => void remove(r)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <ScreenTitle>Check update</ScreenTitle>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Create
        </Button>
      </Group>
      <FilterTabs
        value={String(platform)}
        onChange={(p) => setQ({ platform: p, pn: '1' })}
        tabs={CHECK_UPDATE_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }))}
        stack
      >
        <Card withBorder padding="sm">
          <Group justify="space-between" wrap="wrap">
            <ReleaseInfo sandbox={list.data?.sandboxInfo} prod={list.data?.prodInfo} />
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconCloudUpload size={16} />}
                loading={publishing === 'Sandbox'}
                disabled={!!publishing}
                onClick={() => void publish('Sandbox')}
              >
                Publish {platformLabel(platform)} to Sandbox
              </Button>
              <ProdLocked locked={!mayReleaseProd}>
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconCloudUpload size={16} />}
                  loading={publishing === 'Prod'}
                  disabled={!!publishing || !mayReleaseProd}
                  onClick={() => void publish('Prod')}
                >
                  Publish {platformLabel(platform)} to Prod
                </Button>
              </ProdLocked>
            </Group>
          </Group>
        </Card>
        <DataTable
          label={`${platformLabel(platform)} rules`}
          columns={columns}
          data={list.data?.rows ?? []}
          rowKey={(r) => r.id}
          loading={list.loading}
          pageSizes={PAGE_SIZE_OPTIONS}
          defaultPageSize={PAGE_SIZE}
          server={{
            page: Number(q.pn) || 1,
            pageSize: Number(q.ps) || PAGE_SIZE,
            total: list.data?.count ?? 0,
            onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }),
          }}
          emptyText={`No rules for ${platformLabel(platform)} yet`}
        />
        <ReleasePanel spec={publishable} code={code} releaseKey={String(platform)} onChanged={reload} />
      </FilterTabs>
      <CreateRuleModal
        code={code}
        opened={creating}
        platform={platform}
        reach={reach.data}
        onClose={() => setCreating(false)}
        onCreated={(r) => {
          setCreating(false);
          if (r.platform !== platform) setQ({ platform: String(r.platform), pn: '1' });
          else reload();
        }}
      />
      <EditRuleModal
        code={code}
        rule={editing}
        reach={reach.data}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </Stack>
  );
}
