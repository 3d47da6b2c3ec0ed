// Self Ads (002): Android/Ios tabs, this game's ads (10 a page), create/update (platform locked
// on update), detail and delete.
import { useEffect, useState } from 'react';
import { ActionIcon, Anchor, Avatar, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { AD_PLATFORMS, CONFIRM, PAGE_SIZES, TOASTS, type AdResource, type InternalAd } from '../../shared';
import { selfAdsApi } from '../api';
import { fileName } from '../components/FileField';
import { SelfAdDetailModal } from '../components/SelfAdDetailModal';
import { SelfAdFormModal } from '../components/SelfAdFormModal';
import { formatTime } from '../../../../core/web/time';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

const creative = (r: AdResource | undefined) =>
  r ? (
    <Anchor size="xs" href={r.url} target="_blank" rel="noreferrer">
      {fileName(r.url)}{' '}
      <Text span size="xs" c="dimmed">
        #{r.buildNum}
      </Text>
    </Anchor>
  ) : (
    <Text size="xs" c="dimmed">
      -
    </Text>
  );

export default function SelfAdsPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState({ platform: '1', create: '' }, { platform: oneOf(AD_PLATFORMS.map((p) => p.value)) });
  const platform = q.platform === '2' ? 2 : 1;
  const list = useLoad(() => selfAdsApi.list(code, platform).then((r) => r.internalAds), [code, platform]);
  const [form, setForm] = useState<{ editing: InternalAd | null } | null>(q.create === '1' ? { editing: null } : null);
  const [detail, setDetail] = useState<InternalAd | null>(null);
  useEffect(() => {
    if (q.create === '1') setForm({ editing: null });
  }, [q.create]);
  const closeForm = () => {
    setForm(null);
    setQ({ create: '' });
  };
  const remove = async (ad: InternalAd) => {
    if (!(await confirmAction({ message: CONFIRM.delete, danger: true }))) return;
    await selfAdsApi.remove(code, ad.id);
    toast(TOASTS.deleted);
    void list.reload();
  };

  const columns: Column<InternalAd>[] = [
    { key: 'id', header: 'Id', width: 60 },
    {
      key: 'icon',
      header: 'Icon',
      width: 70,
      cell: (a) => (
        <Avatar src={a.attr.icon} radius="md" size={36} alt="">
          {(a.name.en ?? '?').slice(0, 1)}
        </Avatar>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      cell: (a) => (
        <Text size="sm" fw={500}>
          {a.name.en}
        </Text>
      ),
    },
    { key: 'campaign', header: 'Campaign', cell: (a) => a.attr.campaign || '-' },
    { key: 'list', header: 'List', cell: (a) => creative(a.resources.list[0]) },
    { key: 'mrect', header: 'Mrect', cell: (a) => creative(a.resources.mrect[0]) },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 160,
      cell: (a) => (
        <Text size="xs">
          {formatTime(a.updatedAt)}
          <br />
          by {a.operator}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 110,
      align: 'right',
      cell: (a) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Detail">
            <ActionIcon variant="subtle" aria-label={`Detail of ${a.name.en}`} onClick={() => setDetail(a)}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${a.name.en}`} onClick={() => setForm({ editing: a })}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${a.name.en}`} onClick={() => void remove(a)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Self Ads</ScreenTitle>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
          Create
        </Button>
      </Group>
      <FilterTabs
        value={String(platform)}
        onChange={(v) => setQ({ platform: v })}
        tabs={AD_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }))}
      >
        <DataTable
          label="Self ads"
          columns={columns}
          data={list.data ?? []}
          rowKey={(a) => a.id}
          loading={list.loading}
          pageSizes={PAGE_SIZES}
          emptyText="No ads for this platform yet"
        />
      </FilterTabs>
      <SelfAdFormModal
        code={code}
        opened={!!form}
        platform={platform}
        editing={form?.editing ?? null}
        onClose={closeForm}
        onSaved={() => {
          closeForm();
          void list.reload();
        }}
      />
      <SelfAdDetailModal ad={detail} onClose={() => setDetail(null)} />
    </>
  );
}
