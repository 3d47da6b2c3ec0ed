// Pick and shuffle: `count` random puzzles of each candidate folder, shuffled into this folder.
// The candidates are picked from the project's folders grouped by type (the move/copy picker's
// data); the current folder is disabled (the server leaves it out of the candidates).
import { useState } from 'react';
import { Button, Modal, MultiSelect, NumberInput, Stack } from '@mantine/core';
import { ModalActions } from './ModalActions';
import { num, useSubmit, type FolderGroups } from './useSubmit';

export function PickModal({
  opened,
  folders,
  currentFolderId,
  onClose,
  submit,
}: {
  /** Closed, it stays mounted: Mantine then gives focus back to the control that opened it. */
  opened: boolean;
  folders: FolderGroups;
  currentFolderId: number;
  onClose: () => void;
  submit: (ids: number[], count: number | '', start: number | '') => Promise<void>;
}) {
  const [ids, setIds] = useState<string[]>([]);
  const [count, setCount] = useState<string | number>('');
  const [start, setStart] = useState<string | number>('');
  const s = useSubmit(submit);
  const current = String(currentFolderId);
  const data = folders.map((g) => ({
    group: g.group,
    items: g.items.map((i) => (i.value === current ? { ...i, label: `${i.label} (this folder)`, disabled: true } : i)),
  }));
  return (
    <Modal opened={opened} onClose={onClose} title="Pick and shuffle">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void s.run(ids.map(Number), num(count), num(start));
        }}
        noValidate
      >
        <Stack>
          <MultiSelect
            label="Candidate folders"
            description="Puzzles are picked from each, in folder order (sort, then newest id)"
            placeholder={ids.length ? undefined : 'Search folders'}
            withAsterisk
            searchable
            clearable
            hidePickedOptions
            data={data}
            value={ids}
            onChange={setIds}
            nothingFoundMessage="No folder matches"
            maxDropdownHeight={280}
            data-autofocus
          />
          <NumberInput
            label="Count per folder"
            withAsterisk
            min={0}
            clampBehavior="none"
            value={count}
            onChange={setCount}
            allowDecimal={false}
          />
          <NumberInput
            label="Start sort"
            withAsterisk
            min={1}
            clampBehavior="none"
            value={start}
            onChange={setStart}
            allowDecimal={false}
          />
          <ModalActions error={s.error} onCancel={onClose}>
            <Button type="submit" loading={s.busy}>
              OK
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
