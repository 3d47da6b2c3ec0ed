// Create or edit a group {name, rightsList}.
import { useEffect } from 'react';
import { Button, Group, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import type { GroupItem, RightItem } from '../../shared';
import { groupSchema } from '../../schemas';
import { rightsApi } from '../api';

export function GroupModal({
  opened,
  editing,
  rights,
  onClose,
  onSaved,
}: {
  opened: boolean;
  editing: GroupItem | null;
  rights: RightItem[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<{ name: string; rightsList: string[] }>({
    initialValues: { name: '', rightsList: [] },
    validate: (v) => zodFormErrors(groupSchema, v),
  });
  useEffect(() => {
    if (opened)
      form.setValues(editing ? { name: editing.name, rightsList: editing.right_names.map((r) => r.name) } : { name: '', rightsList: [] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing]);
  const submit = form.onSubmit(async (values) => {
    const body = groupSchema.parse(values);
    if (editing) await rightsApi.updateGroup(editing.name, body);
    else await rightsApi.createGroup(body);
    toast(editing ? 'Updated' : 'Created');
    onSaved();
  });
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? `Edit group ${editing.name}` : 'Create group'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <MultiSelect label="Rights" searchable clearable data={rights.map((r) => r.name)} {...form.getInputProps('rightsList')} />
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
