// Edit a user: role (radio), alias (LIMIT only) and password (empty keeps the current one).
import { useEffect } from 'react';
import { Button, Group, Modal, PasswordInput, Radio, Stack, TagsInput, Text } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { ROLES, type Role } from '../../../../core/shared/access';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import type { UserRow } from '../../shared';
import { updateUserSchema } from '../../schemas';
import { usersApi } from '../api';

export function EditUserModal({ user, onClose, onSaved }: { user: UserRow | null; onClose: () => void; onSaved: () => void }) {
  const form = useForm<{ role: Role; alias: string[]; password: string }>({
    initialValues: { role: 'USER', alias: [], password: '' },
    // Only a LIMIT user keeps (and so is checked for) aliases.
    validate: (v) => zodFormErrors(updateUserSchema, { ...v, alias: v.role === 'LIMIT' ? v.alias : [] }),
  });
  useEffect(() => {
    if (user) form.setValues({ role: user.role, alias: user.alias, password: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [user]);
  const submit = form.onSubmit(async (values) => {
    if (!user) return;
    const r = await usersApi.update(user.id, { ...values, alias: values.role === 'LIMIT' ? values.alias : [] });
    toast(r.message);
    onSaved();
  });
  return (
    <Modal opened={!!user} onClose={onClose} title={user ? `Edit ${user.mail}` : ''}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Radio.Group label="Role" {...form.getInputProps('role')}>
            <Group mt={6}>
              {ROLES.map((r) => (
                <Radio key={r} value={r} label={r} />
              ))}
            </Group>
          </Radio.Group>
          {form.values.role === 'LIMIT' && (
            <TagsInput
              label="Alias"
              description="Other mails this limited user acts for (Enter after each)"
              {...form.getInputProps('alias')}
            />
          )}
          <PasswordInput
            label="New password"
            description="Leave empty to keep the current one"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          {form.values.password && (
            <Text size="xs" c="dimmed">
              Saving a new password signs the user out everywhere.
            </Text>
          )}
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
