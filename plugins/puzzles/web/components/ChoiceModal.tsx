// One choice, then Start (an export kind, a pack type): the caller starts the job.
import { useState } from 'react';
import { Button, Modal, Select, Stack } from '@mantine/core';
import { ModalActions } from './ModalActions';
import { useSubmit } from './useSubmit';

export function ChoiceModal({
  opened,
  title,
  label,
  options,
  onClose,
  submit,
}: {
  /** Closed, it stays mounted: Mantine then gives focus back to the control that opened it. */
  opened: boolean;
  title: string;
  label: string;
  options: { value: string; label: string }[];
  onClose: () => void;
  submit: (v: string) => Promise<void>;
}) {
  const [v, setV] = useState<string | null>(options[0]?.value ?? null);
  const s = useSubmit(submit);
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Select label={label} data={options} value={v} onChange={setV} allowDeselect={false} />
        <ModalActions error={s.error} onCancel={onClose}>
          <Button loading={s.busy} onClick={() => v && void s.run(v)}>
            Start
          </Button>
        </ModalActions>
      </Stack>
    </Modal>
  );
}
