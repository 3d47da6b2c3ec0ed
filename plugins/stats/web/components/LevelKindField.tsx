// The level kind choice of the level statistics query bar (000 §9): All, Classic or Boss levels of
// the project config's boss_begin and boss_interval.
import { Select } from '@mantine/core';

const KINDS = [
  { value: 'all', label: 'All' },
  { value: 'classic', label: 'Classic' },
  { value: 'boss', label: 'Boss' },
];

export function LevelKindField(props: { value: string; onChange: (kind: string) => void }) {
  return (
    <Select
      label="Level kind"
      data={KINDS}
      value={props.value || 'all'}
      onChange={(v) => props.onChange(!v || v === 'all' ? '' : v)}
      allowDeselect={false}
      w={120}
    />
  );
}
