// The keys table's toolbar: the search box, the tag, status, use and missing-language filters, and
// the selection (this page, the count, Change selected, Clear selection).
import { Button, Checkbox, Group, Select, Text, TextInput } from '@mantine/core';
import { IconListCheck, IconSearch } from '@tabler/icons-react';
import { LANGUAGES } from '../../../../core/shared/languages';
import { CompactMultiSelect } from '../../../../core/web/CompactMultiSelect';
import type { TranslatePageState } from './useTranslatePage';

export function KeysToolbar({ page }: { page: TranslatePageState }) {
  const { q, setQ, search, setSearch, tagOptions, pageAllSelected, rows, selected, setSelected, togglePage, setModal } = page;
  return (
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
}
