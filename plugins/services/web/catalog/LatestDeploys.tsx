// A service's expandable row: the latest deployment per env (000 §2.3). The state next to the env:
// the panel is as wide as the services table, whose right part scrolls out of view at 1280 px.
// Long values (an image by digest, a branch) are cut with an ellipsis (the whole value in the
// tooltip, and a copy button), so the table never widens past the screen.
import { ActionIcon, CopyButton, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { formatTime } from '../../../../core/web/time';
import type { ServiceRow } from '../../shared';
import { DeployStateBadge } from '../DeployStateBadge';

/** A long value on one line: cut to `width`, whole in its tooltip, with a copy button. */
function Cut({ value, width, what }: { value: string; width: number; what: string }) {
  if (!value) return <>–</>;
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={value} multiline maw={480} style={{ wordBreak: 'break-all' }}>
        <Text size="sm" ff="monospace" truncate="end" maw={width} tabIndex={0}>
          {value}
        </Text>
      </Tooltip>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <ActionIcon size="sm" variant="subtle" onClick={copy} aria-label={copied ? `${what} copied` : `Copy ${what}`}>
            {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}

export function LatestDeploys({ service }: { service: ServiceRow }) {
  if (!service.service_deployments.length)
    return (
      <Text size="sm" c="dimmed">
        Not deployed yet
      </Text>
    );
  return (
    <Table withTableBorder striped fz="sm" w="auto" aria-label={`Latest deployments of ${service.name}`}>
      <Table.Thead>
        <Table.Tr>
          {['Env', 'State', 'Server', 'Port', 'Branch', 'Image', 'Updated'].map((h) => (
            <Table.Th key={h}>{h}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {service.service_deployments.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Td>{d.env}</Table.Td>
            <Table.Td>
              <DeployStateBadge state={d.state} />
            </Table.Td>
            <Table.Td>{d.server.name}</Table.Td>
            <Table.Td>{d.port}</Table.Td>
            <Table.Td>
              <Cut value={d.branch} width={160} what={`branch of ${d.env}`} />
            </Table.Td>
            <Table.Td>
              <Cut value={d.result?.image || d.dockerImageUrl} width={240} what={`image of ${d.env}`} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTime(d.updatedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
