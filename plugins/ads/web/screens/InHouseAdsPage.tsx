// Publish InHouse Ads (002): Sandbox/Prod and Android/Ios tabs, the latest release only, the
// collapsible deployments, the create/update modal (sandbox only), upload to its env (a prod
// publish asks first), sync to prod, the enable switch and the ads-config JSON viewer.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconBraces, IconCloudUpload, IconLock, IconLockOpen, IconPencil, IconPlus, IconRefresh } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { ReleasePanel } from '../../../../core/web/release/ReleasePanel';
import { useRouteParams } from '../../../../core/web/routing/params';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { AD_PLATFORMS, CONFIRM, ENV_TABS, PAGE_SIZES, TOASTS, type AdRelease, type Env } from '../../shared';
import { publishable } from '../../endpoints';
import { releasesApi } from '../api';
import { ConfigViewer } from '../components/ConfigViewer';
import { Deployments } from '../components/Deployments';
import { ReleaseFormModal } from '../components/ReleaseFormModal';
import { formatTime } from '../../../../core/web/time';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

export default function InHouseAdsPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState({ env: 'sandbox', platform: '1' }, { platform: oneOf(AD_PLATFORMS.map((p) => p.value)) });
  const env: Env = q.env === 'prod' ? 'prod' : 'sandbox';
  const platform = q.platform === '2' ? 2 : 1;
  const canProd = useCan()(rule.ownerOrAdmin, code);
  const mayChange = env === 'sandbox' || canProd;
  const releases = useLoad(() => releasesApi.list(code, platform, env).then((r) => r.adReleases), [code, platform, env]);
  const deployments = useLoad(() => releasesApi.deployments(code, platform, env).then((r) => r.deployments), [code, platform, env]);
  const candidates = useLoad(() => releasesApi.candidates(code, platform), [code, platform]);
  const [form, setForm] = useState<{ editing: AdRelease | null } | null>(null);
  const [viewing, setViewing] = useState<AdRelease | null>(null);
  const [busy, setBusy] = useState(false);
  // Only the first (latest) release is shown (002 §2).
  const latest = releases.data?.slice(0, 1) ?? [];

  const reload = () => {
    void releases.reload();
    void deployments.reload();
  };
  const act = async (run: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await run();
      toast(message);
      reload();
    } catch {
      /* the error notice shows the server's message */
    } finally {
      setBusy(false);
    }
  };
  const upload = async (r: AdRelease) => {
    if (r.env === 'prod' && !(await confirmAction({ title: 'WARNING!', message: CONFIRM.publishProd, danger: true }))) return;
    await act(() => releasesApi.upload(code, r.id, { platform: r.platform, env: r.env }), TOASTS.uploaded);
  };
  const switchEnable = async (r: AdRelease, enable: boolean) => {
    if (r.env === 'prod' && !(await confirmAction({ message: CONFIRM.switchProd, danger: true }))) return;
    await act(() => releasesApi.switchEnable(code, r.id, enable), TOASTS.switched);
  };
  const adName = (projectCode: string, id: number) =>
    candidates.data?.projects.find((p) => p.code === projectCode)?.ads.find((a) => a.id === id)?.name ?? `#${id}`;

  const columns: Column<AdRelease>[] = [
    { key: 'id', header: 'Id', width: 60 },
    {
      key: 'ads',
      header: 'Advertisements',
      cell: (r) => (
        <Group gap={4}>
          {r.conf.ads.map((a) => (
            <Badge key={`${a.projectCode}:${a.id}`} variant="light" style={{ textTransform: 'none' }}>
              {adName(a.projectCode, a.id)} · {a.projectCode}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'published',
      header: 'Published',
      width: 120,
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          <Tooltip label={r.published ? `Published (return id ${r.returnId}): create a new release to change it` : 'Not published yet'}>
            {r.published ? (
              <IconLock size={18} role="img" aria-label="published" color="var(--mantine-color-orange-6)" />
            ) : (
              <IconLockOpen size={18} role="img" aria-label="not published" color="var(--mantine-color-gray-5)" />
            )}
          </Tooltip>
          {r.liveId !== null && (
            <Tooltip label={`Game clients get this release now (return id ${r.liveId})`}>
              <Badge size="sm" color="green" variant="light">
                Live
              </Badge>
            </Tooltip>
          )}
        </Group>
      ),
    },
    {
      key: 'enable',
      header: 'Enable',
      width: 90,
      cell: (r) => (
        <ProdLocked locked={!mayChange}>
          <Switch
            checked={r.enable}
            disabled={busy || !mayChange}
            aria-label={`Enable release ${r.id}`}
            onChange={(e) => void switchEnable(r, e.currentTarget.checked)}
          />
        </ProdLocked>
      ),
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 170,
      cell: (r) => (
        <Text size="xs">
          {formatTime(r.updatedAt)}
          <br />
          by {r.operator}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 200,
      align: 'right',
      cell: (r) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {r.env === 'sandbox' && !r.published && (
            <Tooltip label="Update">
              <ActionIcon variant="subtle" aria-label={`Update release ${r.id}`} onClick={() => setForm({ editing: r })}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {!r.published && (
            <ProdLocked locked={!mayChange} label={r.env === 'prod' ? 'Publish to prod' : 'Upload to sandbox'}>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconCloudUpload size={14} />}
                disabled={busy || !mayChange}
                onClick={() => void upload(r)}
              >
                {r.env === 'prod' ? 'Publish' : 'Upload'}
              </Button>
            </ProdLocked>
          )}
          {r.env === 'sandbox' && r.published && (
            <Tooltip label="Copy to a new prod release">
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                disabled={busy}
                onClick={() => void act(() => releasesApi.syncProd(code, r.id), TOASTS.synced)}
              >
                Sync to prod
              </Button>
            </Tooltip>
          )}
          <Tooltip label="Ads config JSON">
            <ActionIcon variant="subtle" aria-label={`Config of release ${r.id}`} onClick={() => setViewing(r)}>
              <IconBraces size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Publish InHouse Ads</ScreenTitle>
        {env === 'sandbox' && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
            Create
          </Button>
        )}
      </Group>
      <FilterTabs value={env} onChange={(v) => setQ({ env: v })} tabs={ENV_TABS}>
        <FilterTabs
          value={String(platform)}
          onChange={(v) => setQ({ platform: v })}
          tabs={AD_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }))}
          variant="pills"
        >
          <DataTable
            label="Latest release"
            columns={columns}
            data={latest}
            rowKey={(r) => r.id}
            loading={releases.loading}
            pageSizes={PAGE_SIZES}
            emptyText={env === 'sandbox' ? 'No release yet: create one' : 'No prod release yet: sync a published sandbox release'}
          />
          <Deployments env={env} rows={deployments.data ?? []} loading={deployments.loading} />
        </FilterTabs>
      </FilterTabs>
      <ReleasePanel spec={publishable} code={code} releaseKey={String(platform)} onChanged={reload} />
      <ReleaseFormModal
        code={code}
        opened={!!form}
        platform={platform}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          reload();
        }}
      />
      <ConfigViewer
        release={viewing}
        deployment={viewing ? deployments.data?.find((d) => d.id === viewing.returnId) : undefined}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
