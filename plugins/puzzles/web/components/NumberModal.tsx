// One required whole number (a puzzle's sort, the set-all-sort start).
import { useState } from 'react';
import { Button, Modal, NumberInput, Stack } from '@mantine/core';
import { ModalActions } from './ModalActions';
import { num, useSubmit } from './useSubmit';

export function NumberModal({
  opened,
  title,
  label,
  initial,
  onClose,
  submit,
}: {
  /** Closed, it stays mounted: Mantine then gives focus back to the control that opened it. */
  opened: boolean;
  title: string;
  label: string;
  initial: number | '';
  onClose: () => void;
  submit: (v: number | '') => Promise<void>;
}) {
  const [v, setV] = useState<string | number>(initial);
  const s = useSubmit(submit);
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void s.run(num(v));
        }}
        noValidate
      >
        <Stack>
          <NumberInput label={label} withAsterisk value={v} onChange={setV} allowDecimal={false} error={s.error || undefined} />
          <ModalActions onCancel={onClose}>
            <Button type="submit" loading={s.busy}>
              OK
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
