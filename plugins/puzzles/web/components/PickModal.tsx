// Pick and shuffle: `count` random puzzles of each candidate folder, shuffled into this folder.
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { num, useSubmit, type FolderGroups } from './useSubmit';

export function PickModal({
  folders,
  onClose,
  submit,
}: {
  folders: FolderGroups;
  onClose: () => void;
  submit: (ids: number[], count: number | '', start: number | '') => Promise<void>;
}) {
  const [ids, setIds] = useState<string>('');
  const [count, setCount] = useState<string | number>('');
  const [start, setStart] = useState<string | number>('');
  const s = useSubmit(submit);
  const all = folders
    .flatMap((g) => g.items.map((i) => i.label))
    .slice(0, 8)
    .join(', ');
  return (
    <Modal opened onClose={onClose} title="Pick and shuffle">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void s.run(
            ids
              .split(/[\s,]+/)
              .filter(Boolean)
              .map(Number),
            num(count),
            num(start),
          );
        }}
        noValidate
      >
        <Stack>
          <TextInput
            label="Candidate folder ids (comma-separated)"
            description={`e.g. ${all}`}
            withAsterisk
            value={ids}
            onChange={(e) => setIds(e.currentTarget.value)}
          />
          <NumberInput label="Count per folder" withAsterisk min={0} value={count} onChange={setCount} allowDecimal={false} />
          <NumberInput label="Start sort" withAsterisk min={1} value={start} onChange={setStart} allowDecimal={false} />
          {s.error && (
            <Text c="red" size="sm">
              {s.error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={s.busy}>
              OK
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
