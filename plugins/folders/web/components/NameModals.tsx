// Create a folder (name.en, type) and the translations editor (every language and text required,
// en never removed), both with the shared schema's messages.
import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import { createFolderSchema, nameMapSchema } from '../../schemas';
import { MESSAGES, TOASTS, type Folder } from '../../shared';
import { foldersApi } from '../api';

export function CreateFolderModal({
  code,
  opened,
  types,
  onClose,
  onSaved,
}: {
  code: string;
  opened: boolean;
  types: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm({
    initialValues: { en: '', type: '' },
    validate: (v) => {
      const e = zodFormErrors(createFolderSchema, { name: { en: v.en }, type: v.type });
      return e['name.en'] ? { en: e['name.en'] } : e.name ? { en: e.name } : {};
    },
  });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) form.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened]);
  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    try {
      await foldersApi.create(code, { name: { en: v.en }, type: v.type });
      toast(TOASTS.created);
      onSaved();
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Create folder" size={800}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name (en)" withAsterisk data-autofocus {...form.getInputProps('en')} />
          {types.length > 0 && <Select label="Type" data={types} clearable {...form.getInputProps('type')} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface Row {
  lang: string;
  trans: string;
}

export function TranslationsModal({
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
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (folder) {
      const entries = Object.entries(folder.name);
      entries.sort(([a], [b]) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
      setRows(entries.map(([lang, trans]) => ({ lang, trans })));
      setErrors({});
    }
  }, [folder]);
  const set = (i: number, patch: Partial<Row>) => setRows((r) => r.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const save = async () => {
    const errs: Record<number, string> = {};
    rows.forEach((r, i) => {
      if (!r.lang.trim() && !r.trans.trim()) errs[i] = MESSAGES.langTransNull;
      else if (!r.lang.trim()) errs[i] = MESSAGES.langTransNull;
      else if (!r.trans.trim()) errs[i] = MESSAGES.transNull;
    });
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const name = Object.fromEntries(rows.map((r) => [r.lang.trim(), r.trans.trim()]));
    const problems = zodFormErrors(nameMapSchema, name);
    if (Object.keys(problems).length) {
      setErrors({ 0: Object.values(problems)[0] });
      return;
    }
    setBusy(true);
    try {
      await foldersApi.update(code, folder!.id, { name });
      toast(TOASTS.updated);
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={!!folder} onClose={onClose} title={`Translations of ${folder?.name.en ?? ''}`} size={800}>
      <Stack>
        {rows.map((r, i) => (
          <Group key={i} align="flex-start" wrap="nowrap">
            <TextInput
              label="Language"
              w={120}
              value={r.lang}
              disabled={r.lang === 'en' && i === 0}
              data-autofocus={i === 0 ? true : undefined}
              onChange={(e) => set(i, { lang: e.currentTarget.value })}
              error={errors[i] && !r.lang.trim() ? errors[i] : undefined}
            />
            <TextInput
              label="Translation"
              style={{ flex: 1 }}
              value={r.trans}
              onChange={(e) => set(i, { trans: e.currentTarget.value })}
              error={errors[i] && r.lang.trim() ? errors[i] : undefined}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              aria-label={`Remove ${r.lang || 'language'}`}
              disabled={r.lang === 'en'}
              title={r.lang === 'en' ? MESSAGES.enRequired : undefined}
              onClick={() => setRows((x) => x.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setRows((x) => [...x, { lang: '', trans: '' }])}>
            Add language
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={busy}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
