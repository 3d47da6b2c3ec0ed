// One modal for uploading a spreadsheet to an import route: core's xlsx picker (000 §5 "Only xlsx
// files can be uploaded", Upload disabled without a good file), what the sheet should hold, the
// upload's progress, then "Importing…" while the server works. `upload` sends the file and reports
// what it did (toasts); a refusal goes to the error notice and the modal stays open. An import that
// runs as a job (the route answers { jobId }) shows the job's progress, a cancel and every problem
// of a refused file in the modal; `onJobSucceeded` gets the job's result.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import type { JobStarted } from '../shared/jobs';
import { ImportJob } from './jobs/ImportJob';
import { useXlsxFile, XlsxFileInput } from './XlsxFileInput';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the sheet holds (its columns, what an empty cell means). */
  help: ReactNode;
  /** Sends the file, reporting the upload's percent; resolves once the server answered 2xx (with the job it started, if any). */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<void | JobStarted>;
  /** What an import job did, once it succeeded (toasts, a reload). */
  onJobSucceeded?: (result: never) => void;
  /** Stops an import job (default: core's cancel); resolves with the toast to show. */
  cancelJob?: (jobId: number) => Promise<{ message: string }>;
  /** More of the form under the picker (an option the import takes, what a refused file had wrong). */
  children?: ReactNode;
  size?: number | string;
}

export function XlsxUploadModal({ opened, onClose, title, help, upload, onJobSucceeded, cancelJob, children, size = 560 }: Props) {
  const xlsx = useXlsxFile();
  const { reset } = xlsx;
  const [progress, setProgress] = useState<number | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  useEffect(() => {
    if (opened) {
      reset();
      setProgress(null);
      setJobId(null);
    }
  }, [opened, reset]);

  const send = async () => {
    if (!xlsx.file || !xlsx.ready) return;
    setProgress(0);
    setJobId(null);
    try {
      const started = await upload(xlsx.file, setProgress);
      if (started) setJobId(started.jobId);
    } catch {
      // The error notice shows the server's message (the rows that are wrong).
    } finally {
      setProgress(null);
    }
  };
  const busy = progress !== null;

  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <Stack gap="sm">
        <Text size="sm">{help}</Text>
        <XlsxFileInput state={xlsx} label="Excel file" disabled={busy} />
        {children}
        {jobId !== null && (
          <ImportJob key={jobId} jobId={jobId} cancel={cancelJob} onSucceeded={(result) => onJobSucceeded?.(result as never)} />
        )}
        {busy && <Progress value={progress} aria-label="Upload progress" animated={progress >= 100} />}
        {busy && progress >= 100 && (
          <Text size="sm" c="dimmed">
            Importing…
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void send()} disabled={!xlsx.ready} loading={busy}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
