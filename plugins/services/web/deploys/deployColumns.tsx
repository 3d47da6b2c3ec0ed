// The deployments table's columns: id, env, state, server, port, branch, image (or the rollback it
// is), namespace, deploy only, operator, updated, and the row's log, cancel (while active) and roll
// back (a successful deploy with its image).
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconFileText, IconPlayerStop } from '@tabler/icons-react';
import type { Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { ACTIVE_DEPLOY_STATES, type DeploymentRow, type DeployState } from '../../shared';
import { DeployStateBadge } from '../DeployStateBadge';

/** A deploy in one of the active states: the list refreshes while one is. */
export const isActive = (d: DeploymentRow) => ACTIVE_DEPLOY_STATES.includes(d.state as DeployState);

export function deployColumns(on: {
  busy: number | null;
  setLogOf: (id: number) => void;
  cancel: (d: DeploymentRow) => Promise<void>;
  rollback: (d: DeploymentRow) => Promise<void>;
}): Column<DeploymentRow>[] {
  const { busy, setLogOf, cancel, rollback } = on;
  return [
    { key: 'id', header: 'Id', width: 70 },
    { key: 'env', header: 'Env', width: 80 },
    { key: 'state', header: 'State', width: 120, cell: (d) => <DeployStateBadge state={d.state} /> },
    { key: 'server', header: 'Server', cell: (d) => d.server.name },
    { key: 'port', header: 'Port', width: 80 },
    { key: 'branch', header: 'Branch' },
    {
      key: 'image',
      header: 'Image',
      cell: (d) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {d.result?.image || d.dockerImageUrl || '—'}
          {d.rollbackOf ? ` (rollback of #${d.rollbackOf})` : ''}
        </Text>
      ),
    },
    { key: 'ccNamespace', header: 'Namespace' },
    { key: 'deployOnly', header: 'Deploy only', width: 100, cell: (d) => (d.deployOnly ? 'yes' : 'no') },
    { key: 'operator', header: 'Operator' },
    { key: 'updatedAt', header: 'Updated', width: 180, cell: (d) => formatTime(d.updatedAt) },
    {
      key: 'actions',
      header: '',
      width: 130,
      align: 'right',
      cell: (d) => {
        const canRollback = d.state === 'success' && !!d.result?.image;
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label="Log">
              <ActionIcon variant="subtle" aria-label={`Log of deploy #${d.id}`} onClick={() => setLogOf(d.id)}>
                <IconFileText size={18} />
              </ActionIcon>
            </Tooltip>
            {isActive(d) && (
              <Tooltip label="Cancel">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Cancel deploy #${d.id}`}
                  loading={busy === d.id}
                  onClick={() => void cancel(d)}
                >
                  <IconPlayerStop size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {canRollback && (
              <Tooltip label={`Roll back to ${d.result?.image}`}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Roll back to deploy #${d.id}`}
                  loading={busy === d.id}
                  onClick={() => void rollback(d)}
                >
                  <IconArrowBackUp size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        );
      },
    },
  ];
}
