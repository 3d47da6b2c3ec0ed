// The language picker (002 "Modals: language picker (offers one language not yet used)"): a
// language the task has no alert in yet becomes a new tab.
import { useState } from 'react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { LANGUAGES } from '../../../../../core/shared/languages';

export function LanguagePicker({
  opened,
  used,
  onClose,
  onPick,
}: {
  opened: boolean;
  used: string[];
  onClose: () => void;
  onPick: (code: string) => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  const options = LANGUAGES.filter((l) => !used.includes(l.code)).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }));
  const add = () => {
    if (!value) return;
    onPick(value);
    setValue(null);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Add a language" size="sm">
      <Stack>
        <Select label="Language" placeholder="A language not used yet" searchable data={options} value={value} onChange={setValue} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={add} disabled={!value}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
