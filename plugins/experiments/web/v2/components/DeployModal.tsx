// Deploy an experiment to its env at a percent (default its own): under 100 % it becomes a gray
// publish, at 100 % it runs. A GRAY_PUBLISH experiment is deployed again to widen it.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { zodFormErrors } from '../../../../../core/shared/zod';
import { useForm } from '../../../../../core/web/form';
import { MODAL_FORM_STYLES, ModalForm } from '../../../../../core/web/ModalForm';
import { toast } from '../../../../../core/web/notify';
import { deployExperimentV2Schema, type ExperimentV2 } from '../../../schemas/v2';
import { v2Api } from '../api';

export function DeployModal({
  code,
  experiment,
  onClose,
  onDone,
}: {
  code: string;
  experiment: ExperimentV2 | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<{ percent: number | '' }>({ initialValues: { percent: 100 } });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!experiment) return;
    // A gray publish deployed again usually goes to everyone.
    form.setValues({ percent: experiment.status === 'GRAY_PUBLISH' ? 100 : experiment.percent });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [experiment]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!experiment) return;
    const errors = zodFormErrors(deployExperimentV2Schema, form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      await v2Api.deploy(code, experiment.id, Number(form.values.percent));
      toast('Deploy success');
      onDone();
    } catch {
      /* a refusal (an overlap's 409): the error notice shows the server's message, the modal stays */
    } finally {
      setBusy(false);
    }
  };
  const p = form.values.percent;
  return (
    <Modal
      opened={!!experiment}
      onClose={onClose}
      title={experiment ? `Deploy experiment #${experiment.id}` : ''}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm
        onSubmit={submit}
        footer={
          <>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} color={experiment?.env === 'prod' ? 'red' : undefined}>
              Deploy
            </Button>
          </>
        }
      >
        <Stack gap="sm">
          <Text size="sm">
            Deploy “{experiment?.name}” to {experiment?.platform} {experiment?.env}?
          </Text>
          <NumberInput label="Percent" min={1} max={100} suffix=" %" {...form.getInputProps('percent')} />
          <Text size="sm" c="dimmed">
            {p !== '' && p < 100 ? `A gray publish: ${p} % of matching users take part.` : 'Every matching user takes part (RUNNING).'}
          </Text>
        </Stack>
      </ModalForm>
    </Modal>
  );
}
