// Folders (001 "Folders"): the list with a tag filter (tags, page and size in the URL), create,
// tag management and names import/export (full rights), random puzzles, inline edit of one row at
// a time, open (the puzzles screen), copy, pick puzzles, delete, thumbnails (one project), the
// attribute, sort, details and translations editors. Roles as 001 §6.
import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Menu,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconCheck,
  IconDice5,
  IconDots,
  IconDownload,
  IconEye,
  IconListCheck,
  IconPencil,
  IconPlus,
  IconTags,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { confirmAction } from '../../../../core/web/dialogs';
import { useLink } from '../../../../core/web/links';
import { showErrorNotice, toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, positiveInt, useQueryState } from '../../../../core/web/useQueryState';
import {
  CONFIRM,
  DEFAULT_PAGE_SIZE,
  folderThumb,
  linkNeeds,
  MESSAGES,
  PAGE_SIZES,
  paths,
  TOASTS,
  tagColor,
  type Folder,
} from '../../shared';
import { foldersApi } from '../api';
import { useFolderAccess } from '../components/access';
import { AttrModal } from '../components/AttrModal';
import { ImportModal } from '../components/ImportModal';
import { CreateFolderModal, TranslationsModal } from '../components/NameModals';
import { PickModal } from '../components/PickModal';
import { DetailsModal, SortModal } from '../components/SmallModals';
import { TagsModal } from '../components/TagsModal';

/** Text that wraps between words inside the table's one-line cells (a word longer than the column breaks too). */
const WRAP = { whiteSpace: 'normal', overflowWrap: 'break-word' } as const;
/** Attribute values (keys, urls) break anywhere: one long key must not widen the table. */
const WRAP_ANYWHERE = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

interface Draft {
  id: number;
  en: string;
  tags: string[];
  type: string | null;
}

export default function FoldersPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { tags: '', pn: '1', ps: String(DEFAULT_PAGE_SIZE), create: '' },
    { ps: oneOf(PAGE_SIZES), pn: positiveInt() },
  );
  const pn = Number(q.pn) || 1;
  const ps = Number(q.ps) || DEFAULT_PAGE_SIZE;
  const tagsQuery = /^(\d+(,\d+)*)?$/.test(q.tags) ? q.tags : '';
  const list = useLoad(() => foldersApi.list(code, { pn, ps, tags: tagsQuery }), [code, pn, ps, tagsQuery]);
  const all = useLoad(() => foldersApi.all(code), [code]);
  const access = useFolderAccess(code);
  const href = useLink(linkNeeds.puzzles);
  const thumb = folderThumb(code);
  const data = list.data;
  const [creating, setCreating] = useState(q.create === '1');
  // The palette's "Create folder" while the screen is already open sets ?create=1 afresh.
  useEffect(() => {
    if (q.create === '1') setCreating(true);
  }, [q.create]);
  const [tagsOpen, setTagsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [pick, setPick] = useState<{ target: Folder | null } | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [trans, setTrans] = useState<Folder | null>(null);
  const [attr, setAttr] = useState<Folder | null>(null);
  const [sortOf, setSortOf] = useState<Folder | null>(null);
  const [details, setDetails] = useState<Folder | null>(null);

  const reload = () => {
    void list.reload();
    void all.reload();
  };
  const done = (close: () => void) => () => {
    close();
    reload();
  };
  const selectedTags = tagsQuery ? tagsQuery.split(',') : [];
  const tagOptions = (data?.tags ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  const startEdit = (f: Folder) => {
    if (draft && draft.id !== f.id) return showErrorNotice('Save or cancel the row you are editing first', 'Warning');
    setDraft({ id: f.id, en: f.name.en ?? '', tags: f.tags.map((t) => String(t.id)), type: f.type || null });
  };
  const saveEdit = async (f: Folder) => {
    if (!draft) return;
    if (!draft.en.trim()) return showErrorNotice(MESSAGES.nameRequired, 'Warning');
    setSaving(true);
    try {
      await foldersApi.update(code, f.id, {
        name: { ...f.name, en: draft.en.trim() },
        tags: draft.tags.map(Number),
        type: draft.type ?? '',
      });
      toast(TOASTS.updated);
      setDraft(null);
      reload();
    } finally {
      setSaving(false);
    }
  };
  const toggle = async (f: Folder, patch: { needPub?: boolean; locked?: boolean }) => {
    await foldersApi.update(code, f.id, patch);
    toast(TOASTS.updated);
    reload();
  };
  const copy = async (f: Folder) => {
    if (!(await confirmAction({ message: CONFIRM.copy(f.name.en ?? String(f.id)) }))) return;
    await foldersApi.copy(code, f.id);
    toast(TOASTS.copied);
    reload();
  };
  const remove = async (f: Folder) => {
    if (!(await confirmAction({ message: CONFIRM.delete, danger: true }))) return;
    await foldersApi.remove(code, f.id);
    toast(TOASTS.deleted);
    // 002 §8: an empty page after deleting steps back one page.
    if (data && data.folders.length === 1 && pn > 1) setQ({ pn: String(pn - 1) });
    else reload();
  };

  // Widths (each is the column's minimum; Name takes what is left) and text that wraps (the xs
  // table keeps cells on one line, which sized the table to its longest name and time): every
  // column of an owner's view, the jigsaw thumbnail or one attribute column included, fits the
  // 1280 px screen without the pinned actions covering the trailing ones.
  const columns: Column<Folder>[] = [{ key: 'id', header: 'Id', width: 52, value: (f) => f.id }];
  if (thumb) {
    columns.push({
      key: 'thumb',
      header: 'Thumbnail',
      width: thumb.width + 20,
      cell: (f) =>
        f.attr.thumb ? (
          <Image src={f.attr.thumb} w={thumb.width} h={thumb.height} fit="contain" alt={`Thumbnail of ${f.name.en ?? f.id}`} />
        ) : (
          <Text size="xs" c="dimmed">
            —
          </Text>
        ),
    });
  }
  columns.push(
    {
      key: 'name',
      header: 'Name',
      width: 120,
      cell: (f) => {
        if (draft?.id === f.id)
          return (
            <TextInput
              size="xs"
              aria-label="Folder name (en)"
              value={draft.en}
              onChange={(e) => setDraft({ ...draft, en: e.currentTarget.value })}
              error={!draft.en.trim() ? MESSAGES.nameRequired : undefined}
            />
          );
        const to = href({ code, folderId: f.id });
        const name = to ? (
          <Anchor href={to} size="sm" style={WRAP}>
            {f.name.en}
          </Anchor>
        ) : (
          <Text size="sm" style={WRAP}>
            {f.name.en}
          </Text>
        );
        // The folder's category under its name (a column of its own pushes the table past 1280 px).
        if (!data?.categoriesEnabled || f.categoryId === null) return name;
        return (
          <Stack gap={0}>
            {name}
            <Text size="xs" c="dimmed" style={WRAP_ANYWHERE} title="Category">
              {f.categoryName ?? `#${f.categoryId}`}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'tags',
      header: 'Tags',
      width: 84,
      cell: (f) =>
        draft?.id === f.id ? (
          <MultiSelect size="xs" aria-label="Tags" data={tagOptions} value={draft.tags} onChange={(tags) => setDraft({ ...draft, tags })} />
        ) : (
          <Group gap={4}>
            {f.tags.map((t) => (
              <Badge key={t.id} size="sm" variant="light" color={tagColor(t.name)}>
                {t.name}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      key: 'type',
      header: 'Type',
      width: 84,
      cell: (f) =>
        draft?.id === f.id && (data?.folderTypes.length ?? 0) > 0 ? (
          <Select
            size="xs"
            aria-label="Type"
            data={data?.folderTypes ?? []}
            value={draft.type}
            onChange={(type) => setDraft({ ...draft, type })}
            clearable
          />
        ) : (
          <Text size="sm" style={WRAP}>
            {f.type}
          </Text>
        ),
    },
    ...(data?.attrColumns ?? []).map((k): Column<Folder> => ({
      key: `attr.${k}`,
      header: k,
      width: 116,
      cell: (f) => (
        <Text size="sm" style={WRAP_ANYWHERE}>
          {f.attr[k] === undefined ? '' : typeof f.attr[k] === 'object' ? JSON.stringify(f.attr[k]) : String(f.attr[k])}
        </Text>
      ),
    })),
    { key: 'puzzleCount', header: 'Puzzles', width: 72, align: 'right', value: (f) => f.puzzleCount },
  );
  if (access.full) columns.push({ key: 'sort', header: 'Sort', width: 52, align: 'right', value: (f) => f.sort });
  columns.push({
    key: 'needPub',
    header: 'needPub',
    width: 80,
    cell: (f) =>
      access.owner ? (
        <Switch
          aria-label={`needPub of ${f.name.en}`}
          checked={f.needPub}
          onChange={(e) => void toggle(f, { needPub: e.currentTarget.checked })}
        />
      ) : f.needPub ? (
        <Badge color="orange" variant="light">
          needPub
        </Badge>
      ) : null,
  });
  if (access.owner)
    columns.push({
      key: 'locked',
      header: 'Lock',
      width: 56,
      cell: (f) => (
        <Switch aria-label={`Lock ${f.name.en}`} checked={f.locked} onChange={(e) => void toggle(f, { locked: e.currentTarget.checked })} />
      ),
    });
  if (access.full)
    columns.push({
      key: 'updatedAt',
      header: 'Updated',
      width: 100,
      cell: (f) => (
        <Text size="xs" style={WRAP}>
          {formatTime(f.updatedAt)}
          <br />
          by {f.operator}
        </Text>
      ),
    });
  columns.push({
    key: 'actions',
    header: '',
    // Details, Edit and the more-menu (the name is the link that opens the folder).
    width: 112,
    align: 'right',
    cell: (f) => {
      const name = f.name.en ?? String(f.id);
      const why = access.refusal(f);
      if (draft?.id === f.id) {
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label="Save">
              <ActionIcon aria-label={`Save ${name}`} loading={saving} onClick={() => void saveEdit(f)}>
                <IconCheck size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Cancel">
              <ActionIcon variant="default" aria-label={`Cancel editing ${name}`} onClick={() => setDraft(null)}>
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      }
      return (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Details">
            <ActionIcon variant="subtle" aria-label={`Details of ${name}`} onClick={() => setDetails(f)}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          {!why && (
            <>
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={() => startEdit(f)}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" aria-label={`More actions for ${name}`}>
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => setTrans(f)}>Translations</Menu.Item>
                  <Menu.Item onClick={() => setAttr(f)}>Attributes</Menu.Item>
                  {access.full && <Menu.Item onClick={() => setSortOf(f)}>Sort</Menu.Item>}
                  {access.full && data?.copyEnabled && <Menu.Item onClick={() => void copy(f)}>Copy</Menu.Item>}
                  <Menu.Item onClick={() => setPick({ target: f })}>Pick puzzles</Menu.Item>
                  <Menu.Divider />
                  <Menu.Item color="red" onClick={() => void remove(f)}>
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </>
          )}
          {why && (
            <Tooltip label={why}>
              <Badge variant="outline" color="gray">
                {f.locked ? 'locked' : 'read-only'}
              </Badge>
            </Tooltip>
          )}
        </Group>
      );
    },
  });

  const toolbar = (
    <Group justify="space-between" wrap="wrap">
      <MultiSelect
        label="Tags"
        placeholder="Filter by tags"
        w={360}
        clearable
        data={tagOptions}
        value={selectedTags}
        onChange={(v) => setQ({ tags: v.join(','), pn: '1' })}
      />
    </Group>
  );

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Folders</ScreenTitle>
        <Group gap="xs">
          {access.full && (
            <Button variant="default" leftSection={<IconTags size={16} />} onClick={() => setTagsOpen(true)}>
              Tags
            </Button>
          )}
          {access.full && (
            <Button
              variant="default"
              component="a"
              href={foldersApi.exportUrl(code)}
              download
              leftSection={<IconDownload size={16} />}
              onClick={() => toast(TOASTS.downloaded)}
            >
              Export names
            </Button>
          )}
          {access.full && (
            <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setImportOpen(true)}>
              Import names
            </Button>
          )}
          <Button
            variant="default"
            component="a"
            href={paths.randomPuzzles.replace(':code', encodeURIComponent(code))}
            leftSection={<IconDice5 size={16} />}
          >
            Random puzzles
          </Button>
          <Button variant="default" leftSection={<IconListCheck size={16} />} onClick={() => setPick({ target: null })}>
            Pick puzzles
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create
          </Button>
        </Group>
      </Group>
      <DataTable
        label="Folders"
        columns={columns}
        data={data?.folders ?? []}
        rowKey={(f) => f.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        server={{
          page: pn,
          pageSize: ps,
          total: data?.total ?? 0,
          onChange: (page, size) => setQ({ pn: String(size !== ps ? 1 : page), ps: String(size) }),
        }}
        toolbar={toolbar}
        emptyText="No folders"
      />
      <CreateFolderModal
        code={code}
        opened={creating}
        types={data?.folderTypes ?? []}
        onClose={() => {
          setCreating(false);
          setQ({ create: '' });
        }}
        onSaved={done(() => {
          setCreating(false);
          setQ({ create: '' });
        })}
      />
      <TagsModal code={code} opened={tagsOpen} tags={data?.tags ?? []} onClose={() => setTagsOpen(false)} onChanged={reload} />
      <ImportModal code={code} opened={importOpen} onClose={() => setImportOpen(false)} onDone={done(() => setImportOpen(false))} />
      <PickModal
        code={code}
        opened={!!pick}
        folders={all.data?.folders ?? []}
        target={pick?.target ?? null}
        onClose={() => setPick(null)}
        onDone={done(() => setPick(null))}
      />
      <TranslationsModal code={code} folder={trans} onClose={() => setTrans(null)} onSaved={done(() => setTrans(null))} />
      <AttrModal
        code={code}
        folder={attr}
        settings={{
          folderTypes: data?.folderTypes ?? [],
          collections: data?.collections ?? false,
          categoriesEnabled: data?.categoriesEnabled ?? false,
        }}
        thumb={thumb}
        onClose={() => setAttr(null)}
        onSaved={done(() => setAttr(null))}
      />
      <SortModal code={code} folder={sortOf} onClose={() => setSortOf(null)} onSaved={done(() => setSortOf(null))} />
      <DetailsModal folder={details} onClose={() => setDetails(null)} />
    </>
  );
}
