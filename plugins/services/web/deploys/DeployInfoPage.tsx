// Deploy Info (000 §2.13; the named route ManDeployments, /admin/deployments/service/:id): the
// service selector (it changes the address), the service's deployments 15 a page (newest first,
// state badges of 000 §4, refreshed every few seconds while one is active), their log, cancel
// and rollback, and the deploy modal. Page, env filter and an open deploy modal are in the URL.
// The table's columns are deployColumns'.
import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { NotFoundPage } from '../../../../core/web/pages/NotFoundPage';
import { routePath } from '../../../../core/web/registry';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { isPathId } from '../../schemas/deploys';
import { DEPLOY_ENVS, DEPLOYMENTS_PAGE_SIZE, ROUTE_NAMES, type DeploymentRow } from '../../shared';
import { refused } from '../../../../core/web/refused';
import { useTypeAhead } from './typeAhead';
import { deploysApi } from './api';
import { DeployLogModal } from './DeployLogModal';
import { DeployModal } from './DeployModal';
import { deployColumns, isActive } from './deployColumns';

/** How often the list refreshes while a deploy is active. */
export const ACTIVE_REFRESH_MS = 2_000;
/** The env filter's options: all, or one env. */
const ENV_FILTER = [{ value: '', label: 'All envs' }, ...DEPLOY_ENVS.map((e) => ({ value: e, label: e }))];

export default function DeployInfoPage() {
  const { key, id } = useRouteParams<{ key: string; id: string }>();
  if (key !== 'service' || !isPathId(id ?? '')) return <NotFoundPage />;
  return <DeployInfo serviceId={Number(id)} />;
}

function DeployInfo({ serviceId }: { serviceId: number }) {
  const [, navigate] = useLocation();
  const [q, setQ] = useQueryState(
    { pn: '1', env: '', deploy: '' },
    { env: oneOf(['', ...DEPLOY_ENVS]), deploy: oneOf(['', '1', ...DEPLOY_ENVS]) },
  );
  const envTypeAhead = useTypeAhead(ENV_FILTER, (v) => setQ({ env: v, pn: '1' }));
  const info = useLoad(() => deploysApi.info(serviceId), [serviceId]);
  const [list, setList] = useState<{ result: DeploymentRow[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [logOf, setLogOf] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const env = (q.env || undefined) as DeploymentRow['env'] | undefined;

  const load = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setLoading(true);
      try {
        setList(await deploysApi.list(serviceId, { pn: Number(q.pn), env }, quiet));
      } catch {
        // A failed load leaves the list empty (001 line 389); a failed poll keeps what is shown.
        if (!quiet) setList(null);
      } finally {
        if (!quiet) setLoading(false);
      }
    },
    [serviceId, q.pn, env],
  );
  useEffect(() => void load(false), [load]);
  const anyActive = !!list?.result.some(isActive);
  useEffect(() => {
    if (!anyActive) return;
    const t = setInterval(() => void load(true), ACTIVE_REFRESH_MS);
    return () => clearInterval(t);
  }, [anyActive, load]);

  const cancel = async (d: DeploymentRow) => {
    if (
      !(await confirmAction({
        title: 'Cancel deploy',
        message: `Cancel deploy #${d.id} to ${d.env}? Its remote command is stopped.`,
        confirm: 'Cancel deploy',
        danger: true,
      }))
    )
      return;
    setBusy(d.id);
    try {
      toast((await deploysApi.cancel(serviceId, d.id)).message);
      await load(true);
    } catch (e) {
      refused(e);
    } finally {
      setBusy(null);
    }
  };
  const rollback = async (d: DeploymentRow) => {
    const image = d.result?.image ?? '';
    if (
      !(await confirmAction({
        title: 'Roll back',
        message: `Redeploy the image ${image} to ${d.env} on ${d.server.name}:${d.port}?`,
        confirm: 'Roll back',
      }))
    )
      return;
    setBusy(d.id);
    try {
      const r = await deploysApi.rollback(serviceId, d.id);
      toast(r.message);
      setQ({ pn: '1' });
      await load(true);
    } catch (e) {
      refused(e);
    } finally {
      setBusy(null);
    }
  };

  const columns = deployColumns({ busy, setLogOf, cancel, rollback });

  const service = info.data?.service ?? { id: serviceId, name: '' };
  return (
    <>
      <Group justify="space-between" mb="md" align="flex-end">
        <ScreenTitle>Deploy Info</ScreenTitle>
        <Group align="flex-end">
          <Select
            label="Service"
            w={260}
            searchable
            allowDeselect={false}
            data={(info.data?.services ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={info.data ? String(serviceId) : null}
            onChange={(v) => v && navigate(routePath(ROUTE_NAMES.deployments, { key: 'service', id: v }))}
          />
          <Select
            label="Env"
            w={140}
            allowDeselect={false}
            data={ENV_FILTER}
            value={q.env}
            onChange={(v) => setQ({ env: v ?? '', pn: '1' })}
            onKeyDown={envTypeAhead}
          />
          <Button leftSection={<IconRocket size={16} />} disabled={!info.data} onClick={() => setQ({ deploy: '1' })}>
            Deploy
          </Button>
        </Group>
      </Group>
      <DataTable
        label={`Deployments of ${service.name}`}
        columns={columns}
        data={list?.result ?? []}
        rowKey={(d) => d.id}
        loading={loading}
        pageSizes={[DEPLOYMENTS_PAGE_SIZE]}
        defaultPageSize={DEPLOYMENTS_PAGE_SIZE}
        server={{
          page: Number(q.pn),
          pageSize: DEPLOYMENTS_PAGE_SIZE,
          total: list?.total ?? 0,
          onChange: (pn) => setQ({ pn: String(pn) }),
        }}
        emptyText="No deployments yet"
      />
      {info.data && (
        <DeployModal
          // A new form each time it opens, so the palette's env prefills it even on this screen.
          key={q.deploy || 'closed'}
          opened={q.deploy !== ''}
          service={info.data.service}
          servers={info.data.servers}
          prefill={{ env: q.deploy === '1' ? undefined : q.deploy }}
          onClose={() => setQ({ deploy: '' })}
          onDeployed={() => {
            setQ({ deploy: '', pn: '1' });
            void load(true);
          }}
        />
      )}
      <DeployLogModal serviceId={serviceId} deploymentId={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
