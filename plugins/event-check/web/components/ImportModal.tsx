// Import event types from an xlsx (002 §5: xlsx only, 'Only xlsx files can be uploaded'; the
// button stays disabled with no file). Merge keeps the types the file leaves out; replace drops
// them. The current catalog downloads in the same layout, a ready template. Both run as jobs on the
// server: the download waits for its file (the button loading), the modal follows the import's
// progress (core's ImportJob: a cancel, every problem of a refused file).
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Progress, Radio, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ImportJob } from '../../../../core/web/jobs/ImportJob';
import { toast } from '../../../../core/web/notify';
import { useXlsxFile, XlsxFileInput } from '../../../../core/web/XlsxFileInput';
import { TOASTS, type ImportResponse, type StoredEventType } from '../../shared';
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
  const xlsx = useXlsxFile();
  const { reset } = xlsx;
  const [mode, setMode] = useState<'merge' | 'replace'>('merge');
  const [progress, setProgress] = useState<number | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  useEffect(() => {
    if (!opened) return;
    reset();
    setMode('merge');
    setProgress(null);
    setJobId(null);
  }, [opened, reset]);

  const upload = async () => {
    const file = xlsx.file;
    if (!file || !xlsx.ready) return;
    setProgress(0);
    setJobId(null);
    try {
      setJobId((await eventCheckApi.importCatalog(code, file, mode === 'replace', setProgress)).jobId);
    } catch {
      // The error notice shows the server's message (not an xlsx, no file).
    } finally {
      setProgress(null);
    }
  };
  const download = async () => {
    setDownloading(true);
    try {
      await eventCheckApi.exportCatalog(code);
      toast(TOASTS.downloaded);
    } catch {
      // The error notice shows why (the job's error).
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} size={640} title="Import event types">
      <Stack gap="sm">
        <XlsxFileInput state={xlsx} />
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
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={14} />}
            loading={downloading}
            onClick={() => void download()}
          >
            Download the current catalog in this layout
          </Button>
        </Group>
        {jobId !== null && (
          <ImportJob<ImportResponse>
            key={jobId}
            jobId={jobId}
            onSucceeded={(r) => {
              toast(TOASTS.imported);
              onImported(r.eventTypes);
            }}
          />
        )}
        {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void upload()} disabled={!xlsx.ready} loading={progress !== null}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
