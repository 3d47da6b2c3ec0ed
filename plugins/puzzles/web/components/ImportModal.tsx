// Import translations or prices from an xlsx (core's XlsxFileInput checks the file).
import { useState } from 'react';
import { Button, Modal, Select, Stack } from '@mantine/core';
import { ModalActions } from './ModalActions';
import { useXlsxFile, XlsxFileInput } from '../../../../core/web/XlsxFileInput';
import type { ImportKind } from '../../shared';
import { useSubmit } from './useSubmit';

export function ImportModal({
  opened,
  initial,
  onClose,
  submit,
}: {
  opened: boolean;
  initial: ImportKind;
  onClose: () => void;
  submit: (k: ImportKind, f: File) => Promise<void>;
}) {
  const [kind, setKind] = useState<string | null>(initial);
  const xlsx = useXlsxFile();
  const s = useSubmit(submit);
  return (
    <Modal opened={opened} onClose={onClose} title="Import">
      <Stack>
        <Select
          label="What to import"
          data={[
            { value: 'translation', label: 'Translation (id, en, other languages)' },
            { value: 'price', label: 'Price (id, priceList)' },
          ]}
          value={kind}
          onChange={setKind}
          allowDeselect={false}
        />
        <XlsxFileInput state={xlsx} />
        <ModalActions error={s.error} onCancel={onClose}>
          <Button loading={s.busy} disabled={!xlsx.ready} onClick={() => xlsx.file && void s.run(kind as ImportKind, xlsx.file)}>
            Upload
          </Button>
        </ModalActions>
      </Stack>
    </Modal>
  );
}
