// Rename a key (PUT /v1/admin/ml/key/{oldKey}; 'lack of key' without a new one). The keys synced
// from it in projects are renamed with it (the server refuses when a project has the new name).
import { useEffect } from 'react';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { zodFormErrors } from '../../../../core/shared/zod';
import type { CommonKeyRow } from '../../endpoints/common';
import { renameSchema } from '../../schemas/common';
import { commonApi } from './api';

export function RenameModal({ common, onClose, onSaved }: { common: CommonKeyRow | null; onClose: () => void; onSaved: () => void }) {
  const form = useForm<{ newKey: string }>({ initialValues: { newKey: '' }, validate: (v) => zodFormErrors(renameSchema, v) });
  useEffect(() => {
    if (common) form.setValues({ newKey: common.key });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [common]);
  const submit = form.onSubmit(async (v) => {
    if (!common) return;
    const r = await commonApi.rename(common.key, v.newKey.trim());
    toast(r.projectKeys ? `UPDATED! (${r.projectKeys} project keys renamed too)` : 'UPDATED!');
    onSaved();
  });
  return (
    <Modal opened={!!common} onClose={onClose} title={common ? `Rename ${common.key}` : ''} styles={MODAL_FORM_STYLES}>
      <ModalForm onSubmit={submit} footer={<FormButtons onCancel={onClose} submitting={form.submitting} label="Rename" />}>
        <Stack gap="sm">
          <TextInput label="New key" withAsterisk {...form.getInputProps('newKey')} />
          {!!common?.linkedCount && (
            <Text size="sm" c="dimmed">
              The key is synced into {common.linkedCount} project(s): their keys are renamed too.
            </Text>
          )}
        </Stack>
      </ModalForm>
    </Modal>
  );
}
