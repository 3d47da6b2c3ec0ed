// The per-day switches of a Loop bundle: one button per day of the interval; a click toggles it.
import { Button, Input, SimpleGrid, Text } from '@mantine/core';
import { dateToDay, dayToDate } from '../../shared';
import { ymd } from '../formValues';

export function LoopSwitches(props: { value: number[]; onChange: (next: number[]) => void; start: Date | null; error?: string }) {
  const { value, onChange, start, error } = props;
  const first = start ? dateToDay(ymd(start)) : null;
  return (
    <Input.Wrapper label="Day switches" description="Click a day to switch it on or off; the pattern repeats every interval" error={error}>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          An interval of 0 days never runs.
        </Text>
      ) : (
        <SimpleGrid cols={7} spacing={6} mt={6}>
          {value.map((on, i) => (
            <Button
              key={i}
              size="compact-sm"
              variant={on ? 'filled' : 'default'}
              color={on ? 'teal' : 'gray'}
              aria-pressed={on === 1}
              aria-label={`Day ${i + 1}`}
              title={first !== null ? `First on ${dayToDate(first + i)}` : undefined}
              onClick={() => onChange(value.map((v, j) => (j === i ? (v ? 0 : 1) : v)))}
            >
              {`Day ${i + 1}`}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </Input.Wrapper>
  );
}
