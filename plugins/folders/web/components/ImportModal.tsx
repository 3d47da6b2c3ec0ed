// Import folder names from xlsx (field xlsx): only .xlsx files, the upload button disabled without one.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useXlsxFile, XlsxFileInput } from '../../../../core/web/XlsxFileInput';
import { toast } from '../../../../core/web/notify';
import { TOASTS } from '../../shared';
import { foldersApi } from '../api';

export function ImportModal({ code, opened, onClose, onDone }: { code: string; opened: boolean; onClose: () => void; onDone: () => void }) {
  const xlsx = useXlsxFile();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!xlsx.ready || !xlsx.file) return;
    setBusy(true);
    try {
      const r = await foldersApi.importNames(code, xlsx.file);
      toast(`${TOASTS.uploaded}: ${r.updated} folders`);
      xlsx.reset();
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Import names" size={800}>
      <Stack>
        <Text size="sm" c="dimmed">First row: id, en, then language codes (as the export writes it). A blank cell leaves that language as it is.</Text>
        <XlsxFileInput state={xlsx} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={() => void send()} disabled={!xlsx.ready} loading={busy}>Upload</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
