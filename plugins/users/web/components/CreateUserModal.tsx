// Add a user (mail, display name); the generated first password is shown once.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { zodFormErrors } from '../../../../core/shared/zod';
import { showSecretOnce } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { createUserSchema } from '../../schemas';
import { usersApi } from '../api';
import { MailInput } from './MailInput';

export function CreateUserModal({
  opened,
  domains,
  onClose,
  onCreated,
}: {
  opened: boolean;
  domains: string[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const form = useForm({ initialValues: { mail: '', displayName: '' }, validate: (v) => zodFormErrors(createUserSchema, v) });
  const submit = form.onSubmit(async (values) => {
    const body = createUserSchema.parse(values);
    const r = await usersApi.create(body);
    toast('Created');
    form.reset();
    onCreated();
    showSecretOnce('New user', `The first password of ${body.mail}:`, r.password);
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Add user">
      <form onSubmit={submit} noValidate>
        <Stack>
          <MailInput label="Mail" withAsterisk domains={domains} data-autofocus {...form.getInputProps('mail')} value={form.values.mail} />
          <TextInput label="Display name" withAsterisk {...form.getInputProps('displayName')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
