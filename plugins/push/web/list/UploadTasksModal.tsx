// Upload Tasks (002 §5, §8): one .xlsx (core's picker: 'Only xlsx files can be uploaded'), the
// data-type switch; any error table non-empty: the modal stays open and shows Cell Error, Task
// Language Error and Task Bonus Code Error; else it closes, shows the server's message and the
// list reloads.
import { Anchor, Button, Group, Modal, Progress, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Env } from '../../../../core/shared/constants';
import { endpointUrl } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { useXlsxFile, XlsxFileInput } from '../../../../core/web/XlsxFileInput';
import { listEndpoints, type UploadResult } from '../../endpoints/list';
import { listApi } from './api';

function ErrorTable({ title, head, rows }: { title: string; head: string[]; rows: string[][] }) {
  if (!rows.length) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5" c="red.8">
        {title}
      </Title>
      <Table withTableBorder striped aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={i}>
              {r.map((c, j) => (
                <Table.Td key={j}>{c}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function UploadTasksModal({ code, env, opened, onClose, onUploaded }: { code: string; env: Env; opened: boolean; onClose: () => void; onUploaded: () => void }) {
  const xlsx = useXlsxFile();
  const { reset } = xlsx;
  const [isDataType, setIsDataType] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  useEffect(() => {
    if (opened) {
      reset();
      setResult(null);
      setProgress(null);
    }
  }, [opened, reset]);

  const send = async () => {
    if (!xlsx.file || !xlsx.ready) return;
    setProgress(0);
    setResult(null);
    try {
      const r = await listApi.upload(code, env, xlsx.file, isDataType ? 1 : 0, setProgress);
      if (r.errorCells.length || r.errorLanguageTasks.length || r.errorBonusCodes.length) return setResult(r);
      toast(r.res.message);
      onUploaded();
      onClose();
    } catch {
      // The error notice shows the server's message.
    } finally {
      setProgress(null);
    }
  };
  const busy = progress !== null;

  return (
    <Modal opened={opened} onClose={onClose} title={`Upload Tasks (${env})`} size="lg">
      <Stack gap="sm">
        <Text size="sm">
          One row per task in the Tasks sheet, its texts in the Languages sheet (one row per task and language, en required).{' '}
          <Anchor href={endpointUrl(listEndpoints.template, { params: { code } })} download>
            Download the template
          </Anchor>
          .
        </Text>
        <XlsxFileInput state={xlsx} label="Excel file" disabled={busy} />
        <Switch label="Data message (isDataType)" checked={isDataType} onChange={(e) => setIsDataType(e.currentTarget.checked)} />
        {busy && <Progress value={progress} aria-label="Upload progress" animated={progress >= 100} />}
        {result && (
          <Stack gap="sm" role="region" aria-label="Upload errors">
            <Text c="red.8" size="sm">
              {result.res.message}
            </Text>
            <ErrorTable title="Cell Error" head={['Cell', 'Field', 'Sheet', 'Error']} rows={result.errorCells.map((e) => [e.cell, e.field, e.sheet, e.message])} />
            <ErrorTable title="Task Language Error" head={['Task name', 'Error info', 'Sheet']} rows={result.errorLanguageTasks.map((e) => [e.taskName, e.errorInfo, e.sheet])} />
            <ErrorTable title="Task Bonus Code Error" head={['Task name', 'Error info', 'Sheet']} rows={result.errorBonusCodes.map((e) => [e.taskName, e.errorInfo, e.sheet])} />
          </Stack>
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
