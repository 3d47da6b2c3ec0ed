// Excel import of common keys (000 §5: .xlsx only, one file; field excel): the first sheet's header
// row names key, en and other language codes. The server refuses a file with any bad row and names them.
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { toast } from '../../../../core/web/notify';
import { useXlsxFile, XlsxFileInput } from '../../../../core/web/XlsxFileInput';
import { commonApi } from './api';

export function ImportModal({ opened, onClose, onImported }: { opened: boolean; onClose: () => void; onImported: () => void }) {
  const xlsx = useXlsxFile();
  const { reset } = xlsx;
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (opened) {
      reset();
      setProgress(null);
    }
  }, [opened, reset]);

  const upload = async () => {
    if (!xlsx.file || !xlsx.ready) return;
    setProgress(0);
    try {
      const r = await commonApi.importExcel(xlsx.file, setProgress);
      toast(`Uploaded: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged`);
      onImported();
    } catch {
      // The error notice shows the server's message (the rows that are wrong).
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Excel import" size={560}>
      <Stack gap="sm">
        <XlsxFileInput state={xlsx} />
        <Text size="sm">
          The first sheet: a header row with <b>key</b>, <b>en</b> and other language codes (fr, de, ja …), then one row per key. A new key is created
          Unfinished; an existing key takes the row's filled cells. A file with a bad row changes nothing.
        </Text>
        {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={() => void upload()} disabled={!xlsx.ready} loading={progress !== null}>Upload</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
