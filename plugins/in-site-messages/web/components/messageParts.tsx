// Small renderings shared by the message table, the detail modal, online config and history.
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { OPEN_VERSION } from '../../shared';
import type { MessageItem, MessageRule } from '../../schemas';
import { formatInZone } from '../time';

export function TypeBadge({ type }: { type: string }) {
  return (
    <Badge size="sm" variant="light" color={type === 'bonus' ? 'grape' : 'blue'} style={{ flexShrink: 0, overflow: 'visible' }}>
      {type}
    </Badge>
  );
}

/** Each message: its type and start (in its own timezone), and, unless `compact`, its url. */
export function MessageLines({ messages, compact }: { messages: MessageItem[]; compact?: boolean }) {
  return (
    <Stack gap={4}>
      {messages.map((m, i) => (
        <div key={i}>
          {/* The start and its zone wrap as a pair, so a narrow column keeps the table's actions on screen. */}
          <Group gap={4} wrap="wrap">
            <TypeBadge type={m.type} />
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatInZone(m.startTimestamp, m.timezone)}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {m.timezone}
            </Text>
          </Group>
          {!compact && (
            <Anchor size="xs" href={m.url} target="_blank" rel="noreferrer" display="block" truncate="end" maw={220} title={m.url}>
              {m.url}
            </Anchor>
          )}
        </div>
      ))}
    </Stack>
  );
}

export function CountryTag({ country }: { country: string }) {
  return (
    <Text size="sm" fw={600} ff="monospace">
      {country}
    </Text>
  );
}

export function ruleText(rule: MessageRule | null | undefined): string {
  const [min, max] = rule?.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];
  if (min === OPEN_VERSION && max === OPEN_VERSION) return 'all versions';
  if (max === OPEN_VERSION) return `≥ ${min}`;
  if (min === OPEN_VERSION) return `≤ ${max}`;
  return `${min} – ${max}`;
}

export function ReturnIdBadge({ id }: { id: number | null }) {
  return id ? (
    <Badge variant="light" color="green">
      #{id}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      -
    </Text>
  );
}
