// Import event types from an xlsx (002 §5: xlsx only, 'Only xlsx files can be uploaded'; the
// button stays disabled with no file). Merge keeps the types the file leaves out; replace drops
// them. The current catalog downloads in the same layout, a ready template.
import { useEffect, useState } from 'react';
import { Anchor, Button, FileInput, Group, Modal, Progress, Radio, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { toast } from '../../../../core/web/notify';
import { MESSAGES, TOASTS, type StoredEventType } from '../../shared';
import { eventCheckApi } from '../api';

const LAYOUT = [
  ['event', 'the event name (rows of one name make one type)'],
  ['description', 'what the event means (first row of the type)'],
  ['field', 'level, puzzleId, duration, value, appVersion, country or props.<name> (empty: a type with no rules)'],
  ['type', 'string, number, integer or boolean'],
  ['required', 'yes when the event must carry it'],
  ['values', 'allowed values, comma-separated'],
  ['min, max', 'bounds of a number'],
];

interface Props {
  code: string;
  opened: boolean;
  onClose: () => void;
  onImported: (next: StoredEventType[]) => void;
}

export function ImportModal({ code, opened, onClose, onImported }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'merge' | 'replace'>('merge');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (!opened) return;
    setFile(null);
    setMode('merge');
    setError(null);
    setProgress(null);
  }, [opened]);

  const pick = (f: File | null) => {
    setFile(f);
    setError(f && !/\.xlsx$/i.test(f.name) ? MESSAGES.onlyXlsx : null);
  };
  const upload = async () => {
    if (!file) return;
    if (!/\.xlsx$/i.test(file.name)) return setError(MESSAGES.onlyXlsx);
    setProgress(0);
    try {
      const r = await eventCheckApi.importCatalog(code, file, mode === 'replace', setProgress);
      toast(TOASTS.imported);
      onImported(r.eventTypes);
    } catch {
      // The error notice shows the server's message (e.g. the rows that are wrong).
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} size={640} title="Import event types">
      <Stack gap="sm">
        <FileInput
          label="xlsx file"
          placeholder="Pick an xlsx file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} />}
          clearable
          value={file}
          onChange={pick}
          error={error}
        />
        <Radio.Group label="Existing event types" value={mode} onChange={(v) => setMode(v as 'merge' | 'replace')}>
          <Stack gap={6} mt={6}>
            <Radio value="merge" label="Keep them; the file's types replace those of the same name" />
            <Radio value="replace" label="Replace the whole catalog with the file" />
          </Stack>
        </Radio.Group>
        <Text size="sm" fw={500}>
          Layout: the first sheet, a header row, then one row per field
        </Text>
        <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={2}>
          <Table.Tbody>
            {LAYOUT.map(([name, what]) => (
              <Table.Tr key={name}>
                <Table.Td ff="monospace">{name}</Table.Td>
                <Table.Td>{what}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Anchor href={eventCheckApi.exportUrl(code)} download size="sm">
          <Group gap={4}>
            <IconDownload size={14} /> Download the current catalog in this layout
          </Group>
        </Anchor>
        {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void upload()} disabled={!file || !!error} loading={progress !== null}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
