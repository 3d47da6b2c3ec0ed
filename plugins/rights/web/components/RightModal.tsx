// Create or edit a right {name, url}.
import { useEffect } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import type { RightItem } from '../../shared';
import { rightSchema } from '../../schemas';
import { rightsApi } from '../api';

export function RightModal({
  opened,
  editing,
  onClose,
  onSaved,
}: {
  opened: boolean;
  editing: RightItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm({ initialValues: { name: '', url: '' }, validate: (v) => zodFormErrors(rightSchema, v) });
  useEffect(() => {
    if (opened) form.setValues(editing ? { name: editing.name, url: editing.url } : { name: '', url: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing]);
  const submit = form.onSubmit(async (values) => {
    const body = rightSchema.parse(values);
    if (editing) await rightsApi.updateRight(editing.name, body);
    else await rightsApi.createRight(body);
    toast(editing ? 'Updated' : 'Created');
    onSaved();
  });
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? `Edit right ${editing.name}` : 'Create right'}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Url" placeholder="/:code/screen" description="The screen this right opens" {...form.getInputProps('url')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
