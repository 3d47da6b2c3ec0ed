// The v1 experiment form's three steps: Name (and the client-version filter), Groups (the scope's
// levels, the group tags and their weights) and Puzzles (each group's puzzle at each level of the
// scope, from the release's puzzles, with "Use defaults").
import { Button, Group, Input, NumberInput, Slider, Stack, Table, Text, TextInput } from '@mantine/core';
import type { useForm } from '../../../../../core/web/form';
import { BossBadge, DefaultPuzzle, PuzzlePicker, ReleaseSource, type useReleaseLevels } from './ReleaseLevels';
import { fillWithDefaults } from './releaseOptions';
import { groupsForTags, type ExperimentFormValues } from './experimentForm';

/** The experiment form (core's useForm over the form's values). */
export type ExperimentForm = ReturnType<typeof useForm<ExperimentFormValues>>;

export function NameStep({ form }: { form: ExperimentForm }) {
  return (
    <Stack>
      <TextInput label="Experiment name" withAsterisk data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label="Client version"
        description="Only clients of this version or later take part (empty: every version)"
        placeholder="e.g. 2.3.0"
        {...form.getInputProps('filter.clientVersion')}
      />
    </Stack>
  );
}

export function GroupsStep(p: { form: ExperimentForm; tagsText: string; setTagsText: (text: string) => void }) {
  const { form, tagsText, setTagsText } = p;
  const groups = form.values.groups;
  const total = groups.reduce((sum, g) => sum + (Number(g.weight) || 0), 0);
  const tagsError = form.errors.groups ?? groups.map((_, i) => form.errors[`groups.${i}.tag`]).find(Boolean);
  return (
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
  );
}

export function PuzzlesStep(p: {
  form: ExperimentForm;
  release: ReturnType<typeof useReleaseLevels>;
  releaseType: string;
  setReleaseType: (type: string) => void;
}) {
  const { form, release, releaseType, setReleaseType } = p;
  const groups = form.values.groups;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        The puzzle each group plays at each level of the scope: type an id or a name and pick it from the release's puzzles; a group uses a
        puzzle once.
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
                      onClick={() => form.setFieldValue(`groups.${i}`, fillWithDefaults(form.values.groups[i], release.data?.levels ?? []))}
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
  );
}
