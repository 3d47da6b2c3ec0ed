// Common Translate (000 §2.2, admin): the shared keys with their English text, the Unfinished /
// Completed tag, tags and actions; search, tag and state filters and paging in the URL; create,
// edit (then ask to sync to the linked projects), detail, rename, delete, Excel import, tag
// management, sync to projects with the three-way sync check, and the translator (header button).
import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Checkbox, Group, Menu, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconArrowsExchange,
  IconDots,
  IconEye,
  IconFileSpreadsheet,
  IconLanguage,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconTags,
  IconTrash,
  IconCursorText,
  IconCheck,
} from '@tabler/icons-react';
import { Link, useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { CompactMultiSelect } from '../../../../core/web/CompactMultiSelect';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { COMMON_SCOPE, paths } from '../../shared';
import type { CommonKeyRow } from '../../endpoints/common';
import { commonApi } from './api';
import { DetailModal, StateBadge } from './DetailModal';
import { ImportModal } from './ImportModal';
import { KeyFormModal } from './KeyFormModal';
import { RenameModal } from './RenameModal';
import { SyncModal, type SyncTarget } from './SyncModal';
import { TagsModal } from './TagsModal';

/** The spec gives no page size for Common Translate: 20 (20/50/100), a screenful of keys. */
const PAGE_SIZES = [20, 50, 100] as const;
const STATES = ['all', 'unfinished', 'completed'] as const;
const TAG_LIST = /^(\d{1,9})(,\d{1,9}){0,49}$/;

export default function CommonPage() {
  const [q, setQ] = useQueryState(
    { q: '', tags: '', state: 'all', pn: '1', ps: String(PAGE_SIZES[0]) },
    { ps: oneOf(PAGE_SIZES), state: oneOf(STATES), tags: z.string().regex(TAG_LIST, 'not a list of tag ids') },
  );
  const creatingFromUrl = new URLSearchParams(useSearch()).get('create') === '1';
  const [, navigate] = useLocation();
  // The palette's "Create common key" opens the form by ?create=1; closing it leaves the address clean.
  const leaveCreate = () => creatingFromUrl && navigate(paths.common, { replace: true });
  const [search, setSearch] = useState(q.q);
  const [formOpen, setFormOpen] = useState(creatingFromUrl);
  const [editing, setEditing] = useState<CommonKeyRow | null>(null);
  const [detail, setDetail] = useState<CommonKeyRow | null>(null);
  const [renaming, setRenaming] = useState<CommonKeyRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [tagsOpen, setTagsOpen] = useState(false);
  const [syncTarget, setSyncTarget] = useState<SyncTarget | null>(null);
  const [selected, setSelected] = useState<Map<number, CommonKeyRow>>(new Map());
  useEffect(() => {
    if (creatingFromUrl) {
      setEditing(null);
      setFormOpen(true);
    }
  }, [creatingFromUrl]);

  const tagIds = useMemo(() => (q.tags ? q.tags.split(',').map(Number) : []), [q.tags]);
  const unfinished = q.state === 'unfinished' ? 'true' : q.state === 'completed' ? 'false' : undefined;
  const list = useLoad(
    () => commonApi.list({ q: q.q || undefined, tagIds, unfinished, pn: Number(q.pn), ps: Number(q.ps) }),
    [q.q, q.tags, q.state, q.pn, q.ps],
  );
  const tags = useLoad(() => commonApi.tags(), []);
  const reload = () => void list.reload();
  const pushSearch = useDebouncedCallback((text: string) => setQ({ q: text, pn: '1' }), 300);

  const toggle = (k: CommonKeyRow, on: boolean) =>
    setSelected((m) => {
      const next = new Map(m);
      if (on) next.set(k.id, k);
      else next.delete(k.id);
      return next;
    });

  const afterSave = async (saved: CommonKeyRow, edited: boolean) => {
    setFormOpen(false);
    setEditing(null);
    leaveCreate();
    reload();
    void tags.reload();
    // 000 §4: after a successful edit, ask whether to sync it to all linked projects.
    if (edited && saved.linkedCount > 0) {
      const linked = await commonApi.linked(saved.id);
      setSyncTarget({ mode: 'linked', key: saved, projectCodes: linked.projects.map((p) => p.projectCode) });
    }
  };

  const remove = async (k: CommonKeyRow) => {
    const ok = await confirmAction({
      message: 'Are you sure delete this task?',
      danger: true,
      details: k.linkedCount ? (
        <Text size="sm">
          {k.linkedCount} project(s) keep their copy of {k.key} as their own key.
        </Text>
      ) : undefined,
    });
    if (!ok) return;
    await commonApi.remove(k.id);
    toast('DELETED!');
    toggle(k, false);
    reload();
  };

  const setState = async (k: CommonKeyRow) => {
    await commonApi.update(k.id, { unfinished: !k.unfinished });
    toast('UPDATED!');
    reload();
  };

  const rows = list.data?.list ?? [];
  const columns: Column<CommonKeyRow>[] = [
    {
      key: 'select',
      header: 'Select',
      width: 70,
      cell: (k) => (
        <Checkbox aria-label={`Select ${k.key}`} checked={selected.has(k.id)} onChange={(e) => toggle(k, e.currentTarget.checked)} />
      ),
    },
    {
      key: 'key',
      header: 'Key',
      cell: (k) => (
        <Text size="sm" ff="monospace">
          {k.key}
        </Text>
      ),
    },
    {
      key: 'en',
      header: 'English text',
      cell: (k) => (
        <Text size="sm" lineClamp={2}>
          {k.translation.en}
        </Text>
      ),
    },
    { key: 'state', header: 'State', width: 130, cell: (k) => <StateBadge unfinished={k.unfinished} /> },
    {
      key: 'tags',
      header: 'Tags',
      cell: (k) => (
        <Group gap={4}>
          {k.tags.map((t) => (
            <Badge key={t.id} variant="outline" color="gray" size="sm" tt="none">
              {t.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'languages', header: 'Languages', width: 90, align: 'right', value: (k) => Object.keys(k.translation).length },
    { key: 'linked', header: 'Projects', width: 90, align: 'right', value: (k) => k.linkedCount },
    {
      key: 'actions',
      header: '',
      width: 110,
      align: 'right',
      cell: (k) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${k.key}`}
              onClick={() => {
                setEditing(k);
                setFormOpen(true);
              }}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Actions for ${k.key}`}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconEye size={14} />} onClick={() => setDetail(k)}>
                Detail
              </Menu.Item>
              <Menu.Item leftSection={<IconCursorText size={14} />} onClick={() => setRenaming(k)}>
                Rename key
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowsExchange size={14} />} onClick={() => setSyncTarget({ mode: 'pick', keys: [k] })}>
                Sync to projects
              </Menu.Item>
              <Menu.Item leftSection={k.unfinished ? <IconCheck size={14} /> : <IconRefresh size={14} />} onClick={() => void setState(k)}>
                {k.unfinished ? 'Mark Completed' : 'Mark Unfinished'}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => void remove(k)}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];

  const picked = [...selected.values()];
  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Common Translate</ScreenTitle>
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            href={`${paths.translator}?code=${COMMON_SCOPE}`}
            leftSection={<IconLanguage size={16} />}
          >
            Translator
          </Button>
          <Button variant="default" leftSection={<IconTags size={16} />} onClick={() => setTagsOpen(true)}>
            Tags
          </Button>
          <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => setImporting(true)}>
            Excel import
          </Button>
          <Tooltip label="Select keys in the table first" disabled={picked.length > 0}>
            <Button
              variant="default"
              leftSection={<IconArrowsExchange size={16} />}
              data-disabled={!picked.length || undefined}
              aria-disabled={!picked.length}
              onClick={() => picked.length && setSyncTarget({ mode: 'pick', keys: picked })}
            >
              Sync to projects{picked.length ? ` (${picked.length})` : ''}
            </Button>
          </Tooltip>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            Create
          </Button>
        </Group>
      </Group>
      <DataTable
        label="Common keys"
        columns={columns}
        data={rows}
        rowKey={(k) => k.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        server={{
          page: Number(q.pn),
          pageSize: Number(q.ps),
          total: list.data?.total ?? 0,
          onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }),
        }}
        emptyText={q.q || q.tags || q.state !== 'all' ? 'No key matches the filters' : 'No common keys yet'}
        toolbar={
          <Group gap="sm" align="flex-end">
            <TextInput
              label="Search"
              placeholder="Key or any text"
              leftSection={<IconSearch size={14} />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                pushSearch(e.currentTarget.value.trim());
              }}
              w={260}
            />
            <CompactMultiSelect
              label="Tags"
              placeholder={tagIds.length ? undefined : 'Any tag'}
              data={(tags.data?.tags ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              value={tagIds.map(String)}
              onChange={(v) => setQ({ tags: v.join(','), pn: '1' })}
              searchable
              clearable
              w={240}
            />
            <Select
              label="State"
              data={[
                { value: 'all', label: 'All' },
                { value: 'unfinished', label: 'Unfinished' },
                { value: 'completed', label: 'Completed' },
              ]}
              value={q.state}
              onChange={(v) => setQ({ state: v ?? 'all', pn: '1' })}
              allowDeselect={false}
              w={150}
            />
            {picked.length > 0 && (
              <Button variant="subtle" onClick={() => setSelected(new Map())}>
                Clear selection ({picked.length})
              </Button>
            )}
          </Group>
        }
      />
      <KeyFormModal
        opened={formOpen}
        editing={editing}
        tags={tags.data?.tags ?? []}
        onClose={() => {
          setFormOpen(false);
          setEditing(null);
          leaveCreate();
        }}
        onSaved={(s, e) => void afterSave(s, e)}
      />
      <DetailModal common={detail} onClose={() => setDetail(null)} />
      <RenameModal
        common={renaming}
        onClose={() => setRenaming(null)}
        onSaved={() => {
          setRenaming(null);
          reload();
        }}
      />
      <ImportModal
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          reload();
        }}
      />
      <TagsModal
        opened={tagsOpen}
        tags={tags.data?.tags ?? []}
        onClose={() => setTagsOpen(false)}
        onChanged={() => {
          void tags.reload();
          reload();
        }}
      />
      <SyncModal
        target={syncTarget}
        onClose={() => setSyncTarget(null)}
        onDone={() => {
          setSyncTarget(null);
          setSelected(new Map());
          reload();
        }}
      />
    </>
  );
}
