// The create file modal (001 §5): a name ('Please input file name', 'file existed') and the
// content (required). The server's 409 'file existed' shows at the name field.
import { useEffect } from 'react';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { zodFormErrors } from '../../../../core/shared/zod';
import { useForm } from '../../../../core/web/form';
import { call, errorMessage } from '../../../../core/web/http';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { manageEndpoints } from '../../endpoints/manage';
import { MANAGE_MESSAGES, newFileSchema, type NewFile } from '../../schemas/manage';
import type { CcEnv } from '../../shared';

interface Props {
  opened: boolean;
  onClose: () => void;
  code: string;
  env: CcEnv;
  nameSpace: string;
  /** The namespace's files: a name already there is refused before the call. */
  existing: readonly string[];
  onCreated: (fileName: string) => void;
}

const EMPTY: NewFile = { fileName: '', fileContent: '' };

export function CreateFileModal({ opened, onClose, code, env, nameSpace, existing, onCreated }: Props) {
  const form = useForm<NewFile>({
    initialValues: EMPTY,
    validate: (v) => {
      const errors = zodFormErrors(newFileSchema, v);
      if (!errors.fileName && existing.includes(v.fileName.trim())) errors.fileName = MANAGE_MESSAGES.fileExisted;
      return errors;
    },
  });
  useEffect(() => {
    if (opened) form.setValues(EMPTY);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened]);
  const submit = form.onSubmit(async (v) => {
    const { fileName, fileContent } = newFileSchema.parse(v);
    try {
      await call(manageEndpoints.save, {
        params: { code },
        body: { code, env, nameSpace, fileName, fileContent, create: true },
        quiet: true,
      });
    } catch (e) {
      form.setFieldError('fileName', errorMessage(e));
      return;
    }
    toast(MANAGE_MESSAGES.created);
    onCreated(fileName);
  });
  return (
    <Modal opened={opened} onClose={onClose} title={`Create file · ${env} / ${nameSpace}`} size="lg" styles={MODAL_FORM_STYLES}>
      <ModalForm onSubmit={submit} footer={<FormButtons onCancel={onClose} submitting={form.submitting} label="Create" />}>
        <Stack gap="sm">
          <TextInput
            label="File name"
            placeholder="feature_flags.json"
            description="JSON and YAML files (.json, .yaml, .yml) get colours in the editor"
            withAsterisk
            {...form.getInputProps('fileName')}
          />
          <Textarea
            label="Content"
            withAsterisk
            autosize
            minRows={8}
            maxRows={18}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('fileContent')}
          />
        </Stack>
      </ModalForm>
    </Modal>
  );
}
