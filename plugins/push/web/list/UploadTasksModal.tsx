// Upload Tasks (002 §5, §8): one .xlsx (core's picker: 'Only xlsx files can be uploaded'), the
// data-type switch. The server reads the file in an import job whose progress the modal follows;
// its result with any error table non-empty: the modal stays open and shows Cell Error, Task
// Language Error and Task Bonus Code Error; else it closes, shows the server's message and the
// list reloads.
import { Anchor, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Env } from '../../../../core/shared/constants';
import { endpointUrl } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { XlsxUploadModal } from '../../../../core/web/XlsxUploadModal';
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

export function UploadTasksModal({
  code,
  env,
  opened,
  onClose,
  onUploaded,
}: {
  code: string;
  env: Env;
  opened: boolean;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const [isDataType, setIsDataType] = useState(false);
  const [result, setResult] = useState<UploadResult | null>(null);
  useEffect(() => {
    if (opened) setResult(null);
  }, [opened]);

  const upload = (file: File, onProgress: (percent: number) => void) => {
    setResult(null);
    return listApi.upload(code, env, file, isDataType ? 1 : 0, onProgress);
  };
  const uploaded = (r: UploadResult) => {
    if (r.errorCells.length || r.errorLanguageTasks.length || r.errorBonusCodes.length) return setResult(r);
    toast(r.res.message);
    onUploaded();
    onClose();
  };

  return (
    <XlsxUploadModal
      opened={opened}
      onClose={onClose}
      title={`Upload Tasks (${env})`}
      size="lg"
      upload={upload}
      onJobSucceeded={uploaded}
      help={
        <>
          One row per task in the Tasks sheet, its texts in the Languages sheet (one row per task and language, en required).{' '}
          <Anchor href={endpointUrl(listEndpoints.template, { params: { code } })} download>
            Download the template
          </Anchor>
          .
        </>
      }
    >
      <Switch label="Data message (isDataType)" checked={isDataType} onChange={(e) => setIsDataType(e.currentTarget.checked)} />
      {result && (
        <Stack gap="sm" role="region" aria-label="Upload errors">
          <Text c="red.8" size="sm">
            {result.res.message}
          </Text>
          <ErrorTable
            title="Cell Error"
            head={['Cell', 'Field', 'Sheet', 'Error']}
            rows={result.errorCells.map((e) => [e.cell, e.field, e.sheet, e.message])}
          />
          <ErrorTable
            title="Task Language Error"
            head={['Task name', 'Error info', 'Sheet']}
            rows={result.errorLanguageTasks.map((e) => [e.taskName, e.errorInfo, e.sheet])}
          />
          <ErrorTable
            title="Task Bonus Code Error"
            head={['Task name', 'Error info', 'Sheet']}
            rows={result.errorBonusCodes.map((e) => [e.taskName, e.errorInfo, e.sheet])}
          />
        </Stack>
      )}
    </XlsxUploadModal>
  );
}
