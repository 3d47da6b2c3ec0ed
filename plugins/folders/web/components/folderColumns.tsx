// The folders table's columns: id, the project's thumbnail, name (a link to the folder's puzzles,
// its category beneath), tags, type, the configured attribute columns, puzzles, sort, needPub, lock,
// updated, and the row's actions. Name, tags and type turn into inputs on the row being edited.
import { Anchor, Badge, Group, Image, MultiSelect, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { MESSAGES, tagColor, type Folder } from '../../shared';
import { FolderRowActions } from './FolderRowActions';
import type { FoldersPageState } from './useFoldersPage';

/** Text that wraps between words inside the table's one-line cells (a word longer than the column breaks too). */
const WRAP = { whiteSpace: 'normal', overflowWrap: 'break-word' } as const;
/** Attribute values (keys, urls) break anywhere: one long key must not widen the table. */
const WRAP_ANYWHERE = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

export function folderColumns(page: FoldersPageState): Column<Folder>[] {
  const { code, thumb, draft, setDraft, data, tagOptions, href, access, toggle } = page;
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
    cell: (f) => <FolderRowActions folder={f} page={page} />,
  });
  return columns;
}
