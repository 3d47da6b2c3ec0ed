// Create/edit a bundle (000 §2.9): platform, name, description, type (Normal: a date range;
// Loop: a start, an optional end, the interval and a switch per day), client versions and the
// resource file. Dates are Los Angeles dates; the server gets unix seconds.
import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '../../../../core/web/form';
import { toast } from '../../../../core/web/notify';
import {
  BUNDLE_TIMEZONE,
  BUNDLE_TYPE,
  dayToDate,
  laDay,
  resizeSwitches,
  BUNDLE_PLATFORMS,
  BUNDLE_TYPES,
  TOASTS,
  type Bundle,
} from '../../shared';
import { bundlesApi } from '../api';
import { emptyValues, fromYmd, toBody, validateBundle, valuesOf, type BundleFormValues } from '../formValues';
import { LoopSwitches } from './LoopSwitches';
import { ResourceField } from './ResourceField';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function BundleFormModal(props: {
  code: string;
  opened: boolean;
  platform: number;
  editing: Bundle | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { code, opened, platform, editing, onClose, onSaved } = props;
  const keptStart = editing?.content.start ?? null;
  const form = useForm<BundleFormValues>({
    initialValues: emptyValues(platform),
    validate: (v) => validateBundle(v, keptStart, nowSeconds()),
  });
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (!opened) return;
    form.setValues(editing ? valuesOf(editing) : emptyValues(platform));
    form.resetDirty();
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing, platform]);

  const today = fromYmd(dayToDate(laDay(nowSeconds())));
  // A running bundle's own start stays pickable; nothing else before today.
  const minDate = keptStart !== null && keptStart < nowSeconds() ? fromYmd(dayToDate(laDay(keptStart))) : today;
  const loop = form.values.type === String(BUNDLE_TYPE.loop);

  const submit = form.onSubmit(async (v) => {
    await bundlesApi.save(code, toBody(v, editing?.id ?? null));
    toast(editing ? TOASTS.updated : TOASTS.created);
    onSaved();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? `Edit bundle: ${editing.name}` : 'Create bundle'} size={800}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow align="flex-start">
            <Select
              label="Platform"
              withAsterisk
              allowDeselect={false}
              disabled={!!editing}
              data={BUNDLE_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }))}
              {...form.getInputProps('platform')}
            />
            <TextInput label="Name" withAsterisk description="The product id the game knows it by" {...form.getInputProps('name')} />
          </Group>
          <Textarea label="Description" autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Type{' '}
              <Text span c="red">
                *
              </Text>
            </Text>
            <SegmentedControl
              data={BUNDLE_TYPES.map((t) => ({ value: String(t.value), label: t.label }))}
              {...form.getInputProps('type')}
            />
            <Text size="xs" c="dimmed">
              Days are {BUNDLE_TIMEZONE} days.
            </Text>
          </Stack>
          {!loop ? (
            <DatePickerInput
              type="range"
              label="Date range"
              withAsterisk
              placeholder="Start date – end date"
              minDate={minDate}
              valueFormat="YYYY-MM-DD"
              allowSingleDateInRange
              {...form.getInputProps('range')}
            />
          ) : (
            <>
              <Group grow align="flex-start">
                <DatePickerInput
                  label="Start date"
                  withAsterisk
                  placeholder="Start date"
                  minDate={minDate}
                  valueFormat="YYYY-MM-DD"
                  {...form.getInputProps('loopStart')}
                />
                <DatePickerInput
                  label="End date"
                  placeholder="No end"
                  clearable
                  minDate={form.values.loopStart ?? minDate}
                  valueFormat="YYYY-MM-DD"
                  {...form.getInputProps('loopEnd')}
                />
                <NumberInput
                  label="Loop interval days"
                  withAsterisk
                  min={0}
                  max={366}
                  // Out of range stays as typed, so the form says so (never a silent 366).
                  clampBehavior="none"
                  allowDecimal={false}
                  {...form.getInputProps('loopIntervalDays')}
                  onChange={(n) => {
                    form.setFieldValue('loopIntervalDays', n);
                    form.setFieldValue('switchList', resizeSwitches(form.values.switchList, typeof n === 'number' ? n : 0));
                  }}
                />
              </Group>
              <LoopSwitches
                value={form.values.switchList}
                onChange={(next) => form.setFieldValue('switchList', next)}
                start={form.values.loopStart}
                error={form.errors.switchList as string | undefined}
              />
              <TextInput label="Loop tag" placeholder="Optional: how the game groups this loop" {...form.getInputProps('loopTag')} />
            </>
          )}
          <Group grow align="flex-start">
            <TextInput label="Min client version" placeholder="e.g. 1.2.0 (empty: any)" {...form.getInputProps('minVersion')} />
            <TextInput label="Max client version" placeholder="e.g. 2.0.0 (empty: any)" {...form.getInputProps('maxVersion')} />
          </Group>
          <ResourceField
            code={code}
            platform={form.values.platform}
            value={form.values.resource}
            onChange={(r) => form.setFieldValue('resource', r)}
            error={form.errors.resource as string | undefined}
            onBusy={setUploading}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting} disabled={uploading}>
              {editing ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
