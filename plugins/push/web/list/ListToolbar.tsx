// The push task table's toolbar: the date range, status, isCycle and keyword filters (each back to
// the first page; the keyword applies on Enter or leaving the field), batch shutdown of the
// selected tasks and focus-on-selected.
import { Button, Group, Select, Switch, TextInput } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { TASK_STATUS_LABELS } from '../../shared';
import type { PushListState } from './usePushList';

type Props = Pick<PushListState, 'q' | 'setQ' | 'keyword' | 'setKeyword' | 'locked' | 'selected' | 'focus' | 'setFocus' | 'batchShutdown'>;

export function ListToolbar({ q, setQ, keyword, setKeyword, locked, selected, focus, setFocus, batchShutdown }: Props) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label="From"
        size="xs"
        value={q.start}
        max={q.end || undefined}
        onChange={(e) => setQ({ start: e.currentTarget.value, pn: '1' })}
      />
      <TextInput
        type="date"
        label="To"
        size="xs"
        value={q.end}
        min={q.start || undefined}
        onChange={(e) => setQ({ end: e.currentTarget.value, pn: '1' })}
      />
      <Select
        label="Status"
        size="xs"
        w={130}
        data={[{ value: '', label: 'All' }, ...([0, 1, 2] as const).map((s) => ({ value: String(s), label: TASK_STATUS_LABELS[s] }))]}
        value={q.status}
        onChange={(v) => setQ({ status: v ?? '', pn: '1' })}
        allowDeselect={false}
      />
      <Select
        label="isCycle"
        size="xs"
        w={110}
        data={[
          { value: '', label: 'All' },
          { value: '1', label: '1' },
          { value: '7', label: '7' },
        ]}
        value={q.isCycle}
        onChange={(v) => setQ({ isCycle: v ?? '', pn: '1' })}
        allowDeselect={false}
      />
      <TextInput
        label="Keyword"
        size="xs"
        placeholder="Name, title, body or id"
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && setQ({ keyword: keyword.trim(), pn: '1' })}
        onBlur={() => keyword.trim() !== q.keyword && setQ({ keyword: keyword.trim(), pn: '1' })}
        maxLength={200}
      />
      <ProdLocked locked={locked}>
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconPlayerStop size={14} />}
          disabled={locked || !selected.size}
          onClick={() => void batchShutdown()}
        >
          Shutdown selected ({selected.size})
        </Button>
      </ProdLocked>
      <Switch
        size="sm"
        label="Focus on selected"
        checked={focus}
        disabled={!selected.size && !focus}
        onChange={(e) => setFocus(e.currentTarget.checked)}
      />
    </Group>
  );
}
