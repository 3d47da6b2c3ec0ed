// The Translate screen's small modals: a key's details (view), rename ('lack of key'), and changes
// to the selected keys (tags added or removed, unfinished, not in use).
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Modal, MultiSelect, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { languageName } from '../../../../core/shared/languages';
import { zodFormErrors } from '../../../../core/shared/zod';
import { useForm } from '../../../../core/web/form';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { formatTime } from '../../../../core/web/time';
import type { ProjectTag } from '../../endpoints/project';
import { renameKeySchema, TOASTS } from '../../schemas/project';
import type { ProjectKey } from '../../shared';
import { projectApi } from './api';

export function ViewKeyModal({ k, onClose, onEdit }: { k: ProjectKey | null; onClose: () => void; onEdit: (k: ProjectKey) => void }) {
  return (
    <Modal opened={!!k} onClose={onClose} title={k ? `Key ${k.key}` : ''} size={760}>
      {k && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={k.unfinished ? 'orange' : 'green'} variant="light" tt="none">
              {k.unfinished ? 'Unfinished' : 'Completed'}
            </Badge>
            {k.notInUse && (
              <Badge color="gray" variant="light" tt="none">
                Not in use
              </Badge>
            )}
            {k.tags.map((t) => (
              <Badge key={t.id} variant="outline" tt="none">
                {t.name}
              </Badge>
            ))}
          </Group>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Language</Table.Th>
                <Table.Th>Text</Table.Th>
                <Table.Th>Filled by</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(k.translation).map(([lang, text]) => (
                <Table.Tr key={lang}>
                  <Table.Td>
                    <Text size="sm">
                      {lang} · {languageName(lang)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={text ? undefined : 'dimmed'}>
                      {text || '(empty)'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{k.engines[lang] ?? 'operator'}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">
            Source: {k.source} · Max length: {k.maxLength ?? 'none'} · Updated {formatTime(k.updatedAt)} by {k.operator || '—'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onEdit(k)}>Edit</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export function RenameKeyModal({
  code,
  k,
  onClose,
  onSaved,
}: {
  code: string;
  k: ProjectKey | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm({ initialValues: { newKey: '' }, validate: (v) => zodFormErrors(renameKeySchema, v) });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (k) {
      form.setValues({ newKey: k.key });
      form.clearErrors();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [k]);
  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    try {
      await projectApi.rename(code, k!.id, renameKeySchema.parse(v).newKey);
      toast(TOASTS.updated);
      onSaved();
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal opened={!!k} onClose={onClose} title={k ? `Rename ${k.key}` : ''} size={520} styles={MODAL_FORM_STYLES}>
      <ModalForm onSubmit={submit} footer={<FormButtons onCancel={onClose} submitting={busy} label="Rename" />}>
        <TextInput label="New key" withAsterisk {...form.getInputProps('newKey')} />
      </ModalForm>
    </Modal>
  );
}

const KEEP = 'keep';

export function BulkModal({
  code,
  ids,
  tags,
  opened,
  onClose,
  onDone,
}: {
  code: string;
  ids: number[];
  tags: ProjectTag[];
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [status, setStatus] = useState<string>(KEEP);
  const [use, setUse] = useState<string>(KEEP);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setAdd([]);
      setRemove([]);
      setStatus(KEEP);
      setUse(KEEP);
    }
  }, [opened]);
  const options = tags.map((t) => ({ value: String(t.id), label: t.name }));
  const nothing = !add.length && !remove.length && status === KEEP && use === KEEP;
  const save = async () => {
    setBusy(true);
    try {
      await projectApi.bulk(code, {
        ids,
        addTagIds: add.map(Number),
        removeTagIds: remove.map(Number),
        unfinished: status === KEEP ? undefined : status === 'unfinished',
        notInUse: use === KEEP ? undefined : use === 'notInUse',
      });
      toast(TOASTS.updated);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Change ${ids.length} selected keys`} size={560}>
      <Stack>
        <MultiSelect label="Add tags" data={options} value={add} onChange={setAdd} searchable clearable />
        <MultiSelect label="Remove tags" data={options} value={remove} onChange={setRemove} searchable clearable />
        <Select
          label="Status"
          data={[
            { value: KEEP, label: 'Leave as it is' },
            { value: 'unfinished', label: 'Unfinished' },
            { value: 'completed', label: 'Completed' },
          ]}
          value={status}
          onChange={(v) => setStatus(v ?? KEEP)}
          allowDeselect={false}
        />
        <Select
          label="Use"
          data={[
            { value: KEEP, label: 'Leave as it is' },
            { value: 'inUse', label: 'In use' },
            { value: 'notInUse', label: 'Not in use' },
          ]}
          value={use}
          onChange={(v) => setUse(v ?? KEEP)}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={nothing}>
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
