// A bonus in full (001 detail modal): its code, rewards, limits and where it stands per env.
import type { ReactNode } from 'react';
import { Badge, Modal, SimpleGrid, Table, Text } from '@mantine/core';
import { rewardsOf, type Bonus } from '../../shared';
import { isExpired } from '../expiry';
import { CopyableCode } from '../../../../core/web/CopyableCode';
import { bonusLink } from '../bonusLink';
import { formatTime } from '../../../../core/web/time';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

export function BonusDetailModal({ bonus, serviceHost, onClose }: { bonus: Bonus | null; serviceHost: string; onClose: () => void }) {
  const b = bonus;
  const link = b ? bonusLink(serviceHost, b.code) : null;
  return (
    <Modal opened={!!b} onClose={onClose} size={800} title={b ? `Bonus ${b.id}: ${b.name}` : ''}>
      {b && (
        <SimpleGrid cols={2} spacing="md">
          <Field label="Code">
            <CopyableCode value={b.code} label="Copy code" fz="md" testId="bonus-code" />
          </Field>
          <Field label="Env">
            <Badge variant="light" color={b.env === 'prod' ? 'red' : 'blue'}>
              {b.env}
            </Badge>
          </Field>
          <Field label="Expire">
            <Text c={isExpired(b.expire) ? 'red' : undefined}>
              {b.expire}
              {isExpired(b.expire) ? ' (expired)' : ''}
            </Text>
          </Field>
          <Field label="Consumed">
            <Text>
              {b.consumeCount} of {b.maxConsume === 0 ? 'unlimited' : b.maxConsume}
            </Text>
          </Field>
          <Field label="Enable">
            <Badge color={b.enable ? 'green' : 'gray'} variant="light">
              {b.enable ? 'on' : 'off'}
            </Badge>
          </Field>
          <Field label="returnId">
            <Text>
              {b.returnId ?? '—'}
              {b.prodId ? ` · on prod (#${b.prodId})` : b.sandboxId ? ` · from sandbox #${b.sandboxId}` : ''}
            </Text>
          </Field>
          <Field label="Operator">
            <Text>{b.operator}</Text>
          </Field>
          <Field label="Updated">
            <Text>{formatTime(b.updatedAt)}</Text>
          </Field>
          <div style={{ gridColumn: '1 / -1' }}>
            <Field label="Link">
              {link ? (
                <CopyableCode value={link} label="Copy link" testId="bonus-link" />
              ) : (
                <Text c="dimmed">Set the project's service host (Manage projects) to get an https link.</Text>
              )}
            </Field>
          </div>
          <div style={{ gridColumn: '1 / -1' }}>
            <Field label="Description">
              <Text>{b.description || '—'}</Text>
            </Field>
          </div>
          <div style={{ gridColumn: '1 / -1' }}>
            <Field label="Rewards">
              <Table withTableBorder mt={4} aria-label="Rewards">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Count</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rewardsOf(b.content).map((r, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>{r.type}</Table.Td>
                      <Table.Td>{r.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Field>
          </div>
        </SimpleGrid>
      )}
    </Modal>
  );
}
