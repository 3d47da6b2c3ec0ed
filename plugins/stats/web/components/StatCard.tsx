// A summary card of a stats screen: a label, a big value and an optional line under it
// (001 event stats' Event Count and Users, the token rates of the last 7 and 30 days).
import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';

export function StatCard(props: { label: string; value: ReactNode; note?: ReactNode; color?: string; loading?: boolean }) {
  return (
    <Paper withBorder p="md" role="group" aria-label={props.label}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text fz={28} fw={700} c={props.color} style={{ opacity: props.loading ? 0.4 : 1 }}>
        {props.value}
      </Text>
      {props.note && (
        <Text size="xs" c="dimmed">
          {props.note}
        </Text>
      )}
    </Paper>
  );
}
