// The two configurable lists: internal domains (check mark) and company domains (autocomplete).
import { useEffect } from 'react';
import { Button, Group, Modal, Stack, TagsInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import { mailDomainsSchema, type MailDomains } from '../../schemas';
import { usersApi } from '../api';

export function MailDomainsModal({
  opened,
  value,
  onClose,
  onSaved,
}: {
  opened: boolean;
  value: MailDomains | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<MailDomains>({
    initialValues: { internalDomains: [], companyDomains: [] },
    validate: (v) => zodFormErrors(mailDomainsSchema, v),
  });
  useEffect(() => {
    if (opened && value) form.setValues(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, value]);
  const submit = form.onSubmit(async (values) => {
    await usersApi.saveMailDomains(values);
    toast('Updated');
    onSaved();
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Mail domains">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TagsInput
            label="Internal domains"
            description="Users with these mails get a check mark"
            {...form.getInputProps('internalDomains')}
          />
          <TagsInput label="Company domains" description="Suggested while typing a mail" {...form.getInputProps('companyDomains')} />
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
