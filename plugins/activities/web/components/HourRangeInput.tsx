// The activity window (001 §5): a date range with a whole hour at each end (minutes and
// seconds fixed at 00), on the LA clock; shown on that clock and in UTC (core/web/time.ts).
import { Group, Input, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';
import { formatTime } from '../../../../core/web/time';
import { formatWindowEnd, fromLaParts, LA, laParts } from '../clock';

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));

interface Props {
  label: string;
  value: [Date | null, Date | null];
  onChange: (value: [Date | null, Date | null]) => void;
  error?: string;
}

/** A calendar day (the picker's local midnight) for an LA day string, and back. */
const dayToPicker = (day: string) => dayjs(day).toDate();
const pickerToDay = (d: Date) => dayjs(d).format('YYYY-MM-DD');

export function HourRangeInput({ label, value, onChange, error }: Props) {
  const [start, end] = value.map((d) => (d ? laParts(d) : null));
  const setDays = (days: DatesRangeValue) => {
    const [a, b] = days;
    onChange([a ? fromLaParts(pickerToDay(a), start?.hour ?? 0) : null, b ? fromLaParts(pickerToDay(b), end?.hour ?? 0) : null]);
  };
  const setHour = (which: 0 | 1, hour: string | null) => {
    const part = which === 0 ? start : end;
    if (!part || hour === null) return;
    const next: [Date | null, Date | null] = [...value];
    next[which] = fromLaParts(part.day, Number(hour));
    onChange(next);
  };
  return (
    <Input.Wrapper label={label} withAsterisk error={error} description={`Hourly, on the game clock (${LA})`}>
      <Stack gap={4} mt={4}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            aria-label={`${label} days`}
            placeholder="Pick the first and last day"
            valueFormat="YYYY-MM-DD"
            value={[start ? dayToPicker(start.day) : null, end ? dayToPicker(end.day) : null]}
            onChange={setDays}
            error={!!error}
            style={{ flex: 1 }}
          />
          <Select
            w={100}
            aria-label="Open hour"
            data={HOURS}
            value={start ? String(start.hour) : null}
            disabled={!start}
            onChange={(h) => setHour(0, h)}
            allowDeselect={false}
          />
          <Select
            w={100}
            aria-label="Close hour"
            data={HOURS}
            value={end ? String(end.hour) : null}
            disabled={!end}
            onChange={(h) => setHour(1, h)}
            allowDeselect={false}
          />
        </Group>
        {value[0] && value[1] && (
          <>
            <Text size="xs" c="dimmed" data-testid="window-text">
              {formatWindowEnd(value[0])} → {formatWindowEnd(value[1])}
            </Text>
            {/* As the activity tables will show it (every time in the console is shown in UTC). */}
            <Text size="xs" c="dimmed" data-testid="window-utc">
              {formatTime(value[0])} → {formatTime(value[1])}
            </Text>
          </>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
