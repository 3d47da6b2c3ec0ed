// A month of Los Angeles days showing which bundles are on each day (Loop bundles by their
// switches). Clicking a bundle opens its detail.
import { ActionIcon, Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { activeOnDay, dateToDay, dayToDate, laDay, type Bundle } from '../../shared';

const COLOURS = ['blue', 'teal', 'grape', 'orange', 'cyan', 'pink', 'lime', 'indigo', 'red', 'yellow'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

/** The day numbers of the weeks covering `month` (Sunday first), null outside the month. */
function monthCells(month: string): (number | null)[] {
  const first = dateToDay(`${month}-01`);
  const next = dateToDay(`${shiftMonth(month, 1)}-01`);
  const lead = new Date(first * 86_400_000).getUTCDay();
  const cells: (number | null)[] = [...Array(lead).fill(null)];
  for (let d = first; d < next; d++) cells.push(d);
  while (cells.length % 7) cells.push(null);
  return cells;
}

export const colourOf = (bundles: Bundle[], id: number) =>
  COLOURS[
    Math.max(
      0,
      bundles.findIndex((b) => b.id === id),
    ) % COLOURS.length
  ];

export function BundleCalendar(props: {
  bundles: Bundle[];
  month: string;
  onMonth: (month: string) => void;
  serverTime: number;
  onOpen: (b: Bundle) => void;
}) {
  const { bundles, month, onMonth, serverTime, onOpen } = props;
  const today = laDay(serverTime);
  const [y, m] = month.split('-').map(Number);
  return (
    <Card withBorder padding="sm" mb="md" role="group" aria-label="Bundle calendar">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <ActionIcon variant="default" aria-label="Previous month" onClick={() => onMonth(shiftMonth(month, -1))}>
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text fw={600} w={150} ta="center">
            {MONTHS[m - 1]} {y}
          </Text>
          <ActionIcon variant="default" aria-label="Next month" onClick={() => onMonth(shiftMonth(month, 1))}>
            <IconChevronRight size={16} />
          </ActionIcon>
          <Button variant="subtle" size="compact-sm" onClick={() => onMonth(dayToDate(today).slice(0, 7))}>
            Today
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          America/Los_Angeles days
        </Text>
      </Group>
      <SimpleGrid
        cols={7}
        spacing={0}
        style={{ borderTop: '1px solid var(--mantine-color-default-border)', borderLeft: '1px solid var(--mantine-color-default-border)' }}
      >
        {WEEKDAYS.map((d) => (
          <Box
            key={d}
            p={4}
            style={{
              borderRight: '1px solid var(--mantine-color-default-border)',
              borderBottom: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Text size="xs" fw={600} c="dimmed" ta="center">
              {d}
            </Text>
          </Box>
        ))}
        {monthCells(month).map((day, i) => {
          const on = day === null ? [] : bundles.filter((b) => activeOnDay(b.content, day));
          const date = day === null ? '' : dayToDate(day);
          return (
            <Box
              key={i}
              p={4}
              mih={74}
              data-date={date || undefined}
              role={date ? 'group' : undefined}
              aria-label={date ? `${date}: ${on.map((b) => b.name).join(', ') || 'no bundles'}` : undefined}
              style={{
                borderRight: '1px solid var(--mantine-color-default-border)',
                borderBottom: '1px solid var(--mantine-color-default-border)',
                background:
                  day === today ? 'var(--mantine-color-blue-light)' : day === null ? 'var(--mantine-color-default-hover)' : undefined,
              }}
            >
              {day !== null && (
                <Stack gap={2}>
                  <Text size="xs" fw={day === today ? 700 : 400}>
                    {Number(date.slice(8))}
                  </Text>
                  {on.map((b) => (
                    <Tooltip key={b.id} label={b.description || b.name} openDelay={300}>
                      <Badge
                        size="xs"
                        radius="sm"
                        variant="light"
                        color={colourOf(bundles, b.id)}
                        fullWidth
                        style={{ cursor: 'pointer', textTransform: 'none' }}
                        onClick={() => onOpen(b)}
                      >
                        {b.name}
                      </Badge>
                    </Tooltip>
                  ))}
                </Stack>
              )}
            </Box>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
