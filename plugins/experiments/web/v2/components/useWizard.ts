// The v2 wizard's state: the form (filled when the modal opens), the step (focus moves to a new
// step's first field), the folders offered, and the actions: Next (the step's messages), Save (all
// messages, back to the first step with one; the server's field messages on their step), copy from an
// experiment, the group tags, a group's weight or levels (its messages checked again) and a folder
// that fills a group's levels.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { zodFormErrors } from '../../../../../core/shared/zod';
import { useForm } from '../../../../../core/web/form';
import { serverFieldErrors } from '../../../../../core/web/http';
import { toast } from '../../../../../core/web/notify';
import { experimentV2Schema, stepErrors, WIZARD_STEPS, type ExperimentV2, type FolderOption } from '../../../schemas/v2';
import { v2Api } from '../api';
import { ANNOUNCED } from './FilterFields';
import { bodyOf, emptyWizard, regroup, wizardOf, type WizardValues } from '../wizardForm';

export interface WizardProps {
  code: string;
  env: string;
  platform: string;
  opened: boolean;
  /** The experiment edited, or null for a new one. */
  editing: ExperimentV2 | null;
  /** The tab's experiments, to copy from. */
  copyChoices: ExperimentV2[];
  onClose: () => void;
  onSaved: () => void;
}

const firstStepWith = (errors: Record<string, string>) => WIZARD_STEPS.findIndex((_, i) => Object.keys(stepErrors(errors, i)).length > 0);

export function useWizard({ code, env, platform, opened, editing, copyChoices, onSaved }: WizardProps) {
  const form = useForm<WizardValues>({ initialValues: emptyWizard() });
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [folders, setFolders] = useState<FolderOption[]>([]);
  const [filling, setFilling] = useState<number | null>(null);
  const stepBox = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  // A new step unmounts the focused field: focus goes to the new step's first field, not the page.
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    stepBox.current?.querySelector<HTMLElement>('input:not([disabled]), textarea, button:not([disabled])')?.focus();
  }, [step]);

  useEffect(() => {
    if (!opened) return;
    form.setValues(editing ? wizardOf(editing) : emptyWizard());
    form.clearErrors();
    setStep(0);
    v2Api.folders(code).then(setFolders, () => setFolders([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing, code]);

  const v = form.values;
  const errorsOf = (values: WizardValues) => zodFormErrors(experimentV2Schema, bodyOf(values));
  /** A field bound with its message announced. */
  const bind = (path: string) => ({ ...form.getInputProps(path), errorProps: ANNOUNCED });

  /**
   * The groups changed (levels typed or filled from a folder, a weight): the messages shown under
   * `groups` are checked again against the new values, so none stays once its cause is gone (a
   * server's message there, about puzzles, goes too: Create asks again). Nothing shows where none did.
   */
  const underGroups = (k: string) => k === 'groups' || k.startsWith('groups.');
  const recheckGroups = (values: WizardValues) => {
    const fresh = Object.fromEntries(Object.entries(stepErrors(errorsOf(values), 2)).filter(([k]) => underGroups(k)));
    form.setErrors((current) => ({ ...Object.fromEntries(Object.entries(current).filter(([k]) => !underGroups(k))), ...fresh }));
  };
  const setGroup = (i: number, change: Partial<WizardValues['groups'][number]>) => {
    // Asked before the change: setting the value clears the message at 'groups' itself.
    const shown = Object.keys(form.errors).some(underGroups);
    const groups = form.values.groups.map((g, k) => (k === i ? { ...g, ...change } : g));
    form.setFieldValue('groups', groups);
    if (shown) recheckGroups({ ...form.values, groups });
  };

  const next = () => {
    const errors = stepErrors(errorsOf(form.values), step);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setStep((s) => Math.min(s + 1, WIZARD_STEPS.length - 1));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (step < WIZARD_STEPS.length - 1) return next();
    const errors = errorsOf(form.values);
    if (Object.keys(errors).length) {
      const at = firstStepWith(errors);
      setStep(at < 0 ? step : at);
      form.setErrors(at < 0 ? errors : stepErrors(errors, at));
      return;
    }
    setBusy(true);
    try {
      const body = bodyOf(form.values);
      if (editing) await v2Api.update(code, editing.id, body);
      else await v2Api.create(code, { ...body, env, platform });
      toast(editing ? 'UPDATED!' : 'CREATED!');
      onSaved();
    } catch (err) {
      // The notice shows the server's message; its fields' messages go on the step that holds them.
      const errors = serverFieldErrors(err);
      const at = firstStepWith(errors);
      if (at >= 0) setStep(at);
      form.setErrors(errors);
    } finally {
      setBusy(false);
    }
  };

  const copyFrom = (id: string | null) => {
    const source = copyChoices.find((x) => String(x.id) === id);
    if (source) form.setValues(wizardOf(source, true));
    else form.setFieldValue('copyFrom', null);
  };

  const setGroupText = (text: string) => {
    form.setFieldValue('group', text);
    form.setFieldValue('groups', regroup(text, form.values.groups));
  };

  const pickFolder = async (i: number, folderId: string | null) => {
    form.setFieldValue(`groups.${i}.folderId`, folderId);
    if (!folderId) return;
    const length = form.values.puzzleLength;
    if (length === '' || length < 1) {
      form.setFieldError('puzzleLength', 'Please input puzzle length!');
      return;
    }
    setFilling(i);
    try {
      const puzzles = await v2Api.folderPuzzles(code, Number(folderId));
      setGroup(i, { folderId, data: { levels: puzzles.slice(0, length).map((p) => String(p.id)) } });
      if (puzzles.length < length)
        form.setFieldError(`groups.${i}.data.levels`, `The folder holds ${puzzles.length} puzzles: the puzzle length is ${length}`);
    } catch {
      /* the error notice shows why the folder could not be read */
    } finally {
      setFilling(null);
    }
  };

  const aa = v.aaTag === '1';
  const weightSum = v.groups.reduce((a, g) => a + (g.weight === '' ? 0 : g.weight), 0);
  const folderData = folders.map((f) => ({ value: String(f.id), label: `${f.name} (#${f.id}, ${f.puzzles})` }));
  const last = step === WIZARD_STEPS.length - 1;

  return {
    form,
    step,
    setStep,
    busy,
    stepBox,
    v,
    bind,
    setGroup,
    submit,
    copyFrom,
    setGroupText,
    pickFolder,
    filling,
    aa,
    weightSum,
    folderData,
    last,
    editing,
    copyChoices,
  };
}

/** What the wizard's steps read of its state. */
export type WizardState = ReturnType<typeof useWizard>;
