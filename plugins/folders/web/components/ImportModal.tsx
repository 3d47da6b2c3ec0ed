// Import folder names from xlsx (field xlsx): only .xlsx files, the upload button disabled without one.
import { useState } from 'react';
import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { toast } from '../../../../core/web/notify';
import { MESSAGES, TOASTS } from '../../shared';
import { foldersApi } from '../api';

export const isXlsx = (f: File | null) => !!f && /\.xlsx$/i.test(f.name);

export function ImportModal({ code, opened, onClose, onDone }: { code: string; opened: boolean; onClose: () => void; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const bad = !!file && !isXlsx(file);
  const send = async () => {
    if (!file || bad) return;
    setBusy(true);
    try {
      const r = await foldersApi.importNames(code, file);
      toast(`${TOASTS.uploaded}: ${r.updated} folders`);
      setFile(null);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Import names" size={800}>
      <Stack>
        <Text size="sm" c="dimmed">First row: id, en, then language codes (as the export writes it). A blank cell leaves that language as it is.</Text>
        <FileInput label="xlsx file" data-autofocus accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" value={file} onChange={setFile} clearable error={bad ? MESSAGES.onlyXlsx : undefined} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={() => void send()} disabled={!file || bad} loading={busy}>Upload</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
