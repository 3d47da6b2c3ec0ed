// The row menu: edit, modify mail, reset password (confirm, new password once), delete (confirm).
import { ActionIcon, Menu } from '@mantine/core';
import { IconAt, IconDots, IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { confirmAction, showSecretOnce } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import type { UserRow } from '../../shared';
import { usersApi } from '../api';

export async function resetPasswordFlow(user: Pick<UserRow, 'id' | 'mail'>): Promise<void> {
  if (!(await confirmAction({ message: `Are you sure to reset the password of ${user.mail}?`, danger: true }))) return;
  const r = await usersApi.resetPassword(user.id);
  toast(r.message);
  showSecretOnce('Password reset', `The new password of ${user.mail}:`, r.password);
}

export function UserActions({
  user,
  onEdit,
  onModifyMail,
  onChanged,
}: {
  user: UserRow;
  onEdit: () => void;
  onModifyMail: () => void;
  onChanged: () => void;
}) {
  const remove = async () => {
    if (!(await confirmAction({ message: 'Are you sure to delete?', danger: true }))) return;
    await usersApi.remove(user.id);
    toast('Deleted');
    onChanged();
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${user.mail}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
          Edit
        </Menu.Item>
        <Menu.Item leftSection={<IconAt size={14} />} onClick={onModifyMail}>
          Modify mail
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={14} />} onClick={() => void resetPasswordFlow(user)}>
          Reset password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => void remove()}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
