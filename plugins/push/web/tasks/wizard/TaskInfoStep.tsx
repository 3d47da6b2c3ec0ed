// Step 0, Task Info (002 "Push task wizard"): platform, name, description, isDataType, and the
// transactional flag (beyond the spec: ignores the frequency cap and quiet hours).
import { Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { FORM_PLATFORMS } from '../../../shared';
import type { WizardForm } from './form';

export function TaskInfoStep({ form, editing }: { form: WizardForm; editing: boolean }) {
  const setPlatform = (p: string | null) => {
    form.setFieldValue('platform', p);
    // 002 §4: changing the platform clears start and end version (the lists are per platform).
    form.setFieldValue('audienceRule.startVersion', null);
    form.setFieldValue('audienceRule.endVersion', null);
  };
  // An existing task has one platform: Both only for a new one.
  const platforms = Object.entries(FORM_PLATFORMS)
    .filter(([v]) => !editing || v !== '3')
    .map(([value, label]) => ({ value, label }));
  return (
    <Stack gap="sm">
      <Select
        label="Platform"
        withAsterisk
        placeholder="Android, iOS or Both"
        data={platforms}
        {...form.getInputProps('platform')}
        onChange={setPlatform}
        allowDeselect={false}
      />
      <TextInput label="Task name" withAsterisk {...form.getInputProps('name')} />
      <Textarea label="Task description" autosize minRows={2} {...form.getInputProps('description')} />
      <Switch
        label="isDataType (a data message the app handles, no system alert)"
        {...form.getInputProps('notification.isDataType', { type: 'checkbox' })}
      />
      <Switch
        label="Transactional (ignores the frequency cap and quiet hours)"
        {...form.getInputProps('transactional', { type: 'checkbox' })}
      />
    </Stack>
  );
}
