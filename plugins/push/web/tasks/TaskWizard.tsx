// The six-step task wizard (002 "Push task wizard", §4 "Push wizard", §5 "Push form"): Next only
// when the current step validates (the schema's messages on its fields); a step header validates
// the steps before it and stops at the first failing one; Done only at the last step. Create
// (Both makes two tasks), edit (a Ready task, keeps its id) and copy (a task loaded as new).
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Loader, Modal, Stepper, Title } from '@mantine/core';
import type { Env } from '../../../../core/shared/constants';
import { rule } from '../../../../core/shared/access';
import { zodFormErrors } from '../../../../core/shared/zod';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { useForm } from '../../../../core/web/form';
import { serverFieldErrors } from '../../../../core/web/http';
import { MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { taskBodySchema } from '../../schemas/tasks';
import { canEdit, TASK_STATUS_LABELS, type PushTaskDetail } from '../../shared';
import { tasksApi } from './api';
import { AudienceStep } from './wizard/AudienceStep';
import { ExtraDataStep } from './wizard/ExtraDataStep';
import { ReviewStep } from './wizard/ReviewStep';
import { ScheduleStep } from './wizard/ScheduleStep';
import { TaskInfoStep } from './wizard/TaskInfoStep';
import { TranslationStep } from './wizard/TranslationStep';
import { bodyOf, emptyWizard, firstFailing, LAST_STEP, stepErrors, valuesOf, WIZARD_STEPS, type WizardValues } from './wizard/values';

export interface TaskWizardProps {
  code: string;
  env: Env;
  opened: boolean;
  onClose: () => void;
  /** 'create' a new task, 'edit' a Ready task (keeps its id), 'copy' a task as new (002 §4). */
  mode: 'create' | 'edit' | 'copy';
  /** The task to edit or copy. */
  taskId?: number;
  /** The list's platform tab, the new task's default platform. */
  platform?: 1 | 2;
  /** After a successful create or update: the list reloads (the wizard closes itself). */
  onSaved: () => void;
}

/** 002 §7 "Success messages": the wizard's is 'success'. */
export const SAVED_TOAST = 'success';

export function TaskWizard({ code, env, opened, onClose, mode, taskId, platform, onSaved }: TaskWizardProps) {
  const form = useForm<WizardValues>({ initialValues: emptyWizard(platform) });
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(false);
  const [source, setSource] = useState<PushTaskDetail | null>(null);
  const [server, setServer] = useState<{ date: string; zone: string } | null>(null);
  const mayChangeProd = useCan()(rule.ownerOrAdmin, code);
  const prodLocked = env === 'prod' && !mayChangeProd;
  const stepBox = useRef<HTMLDivElement>(null);
  const shown = useRef(step);

  const stepHeading = useRef<HTMLHeadingElement>(null);

  // A new step unmounts the focused field: focus goes to the new step's first field, or to its
  // heading when it has none to fill (the review, whose preview's buttons come later).
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const field =
      step === LAST_STEP ? null : stepBox.current?.querySelector<HTMLElement>('input:not([disabled]), textarea, button:not([disabled])');
    (field ?? stepHeading.current)?.focus();
  }, [step]);

  useEffect(() => {
    if (!opened) return;
    let live = true;
    setStep(0);
    setSource(null);
    form.setValues(emptyWizard(platform));
    form.clearErrors();
    setLoading(true);
    const loads: Promise<unknown>[] = [
      tasksApi.serverDate(code, env).then((d) => {
        if (!live) return;
        setServer({ date: d.date, zone: d.zone });
        if (mode === 'create') form.setFieldValue('scheduleRule.startAt', d.date);
      }),
    ];
    if (mode !== 'create' && taskId) {
      loads.push(
        tasksApi.detail(code, env, taskId).then((t) => {
          if (!live) return;
          setSource(t);
          form.setValues(valuesOf(t));
          // Messages shown against the empty form while the task loaded are not about it.
          form.clearErrors();
        }),
      );
    }
    Promise.allSettled(loads).then(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, mode, taskId, code, env]);

  const errorsNow = () => zodFormErrors(taskBodySchema, bodyOf(form.values));
  /** Shows the first failing step before `upTo` with its messages; true when there is none. */
  const checkUpTo = (upTo: number) => {
    const errors = errorsNow();
    const at = firstFailing(errors, upTo);
    if (at < 0) return true;
    setStep(at);
    form.setErrors(stepErrors(errors, at));
    return false;
  };

  const next = () => {
    if (checkUpTo(step + 1)) {
      form.clearErrors();
      setStep(Math.min(step + 1, LAST_STEP));
    }
  };
  // A header validates the steps before it and stops at the first failing one (002 "Push task wizard").
  const jump = (target: number) => {
    // Nothing to check against until the task (or the server's date) is there.
    if (loading) return;
    if (target <= step || checkUpTo(target)) {
      form.clearErrors();
      setStep(target);
    }
  };

  const editBlocked = mode === 'edit' && source !== null && !canEdit(source.status);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (step < LAST_STEP) return next();
    if (!checkUpTo(WIZARD_STEPS.length) || editBlocked || prodLocked) return;
    setBusy(true);
    try {
      const body = bodyOf(form.values);
      if (mode === 'edit' && taskId) await tasksApi.update(code, env, taskId, body);
      else await tasksApi.create(code, env, body);
      toast(SAVED_TOAST);
      onClose();
      onSaved();
    } catch (err) {
      const errors = serverFieldErrors(err);
      const at = firstFailing(errors);
      if (at >= 0) {
        setStep(at);
        form.setErrors(stepErrors(errors, at));
      }
    } finally {
      setBusy(false);
    }
  };

  const parsed = useMemo(() => (step === LAST_STEP ? taskBodySchema.safeParse(bodyOf(form.values)) : null), [step, form.values]);
  const title =
    mode === 'edit'
      ? `Edit push task #${taskId} (${env})`
      : mode === 'copy'
        ? `Copy push task #${taskId} as a new task (${env})`
        : `Create push task (${env})`;
  const last = step === LAST_STEP;

  return (
    <Modal opened={opened} onClose={onClose} size={1100} title={title} styles={MODAL_FORM_STYLES}>
      <ModalForm
        onSubmit={submit}
        footer={
          <>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0}>
              Previous
            </Button>
            {last ? (
              <ProdLocked locked={prodLocked}>
                <Button type="submit" loading={busy} disabled={prodLocked || editBlocked || loading}>
                  Done
                </Button>
              </ProdLocked>
            ) : (
              <Button type="submit" disabled={loading}>
                Next
              </Button>
            )}
          </>
        }
      >
        <Stepper active={step} size="xs" mb="md" onStepClick={jump} allowNextStepsSelect>
          {WIZARD_STEPS.map((s, i) => (
            <Stepper.Step key={s} label={s} aria-current={i === step ? 'step' : undefined} />
          ))}
        </Stepper>
        <Title order={2} size="h5" mb="xs" tabIndex={-1} ref={stepHeading} data-testid="wizard-step-heading">
          Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
        </Title>
        {editBlocked && source && (
          <Alert color="yellow" mb="sm" role="alert">
            Only a Ready task can be edited: this one is {TASK_STATUS_LABELS[source.status]}. Copy it to send it again.
          </Alert>
        )}
        {loading ? (
          <Loader role="img" aria-label="Loading the task" />
        ) : (
          <div ref={stepBox}>
            {step === 0 && <TaskInfoStep form={form} editing={mode === 'edit'} />}
            {step === 1 && <TranslationStep form={form} code={code} />}
            {step === 2 && <ExtraDataStep form={form} />}
            {step === 3 && <ScheduleStep form={form} serverDate={server?.date ?? null} serverZone={server?.zone ?? ''} />}
            {step === 4 && <AudienceStep form={form} code={code} env={env} />}
            {step === 5 && parsed?.success && <ReviewStep body={parsed.data} code={code} env={env} />}
          </div>
        )}
      </ModalForm>
    </Modal>
  );
}
