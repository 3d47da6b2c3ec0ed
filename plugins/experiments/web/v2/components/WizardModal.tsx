// The create/edit wizard (000 §2.7, §4, §5): Base Info, Rules, Group Detail, validated step by step
// with the shared schema (Next refuses with the step's messages; Save checks all and goes back to
// the first step with one). copyFrom (create only) copies an experiment into the form. A non-first
// group of an AB experiment may pick a folder: its first puzzleLength puzzles fill the levels.
// A message shown on a group's levels or weights is checked again when they change (a folder
// that fills valid ids clears the invalid id's message); the current step carries
// aria-current="step" and every message is announced (role="alert").
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Stepper,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { zodFormErrors } from '../../../../../core/shared/zod';
import { useForm } from '../../../../../core/web/form';
import { serverFieldErrors } from '../../../../../core/web/http';
import { MODAL_FORM_STYLES, ModalForm } from '../../../../../core/web/ModalForm';
import { toast } from '../../../../../core/web/notify';
import { experimentV2Schema, stepErrors, WIZARD_STEPS, type ExperimentV2, type FolderOption } from '../../../schemas/v2';
import { v2Api } from '../api';
import { ANNOUNCED, FilterFields } from './FilterFields';
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
          {step === 0 && (
            <Stack gap="sm">
              <TextInput label="Name" withAsterisk {...bind('name')} />
              <SegmentedControl
                aria-label="Experiment kind"
                value={v.aaTag}
                onChange={(x) => form.setFieldValue('aaTag', x as '0' | '1')}
                data={[
                  { value: '0', label: 'AB' },
                  { value: '1', label: 'AA (groups without levels)' },
                ]}
              />
              <NumberInput
                label="Percent"
                description="The share of matching users who take part; under 100 a deploy is a gray publish"
                min={1}
                max={100}
                suffix=" %"
                {...bind('percent')}
              />
              {!editing && (
                <Select
                  label="Copy from"
                  placeholder="An experiment of this tab"
                  clearable
                  searchable
                  data={copyChoices.map((x) => ({ value: String(x.id), label: `#${x.id} ${x.name}` }))}
                  value={v.copyFrom}
                  onChange={copyFrom}
                />
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
                <NumberInput label="Join at level from" min={0} {...bind('joinRule.lv.0')} />
                <NumberInput label="Join at level to" min={0} {...bind('joinRule.lv.1')} />
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
                <TextInput
                  label="Group"
                  description="Tags, comma-separated: A,B,C"
                  withAsterisk
                  value={v.group}
                  onChange={(e) => setGroupText(e.currentTarget.value)}
                  error={form.errors.group}
                  errorProps={ANNOUNCED}
                />
                <NumberInput label="Puzzle length" withAsterisk min={1} {...bind('puzzleLength')} />
              </SimpleGrid>
              {v.groups.map((g, i) => (
                <Group key={g.tag} align="flex-start" wrap="nowrap" gap="sm">
                  <Text fw={600} w={40} pt={30}>
                    {g.tag}
                  </Text>
                  <Stack gap={6} w={130}>
                    <NumberInput
                      label={`Weight of ${g.tag}`}
                      min={0}
                      max={100}
                      allowDecimal={false}
                      suffix=" %"
                      {...bind(`groups.${i}.weight`)}
                      onChange={(x) => setGroup(i, { weight: x === '' ? '' : Number(x) })}
                    />
                    {/* 001 §9: a weight slider 0-100 beside the number. */}
                    <Slider
                      min={0}
                      max={100}
                      label={(x) => `${x}%`}
                      thumbLabel={`Weight of ${g.tag} (slider)`}
                      value={g.weight === '' ? 0 : g.weight}
                      onChange={(x) => setGroup(i, { weight: x })}
                    />
                  </Stack>
                  {!aa && i > 0 && (
                    <Select
                      label={`Folder of ${g.tag}`}
                      w={220}
                      clearable
                      searchable
                      placeholder="Fill from a folder"
                      data={folderData}
                      value={g.folderId}
                      onChange={(x) => void pickFolder(i, x)}
                      disabled={filling === i}
                    />
                  )}
                  {!aa && (
                    <TagsInput
                      style={{ flex: 1 }}
                      label={`Levels of ${g.tag} (puzzle ids)`}
                      placeholder={i === 0 ? 'None: the default puzzles' : 'Puzzle ids in level order'}
                      {...bind(`groups.${i}.data.levels`)}
                      onChange={(levels) => setGroup(i, { data: { levels } })}
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
