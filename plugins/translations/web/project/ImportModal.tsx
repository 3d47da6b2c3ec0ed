// Excel upload (000 §2.14, §5 ".xlsx only"): core's xlsx picker, the upload with its progress, and
// what the import did (or the rows it refused, in the error notice).
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { inform, toast } from '../../../../core/web/notify';
import { useXlsxFile, XlsxFileInput } from '../../../../core/web/XlsxFileInput';
import { TOASTS } from '../../schemas/project';
import { projectApi } from './api';

export function ImportModal({ code, opened, onClose, onDone }: { code: string; opened: boolean; onClose: () => void; onDone: () => void }) {
  const xlsx = useXlsxFile();
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (opened) {
      xlsx.reset();
      setProgress(null);
    }
  }, [opened]); // eslint-disable-line react-hooks/exhaustive-deps
  const upload = async () => {
    if (!xlsx.file) return;
    setProgress(0);
    try {
      const r = await projectApi.importExcel(code, xlsx.file, setProgress);
      toast(TOASTS.uploaded);
      inform('Excel imported', `${r.rows} rows: ${r.created} keys created, ${r.updated} updated, ${r.unchanged} unchanged.`);
      onDone();
    } catch {
      setProgress(null);
    }
  };
  const busy = progress !== null;
  return (
    <Modal opened={opened} onClose={onClose} title="Upload Excel" size={560}>
      <Stack>
        <Text size="sm">The first row names the columns: key, then language codes (en, fr, de …). A filled cell sets that language, an empty one leaves it; a new key needs its en text. A file with a bad row changes nothing.</Text>
        <XlsxFileInput state={xlsx} label="Excel file" disabled={busy} />
        {busy && <Progress value={progress} aria-label="Upload progress" animated={progress >= 100} />}
        {busy && progress >= 100 && <Text size="sm" c="dimmed">Importing…</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={() => void upload()} disabled={!xlsx.ready} loading={busy}>Upload</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
