// Deploy a v1 experiment to an env (001 "Experiment list (v1)"): a new deployment there, Running.
// Only owners and admins reach it (the list disables the button for others).
import { useEffect } from 'react';
import { Modal, Select, Text } from '@mantine/core';
import type { Env } from '../../../../../core/shared/constants';
import { zodFormErrors } from '../../../../../core/shared/zod';
import { useForm } from '../../../../../core/web/form';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../../core/web/ModalForm';
import { toast } from '../../../../../core/web/notify';
import type { ExperimentV1 } from '../../../endpoints/v1';
import { deploySchema } from '../../../schemas/v1';
import { v1Api } from '../api';

const ENV_OPTIONS = [
  { value: 'sandbox', label: 'Sandbox' },
  { value: 'prod', label: 'Prod' },
];

export function DeployModal(props: { code: string; experiment: ExperimentV1 | null; onClose: () => void; onDeployed: () => void }) {
  const { code, experiment, onClose, onDeployed } = props;
  const form = useForm<{ env: string }>({ initialValues: { env: '' }, validate: (v) => zodFormErrors(deploySchema, v) });
  useEffect(() => {
    if (experiment) form.setValues({ env: '' });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [experiment]);
  const submit = form.onSubmit(async (v) => {
    if (!experiment) return;
    try {
      await v1Api.deploy(code, experiment.id, v.env as Env);
    } catch {
      return; // a refusal (an overlap's 409): the error notice shows the server's message, the modal stays
    }
    toast('SUCCESS!');
    onDeployed();
  });
  return (
    <Modal
      opened={!!experiment}
      onClose={onClose}
      title={experiment ? `Deploy experiment: ${experiment.name}` : 'Deploy experiment'}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm onSubmit={submit} footer={<FormButtons onCancel={onClose} submitting={form.submitting} label="Deploy" />}>
        <Select
          label="Env"
          withAsterisk
          placeholder="Select an env"
          data={ENV_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('env')}
        />
        <Text size="xs" c="dimmed" mt="xs">
          A new deployment there, running at once; what ran before on that env for this experiment is replaced.
        </Text>
      </ModalForm>
    </Modal>
  );
}
