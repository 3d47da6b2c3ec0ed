// A service's expandable row: the latest deployment per env (000 §2.3). The state next to the env:
// the panel is as wide as the services table, whose right part scrolls out of view at 1280 px.
import { Table, Text } from '@mantine/core';
import { formatTime } from '../../../../core/web/time';
import type { ServiceRow } from '../../shared';
import { DeployStateBadge } from '../DeployStateBadge';

export function LatestDeploys({ service }: { service: ServiceRow }) {
  if (!service.service_deployments.length) return <Text size="sm" c="dimmed">Not deployed yet</Text>;
  return (
    <Table withTableBorder striped fz="sm" aria-label={`Latest deployments of ${service.name}`}>
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
            <Table.Td ff="monospace">{d.branch}</Table.Td>
            <Table.Td ff="monospace">{d.result?.image || d.dockerImageUrl || '–'}</Table.Td>
            <Table.Td>{formatTime(d.updatedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
