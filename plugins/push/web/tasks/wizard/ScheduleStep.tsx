// Step 3, Schedule Rule: isCycle (0 once, else every N days), start and end (the end only when it
// repeats: setting 0 clears it), the country scope and the delivery mode (each device's local
// time, the default, or everyone at once on one zone's clock).
import { NumberInput, Radio, Select, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { STATS_COUNTRIES } from '../../../shared';
import { pickerRange, toDate, toText } from './dates';
import type { WizardForm } from './form';

const ZONES = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? ['UTC'];

export function ScheduleStep({ form, serverDate, serverZone }: { form: WizardForm; serverDate: string | null; serverZone: string }) {
  const s = form.values.scheduleRule;
  const range = pickerRange(serverDate);
  const cycle = typeof s.isCycle === 'number' && s.isCycle > 0;
  const setCycle = (x: number | string) => {
    const n = x === '' ? '' : Number(x);
    form.setFieldValue('scheduleRule.isCycle', n);
    // 002 §4: setting isCycle to 0 clears the end time.
    if (n === 0 || n === '') form.setFieldValue('scheduleRule.endAt', '');
  };
  const start = toDate(s.startAt);
  const end = toDate(s.endAt);
  const startProps = form.getInputProps('scheduleRule.startAt');
  const endProps = form.getInputProps('scheduleRule.endAt');
  return (
    <Stack gap="sm">
      <NumberInput
        label="isCycle"
        description="Repeat every N days: 0 once, 1 daily, 7 weekly"
        min={0}
        max={365}
        allowDecimal={false}
        {...form.getInputProps('scheduleRule.isCycle')}
        onChange={setCycle}
      />
      <SimpleGrid cols={2}>
        <DateTimePicker
          label="Start at"
          withAsterisk
          valueFormat="YYYY-MM-DD HH:mm:00"
          placeholder="Pick date and time"
          submitButtonProps={{ 'aria-label': 'Confirm start time' }}
          minDate={range.minDate}
          maxDate={end && range.maxDate && end < range.maxDate ? end : range.maxDate}
          value={start}
          onChange={(d) => form.setFieldValue('scheduleRule.startAt', toText(d))}
          error={startProps.error}
          onBlur={startProps.onBlur}
        />
        {cycle && (
          <DateTimePicker
            label="End at"
            withAsterisk
            clearable
            clearButtonProps={{ 'aria-label': 'Clear end time' }}
            valueFormat="YYYY-MM-DD HH:mm:00"
            placeholder="Pick date and time"
            submitButtonProps={{ 'aria-label': 'Confirm end time' }}
            minDate={start && range.minDate && start > range.minDate ? start : range.minDate}
            maxDate={range.maxDate}
            value={end}
            onChange={(d) => form.setFieldValue('scheduleRule.endAt', toText(d))}
            error={endProps.error}
            onBlur={endProps.onBlur}
          />
        )}
      </SimpleGrid>
      {serverDate && (
        <Text size="xs" c="dimmed">
          Server time now: {serverDate} ({serverZone}). Pickers go from two months back to the end of two months ahead.
        </Text>
      )}
      <TagsInput
        label="Country scope"
        description="Country codes; empty: every country"
        placeholder="US, GB…"
        data={STATS_COUNTRIES.filter((c) => c !== 'OTHER')}
        {...form.getInputProps('scheduleRule.countryScope')}
        onChange={(x) =>
          form.setFieldValue(
            'scheduleRule.countryScope',
            x.map((c) => c.trim().toUpperCase()),
          )
        }
      />
      <Radio.Group
        label="Delivery"
        value={s.timezone ? 'zone' : 'local'}
        onChange={(m) => form.setFieldValue('scheduleRule.timezone', m === 'zone' ? serverZone || 'UTC' : '')}
      >
        <Stack gap={6} mt={4}>
          <Radio value="local" label="At the start time in each device's own timezone" />
          <Radio value="zone" label="Everyone at once, at the start time in one timezone" />
        </Stack>
      </Radio.Group>
      {s.timezone && (
        <Select label="Timezone" searchable data={ZONES} allowDeselect={false} {...form.getInputProps('scheduleRule.timezone')} />
      )}
    </Stack>
  );
}
