// The detail of one checked event: why it failed (or that every rule holds), the event as stored,
// and the rules of its event type, so the operator sees what was expected beside what came.
import { Alert, Badge, Code, Group, List, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { PLATFORMS, type PlatformCode } from '../../../../core/shared/constants';
import { formatJson } from '../../../../core/web/json';
import { RESULT, type CheckedEvent, type EventType } from '../../shared';
import { formatTs } from '../format';
import { boundsText } from '../ruleText';
import { ResultBadge } from './ResultBadge';

interface Props {
  event: CheckedEvent | null;
  eventType: EventType | undefined;
  onClose: () => void;
}

const show = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));

export function EventDetailModal({ event: e, eventType, onClose }: Props) {
  return (
    <Modal opened={!!e} onClose={onClose} size={860} title="Event detail">
      {e && (
        <Stack gap="md">
          <Group gap="sm">
            <Text fw={600} ff="monospace">
              {e.event}
            </Text>
            <ResultBadge result={e.result} />
          </Group>
          {e.result === RESULT.fail ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Why it failed">
              <List size="sm" spacing={2}>
                {e.reasons.map((r) => (
                  <List.Item key={r}>{r}</List.Item>
                ))}
              </List>
            </Alert>
          ) : (
            <Alert color="green" icon={<IconCircleCheck size={18} />}>
              Every rule of its event type holds.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap={4}>
              <Title order={3} size="h5">
                The event
              </Title>
              <Table withTableBorder fz="sm" verticalSpacing={2}>
                <Table.Tbody>
                  {(
                    [
                      ['Time', formatTs(e.ts)],
                      ['Received', formatTs(e.receivedAt)],
                      ['Platform', PLATFORMS[e.platform as PlatformCode] ?? e.platform],
                      ['App version', show(e.appVersion)],
                      ['Country', show(e.country)],
                      ['level', show(e.level)],
                      ['puzzleId', show(e.puzzleId)],
                      ['duration', show(e.duration)],
                      ['value', show(e.value)],
                      ...Object.entries(e.props).map(([k, v]) => [`props.${k}`, v]),
                    ] as [string, string | number][]
                  ).map(([k, v]) => (
                    <Table.Tr key={k}>
                      <Table.Td ff="monospace" w={150}>
                        {k}
                      </Table.Td>
                      <Table.Td>{v}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h5">
                Its event type
              </Title>
              {!eventType ? (
                <Text size="sm" c="dimmed">
                  The catalog has no event type '{e.event}'.
                </Text>
              ) : eventType.fields.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {eventType.description || 'No description'}: any event of this name is valid.
                </Text>
              ) : (
                <>
                  {eventType.description && <Text size="sm">{eventType.description}</Text>}
                  <Table withTableBorder fz="sm" verticalSpacing={2}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Field</Table.Th>
                        <Table.Th>Type</Table.Th>
                        <Table.Th>Rule</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {eventType.fields.map((f) => {
                        const broken = e.reasons.some((r) => r.startsWith(`${f.field} `));
                        return (
                          <Table.Tr key={f.field} bg={broken ? 'var(--mantine-color-red-light)' : undefined}>
                            <Table.Td ff="monospace">{f.field}</Table.Td>
                            <Table.Td>{f.type}</Table.Td>
                            <Table.Td>
                              <Group gap={4}>
                                {f.required && <Badge size="xs">required</Badge>}
                                {f.values.length > 0 && <Text size="xs">one of {f.values.join(', ')}</Text>}
                                {boundsText(f) && <Text size="xs">{boundsText(f)}</Text>}
                              </Group>
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </>
              )}
            </Stack>
          </SimpleGrid>
          <Code block>
            {formatJson({
              event: e.event,
              ts: e.ts,
              platform: e.platform,
              appVersion: e.appVersion,
              country: e.country,
              level: e.level,
              puzzleId: e.puzzleId,
              duration: e.duration,
              value: e.value,
              props: e.props,
            })}
          </Code>
        </Stack>
      )}
    </Modal>
  );
}
