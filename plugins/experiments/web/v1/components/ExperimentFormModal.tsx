// Create or edit a v1 experiment in three steps (001 "Experiment list (v1)"): 1 the name and the
// client-version filter; 2 the scope's start and end levels, the groups as comma-separated tags
// and their weights (0-100, an even split by default, adding up to 100); 3 the puzzle of each group
// at each level of the scope, picked from the latest release's puzzles (each level's default
// puzzle and boss mark shown beside it; "Use defaults" fills a group with them). Each step is
// validated before the next by the form's one schema.
import { useEffect, useState } from 'react';
import { Button, Group, Input, Modal, NumberInput, Slider, Stack, Stepper, Table, Text, TextInput } from '@mantine/core';
import { BossBadge, DefaultPuzzle, PuzzlePicker, ReleaseSource, useReleaseLevels } from './ReleaseLevels';
import { fillWithDefaults } from './releaseOptions';
import { useForm } from '../../../../../core/web/form';
import { MODAL_FORM_STYLES, ModalForm } from '../../../../../core/web/ModalForm';
import { serverFieldErrors } from '../../../../../core/web/http';
import { toast } from '../../../../../core/web/notify';
import { zodFormErrors } from '../../../../../core/shared/zod';
import type { ExperimentV1 } from '../../../endpoints/v1';
import { experimentV1Schema, type ExperimentV1Input } from '../../../schemas/v1';
import { v1Api } from '../api';
import {
  emptyValues,
  errorsOfStep,
  fitToScope,
  groupsForTags,
  STEP_TITLES,
  stepOf,
  valuesOf,
  type ExperimentFormValues,
} from './experimentForm';

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

  const groups = form.values.groups;
  const total = groups.reduce((sum, g) => sum + (Number(g.weight) || 0), 0);
  const tagsError = form.errors.groups ?? groups.map((_, i) => form.errors[`groups.${i}.tag`]).find(Boolean);
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
        {step === 0 && (
          <Stack>
            <TextInput label="Experiment name" withAsterisk data-autofocus {...form.getInputProps('name')} />
            <TextInput
              label="Client version"
              description="Only clients of this version or later take part (empty: every version)"
              placeholder="e.g. 2.3.0"
              {...form.getInputProps('filter.clientVersion')}
            />
          </Stack>
        )}
        {step === 1 && (
          <Stack>
            <Group grow align="flex-start">
              <NumberInput
                label="Scope start level"
                withAsterisk
                min={1}
                allowDecimal={false}
                clampBehavior="none"
                {...form.getInputProps('scope.min')}
              />
              <NumberInput
                label="Scope end level"
                withAsterisk
                min={1}
                allowDecimal={false}
                clampBehavior="none"
                {...form.getInputProps('scope.max')}
              />
            </Group>
            <TextInput
              label="Groups"
              withAsterisk
              description="Group tags, separated by commas, e.g. A, B, C"
              value={tagsText}
              error={tagsError}
              onChange={(e) => {
                setTagsText(e.currentTarget.value);
                form.setFieldValue('groups', groupsForTags(form.values.groups, e.currentTarget.value));
              }}
            />
            <Input.Wrapper
              label="Weights"
              description={`Each group's share of the players, in percent (total ${total})`}
              error={form.errors.weights}
            >
              <Stack gap="xs" mt={6}>
                {groups.length === 0 && (
                  <Text size="sm" c="dimmed">
                    Add groups first.
                  </Text>
                )}
                {groups.map((g, i) => (
                  <Group key={i} wrap="nowrap" align="center">
                    <Text size="sm" fw={500} w={80} truncate>
                      {g.tag}
                    </Text>
                    <Slider
                      style={{ flex: 1 }}
                      min={0}
                      max={100}
                      label={(v) => `${v}%`}
                      thumbLabel={`Weight of group ${g.tag}`}
                      value={Number(g.weight) || 0}
                      onChange={(v) => form.setFieldValue(`groups.${i}.weight`, v)}
                    />
                    <NumberInput
                      w={90}
                      min={0}
                      max={100}
                      allowDecimal={false}
                      suffix="%"
                      aria-label={`Weight of group ${g.tag} (percent)`}
                      {...form.getInputProps(`groups.${i}.weight`)}
                    />
                  </Group>
                ))}
              </Stack>
            </Input.Wrapper>
          </Stack>
        )}
        {step === 2 && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              The puzzle each group plays at each level of the scope: type an id or a name and pick it from the release's puzzles; a group
              uses a puzzle once.
            </Text>
            <ReleaseSource data={release.data} type={releaseType} onType={setReleaseType} />
            <Table withTableBorder withColumnBorders fz="sm" aria-label="Puzzle per level and group">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>Level</Table.Th>
                  <Table.Th>Default puzzle</Table.Th>
                  {groups.map((g, i) => (
                    <Table.Th key={g.tag}>
                      <Group gap="xs" justify="space-between" wrap="nowrap">
                        <span>Group {g.tag}</span>
                        {release.byLevel.size > 0 && (
                          <Button
                            size="compact-xs"
                            variant="light"
                            aria-label={`Fill group ${g.tag} with the default puzzles`}
                            onClick={() =>
                              form.setFieldValue(`groups.${i}`, fillWithDefaults(form.values.groups[i], release.data?.levels ?? []))
                            }
                          >
                            Use defaults
                          </Button>
                        )}
                      </Group>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(groups[0]?.data ?? []).map((d, j) => {
                  const def = release.byLevel.get(d.level);
                  return (
                    <Table.Tr key={d.level}>
                      <Table.Td>
                        {d.level}
                        {def?.boss && <BossBadge />}
                      </Table.Td>
                      <Table.Td>
                        <DefaultPuzzle level={def} />
                      </Table.Td>
                      {groups.map((g, i) => {
                        const path = `groups.${i}.data.${j}.puzzleId`;
                        return (
                          <Table.Td key={g.tag}>
                            <PuzzlePicker
                              label={`Puzzle id of group ${g.tag} at level ${d.level}`}
                              level={d.level}
                              value={g.data[j]?.puzzleId ?? ''}
                              error={form.errors[path]}
                              options={release.options}
                              onChange={(v) => form.setFieldValue(path, v)}
                            />
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            {groups.map(
              (g, i) =>
                form.errors[`groups.${i}.data`] && (
                  <Text key={g.tag} c="red" size="sm">
                    Group {g.tag}: {form.errors[`groups.${i}.data`]}
                  </Text>
                ),
            )}
          </Stack>
        )}
      </ModalForm>
    </Modal>
  );
}
