// Random puzzles (002): source folder ids (comma-separated integers) and an xlsx of `name | count`
// rows; Check reports each row's problems, and Create (enabled only after a successful Check of
// these very inputs) makes one folder per row with that many puzzles drawn at random. Create runs
// as a job: the page follows it (progress, a cancel; a refusal lists every problem), then lists
// the folders it made.
import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { ImportJob } from '../../../../core/web/jobs/ImportJob';
import { useLink } from '../../../../core/web/links';
import { toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { linkNeeds, MESSAGES, TOASTS, type RandomCheckResponse, type RandomCreateResult } from '../../shared';
import { sourceIdsSchema } from '../../schemas';
import { foldersApi } from '../api';
import { useXlsxFile, XlsxFileInput, xlsxFileError } from '../../../../core/web/XlsxFileInput';

export default function RandomPuzzlesPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const href = useLink(linkNeeds.puzzles);
  const [ids, setIds] = useState('');
  const xlsx = useXlsxFile();
  const file = xlsx.file;
  const [errors, setErrors] = useState<{ ids?: string; file?: string }>({});
  const [check, setCheck] = useState<RandomCheckResponse | null>(null);
  const [made, setMade] = useState<RandomCreateResult['folders'] | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [busy, setBusy] = useState<'check' | 'create' | null>(null);
  // Another file needs another Check before Create.
  useEffect(() => setCheck(null), [file]);

  const validate = () => {
    const e: { ids?: string; file?: string } = {};
    if (!sourceIdsSchema.safeParse(ids).success) e.ids = MESSAGES.sourceIds;
    if (!file) e.file = MESSAGES.selectXlsx;
    else e.file = xlsxFileError(file) ?? undefined;
    setErrors(e);
    return !e.ids && !e.file;
  };
  const runCheck = async () => {
    if (!validate() || !file) return;
    setBusy('check');
    setMade(null);
    setJobId(null);
    try {
      setCheck(await foldersApi.randomCheck(code, ids, file));
    } finally {
      setBusy(null);
    }
  };
  const create = async () => {
    if (!check?.ok || !file) return;
    setBusy('create');
    try {
      const started = await foldersApi.randomCreate(code, ids, file);
      // The job consumes this Check: another Create needs another Check.
      setCheck(null);
      setJobId(started.jobId);
    } catch {
      // The error notice shows why.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack maw={900}>
      <ScreenTitle>Random puzzles</ScreenTitle>
      <Text size="sm" c="dimmed">
        The sheet's first row names the columns name and count; each next row makes a folder of that name with that many puzzles drawn at
        random from the source folders (no puzzle twice).
      </Text>
      <TextInput
        label="Source folder ids"
        placeholder="12, 15, 20"
        withAsterisk
        value={ids}
        error={errors.ids}
        onChange={(e) => {
          setIds(e.currentTarget.value);
          setCheck(null);
        }}
      />
      <XlsxFileInput state={xlsx} withAsterisk error={errors.file} />
      <Group>
        <Button variant="default" onClick={() => void runCheck()} loading={busy === 'check'}>
          Check
        </Button>
        <Button onClick={() => void create()} disabled={!check?.ok} loading={busy === 'create'}>
          Create
        </Button>
      </Group>
      {check && (
        <>
          <Text size="sm" c={check.ok ? 'green' : 'red'}>
            {check.ok
              ? `The file is fine: ${check.available} puzzles in the source folders.`
              : 'The file has problems: fix the rows below and check again.'}
          </Text>
          <Table aria-label="Check result" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Count</Table.Th>
                <Table.Th>Problems</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {check.rows.map((r) => (
                <Table.Tr key={r.row}>
                  <Table.Td>{r.row}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>
                    {r.count ?? (
                      <Text span size="sm" c="red">
                        {r.cell || '(empty)'}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={r.problems.length ? 'red' : 'green'}>
                      {r.problems.join('; ') || 'OK'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      {jobId !== null && (
        <ImportJob
          key={jobId}
          jobId={jobId}
          work="creation"
          onSucceeded={(r: RandomCreateResult) => {
            setMade(r.folders);
            toast(TOASTS.created);
          }}
        />
      )}
      {made && (
        <Stack gap={4} role="group" aria-label="Created folders">
          <Text fw={500}>Created folders</Text>
          {made.map((m) => {
            const to = href({ code, folderId: m.id });
            return (
              <Text key={m.id} size="sm">
                #{m.id} {to ? <Anchor href={to}>{m.name}</Anchor> : m.name} ({m.count} puzzles)
              </Text>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
