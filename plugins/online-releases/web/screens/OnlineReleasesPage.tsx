// Online release (000 §2.12): Sandbox and Prod tabs (in the URL, with the page), 10 a page;
// create (sandbox only) and edit in Input or Select mode; upload to sandbox, sync to prod; on prod
// upload to staging, then switch (owners and admins; others see a dash); the resource download;
// the ReleasePanel for history and rollback. `?create=1` serves the palette.
import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsExchange, IconCloudUpload, IconDownload, IconPencil, IconPlus, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { rule as access } from '../../../../core/shared/access';
import { confirmAction } from '../../../../core/web/dialogs';
import { FilterTabs, SANDBOX_PROD_TABS } from '../../../../core/web/FilterTabs';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { ReleasePanel } from '../../../../core/web/release/ReleasePanel';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { publishable } from '../../endpoints';
import { canStage, canSwitch, canSync, canUpload, CONFIRM, PAGE_SIZE, PAGE_SIZES, type OnlineEnv, type OnlineRelease } from '../../shared';
import { onlineApi } from '../api';
import { ReleaseFormModal } from '../components/ReleaseFormModal';

function Act({ label, onClick, color, children }: { label: string; onClick: () => void; color?: string; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

const ruleText = (r: OnlineRelease) => (r.rule ? `${r.rule.clientVersions[0]} – ${r.rule.clientVersions[1]}` : 'all versions');

export default function OnlineReleasesPage() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState({ env: 'sandbox', pn: '1', ps: String(PAGE_SIZE), create: '' }, { ps: oneOf(PAGE_SIZES) });
  const env: OnlineEnv = q.env === 'prod' ? 'prod' : 'sandbox';
  // useQueryState checked both: pn a whole number from 1, ps one of the page sizes.
  const pn = Number(q.pn);
  const ps = Number(q.ps);
  const list = useLoad(() => onlineApi.list(code, env, pn, ps), [code, env, pn, ps]);
  const options = useLoad(() => onlineApi.options(code), [code]);
  const [form, setForm] = useState<{ editing: OnlineRelease | null } | null>(null);
  const mayProd = useCan()(access.ownerOrAdmin);
  const reload = () => void list.reload();

  useEffect(() => {
    if (q.create === '1') {
      setQ({ create: '', env: 'sandbox' });
      setForm({ editing: null });
    }
  }, [q.create, setQ]);

  const act = async (run: () => Promise<unknown>, message: string) => {
    try {
      await run();
      toast(message);
    } finally {
      reload();
    }
  };
  const actions = (r: OnlineRelease) => {
    if (r.env === 'prod' && !mayProd)
      return (
        <Text role="img" aria-label="No action: prod is for owners and admins">
          -
        </Text>
      );
    return (
      <Group gap={0} wrap="nowrap">
        {r.env === 'sandbox' && (
          <Act label={`Edit ${r.name}`} onClick={() => setForm({ editing: r })}>
            <IconPencil size={16} />
          </Act>
        )}
        {canUpload(r) && (
          <Act label={`Upload ${r.name}`} color="green" onClick={() => void act(() => onlineApi.upload(code, r.id, 'sandbox'), 'Uploaded')}>
            <IconCloudUpload size={16} />
          </Act>
        )}
        {canSync(r) && mayProd && (
          <Act label={`Sync ${r.name} to prod`} color="violet" onClick={() => void act(() => onlineApi.sync(code, r.id), 'SUCCESS!')}>
            <IconRefresh size={16} />
          </Act>
        )}
        {canStage(r) && (
          <Act
            label={`Upload ${r.name} to staging`}
            color="orange"
            onClick={() => void act(() => onlineApi.upload(code, r.id, 'prod'), 'Uploaded')}
          >
            <IconCloudUpload size={16} />
          </Act>
        )}
        {canSwitch(r) && (
          <Act
            label={`Switch ${r.name} to prod`}
            color="red"
            onClick={() =>
              void (async () => {
                if (await confirmAction({ message: CONFIRM.switchProd, danger: true }))
                  await act(() => onlineApi.switch(code, r.id), 'SUCCESS!');
              })()
            }
          >
            <IconArrowsExchange size={16} />
          </Act>
        )}
        {r.resourceUrl && (
          <Act label={`Download resource of ${r.name}`} onClick={() => window.open(r.resourceUrl!, '_blank', 'noopener')}>
            <IconDownload size={16} />
          </Act>
        )}
      </Group>
    );
  };
  const columns: Column<OnlineRelease>[] = [
    { key: 'id', header: 'ID', width: 60 },
    { key: 'name', header: 'Name' },
    { key: 'releaseType', header: 'Type', width: 110, cell: (r) => <Badge variant="light">{r.releaseType}</Badge> },
    { key: 'platform', header: 'Platform', width: 90, cell: (r) => r.platform ?? 'all' },
    {
      key: 'rule',
      header: 'Client versions',
      width: 150,
      cell: (r) => (
        <Text size="xs" ff="monospace">
          {ruleText(r)}
        </Text>
      ),
    },
    { key: 'localReleaseId', header: 'Release', width: 80, cell: (r) => (r.localReleaseId ? `#${r.localReleaseId}` : '') },
    {
      key: 'returnId',
      header: 'State',
      width: 160,
      cell: (r) =>
        r.env === 'prod' && r.staging ? (
          <Badge variant="light" color="orange">
            staging #{r.returnId}
          </Badge>
        ) : r.returnId ? (
          <Badge variant="light" color="green">
            returnId {r.returnId}
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            not uploaded
          </Badge>
        ),
    },
    {
      key: env === 'sandbox' ? 'prodId' : 'sandboxId',
      header: env === 'sandbox' ? 'Prod id' : 'Sandbox id',
      width: 80,
      cell: (r) => r.prodId ?? r.sandboxId ?? '',
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 120,
      cell: (r) => (
        <Text size="xs" style={{ whiteSpace: 'normal' }}>
          {formatTime(r.updatedAt)}
        </Text>
      ),
    },
    { key: 'actions', header: 'Actions', width: 130, cell: actions },
  ];
  return (
    <Stack gap="md">
      <ScreenTitle>Online release</ScreenTitle>
      <FilterTabs value={env} onChange={(v) => setQ({ env: v, pn: '1' })} tabs={SANDBOX_PROD_TABS} stack>
        {env === 'sandbox' && (
          <Group>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
              Create
            </Button>
          </Group>
        )}
        <DataTable
          label={`${env} online releases`}
          columns={columns}
          data={list.data?.rows ?? []}
          rowKey={(r) => r.id}
          loading={list.loading}
          pageSizes={PAGE_SIZES}
          server={{ page: pn, pageSize: ps, total: list.data?.count ?? 0, onChange: (p, s) => setQ({ pn: String(p), ps: String(s) }) }}
          emptyText={env === 'sandbox' ? 'No online releases yet: create one' : 'No prod online releases: sync an uploaded sandbox release'}
        />
      </FilterTabs>
      <ReleasePanel spec={publishable} code={code} onChanged={reload} />
      <ReleaseFormModal
        code={code}
        opened={!!form}
        editing={form?.editing ?? null}
        options={options.data ?? null}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          reload();
        }}
      />
    </Stack>
  );
}
