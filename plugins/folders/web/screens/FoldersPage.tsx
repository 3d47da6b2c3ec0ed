// Folders (001 "Folders"): the list with a tag filter (tags, page and size in the URL), create,
// tag management and names import/export (full rights), random puzzles, inline edit of one row at
// a time, open (the puzzles screen), copy, pick puzzles, delete, thumbnails (one project), the
// attribute, sort, details and translations editors. Roles as 001 §6.
// The state and the actions without a modal are useFoldersPage's; the columns folderColumns' (a
// row's actions FolderRowActions'); the buttons FolderButtons'; the modals FolderDialogs'.
import { Group, MultiSelect } from '@mantine/core';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable } from '../../../../core/web/table/DataTable';
import { PAGE_SIZES } from '../../shared';
import { FolderButtons } from '../components/FolderButtons';
import { folderColumns } from '../components/folderColumns';
import { FolderDialogs } from '../components/FolderDialogs';
import { useFoldersPage } from '../components/useFoldersPage';

export default function FoldersPage() {
  const page = useFoldersPage();
  const { setQ, pn, ps, list, data, tagOptions, selectedTags } = page;
  const columns = folderColumns(page);

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
        <FolderButtons page={page} />
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
          onChange: (pageNo, size) => setQ({ pn: String(size !== ps ? 1 : pageNo), ps: String(size) }),
        }}
        toolbar={toolbar}
        emptyText="No folders"
      />
      <FolderDialogs page={page} />
    </>
  );
}
