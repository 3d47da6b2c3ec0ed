// The common keys table's toolbar: search, tags, state, and Clear selection while keys are selected.
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { CompactMultiSelect } from '../../../../core/web/CompactMultiSelect';
import type { CommonPageState } from './useCommonPage';

export function CommonToolbar({ page }: { page: CommonPageState }) {
  const { q, setQ, search, setSearch, pushSearch, tagIds, tags, picked, setSelected } = page;
  return (
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
  );
}
