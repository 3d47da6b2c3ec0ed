// Common Translate (000 §2.2, admin): the shared keys with their English text, the Unfinished /
// Completed tag, tags and actions; search, tag and state filters and paging in the URL; create,
// edit (then ask to sync to the linked projects), detail, rename, delete, Excel import, tag
// management, sync to projects with the three-way sync check, and the translator (header button).
// The state and modal-less actions are useCommonPage's; the columns commonColumns'; the filters
// CommonToolbar's; the buttons CommonButtons'; the modals CommonDialogs'.
import { Group } from '@mantine/core';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable } from '../../../../core/web/table/DataTable';
import { CommonButtons } from './CommonButtons';
import { commonColumns } from './commonColumns';
import { CommonDialogs } from './CommonDialogs';
import { CommonToolbar } from './CommonToolbar';
import { PAGE_SIZES, useCommonPage } from './useCommonPage';

export default function CommonPage() {
  const page = useCommonPage();
  const { q, setQ, list, rows } = page;
  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Common Translate</ScreenTitle>
        <CommonButtons page={page} />
      </Group>
      <DataTable
        label="Common keys"
        columns={commonColumns(page)}
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
        toolbar={<CommonToolbar page={page} />}
      />
      <CommonDialogs page={page} />
    </>
  );
}
