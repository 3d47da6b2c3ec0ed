// The puzzles table's parts: the column chooser (the less used columns are off by default, so the
// table fits a 1280 px screen) and a hash cell (its start, and a button that copies all of it).
import { ActionIcon, Button, Checkbox, CopyButton, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconColumns, IconCopy } from '@tabler/icons-react';

export function HashCell({ value, label }: { value: string; label: string }) {
  return (
    <Group gap={2} wrap="nowrap">
      <Text size="sm" ff="monospace" title={value}>
        {value.slice(0, 8)}…
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'}>
            <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={label}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** A button opening the list of optional columns, each a checkbox. */
export function ColumnsToggle({
  options,
  shown,
  onChange,
}: {
  options: { key: string; header: string }[];
  shown: string[];
  onChange: (shown: string[]) => void;
}) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <Button size="xs" variant="default" leftSection={<IconColumns size={14} />}>
          Columns{shown.length ? ` (+${shown.length})` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label="More columns"
          value={shown}
          onChange={(v) => onChange(options.map((o) => o.key).filter((k) => v.includes(k)))}
        >
          <Stack gap={6} mt={6}>
            {options.map((o) => (
              <Checkbox key={o.key} value={o.key} label={o.header} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
