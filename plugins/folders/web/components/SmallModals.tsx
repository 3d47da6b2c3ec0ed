// The sort editor (a number, at least 0) and the details modal (001 §3's fields, with the
// collection resource's file list and the template puzzles, tempPuzzle, each in a row of its own).
import { useEffect, useState } from 'react';
import { Button, Code, Group, List, Modal, NumberInput, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { formatTime } from '../../../../core/web/time';
import { toast } from '../../../../core/web/notify';
import { folderSortSchema } from '../../schemas';
import { TOASTS, type Folder } from '../../shared';
import { foldersApi } from '../api';

/** A NumberInput's value for the schema: a number, '' when empty, and a long or partial text ('-', 20 digits) as the number it reads. */
const sortInput = (v: number | string) => (typeof v === 'number' || v === '' ? v : Number(v));

export function SortModal({
  code,
  folder,
  onClose,
  onSaved,
}: {
  code: string;
  folder: Folder | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [sort, setSort] = useState<number | string>(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (folder) setSort(folder.sort);
  }, [folder]);
  // The shared schema's message (the server checks the same): shown beside the field, never a greyed Save.
  const checked = folderSortSchema.safeParse(sortInput(sort));
  const error = checked.success ? undefined : checked.error.issues[0].message;
  const save = async () => {
    if (!folder || !checked.success) return;
    setBusy(true);
    try {
      await foldersApi.update(code, folder.id, { sort: checked.data });
      toast(TOASTS.updated);
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={!!folder} onClose={onClose} title={`Sort of ${folder?.name.en ?? ''}`} size={800}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack>
          {/* No clamping: -5 or 20 digits stay as typed and show the message, not a quietly changed number. */}
          <NumberInput
            label="Sort"
            min={0}
            allowDecimal={false}
            clampBehavior="none"
            data-autofocus
            value={sort}
            onChange={setSort}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** 001 §3 attr resourceFileList: how many files the .zip holds, and their names in a scrolling list. */
function ResourceFiles({ names }: { names: string[] }) {
  if (!names.length) return <Text size="sm">The .zip holds no files</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm">{names.length === 1 ? '1 file' : `${names.length} files`}</Text>
      <ScrollArea.Autosize mah={200} type="auto">
        <List size="xs" spacing={0} aria-label="Resource files">
          {names.map((n, i) => (
            <List.Item key={i}>{n}</List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Stack>
  );
}

export function DetailsModal({ folder, onClose }: { folder: Folder | null; onClose: () => void }) {
  const { resourceFileList, ...attr } = folder?.attr ?? {};
  const rows: [string, React.ReactNode][] = folder
    ? [
        ['Id', folder.id],
        ['Origin id', folder.originId ?? '—'],
        ['Sort', folder.sort],
        [
          'Names',
          Object.entries(folder.name)
            .map(([l, n]) => `${l}: ${n}`)
            .join(' · '),
        ],
        ['Tags', folder.tags.map((t) => t.name).join(', ') || '—'],
        ['Type', folder.type || '—'],
        ['Puzzles', folder.puzzleCount],
        ['needPub', String(folder.needPub)],
        ['Locked', String(folder.locked)],
        ['Created', `${formatTime(folder.createdAt)} by ${folder.createdBy || '—'}`],
        ['Updated', `${formatTime(folder.updatedAt)} by ${folder.operator || '—'}`],
        ['Template puzzles (tempPuzzle)', folder.tempPuzzle.length ? folder.tempPuzzle.join(', ') : '—'],
        ...(Array.isArray(resourceFileList)
          ? [['Resource files', <ResourceFiles key="files" names={resourceFileList} />] as [string, React.ReactNode]]
          : []),
        [
          'Attributes',
          <Code block key="attr">
            {JSON.stringify(attr, null, 2)}
          </Code>,
        ],
      ]
    : [];
  return (
    <Modal opened={!!folder} onClose={onClose} title={`Folder ${folder?.name.en ?? ''}`} size={800}>
      <Table>
        <Table.Tbody>
          {rows.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th w={140}>{k}</Table.Th>
              <Table.Td>{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
