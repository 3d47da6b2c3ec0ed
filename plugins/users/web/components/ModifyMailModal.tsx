// Modify a user's mail (001: the modal exists; here it has a visible trigger in the row menu).
import { useEffect } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import type { UserRow } from '../../shared';
import { modifyMailSchema } from '../../schemas';
import { usersApi } from '../api';
import { MailInput } from './MailInput';

export function ModifyMailModal({
  user,
  domains,
  onClose,
  onSaved,
}: {
  user: UserRow | null;
  domains: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm({ initialValues: { newMail: '' }, validate: (v) => zodFormErrors(modifyMailSchema, v) });
  useEffect(() => {
    if (user) form.setValues({ newMail: user.mail });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [user]);
  const submit = form.onSubmit(async (values) => {
    if (!user) return;
    const r = await usersApi.modifyMail(user.id, modifyMailSchema.parse(values).newMail);
    toast(r.message);
    onSaved();
  });
  return (
    <Modal opened={!!user} onClose={onClose} title="Modify mail">
      <form onSubmit={submit} noValidate>
        <Stack>
          <MailInput
            label="New mail"
            withAsterisk
            domains={domains}
            data-autofocus
            {...form.getInputProps('newMail')}
            value={form.values.newMail}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
