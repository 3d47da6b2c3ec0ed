// The create/edit wizard (000 §2.7, §4, §5): Base Info, Rules, Group Detail, validated step by step
// with the shared schema (Next refuses with the step's messages; Save checks all and goes back to
// the first step with one). copyFrom (create only) copies an experiment into the form. A non-first
// group of an AB experiment may pick a folder: its first puzzleLength puzzles fill the levels.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Stepper, TagsInput, Text, TextInput } from '@mantine/core';
import { zodFormErrors } from '../../../../../core/shared/zod';
import { useForm } from '../../../../../core/web/form';
import { serverFieldErrors } from '../../../../../core/web/http';
import { MODAL_FORM_STYLES, ModalForm } from '../../../../../core/web/ModalForm';
import { toast } from '../../../../../core/web/notify';
import { experimentV2Schema, stepErrors, WIZARD_STEPS, type ExperimentV2, type FolderOption } from '../../../v2Schemas';
import { v2Api } from '../api';
import { FilterFields } from './FilterFields';
import { bodyOf, emptyWizard, regroup, wizardOf, type WizardValues } from '../wizardForm';

interface Props {
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

export function WizardModal({ code, env, platform, opened, editing, copyChoices, onClose, onSaved }: Props) {
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing, code]);

  const v = form.values;
  const errorsOf = (values: WizardValues) => zodFormErrors(experimentV2Schema, bodyOf(values));

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
      form.setErrors(serverFieldErrors(err));
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
      form.setFieldValue(`groups.${i}.data.levels`, puzzles.slice(0, length).map((p) => String(p.id)));
      if (puzzles.length < length) form.setFieldError(`groups.${i}.data.levels`, `The folder holds ${puzzles.length} puzzles: the puzzle length is ${length}`);
    } finally {
      setFilling(null);
    }
  };

  const aa = v.aaTag === '1';
  const weightSum = v.groups.reduce((a, g) => a + (g.weight === '' ? 0 : g.weight), 0);
  const folderData = folders.map((f) => ({ value: String(f.id), label: `${f.name} (#${f.id}, ${f.puzzles})` }));
  const last = step === WIZARD_STEPS.length - 1;

  return (
    <Modal opened={opened} onClose={onClose} size={860} title={editing ? `Edit experiment #${editing.id}` : `Create experiment v2 (${platform} ${env})`} styles={MODAL_FORM_STYLES}>
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
          {WIZARD_STEPS.map((s) => (
            <Stepper.Step key={s.title} label={s.title} />
          ))}
        </Stepper>
        <div ref={stepBox}>
        {step === 0 && (
          <Stack gap="sm">
            <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
            <SegmentedControl
              aria-label="Experiment kind"
              value={v.aaTag}
              onChange={(x) => form.setFieldValue('aaTag', x as '0' | '1')}
              data={[
                { value: '0', label: 'AB' },
                { value: '1', label: 'AA (groups without levels)' },
              ]}
            />
            <NumberInput label="Percent" description="The share of matching users who take part; under 100 a deploy is a gray publish" min={1} max={100} suffix=" %" {...form.getInputProps('percent')} />
            {!editing && (
              <Select label="Copy from" placeholder="An experiment of this tab" clearable searchable data={copyChoices.map((x) => ({ value: String(x.id), label: `#${x.id} ${x.name}` }))} value={v.copyFrom} onChange={copyFrom} />
            )}
          </Stack>
        )}
        {step === 1 && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              0 leaves a bound open (client version 0.0.0, level 0).
            </Text>
            <FilterFields form={form} />
            <SimpleGrid cols={2}>
              <NumberInput label="Join at level from" min={0} {...form.getInputProps('joinRule.lv.0')} />
              <NumberInput label="Join at level to" min={0} {...form.getInputProps('joinRule.lv.1')} />
            </SimpleGrid>
            {form.errors['joinRule.lv'] && (
              <Alert color="red" p="xs" role="alert">
                {String(form.errors['joinRule.lv'])}
              </Alert>
            )}
          </Stack>
        )}
        {step === 2 && (
          <Stack gap="sm">
            <SimpleGrid cols={2}>
              <TextInput label="Group" description="Tags, comma-separated: A,B,C" withAsterisk value={v.group} onChange={(e) => setGroupText(e.currentTarget.value)} error={form.errors.group} />
              <NumberInput label="Puzzle length" withAsterisk min={1} {...form.getInputProps('puzzleLength')} />
            </SimpleGrid>
            {v.groups.map((g, i) => (
              <Group key={g.tag} align="flex-start" wrap="nowrap" gap="sm">
                <Text fw={600} w={40} pt={30}>
                  {g.tag}
                </Text>
                <NumberInput label={`Weight of ${g.tag}`} w={120} min={0} max={100} suffix=" %" {...form.getInputProps(`groups.${i}.weight`)} />
                {!aa && i > 0 && (
                  <Select label={`Folder of ${g.tag}`} w={220} clearable searchable placeholder="Fill from a folder" data={folderData} value={g.folderId} onChange={(x) => void pickFolder(i, x)} disabled={filling === i} />
                )}
                {!aa && (
                  <TagsInput
                    style={{ flex: 1 }}
                    label={`Levels of ${g.tag} (puzzle ids)`}
                    placeholder={i === 0 ? 'None: the default puzzles' : 'Puzzle ids in level order'}
                    {...form.getInputProps(`groups.${i}.data.levels`)}
                  />
                )}
              </Group>
            ))}
            {v.groups.length > 0 && (
              <Text size="sm" c={weightSum === 100 ? 'dimmed' : 'red'}>
                Weights: {weightSum} %
              </Text>
            )}
            {form.errors.groups && (
              <Alert color="red" p="xs" role="alert">
                {String(form.errors.groups)}
              </Alert>
            )}
          </Stack>
        )}
        </div>
      </ModalForm>
    </Modal>
  );
}
