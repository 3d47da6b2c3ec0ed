// Move or copy the selected puzzles to another folder from a start sort (copy: by an interval).
import { useState } from 'react';
import { Button, Modal, NumberInput, Select, Stack } from '@mantine/core';
import { ModalActions } from './ModalActions';
import { MESSAGES } from '../../shared';
import { num, useSubmit, type FolderGroups } from './useSubmit';

export function MoveCopyModal({
  opened,
  kind,
  folders,
  onClose,
  submit,
}: {
  /** Closed, it stays mounted: Mantine then gives focus back to the control that opened it. */
  opened: boolean;
  kind: 'move' | 'copy';
  folders: FolderGroups;
  onClose: () => void;
  submit: (to: number, start: number | '', interval: number | '') => Promise<void>;
}) {
  const [to, setTo] = useState<string | null>(null);
  const [start, setStart] = useState<string | number>('');
  const [interval, setInterval] = useState<string | number>(1);
  const s = useSubmit(submit);
  return (
    <Modal opened={opened} onClose={onClose} title={kind === 'move' ? 'Move puzzles' : 'Copy puzzles'}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!to) return;
          void s.run(Number(to), num(start), num(interval));
        }}
        noValidate
      >
        <Stack>
          <Select
            label="To folder"
            withAsterisk
            searchable
            data={folders}
            value={to}
            onChange={setTo}
            error={!to && s.error ? MESSAGES.folderRequired : undefined}
          />
          <NumberInput
            label="Start sort"
            withAsterisk
            min={kind === 'move' ? 0 : 1}
            clampBehavior="none"
            value={start}
            onChange={setStart}
            allowDecimal={false}
          />
          {kind === 'copy' && (
            <NumberInput label="Interval" min={0} clampBehavior="none" value={interval} onChange={setInterval} allowDecimal={false} />
          )}
          <ModalActions error={s.error} onCancel={onClose}>
            <Button type="submit" loading={s.busy} disabled={!to}>
              OK
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
