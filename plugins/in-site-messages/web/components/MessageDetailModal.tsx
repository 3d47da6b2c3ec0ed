// Detail of one in-site message: where it is, its rule and each message in its own timezone.
import { Anchor, Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { platformLabel, type InSiteMessage } from '../../shared';
import { formatTime } from '../../../../core/web/time';
import { formatInZone } from '../time';
import { ReturnIdBadge, ruleText } from './messageParts';

export function MessageDetailModal({ message, onClose }: { message: InSiteMessage | null; onClose: () => void }) {
  return (
    <Modal opened={!!message} onClose={onClose} title={message ? `Message id: ${message.id}` : ''} size={800}>
      {message && (
        <Stack>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={180}>Platform</Table.Th>
                <Table.Td>{platformLabel(message.platform)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Country</Table.Th>
                <Table.Td>
                  <Badge variant="outline">{message.country}</Badge>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Client versions</Table.Th>
                <Table.Td>{ruleText(message.rule)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Sandbox return id</Table.Th>
                <Table.Td>
                  <ReturnIdBadge id={message.extra.sandbox_returnId} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Prod return id</Table.Th>
                <Table.Td>
                  <ReturnIdBadge id={message.extra.prod_returnId} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Operator</Table.Th>
                <Table.Td>{message.operator}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Updated</Table.Th>
                <Table.Td>{formatTime(message.updatedAt)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text fw={600}>Messages</Text>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>To</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>Timezone</Table.Th>
                <Table.Th>Start (unix s)</Table.Th>
                <Table.Th>Url</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {message.config.messages.map((m, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{m.to}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={m.type === 'bonus' ? 'grape' : 'blue'}>
                      {m.type}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatInZone(m.startTimestamp, m.timezone)}</Table.Td>
                  <Table.Td>{m.timezone}</Table.Td>
                  <Table.Td>{m.startTimestamp}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    <Anchor size="sm" href={m.url} target="_blank" rel="noreferrer">
                      {m.url}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Text size="xs" c="dimmed">
              Created {formatTime(message.createdAt)}
            </Text>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
