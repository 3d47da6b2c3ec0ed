// Create or edit a v1 experiment in three steps (001 "Experiment list (v1)"): 1 the name and the
// client-version filter; 2 the scope's start and end levels, the groups as comma-separated tags
// and their weights (0-100, an even split by default, adding up to 100); 3 the puzzle of each group
// at each level of the scope, picked from the latest release's puzzles (each level's default
// puzzle and boss mark shown beside it; "Use defaults" fills a group with them). Each step is
// validated before the next by the form's one schema.
// The state and the moves between steps are here; the steps are ExperimentFormSteps'.
import { useEffect, useState } from 'react';
import { Button, Modal, Stepper } from '@mantine/core';
import { useReleaseLevels } from './ReleaseLevels';
import { useForm } from '../../../../../core/web/form';
import { MODAL_FORM_STYLES, ModalForm } from '../../../../../core/web/ModalForm';
import { serverFieldErrors } from '../../../../../core/web/http';
import { toast } from '../../../../../core/web/notify';
import { zodFormErrors } from '../../../../../core/shared/zod';
import type { ExperimentV1 } from '../../../endpoints/v1';
import { experimentV1Schema, type ExperimentV1Input } from '../../../schemas/v1';
import { v1Api } from '../api';
import { emptyValues, errorsOfStep, fitToScope, STEP_TITLES, stepOf, valuesOf, type ExperimentFormValues } from './experimentForm';
import { GroupsStep, NameStep, PuzzlesStep } from './ExperimentFormSteps';

export function ExperimentFormModal(props: {
  code: string;
  opened: boolean;
  editing: ExperimentV1 | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { code, opened, editing, onClose, onSaved } = props;
  const form = useForm<ExperimentFormValues>({ initialValues: emptyValues(), validate: (v) => zodFormErrors(experimentV1Schema, v) });
  const [step, setStep] = useState(0);
  const [tagsText, setTagsText] = useState('');
  const [releaseType, setReleaseType] = useState('');
  // Read once the modal opens (the puzzles step needs it; earlier steps leave time to load).
  const release = useReleaseLevels(code, releaseType, opened);
  useEffect(() => {
    if (!opened) return;
    const values = editing ? valuesOf(editing) : emptyValues();
    form.setValues(values);
    form.resetDirty();
    form.clearErrors();
    setTagsText(values.groups.map((g) => g.tag).join(', '));
    setStep(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing]);

  /** Moves on only when this step's fields pass; the puzzles step gets one row per level first. */
  const next = () => {
    const errors = errorsOfStep(zodFormErrors(experimentV1Schema, form.values), step);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    if (step === 1) form.setFieldValue('groups', fitToScope(form.values));
    setStep(step + 1);
  };

  const submit = form.onSubmit(async (v) => {
    const body = v as unknown as ExperimentV1Input;
    try {
      if (editing) await v1Api.update(code, editing.id, body);
      else await v1Api.create(code, body);
    } catch (e) {
      // The notice shows the message; its field shows it too (a puzzle not in the project), on its step.
      const errors = serverFieldErrors(e);
      form.setErrors(errors);
      if (Object.keys(errors).length) setStep(Math.min(...Object.keys(errors).map(stepOf)));
      return;
    }
    toast(editing ? 'Updated' : 'Created');
    onSaved();
  });

  const last = step === STEP_TITLES.length - 1;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit experiment: ${editing.name}` : 'Create experiment'}
      size={step === 2 ? 'xl' : 'lg'}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm
        onSubmit={(e) => {
          if (!last) {
            e.preventDefault();
            next();
            return;
          }
          void submit(e);
        }}
        footer={
          <>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {step > 0 && (
              <Button variant="default" onClick={() => setStep(step - 1)}>
                Previous
              </Button>
            )}
            {last ? (
              <Button type="submit" loading={form.submitting}>
                {editing ? 'Update' : 'Create'}
              </Button>
            ) : (
              <Button type="submit">Next</Button>
            )}
          </>
        }
      >
        <Stepper active={step} size="sm" mb="md" allowNextStepsSelect={false} onStepClick={(s) => s < step && setStep(s)}>
          {STEP_TITLES.map((t) => (
            <Stepper.Step key={t} label={t} />
          ))}
        </Stepper>
        {step === 0 && <NameStep form={form} />}
        {step === 1 && <GroupsStep form={form} tagsText={tagsText} setTagsText={setTagsText} />}
        {step === 2 && <PuzzlesStep form={form} release={release} releaseType={releaseType} setReleaseType={setReleaseType} />}
      </ModalForm>
    </Modal>
  );
}
