// The sort editor (a number, at least 0) and the details modal.
import { useEffect, useState } from 'react';
import { Button, Code, Group, Modal, NumberInput, Stack, Table } from '@mantine/core';
import { formatTime } from '../../../../core/web/time';
import { toast } from '../../../../core/web/notify';
import { folderSortSchema } from '../../schemas';
import { TOASTS, type Folder } from '../../shared';
import { foldersApi } from '../api';

/** A NumberInput's value for the schema: a number, '' when empty, and a long or partial text ('-', 20 digits) as the number it reads. */
const sortInput = (v: number | string) => (typeof v === 'number' || v === '' ? v : Number(v));

export function SortModal({ code, folder, onClose, onSaved }: { code: string; folder: Folder | null; onClose: () => void; onSaved: () => void }) {
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
      <form onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
        <Stack>
          {/* No clamping: -5 or 20 digits stay as typed and show the message, not a quietly changed number. */}
          <NumberInput label="Sort" min={0} allowDecimal={false} clampBehavior="none" data-autofocus value={sort} onChange={setSort} error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={busy}>Save</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function DetailsModal({ folder, onClose }: { folder: Folder | null; onClose: () => void }) {
  const rows: [string, React.ReactNode][] = folder
    ? [
        ['Id', folder.id],
        ['Origin id', folder.originId ?? '—'],
        ['Sort', folder.sort],
        ['Names', Object.entries(folder.name).map(([l, n]) => `${l}: ${n}`).join(' · ')],
        ['Tags', folder.tags.map((t) => t.name).join(', ') || '—'],
        ['Type', folder.type || '—'],
        ['Puzzles', folder.puzzleCount],
        ['needPub', String(folder.needPub)],
        ['Locked', String(folder.locked)],
        ['Created', `${formatTime(folder.createdAt)} by ${folder.createdBy || '—'}`],
        ['Updated', `${formatTime(folder.updatedAt)} by ${folder.operator || '—'}`],
        ['Attributes', <Code block key="attr">{JSON.stringify(folder.attr, null, 2)}</Code>],
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
      <Group justify="flex-end" mt="md"><Button variant="default" onClick={onClose} data-autofocus>Close</Button></Group>
    </Modal>
  );
}
