// The create/edit wizard (000 §2.7, §4, §5): Base Info, Rules, Group Detail, validated step by step
// with the shared schema (Next refuses with the step's messages; Save checks all and goes back to
// the first step with one). copyFrom (create only) copies an experiment into the form. A non-first
// group of an AB experiment may pick a folder: its first puzzleLength puzzles fill the levels.
// A message shown on a group's levels or weights is checked again when they change (a folder
// that fills valid ids clears the invalid id's message); the current step carries
// aria-current="step" and every message is announced (role="alert").
// The state and actions are useWizard's; the steps WizardSteps'.
import { Button, Modal, Stepper } from '@mantine/core';
import { MODAL_FORM_STYLES, ModalForm } from '../../../../../core/web/ModalForm';
import { WIZARD_STEPS } from '../../../schemas/v2';
import { useWizard, type WizardProps } from './useWizard';
import { BaseInfoStep, GroupsStep, RulesStep } from './WizardSteps';

export function WizardModal(props: WizardProps) {
  const { opened, onClose, editing, platform, env } = props;
  const w = useWizard(props);
  const { step, setStep, busy, stepBox, submit, last } = w;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={860}
      title={editing ? `Edit experiment #${editing.id}` : `Create experiment v2 (${platform} ${env})`}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm
        onSubmit={submit}
        footer={
          <>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {step > 0 && (
              <Button variant="default" onClick={() => setStep(step - 1)}>
                Back
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {last ? (editing ? 'Save' : 'Create') : 'Next'}
            </Button>
          </>
        }
      >
        <Stepper active={step} size="sm" mb="md" allowNextStepsSelect={false} onStepClick={(s) => s < step && setStep(s)}>
          {WIZARD_STEPS.map((s, i) => (
            <Stepper.Step key={s.title} label={s.title} aria-current={i === step ? 'step' : undefined} />
          ))}
        </Stepper>
        <div ref={stepBox}>
          {step === 0 && <BaseInfoStep w={w} />}
          {step === 1 && <RulesStep w={w} />}
          {step === 2 && <GroupsStep w={w} />}
        </div>
      </ModalForm>
    </Modal>
  );
}
