// 002 "Multi-language history": the diff of a version against a previous one the operator
// chooses (default: the version before it on its env), per language: keys added, removed and
// changed, with the old and the new text.
import { useEffect, useState } from 'react';
import { Badge, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { languageName } from '../../../../core/shared/languages';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import type { DiffRow, HistoryRow } from '../../shared';
import { publishApi } from './api';

const PAGE_SIZES = [10, 20, 50, 100] as const;
const CHANGE_COLOR = { added: 'green', removed: 'red', changed: 'blue' } as const;

export function DiffModal({ code, version, onClose }: { code: string; version: HistoryRow | null; onClose: () => void }) {
  const [withId, setWithId] = useState<string | null>(null);
  const [lang, setLang] = useState<string | null>(null);
  useEffect(() => {
    setWithId(null);
    setLang(null);
  }, [version?.id]);
  // The earlier versions to choose from (newest first).
  const earlier = useLoad(() => (version ? publishApi.history(code, { pn: 1, ps: 100 }) : Promise.resolve(undefined)), [code, version?.id]);
  const diff = useLoad(
    () =>
      version
        ? publishApi.diff(code, version.id, { with: withId ? Number(withId) : undefined, lang: lang ?? undefined })
        : Promise.resolve(undefined),
    [code, version?.id, withId, lang],
  );
  const d = diff.data;
  const options = (earlier.data?.rows ?? [])
    .filter((r) => version && r.id < version.id && r.snapshotId !== null)
    .map((r) => ({ value: String(r.id), label: `#${r.id} ${r.name} (${r.env}, ${formatTime(r.createdAt)})` }));
  const columns: Column<DiffRow>[] = [
    { key: 'lang', header: 'Language', cell: (r) => r.lang },
    { key: 'key', header: 'Key' },
    {
      key: 'change',
      header: 'Change',
      cell: (r) => (
        <Badge color={CHANGE_COLOR[r.change]} variant="light">
          {r.change}
        </Badge>
      ),
      value: (r) => r.change,
    },
    { key: 'old', header: 'Old text', cell: (r) => r.old ?? '—' },
    { key: 'new', header: 'New text', cell: (r) => r.new ?? '—' },
  ];
  return (
    <Modal opened={!!version} onClose={onClose} title={version ? `Diff of #${version.id} ${version.name}` : 'Diff'} size="80rem">
      {version && (
        <Stack gap="sm">
          <Group align="flex-end">
            <Select
              label="Previous id"
              placeholder={d?.from ? `#${d.from.id} ${d.from.name}` : 'None (everything is added)'}
              data={options}
              value={withId ?? (d?.from ? String(d.from.id) : null)}
              onChange={setWithId}
              searchable
              w={480}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Language"
              placeholder="All languages"
              data={(d?.summary ?? []).map((s) => ({ value: s.lang, label: `${languageName(s.lang)} (${s.lang})` }))}
              value={lang}
              onChange={setLang}
              clearable
              w={260}
            />
          </Group>
          <Text size="sm" data-testid="diff-heading">
            {d
              ? d.from
                ? `#${d.from.id} ${d.from.name} → #${d.to.id} ${d.to.name}`
                : `Nothing before #${d.to.id} ${d.to.name}: every text is added`
              : 'Comparing…'}
          </Text>
          {d && (
            <Table withTableBorder striped w="fit-content" aria-label="Changes per language">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Language</Table.Th>
                  <Table.Th ta="right">Added</Table.Th>
                  <Table.Th ta="right">Removed</Table.Th>
                  <Table.Th ta="right">Changed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.summary.map((s) => (
                  <Table.Tr key={s.lang}>
                    <Table.Td>{`${languageName(s.lang)} (${s.lang})`}</Table.Td>
                    <Table.Td ta="right">{s.added}</Table.Td>
                    <Table.Td ta="right">{s.removed}</Table.Td>
                    <Table.Td ta="right">{s.changed}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {d && d.total > d.rows.length && (
            <Text size="sm" c="dimmed">
              Showing the first {d.rows.length} of {d.total} changed texts: choose a language to narrow them.
            </Text>
          )}
          <DataTable
            label="Changed texts"
            columns={columns}
            data={d?.rows ?? []}
            rowKey={(r) => `${r.lang}\u0000${r.key}`}
            loading={diff.loading}
            pageSizes={PAGE_SIZES}
            defaultPageSize={10}
            emptyText="No text changed"
          />
        </Stack>
      )}
    </Modal>
  );
}
