// The period's summary: the average star (1 decimal), the count, and one bar per star from 5
// down to 1 with its count and percent (001 §9).
import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { StarDistributionResponse } from '../../shared';

const COLORS: Record<number, string> = { 5: 'teal', 4: 'lime', 3: 'yellow', 2: 'orange', 1: 'red' };

export function StarSummary({ data, loading }: { data: StarDistributionResponse | null; loading: boolean }) {
  const total = data?.total ?? 0;
  return (
    <Paper withBorder p="md" aria-busy={loading} aria-label="Star summary" component="section">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap={0} miw={140}>
          <Text size="sm" c="dimmed">
            Average star
          </Text>
          <Group gap={6} align="center">
            <Text fz={36} fw={700} data-testid="average-star">
              {data?.average == null ? '–' : data.average.toFixed(1)}
            </Text>
            <IconStarFilled size={24} color="var(--mantine-color-yellow-6)" aria-hidden />
          </Group>
          <Text size="sm" data-testid="total-count">
            {total === 1 ? '1 feedback' : `${total.toLocaleString('en-US')} feedbacks`}
          </Text>
        </Stack>
        <Stack gap={6} style={{ flex: 1, minWidth: 260 }}>
          {(data?.list ?? [5, 4, 3, 2, 1].map((star) => ({ star, count: 0, rate: 0 }))).map((s) => (
            <Group key={s.star} gap="sm" wrap="nowrap" data-testid={`star-row-${s.star}`}>
              <Text size="sm" w={48} fw={500}>
                {s.star} star
              </Text>
              <Progress
                value={s.rate}
                color={COLORS[s.star]}
                size="lg"
                style={{ flex: 1 }}
                aria-label={`${s.star} star: ${s.rate.toFixed(1)}%`}
              />
              <Text size="sm" w={70} ta="right" data-testid={`star-count-${s.star}`}>
                {s.count.toLocaleString('en-US')}
              </Text>
              <Text size="sm" w={56} ta="right" c="dimmed" data-testid={`star-rate-${s.star}`}>
                {s.rate.toFixed(1)}%
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
      {!loading && total === 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          No feedback in this period
        </Text>
      )}
    </Paper>
  );
}
