// "Adjust" a running experiment (beyond the spec: safe edits while running): only the weights,
// the percent and the filter change, and a new phase starts. Users already assigned keep their
// group; new users are assigned with the new weights.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Group, Modal, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { zodFormErrors } from '../../../../../core/shared/zod';
import { useForm } from '../../../../../core/web/form';
import { serverFieldErrors } from '../../../../../core/web/http';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../../core/web/ModalForm';
import { toast } from '../../../../../core/web/notify';
import { adjustExperimentV2Schema, type ExperimentV2 } from '../../../schemas/v2';
import { v2Api } from '../api';
import { ANNOUNCED, FilterFields } from './FilterFields';
import { bodyOf, wizardOf, type WizardValues } from '../wizardForm';

interface AdjustValues {
  percent: number | '';
  filter: WizardValues['filter'];
  weights: (number | '')[];
}

const valuesOf = (e: ExperimentV2): AdjustValues => ({
  percent: e.percent,
  filter: wizardOf(e).filter,
  weights: e.groups.map((g) => g.weight),
});
const bodyOfAdjust = (v: AdjustValues, e: ExperimentV2) => ({
  percent: v.percent,
  filter: bodyOf({ ...wizardOf(e), filter: v.filter }).filter,
  weights: v.weights,
});

export function AdjustModal({
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
  const form = useForm<AdjustValues>({
    initialValues: {
      percent: 100,
      filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [0, 0], startAt: '', endAt: '', country: [] },
      weights: [],
    },
  });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!experiment) return;
    form.setValues(valuesOf(experiment));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [experiment]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!experiment) return;
    const body = bodyOfAdjust(form.values, experiment);
    const errors = zodFormErrors(adjustExperimentV2Schema, body);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      await v2Api.adjust(code, experiment.id, body as never);
      toast('UPDATED!');
      onDone();
    } catch (err) {
      form.setErrors(serverFieldErrors(err));
    } finally {
      setBusy(false);
    }
  };
  const sum = form.values.weights.reduce<number>((a, w) => a + (w === '' ? 0 : w), 0);
  return (
    <Modal
      opened={!!experiment}
      onClose={onClose}
      size={720}
      title={experiment ? `Adjust running experiment #${experiment.id}` : ''}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm onSubmit={submit} footer={<FormButtons onCancel={onClose} submitting={busy} label="Adjust" />}>
        <Stack gap="sm">
          <Text size="sm">
            Starts phase {(experiment?.phase ?? 0) + 1}: users already in “{experiment?.name}” keep their group; new users are assigned with
            the new weights.
          </Text>
          <NumberInput label="Percent" min={1} max={100} suffix=" %" {...form.getInputProps('percent')} errorProps={ANNOUNCED} />
          <Group gap="sm">
            {experiment?.groups.map((g, i) => (
              <Stack key={g.tag} gap={6} w={130}>
                <NumberInput
                  label={`Weight of ${g.tag}`}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  suffix=" %"
                  {...form.getInputProps(`weights.${i}`)}
                  errorProps={ANNOUNCED}
                />
                {/* 001 §9: a weight slider 0-100 beside the number. */}
                <Slider
                  min={0}
                  max={100}
                  label={(x) => `${x}%`}
                  thumbLabel={`Weight of ${g.tag} (slider)`}
                  value={form.values.weights[i] === '' ? 0 : Number(form.values.weights[i])}
                  onChange={(x) => form.setFieldValue(`weights.${i}`, x)}
                />
              </Stack>
            ))}
          </Group>
          <Text size="sm" c={sum === 100 ? 'dimmed' : 'red'}>
            Weights: {sum} %
          </Text>
          {form.errors.weights && (
            <Alert color="red" p="xs" role="alert">
              {String(form.errors.weights)}
            </Alert>
          )}
          <FilterFields form={form} />
        </Stack>
      </ModalForm>
    </Modal>
  );
}
