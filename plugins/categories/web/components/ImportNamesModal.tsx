// Import names from an xlsx (000 §5: 'Only xlsx files can be uploaded'; Upload disabled without a
// file). The layout is the export's: id, then a column per language; the export is the template.
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { toast } from '../../../../core/web/notify';
import { useXlsxFile, XlsxFileInput } from '../../../../core/web/XlsxFileInput';
import { TOASTS } from '../../shared';
import { categoriesApi } from '../api';

export function ImportNamesModal({ code, opened, onClose, onImported, onExport }: { code: string; opened: boolean; onClose: () => void; onImported: () => void; onExport: () => void }) {
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
      const r = await categoriesApi.importNames(code, xlsx.file, setProgress);
      toast(`${TOASTS.uploaded}: ${r.updated} of ${r.rows} categories changed`);
      onImported();
    } catch {
      // The error notice shows the server's message (the rows that are wrong).
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Import category names" size={560}>
      <Stack gap="sm">
        <XlsxFileInput state={xlsx} />
        <Text size="sm">
          The first sheet: a header row with <b>id</b> and language codes (<b>en</b>, de, fr …), then one row per category. A filled cell sets that
          language; an empty one leaves it as it is. The names export has this layout.
        </Text>
        <Button variant="subtle" size="xs" onClick={onExport} style={{ alignSelf: 'flex-start' }}>Export names (the template)</Button>
        {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button onClick={() => void upload()} disabled={!xlsx.ready} loading={progress !== null}>Upload</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
