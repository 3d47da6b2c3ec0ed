// Online releases V2 (001 §2): the Release tab (general releases, 10 a page, with detail, quick
// deploy for the projects that have it, and edit) and the Multipart tab (only for the project
// whose config has it, which opens on it). Tab and page live in the URL; `?create=1` serves the palette.
import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Loader, Stack, Tooltip } from '@mantine/core';
import { IconBolt, IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { toast } from '../../../../core/web/notify';
import { ReleasePanel } from '../../../../core/web/release/ReleasePanel';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { publishable } from '../../endpoints';
import { canDeploySandbox, GENERAL_PLATFORMS, PAGE_SIZE, PAGE_SIZES, type GeneralRelease } from '../../shared';
import { generalApi, onlineApi } from '../api';
import { GeneralDetailModal } from '../components/GeneralDetailModal';
import { GeneralFormModal } from '../components/GeneralFormModal';
import { MultipartTab } from '../components/MultipartTab';

const STATUS_COLOURS: Record<string, string> = {
  Init: 'gray',
  'Resource Ready': 'cyan',
  'Sandbox deployed': 'blue',
  'Staging deployed': 'orange',
  'Prod deployed': 'green',
};

function Act({ label, onClick, color, children }: { label: string; onClick: () => void; color?: string; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export default function OnlineReleasesV2Page() {
  const { code } = useRouteParams<{ code: string }>();
  const options = useLoad(() => onlineApi.options(code), [code]);
  const flags = options.data?.flags;
  const [q, setQ] = useQueryState({ tab: '', pn: '1', ps: String(PAGE_SIZE), create: '' }, { ps: oneOf(PAGE_SIZES) });
  // The multipart project opens on Multipart; the others have no such tab.
  const tab = flags?.multipart ? q.tab || 'multipart' : 'release';
  // useQueryState checked both: pn a whole number from 1, ps one of the page sizes.
  const pn = Number(q.pn);
  const ps = Number(q.ps);
  const list = useLoad(() => generalApi.list(code, pn, ps), [code, pn, ps]);
  const [form, setForm] = useState<{ editing: GeneralRelease | null } | null>(null);
  const [detail, setDetail] = useState<number | null>(null);
  const reload = () => void list.reload();

  useEffect(() => {
    if (q.create === '1') {
      setQ({ create: '', tab: 'release' });
      setForm({ editing: null });
    }
  }, [q.create, setQ]);

  const quick = async (r: GeneralRelease) => {
    try {
      await generalApi.quickDeploy(code, r.id);
      toast('SUCCESS!');
    } finally {
      reload();
    }
  };
  const columns: Column<GeneralRelease>[] = [
    { key: 'id', header: 'ID', width: 60 },
    { key: 'name', header: 'Name' },
    { key: 'releaseType', header: 'Type', width: 100 },
    { key: 'buildNum', header: 'Build', width: 60, align: 'right' },
    { key: 'versionTag', header: 'Version Tag', width: 100 },
    { key: 'platform', header: 'Platform', width: 80, cell: (r) => GENERAL_PLATFORMS.find((p) => p.value === r.platform)?.label },
    {
      key: 'status',
      header: 'Status',
      width: 160,
      cell: (r) => (
        <Badge variant="light" color={STATUS_COLOURS[r.status] ?? 'red'}>
          {r.status}
        </Badge>
      ),
    },
    { key: 'operator', header: 'Operator', width: 110 },
    { key: 'updatedAt', header: 'Updated', width: 160, cell: (r) => formatTime(r.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      width: 120,
      cell: (r) => (
        <Group gap={0} wrap="nowrap">
          <Act label={`Detail of ${r.name}`} onClick={() => setDetail(r.id)}>
            <IconEye size={16} />
          </Act>
          {flags?.quickDeploy && canDeploySandbox(r.status) && (
            <Act label={`Quick deploy ${r.name} to sandbox`} color="green" onClick={() => void quick(r)}>
              <IconBolt size={16} />
            </Act>
          )}
          <Act label={`Edit ${r.name}`} onClick={() => setForm({ editing: r })}>
            <IconPencil size={16} />
          </Act>
        </Group>
      ),
    },
  ];
  const tabs = [{ value: 'release', label: 'Release' }, ...(flags?.multipart ? [{ value: 'multipart', label: 'Multipart' }] : [])];
  return (
    <Stack gap="md">
      <ScreenTitle>Online releases V2</ScreenTitle>
      {/* The tabs wait for the project's flags: the multipart project opens on Multipart, not on a flash of Release. */}
      {!flags ? (
        options.error ? null : (
          <Loader size="sm" />
        )
      ) : (
        <FilterTabs value={tab} onChange={(v) => setQ({ tab: v })} tabs={tabs} stack>
          {tab === 'multipart' ? (
            <MultipartTab code={code} options={options.data ?? null} />
          ) : (
            <>
              <Group>
                <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
                  Create release
                </Button>
              </Group>
              <DataTable
                label="General releases"
                columns={columns}
                data={list.data?.rows ?? []}
                rowKey={(r) => r.id}
                loading={list.loading}
                pageSizes={PAGE_SIZES}
                server={{
                  page: pn,
                  pageSize: ps,
                  total: list.data?.count ?? 0,
                  onChange: (p, s) => setQ({ pn: String(p), ps: String(s) }),
                }}
                emptyText="No releases yet: create one"
              />
            </>
          )}
        </FilterTabs>
      )}
      <ReleasePanel spec={publishable} code={code} onChanged={reload} />
      <GeneralFormModal
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
      <GeneralDetailModal code={code} id={detail} onClose={() => setDetail(null)} onChanged={reload} />
    </Stack>
  );
}
