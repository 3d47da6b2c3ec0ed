// Translate (000 §2.14): the project's keys with filters (tags, unfinished, not in use, a language
// without text, a search over keys and texts) and paging, all in the URL; create, view, edit (with
// translation-memory suggestions), rename and delete; the tag manager; Excel download and upload;
// changes to the selected keys; the translator (machine translation of the selected rows), the
// publish modal and the history.
// The state and delete are useTranslatePage's; the columns keyColumns'; the filters and selection
// KeysToolbar's; the buttons TranslateButtons'; the modals TranslateDialogs'.
import { Group } from '@mantine/core';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable } from '../../../../core/web/table/DataTable';
import { PAGE_SIZES } from '../../schemas/project';
import { keyColumns } from './keyColumns';
import { KeysToolbar } from './KeysToolbar';
import { TranslateButtons } from './TranslateButtons';
import { TranslateDialogs } from './TranslateDialogs';
import { useTranslatePage } from './useTranslatePage';

export default function TranslatePage() {
  const page = useTranslatePage();
  const { setQ, pn, ps, list, data, rows } = page;

  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <ScreenTitle>Translate</ScreenTitle>
        <TranslateButtons page={page} />
      </Group>
      <DataTable
        label="Translation keys"
        columns={keyColumns(page)}
        data={rows}
        rowKey={(k) => k.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        server={{
          page: pn,
          pageSize: ps,
          total: data?.total ?? 0,
          onChange: (pageNo, size) => setQ({ pn: String(size !== ps ? 1 : pageNo), ps: String(size) }),
        }}
        toolbar={<KeysToolbar page={page} />}
        emptyText="No keys"
      />
      <TranslateDialogs page={page} />
    </>
  );
}
