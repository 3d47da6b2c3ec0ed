// The v2 wizard's three steps: Base Info (name, AB or AA, percent, copy from), Rules (the filters and
// the join levels) and Group Detail (the group tags, the puzzle length, each group's weight with its
// slider, folder and levels, and the weights' sum).
import { Alert, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Slider, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { ANNOUNCED, FilterFields } from './FilterFields';
import type { WizardState } from './useWizard';

export function BaseInfoStep({ w }: { w: WizardState }) {
  const { form, v, bind, editing, copyChoices, copyFrom } = w;
  return (
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
  );
}

export function RulesStep({ w }: { w: WizardState }) {
  const { form, bind } = w;
  return (
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
  );
}

export function GroupsStep({ w }: { w: WizardState }) {
  const { form, v, bind, setGroupText, setGroup, aa, folderData, pickFolder, filling, weightSum } = w;
  return (
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
  );
}
