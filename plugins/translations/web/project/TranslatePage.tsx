// Translate (000 §2.14): the project's keys with filters (tags, unfinished, not in use, a language
// without text, a search over keys and texts) and paging, all in the URL; create, view, edit (with
// translation-memory suggestions), rename and delete; the tag manager; Excel download and upload;
// changes to the selected keys; the translator (machine translation of the selected rows), the
// publish modal and the history.
import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Select, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconDownload,
  IconEye,
  IconHistory,
  IconLanguage,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTags,
  IconTrash,
  IconUpload,
  IconCursorText,
  IconCloudUpload,
  IconListCheck,
} from '@tabler/icons-react';
import { LANGUAGES, languageName } from '../../../../core/shared/languages';
import { CompactMultiSelect } from '../../../../core/web/CompactMultiSelect';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, positiveInt, useQueryState } from '../../../../core/web/useQueryState';
import { z } from 'zod';
import { CONFIRM, DEFAULT_PAGE_SIZE, MESSAGES, PAGE_SIZES, TOASTS } from '../../schemas/project';
import { paths, type ProjectKey } from '../../shared';
import { TranslatorModal } from '../mt/TranslatorModal';
import { PublishModal } from '../publish/PublishModal';
import { projectApi } from './api';
import { ImportModal } from './ImportModal';
import { KeyFormModal } from './KeyFormModal';
import { BulkModal, RenameKeyModal, ViewKeyModal } from './SmallModals';
import { TagsModal } from './TagsModal';

const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
const tagList = z.string().regex(/^\d{1,9}(,\d{1,9})*$/, 'not a list of tag ids');
const searchText = z.string().max(200, 'too long');
const languageCode = oneOf(LANGUAGES.map((l) => l.code));
const fill = (path: string, code: string) => path.replace(':code', encodeURIComponent(code));

export default function TranslatePage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { tags: '', status: 'all', use: 'all', missing: '', q: '', pn: '1', ps: String(DEFAULT_PAGE_SIZE), create: '', open: '' },
    {
      tags: tagList,
      status: oneOf(['all', 'unfinished', 'completed']),
      use: oneOf(['all', 'inUse', 'notInUse']),
      missing: languageCode,
      q: searchText,
      ps: oneOf(PAGE_SIZES),
      pn: positiveInt(),
      create: oneOf(['1']),
      open: positiveInt(2 ** 31 - 1),
    },
  );
  const pn = Number(q.pn) || 1;
  const ps = Number(q.ps) || DEFAULT_PAGE_SIZE;
  const list = useLoad(
    () => projectApi.list(code, { pn, ps, tags: q.tags, status: q.status as 'all', use: q.use as 'all', missing: q.missing, q: q.q }),
    [code, pn, ps, q.tags, q.status, q.use, q.missing, q.q],
  );
  const data = list.data;
  const [search, setSearch] = useState(q.q);
  useEffect(() => setSearch(q.q), [q.q]);
  // The search goes to the URL (and the server) once typing pauses.
  useEffect(() => {
    if (search === q.q || search.length > 200) return;
    const timer = setTimeout(() => setQ({ q: search, pn: '1' }), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address follows the search box once typing pauses, not when the address changes
  }, [search]);

  const [selected, setSelected] = useState<Map<number, ProjectKey>>(new Map());
  const [editing, setEditing] = useState<ProjectKey | null>(null);
  const [viewing, setViewing] = useState<ProjectKey | null>(null);
  const [renaming, setRenaming] = useState<ProjectKey | null>(null);
  const [modal, setModal] = useState<'tags' | 'import' | 'bulk' | 'translate' | 'publish' | null>(null);
  const creating = q.create === '1';

  // ?open=<id> (the palette's "Find translation key") opens that key's edit form.
  useEffect(() => {
    if (!q.open) return;
    let live = true;
    projectApi
      .get(code, Number(q.open))
      .then((r) => live && setEditing(r.key))
      .catch(() => undefined)
      .finally(() => live && setQ({ open: '' }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens the key named in the address once; setQ is new each render
  }, [code, q.open]);

  const reload = () => void list.reload();
  const languages = data?.languages ?? ['en'];
  const tagOptions = useMemo(() => (data?.tags ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.used})` })), [data?.tags]);
  const rows = data?.keys ?? [];
  const pageAllSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (k: ProjectKey, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(k.id, k);
      else next.delete(k.id);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      rows.forEach((r) => (on ? next.set(r.id, r) : next.delete(r.id)));
      return next;
    });

  const remove = async (k: ProjectKey) => {
    if (!(await confirmAction({ title: 'WARNING!', message: CONFIRM.deleteKey, danger: true, details: <Text size="sm">{k.key}</Text> })))
      return;
    await projectApi.remove(code, k.id);
    toast(TOASTS.deleted);
    toggle(k, false);
    if (rows.length === 1 && pn > 1) setQ({ pn: String(pn - 1) });
    else reload();
  };

  const columns: Column<ProjectKey>[] = [
    {
      key: 'select',
      header: 'Select',
      width: 56,
      cell: (k) => (
        <Checkbox aria-label={`Select ${k.key}`} checked={selected.has(k.id)} onChange={(e) => toggle(k, e.currentTarget.checked)} />
      ),
    },
    {
      key: 'key',
      header: 'Key',
      width: 180,
      cell: (k) => (
        <Anchor component="button" type="button" size="sm" style={{ ...WRAP, textAlign: 'left' }} onClick={() => setViewing(k)}>
          {k.key}
        </Anchor>
      ),
    },
    {
      key: 'en',
      header: 'English',
      width: 200,
      cell: (k) => (
        <Text size="sm" style={WRAP}>
          {k.translation.en}
        </Text>
      ),
    },
    {
      key: 'fill',
      header: 'Languages',
      width: 96,
      cell: (k) => {
        const missing = languages.filter((l) => !k.translation[l]?.trim());
        const done = languages.length - missing.length;
        return (
          <Tooltip
            label={missing.length ? `Missing: ${missing.map(languageName).join(', ')}` : 'Every language has text'}
            multiline
            maw={320}
          >
            <Badge
              variant="light"
              color={missing.length ? 'orange' : 'green'}
              role="img"
              aria-label={`${done} of ${languages.length} languages${missing.length ? `, missing ${missing.join(', ')}` : ''}`}
            >
              {done}/{languages.length}
            </Badge>
          </Tooltip>
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      width: 112,
      cell: (k) => (
        <Group gap={4}>
          <Badge variant="light" size="sm" tt="none" color={k.unfinished ? 'orange' : 'green'}>
            {k.unfinished ? 'Unfinished' : 'Completed'}
          </Badge>
          {k.notInUse && (
            <Badge variant="outline" size="sm" tt="none" color="gray">
              Not in use
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'tags',
      header: 'Tags',
      width: 110,
      cell: (k) => (
        <Group gap={4}>
          {k.tags.map((t) => (
            <Badge key={t.id} size="sm" tt="none" variant="outline">
              {t.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'source', header: 'Source', width: 72, value: (k) => k.source },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 130,
      cell: (k) => (
        <Text size="xs" style={WRAP}>
          {formatTime(k.updatedAt)}
          <br />
          by {k.operator || '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 140,
      align: 'right',
      cell: (k) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon variant="subtle" aria-label={`View ${k.key}`} onClick={() => setViewing(k)}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${k.key}`} onClick={() => setEditing(k)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Rename">
            <ActionIcon variant="subtle" aria-label={`Rename ${k.key}`} onClick={() => setRenaming(k)}>
              <IconCursorText size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${k.key}`} onClick={() => void remove(k)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const selectedList = [...selected.values()];
  const toolbar = (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search keys"
          placeholder="Key or any text"
          leftSection={<IconSearch size={14} />}
          w={220}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && setQ({ q: search, pn: '1' })}
        />
        <CompactMultiSelect
          label="Tags"
          placeholder="Any tag"
          w={200}
          data={tagOptions}
          value={q.tags ? q.tags.split(',') : []}
          onChange={(v) => setQ({ tags: v.join(','), pn: '1' })}
        />
        <Select
          label="Status"
          w={140}
          allowDeselect={false}
          data={[
            { value: 'all', label: 'All' },
            { value: 'unfinished', label: 'Unfinished' },
            { value: 'completed', label: 'Completed' },
          ]}
          value={q.status}
          onChange={(v) => setQ({ status: v ?? 'all', pn: '1' })}
        />
        <Select
          label="Use"
          w={140}
          allowDeselect={false}
          data={[
            { value: 'all', label: 'All' },
            { value: 'inUse', label: 'In use' },
            { value: 'notInUse', label: 'Not in use' },
          ]}
          value={q.use}
          onChange={(v) => setQ({ use: v ?? 'all', pn: '1' })}
        />
        <Select
          label="Missing language"
          w={170}
          clearable
          placeholder="Any"
          data={LANGUAGES.filter((l) => l.code !== 'en').map((l) => ({ value: l.code, label: `${l.code} · ${l.name}` }))}
          value={q.missing || null}
          onChange={(v) => setQ({ missing: v ?? '', pn: '1' })}
        />
      </Group>
      <Group gap="xs" align="center">
        <Checkbox
          label="Select this page"
          checked={pageAllSelected}
          indeterminate={!pageAllSelected && rows.some((r) => selected.has(r.id))}
          onChange={(e) => togglePage(e.currentTarget.checked)}
          disabled={!rows.length}
        />
        {selected.size > 0 && (
          <>
            <Text size="sm">{selected.size} selected</Text>
            <Button size="xs" variant="default" leftSection={<IconListCheck size={14} />} onClick={() => setModal('bulk')}>
              Change selected
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setSelected(new Map())}>
              Clear selection
            </Button>
          </>
        )}
      </Group>
    </Group>
  );

  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <ScreenTitle>Translate</ScreenTitle>
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setQ({ create: '1' })}>
            Create
          </Button>
          <Button variant="default" leftSection={<IconTags size={16} />} onClick={() => setModal('tags')}>
            Tags
          </Button>
          <Button
            variant="default"
            component="a"
            href={projectApi.excelUrl(code)}
            download
            leftSection={<IconDownload size={16} />}
            onClick={() => toast(TOASTS.downloaded)}
          >
            Download Excel
          </Button>
          <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setModal('import')}>
            Upload Excel
          </Button>
          {selected.size ? (
            <Button variant="default" leftSection={<IconLanguage size={16} />} onClick={() => setModal('translate')}>
              Translate
            </Button>
          ) : (
            <Tooltip label={MESSAGES.noSelection}>
              <span style={{ display: 'inline-flex' }}>
                <Button variant="default" leftSection={<IconLanguage size={16} />} disabled aria-describedby="translate-needs-selection">
                  Translate
                </Button>
                <VisuallyHidden id="translate-needs-selection">{MESSAGES.noSelection}</VisuallyHidden>
              </span>
            </Tooltip>
          )}
          <Button variant="default" leftSection={<IconCloudUpload size={16} />} onClick={() => setModal('publish')}>
            Publish
          </Button>
          <Button variant="default" component="a" href={fill(paths.history, code)} leftSection={<IconHistory size={16} />}>
            History
          </Button>
        </Group>
      </Group>
      <DataTable
        label="Translation keys"
        columns={columns}
        data={rows}
        rowKey={(k) => k.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        server={{
          page: pn,
          pageSize: ps,
          total: data?.total ?? 0,
          onChange: (page, size) => setQ({ pn: String(size !== ps ? 1 : page), ps: String(size) }),
        }}
        toolbar={toolbar}
        emptyText="No keys"
      />
      <KeyFormModal
        code={code}
        opened={creating || !!editing}
        editing={editing}
        tags={data?.tags ?? []}
        onClose={() => (editing ? setEditing(null) : setQ({ create: '' }))}
        onSaved={() => {
          setEditing(null);
          setQ({ create: '' });
          reload();
        }}
      />
      <ViewKeyModal
        k={viewing}
        onClose={() => setViewing(null)}
        onEdit={(k) => {
          setViewing(null);
          setEditing(k);
        }}
      />
      <RenameKeyModal
        code={code}
        k={renaming}
        onClose={() => setRenaming(null)}
        onSaved={() => {
          setRenaming(null);
          reload();
        }}
      />
      <TagsModal code={code} opened={modal === 'tags'} tags={data?.tags ?? []} onClose={() => setModal(null)} onChanged={reload} />
      <ImportModal
        code={code}
        opened={modal === 'import'}
        onClose={() => setModal(null)}
        onDone={() => {
          setModal(null);
          reload();
        }}
      />
      <BulkModal
        code={code}
        ids={[...selected.keys()]}
        tags={data?.tags ?? []}
        opened={modal === 'bulk'}
        onClose={() => setModal(null)}
        onDone={() => {
          setModal(null);
          setSelected(new Map());
          reload();
        }}
      />
      <TranslatorModal
        scope={code}
        opened={modal === 'translate'}
        onClose={() => setModal(null)}
        selected={selectedList.map((k) => ({ id: k.id, key: k.key, translation: k.translation }))}
        languages={languages}
        onDone={reload}
      />
      <PublishModal code={code} opened={modal === 'publish'} onClose={() => setModal(null)} />
    </>
  );
}
