// In-site messages (001): Android/iOS tabs, the online config per env and country, the message
// table (10 a page), a collapsible upload history, and the create/update, detail and upload
// modals. Once a message is on prod it can no longer be edited or uploaded.
import '@mantine/dates/styles.css';
import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { useCan } from '../../../../core/web/project/hooks';
import { ReleasePanel } from '../../../../core/web/release/ReleasePanel';
import { useRouteParams } from '../../../../core/web/routing/params';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { MESSAGE_PLATFORMS, PAGE_SIZES, type InSiteMessage, publishKind } from '../../shared';
import { publishable } from '../../endpoints';
import { messagesApi } from '../api';
import { MessageDetailModal } from '../components/MessageDetailModal';
import { MessageFormModal } from '../components/MessageFormModal';
import { CountryTag, MessageLines, ReturnIdBadge, ruleText } from '../components/messageParts';
import { OnlineConfig } from '../components/OnlineConfig';
import { UploadHistory } from '../components/UploadHistory';
import { UploadModal } from '../components/UploadModal';
import { formatTime } from '../../../../core/web/time';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

const LOCKED = 'On prod: it can no longer be edited or uploaded';

export default function InSiteMessagesPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  // `create=1` (the palette's "Create in-site message") opens the create modal.
  const [q, setQ] = useQueryState(
    { platform: '1', history: 'sandbox', create: '' },
    { platform: oneOf(MESSAGE_PLATFORMS.map((p) => p.value)), history: oneOf(['sandbox', 'prod']) },
  );
  const platform = q.platform === '2' ? 2 : 1;
  const creating = q.create === '1';
  const canProd = useCan()(rule.ownerOrAdmin, code);
  const list = useLoad(() => messagesApi.list(code, platform), [code, platform]);
  // Bumped after every upload or save, so the online config and history reload with the list.
  const [version, setVersion] = useState(0);
  const [form, setForm] = useState<{ editing: InSiteMessage | null } | null>(creating ? { editing: null } : null);
  const [detail, setDetail] = useState<InSiteMessage | null>(null);
  const [uploading, setUploading] = useState<InSiteMessage | null>(null);
  useEffect(() => {
    if (creating) setForm({ editing: null });
  }, [creating]);

  const changed = () => {
    void list.reload();
    setVersion((v) => v + 1);
  };

  const columns: Column<InSiteMessage>[] = [
    { key: 'id', header: 'Id', width: 60 },
    { key: 'country', header: 'Country', width: 90, cell: (m) => <CountryTag country={m.country} /> },
    { key: 'messages', header: 'Messages', cell: (m) => <MessageLines messages={m.config.messages} /> },
    { key: 'rule', header: 'Versions', width: 110, cell: (m) => <Text size="xs">{ruleText(m.rule)}</Text> },
    { key: 'sandbox', header: 'Sandbox', width: 80, cell: (m) => <ReturnIdBadge id={m.extra.sandbox_returnId} /> },
    { key: 'prod', header: 'Prod', width: 80, cell: (m) => <ReturnIdBadge id={m.extra.prod_returnId} /> },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 150,
      cell: (m) => (
        <Text size="xs">
          {formatTime(m.updatedAt)}
          <br />
          by {m.operator}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 110,
      align: 'right',
      cell: (m) => {
        const locked = !!m.extra.prod_returnId;
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label="Detail">
              <ActionIcon variant="subtle" aria-label={`Detail of message ${m.id}`} onClick={() => setDetail(m)}>
                <IconEye size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={locked ? LOCKED : 'Edit'}>
              <ActionIcon variant="subtle" disabled={locked} aria-label={`Edit message ${m.id}`} onClick={() => setForm({ editing: m })}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={locked ? LOCKED : 'Upload'}>
              <ActionIcon variant="subtle" disabled={locked} aria-label={`Upload message ${m.id}`} onClick={() => setUploading(m)}>
                <IconCloudUpload size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>In-site messages</ScreenTitle>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
          Create
        </Button>
      </Group>
      <FilterTabs
        value={String(platform)}
        onChange={(v) => setQ({ platform: v })}
        tabs={MESSAGE_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }))}
      >
        <OnlineConfig code={code} platform={platform} canProd={canProd} version={version} />
        <DataTable
          label="In-site messages"
          columns={columns}
          data={list.data?.inSiteMessages ?? []}
          rowKey={(m) => m.id}
          loading={list.loading}
          pageSizes={PAGE_SIZES}
          emptyText="No messages for this platform yet"
        />
      </FilterTabs>
      <UploadHistory
        code={code}
        platform={platform}
        env={q.history === 'prod' ? 'prod' : 'sandbox'}
        onEnv={(history) => setQ({ history })}
        version={version}
      />
      <ReleasePanel spec={publishable} code={code} kind={publishKind(platform)} onChanged={changed} />
      <MessageFormModal
        code={code}
        opened={!!form}
        platform={platform}
        editing={form?.editing ?? null}
        countries={list.data?.countries ?? ['default']}
        onClose={() => {
          setForm(null);
          setQ({ create: '' });
        }}
        onSaved={() => {
          setForm(null);
          setQ({ create: '' });
          changed();
        }}
      />
      <MessageDetailModal message={detail} onClose={() => setDetail(null)} />
      <UploadModal
        code={code}
        message={uploading}
        canProd={canProd}
        onClose={() => setUploading(null)}
        onUploaded={() => {
          setUploading(null);
          changed();
        }}
      />
    </>
  );
}
