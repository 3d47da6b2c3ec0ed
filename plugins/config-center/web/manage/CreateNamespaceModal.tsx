// The create namespace modal (001 §5): project code, env (dev, sandbox, prod) and the namespace's
// name, all required; defaults 'default' in dev (the spec's), in the project on screen. When that is
// not where the operator is, the modal says where it creates and that the screen moves there.
import { useEffect } from 'react';
import { Alert, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodFormErrors } from '../../../../core/shared/zod';
import { useForm } from '../../../../core/web/form';
import { call, errorMessage } from '../../../../core/web/http';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { manageEndpoints } from '../../endpoints/manage';
import { MANAGE_MESSAGES, newNamespaceSchema, type NewNamespace } from '../../schemas/manage';
import { CC_ENVS, DEFAULT_NAMESPACE, DEFAULT_NAMESPACE_ENV, type CcProject } from '../../shared';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The project on screen (the default). */
  code: string;
  /** The env on screen. */
  screenEnv: string;
  projects: readonly CcProject[];
  onCreated: (created: NewNamespace) => void;
}

export function CreateNamespaceModal({ opened, onClose, code, screenEnv, projects, onCreated }: Props) {
  const initial = { code, env: DEFAULT_NAMESPACE_ENV as string, nameSpace: DEFAULT_NAMESPACE };
  const form = useForm<typeof initial>({ initialValues: initial, validate: (v) => zodFormErrors(newNamespaceSchema, v) });
  useEffect(() => {
    if (opened) form.setValues(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, code]);
  const submit = form.onSubmit(async (v) => {
    const body = newNamespaceSchema.parse(v);
    try {
      await call(manageEndpoints.createNamespace, { params: { code: body.code }, body, quiet: true });
    } catch (e) {
      form.setFieldError('nameSpace', errorMessage(e));
      return;
    }
    toast(MANAGE_MESSAGES.created);
    onCreated(body);
  });
  const v = form.values;
  const elsewhere = v.code !== code || v.env !== screenEnv;
  const where = `${v.code} / ${v.env}`;
  const options = projects.map((p) => ({ value: p.projectCode, label: p.nickname ? `${p.projectCode} · ${p.nickname}` : p.projectCode }));
  return (
    <Modal opened={opened} onClose={onClose} title="Create namespace" styles={MODAL_FORM_STYLES}>
      <ModalForm onSubmit={submit} footer={<FormButtons onCancel={onClose} submitting={form.submitting} label="Create" />}>
        <Stack gap="sm">
          <Select label="Project code" withAsterisk data={options} allowDeselect={false} searchable {...form.getInputProps('code')} />
          <Select
            label="Env"
            withAsterisk
            data={CC_ENVS.map((e) => ({ value: e, label: e }))}
            allowDeselect={false}
            {...form.getInputProps('env')}
          />
          <TextInput label="Namespace" withAsterisk description="Letters, digits, '.', '_' and '-'" {...form.getInputProps('nameSpace')} />
          <Alert color={elsewhere ? 'orange' : 'blue'} variant="light" p="xs" data-testid="namespace-where">
            <Text size="sm">
              {elsewhere
                ? `Creates it in ${where}, not in ${code} / ${screenEnv} where you are; the screen then moves to ${where}.`
                : `Creates it in ${where}, where you are.`}
            </Text>
          </Alert>
        </Stack>
      </ModalForm>
    </Modal>
  );
}
