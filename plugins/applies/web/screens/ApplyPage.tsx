// The apply page of a v1 experiment (002 "Apply page"): Sandbox/Prod tabs (in the URL with the
// page), the env's applies, and for the env's apply its deployment and modification histories
// (10 a page). Modals: create (sandbox), deploy/replace, config detail; sync to prod asks first.
import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconCloudUpload, IconEye, IconPlus, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { rule as access } from '../../../../core/shared/access';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { confirmAction } from '../../../../core/web/dialogs';
import { FilterTabs, SANDBOX_PROD_TABS } from '../../../../core/web/FilterTabs';
import { useLink } from '../../../../core/web/links';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import {
  CONFIRM,
  linkNeeds,
  PAGE_SIZE,
  PAGE_SIZES,
  TOASTS,
  type Apply,
  type ApplyConf,
  type ApplyDeployment,
  type ApplyEnv,
  type ApplyModification,
} from '../../shared';
import { appliesApi } from '../api';
import { ConfigModal } from '../components/ConfigModal';
import { CreateApplyModal } from '../components/CreateApplyModal';
import { DeployModal } from '../components/DeployModal';
import { confText } from '../confText';

function Act({
  label,
  onClick,
  color,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  color?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

const confCell = (conf: ApplyConf) => (
  <Text size="xs" ff="monospace" style={{ whiteSpace: 'normal' }}>
    {confText(conf)}
  </Text>
);

/** One history (deployments or modifications) of the env's apply, paged by the server. */
function History<T extends { id: number; conf: ApplyConf; operator: string; updatedAt: string }>(props: {
  title: string;
  load: (pn: number, ps: number) => Promise<{ rows: T[]; count: number }>;
  deps: readonly unknown[];
  extra?: Column<T>[];
  onConf: (conf: ApplyConf, title: string) => void;
}) {
  const [paging, setPaging] = useState({ pn: 1, ps: PAGE_SIZE });
  const data = useLoad(() => props.load(paging.pn, paging.ps), [...props.deps, paging.pn, paging.ps]);
  const columns: Column<T>[] = [
    { key: 'id', header: 'ID', width: 70 },
    ...(props.extra ?? []),
    { key: 'conf', header: 'Config', cell: (r) => confCell(r.conf) },
    { key: 'operator', header: 'Operator', width: 140 },
    { key: 'updatedAt', header: 'Updated', width: 190, cell: (r) => formatTime(r.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      width: 80,
      cell: (r) => (
        <Act label={`Config of ${props.title.toLowerCase()} ${r.id}`} onClick={() => props.onConf(r.conf, `${props.title} ${r.id}`)}>
          <IconEye size={16} />
        </Act>
      ),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {props.title} history
      </Title>
      <DataTable
        label={`${props.title} history`}
        columns={columns}
        data={data.data?.rows ?? []}
        rowKey={(r) => r.id}
        loading={data.loading}
        pageSizes={PAGE_SIZES}
        server={{ page: paging.pn, pageSize: paging.ps, total: data.data?.count ?? 0, onChange: (pn, ps) => setPaging({ pn, ps }) }}
        emptyText={`No ${props.title.toLowerCase()} yet`}
      />
    </Stack>
  );
}

export default function ApplyPage() {
  const { code, id } = useRouteParams<{ code: string; id: string }>();
  const experimentId = Number(id);
  const [q, setQ] = useQueryState({ env: 'sandbox', pn: '1', ps: String(PAGE_SIZE) }, { ps: oneOf(PAGE_SIZES) });
  const env: ApplyEnv = q.env === 'prod' ? 'prod' : 'sandbox';
  const pn = Number(q.pn);
  const ps = Number(q.ps);
  const page = useLoad(() => appliesApi.page(code, experimentId), [code, experimentId]);
  const list = useLoad(() => appliesApi.list(code, { env, experimentId, pn, ps }), [code, env, experimentId, pn, ps]);
  const sandboxList = useLoad(
    () => appliesApi.list(code, { env: 'sandbox', experimentId, pn: 1, ps: PAGE_SIZE }),
    [code, experimentId, list.data],
  );
  const server = useLoad(() => appliesApi.gameServer(code, env), [code, env, list.data]);
  const can = useCan();
  const mayOwn = can(access.ownerOrAdmin);
  const back = useLink(linkNeeds.experiment)({ code, id: experimentId });
  const [creating, setCreating] = useState(false);
  const [deploying, setDeploying] = useState<Apply | null>(null);
  const [showConf, setShowConf] = useState<{ conf: ApplyConf; title: string } | null>(null);
  const [syncing, setSyncing] = useState<number | null>(null);

  const experiment = page.data?.experiment ?? null;
  const current = list.data?.rows[0] ?? null; // one apply per experiment and env
  const sandboxConf = sandboxList.data?.rows[0]?.conf ?? null;
  const onServer = server.data?.applyList.find((a) => a.experimentId === experimentId) ?? null;
  const reload = () => void list.reload();

  const syncToProd = async (a: Apply) => {
    if (!(await confirmAction({ message: CONFIRM.syncProd, danger: true }))) return;
    setSyncing(a.id);
    try {
      await appliesApi.sync(code, { conf: a.conf, env: 'prod', experimentId });
      toast(TOASTS.synced);
      setQ({ env: 'prod', pn: '1' });
    } finally {
      setSyncing(null);
      reload();
    }
  };

  const columns: Column<Apply>[] = [
    { key: 'id', header: 'ID', width: 70 },
    { key: 'conf', header: 'Config', cell: (a) => confCell(a.conf) },
    {
      key: 'deploy',
      header: 'Deployed',
      width: 200,
      cell: (a) =>
        a.deploy ? (
          <Badge variant="light" color={onServer?.applyId === a.id ? 'green' : 'gray'}>
            #{a.deploy.id} · {formatTime(a.deploy.updatedAt)}
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            not deployed
          </Badge>
        ),
    },
    { key: 'operator', header: 'Operator', width: 130 },
    { key: 'updatedAt', header: 'Updated', width: 190, cell: (a) => formatTime(a.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      width: 130,
      cell: (a) => (
        <Group gap={0} wrap="nowrap">
          <Act label={`Config of apply ${a.id}`} onClick={() => setShowConf({ conf: a.conf, title: `Apply ${a.id} config` })}>
            <IconEye size={16} />
          </Act>
          <Act label={`Deploy or replace apply ${a.id}`} color="green" onClick={() => setDeploying(a)}>
            <IconCloudUpload size={16} />
          </Act>
          {a.env === 'sandbox' && (
            <ProdLocked locked={!mayOwn}>
              <Act
                label={`Sync apply ${a.id} to prod`}
                color="violet"
                disabled={!mayOwn || syncing === a.id}
                onClick={() => void syncToProd(a)}
              >
                <IconRefresh size={16} />
              </Act>
            </ProdLocked>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      {back && (
        <Anchor href={back} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            Experiment {experimentId}
          </Group>
        </Anchor>
      )}
      <ScreenTitle>{`Apply · Experiment ${experimentId}${experiment ? ` ${experiment.name}` : ''}`}</ScreenTitle>
      {experiment && (
        <Text size="sm" c="dimmed">
          Scope levels {experiment.scope.min}–{experiment.scope.max}
          {page.data?.folderOnly ? ' · this project’s applies replace puzzles in folders only' : ''}
        </Text>
      )}
      <FilterTabs value={env} onChange={(v) => setQ({ env: v, pn: '1' })} tabs={SANDBOX_PROD_TABS} stack>
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            {onServer
              ? `The ${env} game server serves apply ${onServer.applyId} (returnId ${onServer.returnId})`
              : `Nothing of this experiment on the ${env} game server`}
          </Text>
          {env === 'sandbox' && experiment && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Create
            </Button>
          )}
        </Group>
        <DataTable
          label={`${env} applies`}
          columns={columns}
          data={list.data?.rows ?? []}
          rowKey={(a) => a.id}
          loading={list.loading}
          pageSizes={PAGE_SIZES}
          server={{ page: pn, pageSize: ps, total: list.data?.count ?? 0, onChange: (p, s) => setQ({ pn: String(p), ps: String(s) }) }}
          emptyText={env === 'sandbox' ? 'No apply yet: create one' : 'No prod apply: sync the sandbox apply to prod'}
        />
        {current && (
          <>
            <History<ApplyDeployment>
              title="Deployment"
              load={(hpn, hps) => appliesApi.deployments(code, current.id, { env, pn: hpn, ps: hps })}
              deps={[code, current.id, env, current.deploy?.id]}
              extra={[{ key: 'returnId', header: 'returnId', width: 100 }]}
              onConf={(conf, title) => setShowConf({ conf, title })}
            />
            <History<ApplyModification>
              title="Modification"
              load={(hpn, hps) => appliesApi.modifications(code, current.id, { env, pn: hpn, ps: hps })}
              deps={[code, current.id, env, current.updatedAt]}
              onConf={(conf, title) => setShowConf({ conf, title })}
            />
          </>
        )}
      </FilterTabs>
      {experiment && (
        <>
          <CreateApplyModal
            code={code}
            opened={creating}
            experiment={experiment}
            current={sandboxConf}
            onClose={() => setCreating(false)}
            onSaved={() => {
              setCreating(false);
              reload();
            }}
          />
          <ConfigModal
            title={showConf?.title ?? ''}
            conf={showConf?.conf ?? null}
            experiment={experiment}
            onClose={() => setShowConf(null)}
          />
        </>
      )}
      <DeployModal
        code={code}
        apply={deploying}
        releaseTypes={page.data?.releaseTypes ?? []}
        folderOnly={page.data?.folderOnly ?? false}
        mayDeploy={mayOwn}
        onClose={() => setDeploying(null)}
        onDone={() => {
          setDeploying(null);
          reload();
        }}
      />
    </Stack>
  );
}
